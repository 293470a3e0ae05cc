import Foundation
import Testing

/// A mistake in a subcommand's options is explained with that subcommand's usage, not
/// the top-level one, whether the parser or the command finds it.
@Suite("Option errors show the subcommand's usage")
struct SubcommandUsageTests {
    @Test("A bad option value of render, walk or study shows `Usage: tabsim render|walk|study`", arguments: [
        (["render", "--size", "x"], "Usage: tabsim render "),
        (["walk", "--bogus", "x.txt"], "Usage: tabsim walk "),
        (["walk", "@Examples/bookshelf-walkthrough.txt", "--example", "bookshelf", "--size", "x"], "Usage: tabsim walk "),
        (["study", "x.jsonl", "--size", "x"], "Usage: tabsim study "),
        (["render", "--keys", "nonsense-key"], "Usage: tabsim render "),
    ])
    func subcommandUsage(arguments: [String], usage: String) async throws {
        // "@PATH" is a file of the package.
        let resolved = arguments.map { $0.hasPrefix("@") ? E2E.packageRoot.appendingPathComponent(String($0.dropFirst())).path : $0 }
        let output = try await E2E.run(try E2E.binary(), resolved, environment: StartupErrorTests.baseEnvironment)
        #expect(output.status == 64, "\(output.stderr)")
        #expect(output.stderr.contains(usage) && !output.stderr.contains("Usage: tabsim <subcommand>"), "\(output.stderr)")
    }
}
