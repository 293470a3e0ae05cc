import Foundation
import Testing

/// `tabsim walk RECORDING --frames` of a live study's recording shows what the participant
/// saw (W5, W6): the task band with Give up, the SEQ and SUS panels, to the end of the
/// session, as `play` shows them (issue 28, item 2).
@Suite("A study recording walked shows what the participant saw (W5, W6)")
struct StudyWalkFramesTests {
    /// The frames of a `--frames` file, each as its rows with trailing spaces removed.
    private static func frames(_ text: String) -> [[String]] {
        text.components(separatedBy: "\n── ").map { frame in
            Array(frame.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().map { String($0).trimmedTrailing })
        }.map(Self.trimmed)
    }

    /// Rows without the blank ones at the bottom.
    private static func trimmed(_ rows: [String]) -> [String] {
        rows.lastIndex { !$0.isEmpty }.map { Array(rows[...$0]) } ?? []
    }

    @Test("W5, W6: walk --frames of a study recording draws each screen the participant saw, band and panels included, up to the end")
    func walkShowsTheStudy() async throws {
        let dir = try StudyRecordingTests.folder(tasks: StudyTasksCommandTests.tasks)
        defer { try? FileManager.default.removeItem(at: dir) }
        let tasks = dir.appendingPathComponent("tasks.txt").path, log = dir.appendingPathComponent("p1.jsonl").path
        let live = try await TmuxSession("walk-study-live", arguments: ["study", tasks, "--live", "--log", log, "--input", "both",
                                                                         "--prototype", dir.appendingPathComponent("postbox.yaml").path])
        defer { live.close() }
        // What the participant saw at each step: a task's band, a question, the end.
        var seen: [[String]] = []
        seen.append(Self.trimmed(try await live.waitFor(text: "Task 1 of 2: Find your sent mail")))
        try await live.keys("2")
        seen.append(Self.trimmed(try await live.waitFor(text: "Overall, how difficult")))
        try await live.keys("6")
        seen.append(Self.trimmed(try await live.waitFor(text: "Task 2 of 2: Find your drafts")))
        try await live.keys("3")
        seen.append(Self.trimmed(try await live.waitFor(text: "✓ Task 2 of 2 done")))
        try await live.keys("5")
        for item in 1...10 {
            let statement = try await live.waitFor(text: "About the app: \(item) of 10")
            if item == 1 || item == 10 { seen.append(Self.trimmed(statement)) }
            try await live.keys(item.isMultiple(of: 2) ? "2" : "4")
        }
        let farewell = Self.trimmed(try await live.waitFor(text: "That was the last of 2 tasks. Thank you"))
        seen.append(farewell)
        try await live.keys("C-c")
        #expect(try await live.waitForExit() == 0)

        let framesFile = dir.appendingPathComponent("frames.txt").path
        let walk = try await StudyRecordingTests.tabsim(["walk", log, "--frames", framesFile])
        #expect(walk.status == 0, "\(walk.stderr)")
        let frames = Self.frames(try String(contentsOfFile: framesFile, encoding: .utf8))
        for screen in seen {
            #expect(frames.contains(screen), "not among the walk's frames:\n\(screen.joined(separator: "\n"))\n\nlast frame:\n\(frames.last?.joined(separator: "\n") ?? "")")
        }
        #expect(frames.last == farewell, "the frames go on to the end of the session")
    }
}
