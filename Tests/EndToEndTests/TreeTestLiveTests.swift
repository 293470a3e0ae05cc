import Foundation
import Testing

/// A tree test taken live in a terminal (`study --live --method tree`): keys and clicks
/// browse the tree, the prototype unseen.
@Suite("A tree test, live")
struct TreeTestLiveTests {
    @Test("W6, issue 31: study --live --method tree shows the tree, not the prototype; keys and clicks choose; the report names the method and scores both tasks right")
    func live() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tabsim-tree-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let tasks = dir.appendingPathComponent("tasks.txt").path
        try "task Find your downloads\nexpect section Downloads\ntask Find the top charts\nexpect page Top charts\n"
            .write(toFile: tasks, atomically: true, encoding: .utf8)
        let log = dir.appendingPathComponent("p1.jsonl").path
        let s = try await TmuxSession("tree-live", arguments: ["study", tasks, "--live", "--method", "tree", "--no-questions",
                                                              "--log", log, "--example", "bookshelf"])
        defer { s.close() }
        var rows = try await s.waitFor(text: "Where would you look?")
        #expect(!rows.contains { $0.contains("Library") && $0.contains("Store") }, "no tab bar: \(rows)")
        try await s.waitForMouseMode()
        // Task 1 by keys: the fifth node (More), then its third (Downloads), then the choice.
        try await s.keys("Down", "Down", "Down", "Down", "Enter")
        _ = try await s.waitFor(text: "Collections")
        try await s.keys("Down", "Down", "Enter")
        _ = try await s.waitFor(text: "I'd find it here")
        try await s.keys("Enter")
        rows = try await s.waitFor(text: "Task 2 of 2: Find the top charts")
        /// Clicks the row showing `label` below the band.
        func click(_ label: String) async throws {
            let row = try #require(rows.indices.last { rows[$0].contains(label) })
            let column = try #require(TmuxSession.column(of: label, in: rows[row]))
            try await s.click(x: column, y: row + 1)
        }
        try await click("Store")
        rows = try await s.waitFor(text: "Top charts")
        try await click("Top charts")
        rows = try await s.waitFor(text: "I'd find it here")
        try await click("I'd find it here")
        _ = try await s.waitFor(text: "That was the last of 2 tasks")
        try await s.keys("C-c")
        #expect(try await s.waitForExit() == 0)
        let report = try await E2E.run(try E2E.binary(), ["study", tasks, log], environment: StartupErrorTests.baseEnvironment)
        #expect(report.status == 0, "\(report.stderr)")
        #expect(report.stdout.contains("tree test)"), "the variant names its method: \(report.stdout)")
        #expect(report.stdout.contains("| Find your downloads | direct |") && report.stdout.contains("| Find the top charts | direct |"), "\(report.stdout)")
    }
}
