import Foundation
import Testing

/// Reader mode on the real binary in a terminal (issue 30): a study task done with
/// VoiceOver's keys alone, recorded, measured by `tabsim study`, and replayed by
/// `tabsim walk --transcript` into what the reader said.
@Suite("Reader mode, live")
struct ReaderModeLiveTests {
    @Test("W4, W6: a live study in reader mode: Tab and Enter reach the Store tab and the SEQ's 6; the report and the transcript agree")
    func studyInReaderMode() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tabsim-reader-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let tasks = dir.appendingPathComponent("tasks.txt").path
        try "task Open the store\nexpect section Store\n".write(toFile: tasks, atomically: true, encoding: .utf8)
        let log = dir.appendingPathComponent("p1.jsonl").path
        let s = try await TmuxSession("reader-study", arguments: ["study", tasks, "--live", "--reader", "voiceover", "--log", log,
                                                                  "--example", "bookshelf"])
        defer { s.close() }
        var rows = try await s.waitFor(text: "» Task 1 of 1: Open the store")
        #expect(rows[23].hasPrefix(" » Task 1 of 1: Open the store"), "the announcement on the bottom row: \(rows[23])")

        /// Presses Tab until the bottom row says `announcement`.
        func tab(to announcement: String) async throws {
            for _ in 0..<30 {
                try await s.keys("Tab")
                rows = try await s.barrier()
                if rows[23].hasPrefix(" » " + announcement) { return }
            }
            Issue.record("Tab never reached '\(announcement)': \(rows[23])")
        }
        try await tab(to: "Store, Tab, 3 of 5")
        // The cursor is drawn over the Store item, in reverse video.
        let styled = try await s.styledScreen()
        let labels = try #require(styled.last { $0.cells(of: "Store") != nil && $0.cells(of: "Library") != nil })
        #expect(labels.cells(of: "Store")?.allSatisfy { $0.reverse } == true, "the cursor on Store: \(labels)")
        #expect(labels.cells(of: "Library")?.contains { $0.reverse } == false, "only on Store: \(labels)")
        try await s.keys("Enter")
        _ = try await s.waitFor(text: "Overall, how difficult or easy")
        try await tab(to: "6, Button")
        try await s.keys("Enter")
        for item in 1...10 {
            _ = try await s.waitFor(text: "About the app: \(item) of 10")
            try await s.keys(item.isMultiple(of: 2) ? "1" : "5")
        }
        _ = try await s.waitFor(text: "That was the last of 1 tasks. Thank you")
        try await s.keys("C-c")
        #expect(try await s.waitForExit() == 0)

        let recording = try String(contentsOfFile: log, encoding: .utf8)
        #expect(recording.split(separator: "\n").first?.contains(#""reader":"voiceover""#) == true)
        #expect(!recording.contains(#""input":"press"#), "the reader's taps are its actions, tab and enter")
        let report = try await E2E.run(try E2E.binary(), ["study", tasks, log], environment: StartupErrorTests.baseEnvironment)
        #expect(report.status == 0, "\(report.stderr)")
        #expect(report.stdout.contains("| Open the store | direct |"), "\(report.stdout)")
        #expect(report.stdout.contains("| 6 |"), "SEQ 6: \(report.stdout)")
        #expect(report.stdout.contains("reader voiceover"), "the group names its reader: \(report.stdout)")

        let transcript = dir.appendingPathComponent("heard.txt").path
        let walk = try await E2E.run(try E2E.binary(), ["walk", log, "--transcript", transcript], environment: StartupErrorTests.baseEnvironment)
        #expect(walk.status == 0, "\(walk.stderr)")
        let heard = try String(contentsOfFile: transcript, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(heard.first?.hasSuffix("  Task 1 of 1: Open the store") == true, "\(heard)")
        #expect(heard.contains { $0.hasSuffix("  Store, Tab, 3 of 5") }, "\(heard)")
        #expect(heard.contains { $0.hasSuffix("  6, Button") }, "\(heard)")
        #expect(heard.allSatisfy { $0.range(of: #"^\d\d:\d\d\.\d\d\d  "#, options: .regularExpression) != nil }, "\(heard)")
    }

    @Test("walk refuses --transcript and --reader on a recording not made in reader mode (its replay would not be the session), and --transcript on a script not in reader mode")
    func transcriptNeedsReaderRecording() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tabsim-reader-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let log = dir.appendingPathComponent("plain.jsonl").path
        let s = try await TmuxSession("reader-plain", arguments: ["--example", "bookshelf", "--log", log])
        defer { s.close() }
        _ = try await s.waitFor(text: "Reading now")
        try await s.keys("q")
        #expect(try await s.waitForExit() == 0)
        let walk = try await E2E.run(try E2E.binary(), ["walk", log, "--transcript", dir.appendingPathComponent("t.txt").path],
                                     environment: StartupErrorTests.baseEnvironment)
        #expect(walk.status == 1)
        #expect(walk.stderr.contains("was not recorded in reader mode"), "\(walk.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("t.txt").path))
        // Nor is a recording replayed in a reader it was not made with, and a script needs reader mode for a transcript.
        let reader = try await E2E.run(try E2E.binary(), ["walk", log, "--reader", "talkback"], environment: StartupErrorTests.baseEnvironment)
        #expect(reader.status == 1 && reader.stderr.contains("was recorded without reader mode") && reader.stderr.contains("drop --reader talkback"),
                "\(reader.stderr)")
        let script = E2E.packageRoot.appendingPathComponent("Examples/bookshelf-walkthrough.txt").path
        let plain = try await E2E.run(try E2E.binary(), ["walk", script, "--example", "bookshelf", "--transcript", "-"],
                                      environment: StartupErrorTests.baseEnvironment)
        #expect(plain.status == 1 && plain.stderr.contains("make its first line `reader voiceover`"), "\(plain.stderr)")
    }
}
