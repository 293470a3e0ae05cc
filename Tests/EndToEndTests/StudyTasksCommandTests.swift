import Foundation
import Testing

/// `tabsim study` measures each recording against the tasks it holds; a task file that
/// differs is refused, one recording given twice is refused (W6).
@Suite("Study tasks from the recording (W6)")
struct StudyTasksCommandTests {
    static let tasks = "study Postbox check\ntask Find your sent mail\nexpect section Sent\ntask Find your drafts\nexpect section Drafts\n"

    /// A live study of two tasks done by keys (--input both), without questions.
    /// `reversed`: the tasks come in the order 2, 1.
    private func recorded(_ name: String, in folder: URL? = nil, log logName: String = "p1.jsonl", extra: [String] = [],
                          reversed: Bool = false) async throws -> (dir: URL, tasks: String, log: String) {
        let dir = try folder ?? StudyRecordingTests.folder(tasks: Self.tasks)
        let tasks = dir.appendingPathComponent("tasks.txt").path, log = dir.appendingPathComponent(logName).path
        let s = try await TmuxSession(name, arguments: ["study", tasks, "--live", "--log", log, "--no-questions", "--input", "both",
                                                        "--prototype", dir.appendingPathComponent("postbox.yaml").path] + extra)
        defer { s.close() }
        let steps = [("Find your sent mail", "2"), ("Find your drafts", "3")]
        for (index, (title, key)) in (reversed ? steps.reversed() : steps).enumerated() {
            _ = try await s.waitFor(text: "Task \(index + 1) of 2: \(title)")
            try await s.keys(key)
        }
        _ = try await s.waitFor(text: "That was the last of 2 tasks")
        try await s.keys("C-c")
        #expect(try await s.waitForExit() == 0)
        return (dir, tasks, log)
    }

    @Test("W6: a recording is measured against its own tasks with no task file; an edited task file is refused naming the first difference")
    func editedTaskFile() async throws {
        let (dir, tasks, log) = try await recorded("own-tasks")
        defer { try? FileManager.default.removeItem(at: dir) }
        let own = try await StudyRecordingTests.tabsim(["study", log])
        #expect(own.status == 0, "\(own.stderr)")
        #expect(own.stdout.hasPrefix("# Study: Postbox check") || own.stdout.contains("Postbox check"), "\(own.stdout)")
        #expect(own.stdout.contains("## Task 2: Find your drafts"), "\(own.stdout)")
        try Self.tasks.replacingOccurrences(of: "Find your drafts", with: "Open your drafts").write(toFile: tasks, atomically: true, encoding: .utf8)
        let edited = try await StudyRecordingTests.tabsim(["study", tasks, log])
        #expect(edited.status != 0)
        #expect(edited.stderr.contains("differs from the tasks"), "\(edited.stderr)")
        #expect(edited.stderr.contains("task 2 was 'Find your drafts', now 'Open your drafts'"), "\(edited.stderr)")
        let rescored = try await StudyRecordingTests.tabsim(["study", tasks, log, "--allow-changed-tasks"])
        #expect(rescored.status == 0, "\(rescored.stderr)")
        #expect(rescored.stderr.contains("warning:") && rescored.stderr.contains("re-scored"), "\(rescored.stderr)")
        #expect(!rescored.stdout.contains("| -"), "no negative figure: \(rescored.stdout)")
    }

    @Test("W6: play of a study recording shows the task band, the question panel and the answers as the participant saw them")
    func playShowsTheStudy() async throws {
        let dir = try StudyRecordingTests.folder(tasks: Self.tasks)
        defer { try? FileManager.default.removeItem(at: dir) }
        let tasks = dir.appendingPathComponent("tasks.txt").path, log = dir.appendingPathComponent("p1.jsonl").path
        let live = try await TmuxSession("play-study-live", arguments: ["study", tasks, "--live", "--log", log, "--input", "both",
                                                                         "--prototype", dir.appendingPathComponent("postbox.yaml").path])
        _ = try await live.waitFor(text: "Task 1 of 2: Find your sent mail")
        try await live.keys("2")
        _ = try await live.waitFor(text: "Overall, how difficult")
        try await live.keys("6")
        _ = try await live.waitFor(text: "Task 2 of 2: Find your drafts")
        try await live.keys("C-c")
        #expect(try await live.waitForExit() == 0)
        live.close()
        // The replay ends at the recorded Ctrl-C; its frames keep what was shown.
        let frames = dir.appendingPathComponent("frames.txt").path
        let play = try await TmuxSession("play-study", arguments: ["play", log, "--speed", "3", "--frames", frames])
        defer { play.close() }
        #expect(try await play.waitForExit() == 0)
        let shown = try String(contentsOfFile: frames, encoding: .utf8)
        let first = try #require(shown.range(of: "Task 1 of 2: Find your sent mail"), "\(shown.prefix(2000))")
        let question = try #require(shown.range(of: "Overall, how difficult"))
        let answer = try #require(shown.range(of: "SEQ 1: 6"))
        let second = try #require(shown.range(of: "Task 2 of 2: Find your drafts"))
        #expect(first.lowerBound < question.lowerBound && question.lowerBound < answer.lowerBound && question.lowerBound < second.lowerBound)
        #expect(shown.contains("Give up") && shown.contains("Task 1 of 2 done"))
    }

    @Test("W6: --assign alternates the variants over the participants recorded into one folder, and --order latin gives each its row")
    func assignAlternates() async throws {
        let assign = ["--assign", "slide,none", "--order", "latin"]
        let (dir, _, first) = try await recorded("assign-1", extra: assign)
        defer { try? FileManager.default.removeItem(at: dir) }
        let (_, _, second) = try await recorded("assign-2", in: dir, log: "p2.jsonl", extra: assign, reversed: true)
        let launches = try [first, second].map { try String(contentsOfFile: $0, encoding: .utf8).split(separator: "\n")[0] }
        #expect(launches[0].contains(#""variant":"slide""#) && launches[0].contains(#""task_order":[1,2]"#), "\(launches[0])")
        #expect(launches[1].contains(#""variant":"none""#) && launches[1].contains(#""task_order":[2,1]"#), "\(launches[1])")
    }

    @Test("W6: the same recording given twice, by its name or through a link, is refused rather than counted twice")
    func sameRecordingTwice() async throws {
        let (dir, _, log) = try await recorded("twice")
        defer { try? FileManager.default.removeItem(at: dir) }
        let twice = try await StudyRecordingTests.tabsim(["study", log, log])
        #expect(twice.status != 0 && twice.stderr.contains("are the same recording"), "\(twice.stderr)")
        let link = dir.appendingPathComponent("again.jsonl").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: log)
        let linked = try await StudyRecordingTests.tabsim(["study", dir.path + "/./p1.jsonl", link])
        #expect(linked.status != 0 && linked.stderr.contains("are the same recording"), "\(linked.stderr)")
    }
}
