import Foundation
import TabsimCore
import Testing

/// What the README shows is what tabsim does: every text sample that follows a
/// `tabsim render …` command in its paragraph is that command's output, and every
/// walkthrough shipped in Examples/ passes against its example (W1).
@Suite("README samples and shipped walkthroughs")
struct ReadmeSampleTests {
    /// The ```text blocks of `file` (README.md, or a guide in docs/) with the `tabsim
    /// render …`, `tabsim reader …` or `tabsim walk … --transcript -` command (which
    /// prints a transcript) of the paragraph right before each, where there is one; the
    /// command starts with its subcommand.
    static func samples(in file: String = "README.md") throws -> [(command: [String], text: String)] {
        let text = try String(contentsOf: E2E.packageRoot.appendingPathComponent(file), encoding: .utf8)
        var samples: [(command: [String], text: String)] = []
        let pieces = text.components(separatedBy: "```text\n")
        for (before, block) in zip(pieces, pieces.dropFirst()) {
            let paragraph = before.trimmingCharacters(in: .whitespacesAndNewlines).components(separatedBy: "\n\n").last ?? ""
            guard let start = ["render", "reader", "walk"].compactMap({ paragraph.range(of: "`tabsim \($0) ", options: .backwards) }).max(by: { $0.lowerBound < $1.lowerBound }),
                  let end = paragraph[start.upperBound...].firstIndex(of: "`") else { continue }
            let subcommand = String(paragraph[start].dropFirst("`tabsim ".count).dropLast())
            let command = [subcommand] + paragraph[start.upperBound..<end].split(separator: " ").map(String.init)
            if subcommand == "walk", !command.joined(separator: " ").hasSuffix("--transcript -") { continue }
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

    @Test("W1: every README text sample after a `tabsim render` command, and every screen-reader transcript in docs/, is exactly what the command prints",
          arguments: ["README.md", "docs/screen-readers.md"])
    func samplesAreCurrent(file: String) async throws {
        let samples = try Self.samples(in: file)
        #expect(samples.count >= (file == "README.md" ? 4 : 3), "\(file)'s samples: \(samples.map(\.command))")
        for sample in samples {
            let output = try await E2E.run(try E2E.binary(), sample.command, environment: StartupErrorTests.baseEnvironment)
            #expect(output.status == 0, "\(sample.command): \(output.stderr)")
            #expect(Self.normalized(output.stdout) == Self.normalized(sample.text),
                    "\(file): tabsim \(sample.command.joined(separator: " ")) prints:\n\(output.stdout)")
        }
    }

    /// The README's study file: the ```yaml block that starts `# bar-study/study.yaml`.
    static func studyFile() throws -> String {
        let readme = try String(contentsOf: E2E.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let blocks = readme.components(separatedBy: "```yaml\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
        return try #require(blocks.first { $0.hasPrefix("# bar-study/study.yaml\n") })
    }

    @Test("P, W6: the README's study file reads as it says, and a prototype out of its folder is refused with the README's message")
    func studyFileSample() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tabsim-readme-\(UUID().uuidString)/bar-study")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let text = try Self.studyFile()
        let study = try ServedStudyFile.load(text, file: "study.yaml", folder: folder.path)
        #expect(study.variants.map(\.name) == ["docked", "floating"] && study.variants.map(\.platform) == [.ios17, .ios26])
        #expect(study.assignment == .alternating && study.device == .phone && study.order == .fixed)
        #expect(study.tasks == folder.appendingPathComponent("tasks.txt").path && study.sessions == folder.appendingPathComponent("sessions").path)
        // The README's messages: the first variant's prototype named from outside the folder, the second's key misspelt.
        let mistaken = text.replacingOccurrences(of: "    prototype: app.yaml    # or", with: "    prototype: ../app.yaml # or")
            .replacingOccurrences(of: "    prototype: app.yaml\n    platform: ios26", with: "    exmaple: app.yaml\n    platform: ios26")
        #expect(mistaken.components(separatedBy: "app.yaml").count == text.components(separatedBy: "app.yaml").count)
        try mistaken.write(to: folder.appendingPathComponent("study.yaml"), atomically: true, encoding: .utf8)
        let served = try await E2E.run(try E2E.binary(), ["serve", folder.path], environment: StartupErrorTests.baseEnvironment)
        let readme = try String(contentsOf: E2E.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let samples = readme.split(separator: "\n").filter { $0.hasPrefix("bar-study/study.yaml:") }
        #expect(samples.count == 2)
        let said = served.stderr.split(separator: "\n").map(String.init)
        for sample in samples {
            let expected = folder.deletingLastPathComponent().path + "/" + sample.replacingOccurrences(of: "/home/ana/bar-study", with: folder.path)
            #expect(served.status == 1 && said.contains(expected), "\(sample)\n\(served.stderr)")
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
