import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A recording never loses entries silently (issue: "nothing a user wrote is ever
/// replaced"): a second session on the same `--log` is refused, even with `--force`, and
/// a recording whose file is removed mid-session says so at once and exits non-zero.
@Suite("Recordings that cannot be lost or interleaved (W4)")
struct RecordingSafetyTests {
    @Test("W4: a second session given the same --log, even with --force, is refused while the first records; the first's file is untouched")
    func secondSessionIsRefused() async throws {
        let dir = try OutputPolicyTests.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let log = dir.appendingPathComponent("p1.jsonl").path
        let s = try await TmuxSession("log-lock", arguments: [dir.appendingPathComponent("p.yaml").path, "--log", log])
        defer { s.close() }
        try await s.waitFor(text: "Inbox")
        try await s.waitForMouseMode()
        let second = try await E2E.run(try E2E.binary(), [dir.appendingPathComponent("p.yaml").path, "--log", log, "--force"],
                                       environment: StartupErrorTests.baseEnvironment)
        #expect(second.status == 1)
        #expect(second.stderr == "tabsim: cannot record to '\(log)': another tabsim session is recording to it\n", "stderr: \(second.stderr)")
        try await s.keys("2")
        try await s.waitFor(text: "To Ana")
        try await s.keys("q")
        #expect(try await s.waitForExit() == 0)
        let lines = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
        #expect(lines.count >= 3 && lines[0].contains(#""event":"launch""#) && lines[1].contains(#""input":"2""#)
                && lines.last!.contains(#""event":"quit""#), "\(lines)")
    }

    @Test("W4: a recording whose folder is removed mid-session shows the failure at once and exits 1 with the entries kept")
    func removedFolderIsAFailure() async throws {
        let dir = try OutputPolicyTests.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let folder = dir.appendingPathComponent("sessions")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let log = folder.appendingPathComponent("p1.jsonl").path
        let s = try await TmuxSession("log-removed", arguments: [dir.appendingPathComponent("p.yaml").path, "--log", log],
                                    width: 200)
        defer { s.close() }
        try await s.waitFor(text: "Inbox")
        try await s.waitForMouseMode()
        try FileManager.default.removeItem(at: folder)
        try await s.keys("2")
        let rows = try await s.waitFor(text: "The recording stopped")
        #expect(rows[0].contains("The recording stopped: the file was removed, or its folder. 1 entr"), "\(rows[0])")
        try await s.keys("C-c")
        #expect(try await s.waitForExit() == 1)
        let screen = try await s.screen().joined()
        #expect(screen.contains("tabsim: the recording '\(log)' stopped: the file was removed, or its folder; 1 entr"), "\(screen)")
    }
}
