import Foundation
import Testing

/// `tabsim study TASKS --check` as docs/studies.md shows it (W6, issue 28).
@Suite("tabsim study --check")
struct StudyCheckCommandTests {
    /// The guides' task file (the ```text block that starts `study Bookshelf navigation`)
    /// and what its guide says `--check` prints for it (the block after its `--check` paragraph).
    static func guideSample() throws -> (tasks: DocumentSamples.Block, printed: String) {
        let tasks = try #require(try DocumentSamples.blocks("text").first { $0.text.hasPrefix("study Bookshelf navigation") })
        let guide = try DocumentSamples.text(of: tasks.file)
        let printed = try #require(guide.components(separatedBy: "`tabsim study tasks.txt --check --example bookshelf`").dropFirst().first?
            .components(separatedBy: "```text\n").dropFirst().first?.components(separatedBy: "```").first, "\(tasks.file)")
        return (tasks, printed)
    }

    @Test("W6: the guide's task file passes the check and prints each task's shortest path as the guide says; a flawed one exits 1 naming its lines")
    func guideTasks() async throws {
        let (block, printed) = try Self.guideSample()
        let tasks = block.text
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tabsim-check-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("tasks.txt")
        try tasks.write(to: file, atomically: true, encoding: .utf8)
        let sound = try await E2E.run(try E2E.binary(), ["study", file.path, "--check", "--example", "bookshelf"], environment: StartupErrorTests.baseEnvironment)
        #expect(sound.status == 0, "\(block.place): \(sound.stderr)")
        #expect(sound.stdout == printed, "\(block.place): --check prints:\n\(sound.stdout)")
        try (tasks + "task Again\nexpect screen Finished\nlimit 1s\n").write(to: file, atomically: true, encoding: .utf8)
        let flawed = try await E2E.run(try E2E.binary(), ["study", file.path, "--check", "--example", "bookshelf"], environment: StartupErrorTests.baseEnvironment)
        #expect(flawed.status == 1 && flawed.stdout.isEmpty)
        #expect(flawed.stderr == "\(file.path):10:1: error: task 'Again': its goal is met where it starts (Collections › Finished): there is nothing to do\n")
    }
}
