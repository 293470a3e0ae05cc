import Foundation
import Testing

@Suite("Errors before taking over the terminal")
struct StartupErrorTests {
    static var baseEnvironment: [String: String] {
        var env = ProcessInfo.processInfo.environment
        env["TERM"] = "xterm-256color"
        env["LANG"] = E2E.utf8Locale
        env["LC_ALL"] = E2E.utf8Locale
        env["SWIFT_BACKTRACE"] = "enable=no"
        return env
    }

    @Test("No TTY: stdin/stdout not a terminal → one clear line on stderr, non-zero exit, nothing on stdout")
    func noTTY() async throws {
        let out = try await E2E.run(try E2E.binary(), [], environment: Self.baseEnvironment)
        #expect(out.status != 0)
        let lines = out.stderr.split(separator: "\n")
        #expect(lines.count == 1, "stderr: \(out.stderr)")
        #expect(out.stderr.contains("TTY"))
        #expect(out.stdout.isEmpty, "no escape sequences written: \(out.stdout.debugDescription)")
    }

    @Test("I1: arguments quoted in errors reach the terminal sanitized: ESC, BEL and bidi overrides are shown as �, exit codes kept",
          arguments: [["render", "--keys", "\u{1B}]0;pwned\u{07}"], ["--bogus\u{1B}[31m"], ["render", "--example", "trail\u{202E}head"]])
    func argumentsSanitized(_ arguments: [String]) async throws {
        let out = try await E2E.run(try E2E.binary(), arguments, environment: Self.baseEnvironment)
        #expect(out.status != 0)
        #expect(out.stderr.contains("\u{FFFD}"), "the bad characters shown: \(out.stderr.debugDescription)")
        for bad in ["\u{1B}", "\u{07}", "\u{202E}"] {
            #expect(!out.stderr.contains(bad) && !out.stdout.contains(bad), "\(out.stderr.debugDescription)")
        }
    }

    @Test("TERM=dumb under a pty → one clear line naming TERM, non-zero exit, terminal never taken over")
    func dumbTerminal() async throws {
        let s = try await TmuxSession("term-dumb", environment: ["TERM": "dumb"], width: 200, recordOutput: true)
        defer { s.close() }
        let status = try await s.waitForExit()
        #expect(status != 0)
        let rows = try await s.screen().filter { !$0.isEmpty }
        #expect(rows.count == 2, "one message line, then EXITED: \(rows)")
        #expect(rows.first?.contains("TERM=dumb") == true)
        let output = try s.recordedOutput()
        #expect(!output.contains("\u{1B}[?1049h"), "must not enter the alternate screen")
        #expect(!output.contains("\u{1B}[?1002h"), "must not turn on mouse reporting")
        #expect(try await s.terminalFlags() == "001")
    }

    @Test("P: a malformed prototype (unknown key `sectons:`) → file:line:col, the key, did you mean 'sections', exit 1, no takeover")
    func malformedPrototype() async throws {
        let dir = FileManager.default.temporaryDirectory
            .appendingPathComponent("tabsim-e2e-\(getpid())-bad", isDirectory: true)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("bad.yaml")
        try """
            name: Broken
            sectons:
              - label: Home
                screen: {title: Home}

            """.write(to: file, atomically: true, encoding: .utf8)

        let s = try await TmuxSession("malformed", arguments: [file.path], width: 200, recordOutput: true)
        defer { s.close() }
        let status = try await s.waitForExit()
        #expect(status == 1)
        let rows = try await s.screen().filter { !$0.isEmpty }
        let message = try #require(rows.first { $0.contains("sectons") }, "no line names the key: \(rows)")
        #expect(message.hasPrefix("\(file.path):2:1: error:"), "file:line:col first: \(message)")
        #expect(message.contains("did you mean 'sections'"))
        #expect(!rows.contains { $0.contains("Explore") || $0.contains("Profile") })
        let output = try s.recordedOutput()
        #expect(!output.contains("\u{1B}[?1049h"), "the alternate screen was never entered")
        #expect(!output.contains("\u{1B}[?1002h"), "mouse reporting was never turned on")
        #expect(try await s.terminalFlags() == "001")
    }

    @Test("A prototype that does not load, the terminal's questions already put, leaves the terminal as it was: the answers read, echo on")
    func questionsAnsweredOnFailure() async throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("tabsim-e2e-\(getpid())-missing.yaml")
        let s = try await TmuxSession("asked-ahead", arguments: [missing.path], width: 200, jobControl: true)
        defer { s.close() }
        _ = try await s.waitFor("the error") { $0.contains { $0.contains("cannot read") } }
        try await s.type("stty -a | tr ' ;' '\\n\\n' | grep -x -e echo -e -echo; echo DONE\n")
        let rows = try await s.waitFor("stty's answer") { $0.contains { $0.hasPrefix("DONE") } }.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(rows.contains("echo") && !rows.contains("-echo"), "\(rows)")
        // An answer left unread would be echoed once the modes came back, or typed at the prompt.
        #expect(!rows.contains { $0.contains("[?") || $0.contains("rgb:") }, "\(rows)")
    }
}

