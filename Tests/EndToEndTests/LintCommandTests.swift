import Foundation
import Testing

/// `tabsim lint --strict` as CI runs it: every shipped example passes, what an example
/// shows on purpose is accepted in its file with the reason, and a stale acceptance fails.
@Suite("tabsim lint --strict")
struct LintCommandTests {
    @Test("L1–L13: every example `tabsim examples` lists passes `lint --strict`")
    func examplesPass() async throws {
        let binary = try E2E.binary(), env = StartupErrorTests.baseEnvironment
        let listing = try await E2E.run(binary, ["examples"], environment: env)
        let names = listing.stdout.split(separator: "\n", omittingEmptySubsequences: false).prefix { !$0.isEmpty }.compactMap { $0.split(separator: " ").first.map(String.init) }
        #expect(names.count >= 4, "\(listing.stdout)")
        for name in names {
            let lint = try await E2E.run(binary, ["lint", "--strict", "--example", name], environment: env)
            #expect(lint.status == 0, "\(name): \(lint.stdout) \(lint.stderr)")
            #expect(lint.stdout.contains("0 errors, 0 warnings"), "\(name): \(lint.stdout)")
        }
        let bookshelf = try await E2E.run(binary, ["lint", "--strict", "--example", "bookshelf"], environment: env)
        #expect(bookshelf.stdout.contains("info: sections: L1 (seed 001/003): 8 sections") && bookshelf.stdout.contains("; accepted: Bookshelf shows More on purpose"),
                "\(bookshelf.stdout)")
    }

    @Test("L7: the prototype format's annotated prototype passes `lint --strict`, its disabled Archive page accepted with the reason")
    func formatGuidePasses() async throws {
        let sample = try #require(try DocumentSamples.blocks("yaml").first { $0.text.contains("  accept: {L7: ") })
        let block = sample.text
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tabsim-readme-\(UUID().uuidString).yaml").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        try block.write(toFile: file, atomically: true, encoding: .utf8)
        let lint = try await E2E.run(try E2E.binary(), ["lint", "--strict", file], environment: StartupErrorTests.baseEnvironment)
        #expect(lint.status == 0, "\(sample.place): \(lint.stdout)")
        #expect(lint.stdout.contains("L7 (seed 001): 'Archive' is disabled") && lint.stdout.contains("; accepted: "), "\(sample.place): \(lint.stdout)")
    }

    @Test("L7: an acceptance that no finding matches fails `lint --strict`, naming its line")
    func staleAcceptance() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tabsim-lint-\(UUID().uuidString).yaml").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        try "lint:\n  accept: {L7: Archive is disabled on purpose}\nsections:\n  - {label: Mail, screen: {rows: [a]}}\n  - {label: Notes, screen: {rows: [b]}}\n  - {label: Files, screen: {rows: [c]}}\n"
            .write(toFile: file, atomically: true, encoding: .utf8)
        let lint = try await E2E.run(try E2E.binary(), ["lint", "--strict", file], environment: StartupErrorTests.baseEnvironment)
        #expect(lint.status == 1)
        #expect(lint.stdout.contains("\(file):2:16: warning: lint.accept.L7: L7 is accepted, but nothing in the prototype breaks it any more; remove the acceptance"), "\(lint.stdout)")
    }
}
