import Foundation
import Testing

/// `tabsim study TASKS --check` as the README shows it (W6, issue 28).
@Suite("tabsim study --check")
struct StudyCheckCommandTests {
    /// The README's task file (the ```text block that starts `study Bookshelf navigation`)
    /// and what it says `--check` prints for it (the block after its `--check` paragraph).
    static func readmeSample() throws -> (tasks: String, printed: String) {
        let readme = try String(contentsOf: E2E.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let blocks = readme.components(separatedBy: "```text\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
        let tasks = try #require(blocks.first { $0.hasPrefix("study Bookshelf navigation") })
        let printed = try #require(readme.components(separatedBy: "`tabsim study tasks.txt --check --example bookshelf`").dropFirst().first?
            .components(separatedBy: "```text\n").dropFirst().first?.components(separatedBy: "```").first)
        return (tasks, printed)
    }

    @Test("W6: the README's task file passes the check and prints each task's shortest path as the README says; a flawed one exits 1 naming its lines")
    func readmeTasks() async throws {
        let (tasks, printed) = try Self.readmeSample()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tabsim-check-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("tasks.txt")
        try tasks.write(to: file, atomically: true, encoding: .utf8)
        let sound = try await E2E.run(try E2E.binary(), ["study", file.path, "--check", "--example", "bookshelf"], environment: StartupErrorTests.baseEnvironment)
        #expect(sound.status == 0, "\(sound.stderr)")
        #expect(sound.stdout == printed)
        try (tasks + "task Again\nexpect screen Finished\nlimit 1s\n").write(to: file, atomically: true, encoding: .utf8)
        let flawed = try await E2E.run(try E2E.binary(), ["study", file.path, "--check", "--example", "bookshelf"], environment: StartupErrorTests.baseEnvironment)
        #expect(flawed.status == 1 && flawed.stdout.isEmpty)
        #expect(flawed.stderr == "\(file.path):10:1: error: task 'Again': its goal is met where it starts (Collections › Finished): there is nothing to do\n")
    }
}
