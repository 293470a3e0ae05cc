import Foundation
import Testing

/// `tabsim walk` checks a script's names against the prototype before running it, as
/// `tabsim study` checks a task file's (W1).
@Suite("tabsim walk checks names first")
struct WalkNamesTests {
    @Test("W1: every unknown name of a script is reported with its line and a did-you-mean, and nothing runs")
    func unknownNames() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tabsim-names-\(UUID().uuidString).txt").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        try "click Libary\nexpect section Library\nexpect screen Finishd\nexpect page Nope\n".write(toFile: file, atomically: true, encoding: .utf8)
        let out = try await E2E.run(try E2E.binary(), ["walk", file, "--example", "bookshelf"], environment: StartupErrorTests.baseEnvironment)
        #expect(out.status == 1, "\(out.stdout) \(out.stderr)")
        #expect(out.stderr.contains(":1:1: error: nothing in Bookshelf reads 'Libary' to click; did you mean 'Library'?"), "\(out.stderr)")
        #expect(out.stderr.contains(":3:1: error: Bookshelf has no screen 'Finishd'; did you mean 'Finished'?"), "\(out.stderr)")
        #expect(out.stderr.contains(":4:1: error: Bookshelf has no page 'Nope'"), "\(out.stderr)")
        #expect(!out.stderr.contains(":2:1:") && !out.stderr.contains("screen at that moment"), "\(out.stderr)")
    }

    @Test("W1: the shipped walkthroughs pass the check and run")
    func shippedPass() async throws {
        let root = E2E.packageRoot.path
        for (script, example) in [("Examples/bookshelf-walkthrough.txt", "bookshelf"), ("docs/pictures/demo.walk", "trailhead"), ("docs/pictures/phone.walk", "trailhead")] {
            let out = try await E2E.run(try E2E.binary(), ["walk", "\(root)/\(script)", "--example", example], environment: StartupErrorTests.baseEnvironment)
            #expect(out.status == 0, "\(script): \(out.stdout) \(out.stderr)")
        }
    }
}
