import Foundation
import Testing

/// How the program is stopped.
enum Stop: String, CustomTestStringConvertible, CaseIterable, Sendable {
    case sigterm, sighup, sigquit, sigusr1, ctrlC, sigsegv
    var testDescription: String { rawValue }
}

@Suite("Signals restore the terminal")
struct SignalTests {
    @Test("Restore: SIGTERM, SIGHUP, SIGQUIT and SIGUSR1 exit 128+N and Ctrl-C (a key, a quit) exits 0, with the terminal restored (001); SIGSEGV restores the terminal and dies with 139", arguments: Stop.allCases)
    func stopRestoresTerminal(_ stop: Stop) async throws {
        let s = try await TmuxSession("signal-\(stop.rawValue)", recordOutput: true)
        defer { s.close() }
        try await s.waitForDemo()
        #expect(try await s.terminalFlags().hasPrefix("11"))
        let pid = try await s.programPID()

        switch stop {
        case .sigterm: #expect(kill(pid, SIGTERM) == 0)
        case .sighup: #expect(kill(pid, SIGHUP) == 0)
        case .sigquit: #expect(kill(pid, SIGQUIT) == 0)
        case .sigusr1: #expect(kill(pid, SIGUSR1) == 0)
        case .sigsegv: #expect(kill(pid, SIGSEGV) == 0)
        case .ctrlC: try await s.keys("C-c")
        }
        let status = try await s.waitForExit()
        let flags = try await s.terminalFlags()
        if stop == .sigsegv {
            #expect(status == 128 + Int(SIGSEGV), "killed by SIGSEGV, not a clean exit")
            #expect(flags.prefix(2) == "00", "alternate screen and mouse reporting off after a crash (flags \(flags))")
        } else {
            let signals: [Stop: Int32] = [.sigterm: SIGTERM, .sighup: SIGHUP, .sigquit: SIGQUIT, .sigusr1: SIGUSR1]
            #expect(status == signals[stop].map { 128 + Int($0) } ?? 0, "a killed session exits 128+N, a quit 0")
            #expect(flags == "001")
        }
        #expect(try s.recordedOutput().contains("\u{1B}[?1049l"), "left the alternate screen")
        #expect(!(try await s.screen()).contains { $0.contains("Profile") })
    }

    @Test("Suspend: SIGTSTP gives the terminal back and stops; `fg` re-enters with mouse and SGR on and the screen redrawn, losing no key")
    func suspendAndResume() async throws {
        let s = try await TmuxSession("suspend-resume", jobControl: true)
        defer { s.close() }
        try await s.waitForDemo()
        let pid = try await s.programPID()
        #expect(kill(pid, SIGTSTP) == 0)
        try await Self.waitForFlags(s, "001", "the terminal given back while stopped")
        try await s.waitFor(text: "Stopped")
        try await s.type("fg\n")
        try await Self.waitForFlags(s, "110", "alternate screen and mouse on again, cursor hidden")
        #expect(try await s.tmux(["display", "-p", "-t", "t", "#{mouse_sgr_flag}"]).hasPrefix("1"), "SGR mouse reports on again")
        #expect(try await s.tmux(["display", "-p", "-t", "t", "#{mouse_button_flag}"]).hasPrefix("1"), "button-motion reports (drags) on again")
        try await s.waitFor("the screen redrawn") { $0.first == " Explore" && Demo.barShown($0) }
        // The first key after resuming counts.
        try await s.keys("Right")
        try await s.waitFor(row: " Your trips")
        let rows = try await s.screen()
        let record = try #require(TmuxSession.column(of: "Record", in: rows[Demo.barLabelRow()]))
        try await s.click(x: record, y: Demo.barLabelRow() + 1)
        try await s.waitFor("Record selected by a click") { $0.first?.contains("Record") == true }
    }

    static func waitForFlags(_ s: TmuxSession, _ flags: String, _ what: String) async throws {
        let deadline = ContinuousClock.now + E2E.patience
        while try await s.terminalFlags() != flags {
            if ContinuousClock.now > deadline { throw E2EFailure("timed out waiting for \(what) (flags \(try await s.terminalFlags()))") }
            try await Task.sleep(for: .milliseconds(20))
        }
    }
}
