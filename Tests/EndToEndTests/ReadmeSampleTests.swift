import Foundation
import Testing

/// What the README shows is what tabsim does: every text sample that follows a
/// `tabsim render …` command in its paragraph is that command's output, and every
/// walkthrough shipped in Examples/ passes against its example (W1).
@Suite("README samples and shipped walkthroughs")
struct ReadmeSampleTests {
    /// The README's ```text blocks with the `tabsim render …` command of the paragraph
    /// right before each, where there is one.
    static func renderSamples() throws -> [(command: [String], text: String)] {
        let readme = try String(contentsOf: E2E.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        var samples: [(command: [String], text: String)] = []
        let pieces = readme.components(separatedBy: "```text\n")
        for (before, block) in zip(pieces, pieces.dropFirst()) {
            let paragraph = before.trimmingCharacters(in: .whitespacesAndNewlines).components(separatedBy: "\n\n").last ?? ""
            guard let start = paragraph.range(of: "`tabsim render ", options: .backwards),
                  let end = paragraph[start.upperBound...].firstIndex(of: "`") else { continue }
            let command = paragraph[start.upperBound..<end].split(separator: " ").map(String.init)
            samples.append((command, block.components(separatedBy: "```").first ?? ""))
        }
        return samples
    }

    /// Lines without trailing blanks, and no blank lines at the end.
    static func normalized(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0.reversed().drop { $0 == " " }.reversed())
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    @Test("W1: every README text sample after a `tabsim render` command is exactly what the command prints")
    func renderSamplesAreCurrent() async throws {
        let samples = try Self.renderSamples()
        #expect(samples.count >= 4, "the README's render samples: \(samples.map(\.command))")
        for sample in samples {
            let output = try await E2E.run(try E2E.binary(), ["render"] + sample.command, environment: StartupErrorTests.baseEnvironment)
            #expect(output.status == 0, "\(sample.command): \(output.stderr)")
            #expect(Self.normalized(output.stdout) == Self.normalized(sample.text),
                    "tabsim render \(sample.command.joined(separator: " ")) prints:\n\(output.stdout)")
        }
    }

    @Test("W1: every walkthrough in Examples/ passes against the example its name starts with")
    func shippedWalkthroughsPass() async throws {
        let folder = E2E.packageRoot.appendingPathComponent("Examples")
        let scripts = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix("-walkthrough.txt") }
        #expect(!scripts.isEmpty)
        for script in scripts {
            let example = String(script.prefix { $0 != "-" })
            let output = try await E2E.run(try E2E.binary(), ["walk", folder.appendingPathComponent(script).path, "--example", example],
                                           environment: StartupErrorTests.baseEnvironment)
            #expect(output.status == 0, "\(script): \(output.stdout) \(output.stderr)")
        }
    }
}
