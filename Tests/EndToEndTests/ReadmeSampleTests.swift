import Foundation
import TabsimCore
import Testing

/// What the README and the guides show is what tabsim does: every text sample that
/// follows a `tabsim render …` command in its paragraph is that command's output, the
/// quick start runs as the README says, and every walkthrough shipped in Examples/ passes
/// against its example (W1).
@Suite("README samples and shipped walkthroughs")
struct ReadmeSampleTests {
    /// The ```text blocks of `file` (README.md, CONTRIBUTING.md or a guide in docs/) with
    /// the `tabsim render …`, `tabsim reader …` or `tabsim walk … --transcript -` command (which
    /// prints a transcript) of the paragraph right before each, where there is one; the
    /// command starts with its subcommand.
    static func samples(in file: String) throws -> [(command: [String], block: DocumentSamples.Block)] {
        var samples: [(command: [String], block: DocumentSamples.Block)] = []
        for (before, block) in try DocumentSamples.blocks("text", in: file) {
            let paragraph = before.trimmingCharacters(in: .whitespacesAndNewlines).components(separatedBy: "\n\n").last ?? ""
            guard let start = ["render", "reader", "walk"].compactMap({ paragraph.range(of: "`tabsim \($0) ", options: .backwards) }).max(by: { $0.lowerBound < $1.lowerBound }),
                  let end = paragraph[start.upperBound...].firstIndex(of: "`") else { continue }
            let subcommand = String(paragraph[start].dropFirst("`tabsim ".count).dropLast())
            let command = [subcommand] + paragraph[start.upperBound..<end].split(separator: " ").map(String.init)
            if subcommand == "walk", !command.joined(separator: " ").hasSuffix("--transcript -") { continue }
            samples.append((command, block))
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

    /// How many text samples the documents held when the README's reference moved into
    /// docs/ (10 in the README, 5 in docs/screen-readers.md): the move lost none.
    static let samplesBeforeTheMove = 15

    @Test("W1: every text sample after a `tabsim render`, `reader` or `walk … --transcript -` command in the README, CONTRIBUTING.md or a guide in docs/ is exactly what the command prints",
          arguments: DocumentSamples.existing)
    func samplesAreCurrent(file: String) async throws {
        for sample in try Self.samples(in: file) {
            let command = "tabsim " + sample.command.joined(separator: " ")
            let output = try await E2E.run(try E2E.binary(), sample.command, environment: StartupErrorTests.baseEnvironment)
            #expect(output.status == 0, "\(sample.block.place): \(command): \(output.stderr)")
            #expect(Self.normalized(output.stdout) == Self.normalized(sample.block.text), "\(sample.block.place): \(command) prints:\n\(output.stdout)")
        }
    }

    @Test("W1: the documents hold at least as many checked text samples as before the README's reference moved into docs/")
    func noSampleLost() throws {
        let counts = try DocumentSamples.existing.map { ($0, try Self.samples(in: $0).count) }
        #expect(counts.map(\.1).reduce(0, +) >= Self.samplesBeforeTheMove, "\(counts.filter { $0.1 > 0 })")
    }

    /// The study file (in docs/remote-studies.md): the ```yaml block that starts `# bar-study/study.yaml`.
    static func studyFileBlock() throws -> DocumentSamples.Block {
        try #require(try DocumentSamples.blocks("yaml").first { $0.text.hasPrefix("# bar-study/study.yaml\n") })
    }

    @Test("P, W6: the remote-studies guide's study file reads as it says, and a prototype out of its folder is refused with the guide's messages")
    func studyFileSample() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tabsim-readme-\(UUID().uuidString)/bar-study")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let block = try Self.studyFileBlock()
        let text = block.text
        let study = try ServedStudyFile.load(text, file: "study.yaml", folder: folder.path)
        #expect(study.variants.map(\.name) == ["docked", "floating"] && study.variants.map(\.platform) == [.ios17, .ios26], "\(block.place)")
        #expect(study.assignment == .alternating && study.device == .phone && study.order == .fixed, "\(block.place)")
        #expect(study.tasks == folder.appendingPathComponent("tasks.txt").path && study.sessions == folder.appendingPathComponent("sessions").path)
        // The guide's messages: the first variant's prototype named from outside the folder, the second's key misspelt.
        let mistaken = text.replacingOccurrences(of: "    prototype: app.yaml    # or", with: "    prototype: ../app.yaml # or")
            .replacingOccurrences(of: "    prototype: app.yaml\n    platform: ios26", with: "    exmaple: app.yaml\n    platform: ios26")
        #expect(mistaken.components(separatedBy: "app.yaml").count == text.components(separatedBy: "app.yaml").count)
        try mistaken.write(to: folder.appendingPathComponent("study.yaml"), atomically: true, encoding: .utf8)
        let served = try await E2E.run(try E2E.binary(), ["serve", folder.path], environment: StartupErrorTests.baseEnvironment)
        let samples = try DocumentSamples.text(of: block.file).split(separator: "\n").filter { $0.hasPrefix("bar-study/study.yaml:") }
        #expect(samples.count == 2, "\(block.file)")
        let said = served.stderr.split(separator: "\n").map(String.init)
        for sample in samples {
            let expected = folder.deletingLastPathComponent().path + "/" + sample.replacingOccurrences(of: "/home/ana/bar-study", with: folder.path)
            #expect(served.status == 1 && said.contains(expected), "\(block.file): \(sample)\n\(served.stderr)")
        }
    }

    @Test("W1, L1: the README's quick start: hello.yaml passes `lint --strict`, and its walkthrough passes and becomes an animated SVG, printing what the README says")
    func quickStart() async throws {
        let yaml = try #require(try DocumentSamples.blocks("yaml", in: "README.md").map(\.block).first { $0.text.hasPrefix("# hello.yaml\n") })
        let walk = try #require(try DocumentSamples.blocks("text", in: "README.md").map(\.block).first { $0.text.hasPrefix("# hello.walk\n") })
        let commands = try #require(try DocumentSamples.blocks("sh", in: "README.md").map(\.block).first { $0.text.hasPrefix("tabsim walk hello.walk") })
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tabsim-hello-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try yaml.text.write(to: dir.appendingPathComponent("hello.yaml"), atomically: true, encoding: .utf8)
        try walk.text.write(to: dir.appendingPathComponent("hello.walk"), atomically: true, encoding: .utf8)
        let binary = try E2E.binary(), env = StartupErrorTests.baseEnvironment
        let lint = try await E2E.run(binary, ["lint", "--strict", dir.appendingPathComponent("hello.yaml").path], environment: env)
        #expect(lint.status == 0, "\(yaml.place): \(lint.stdout)")
        // The block's first line is the command, its others what it prints; each file is in `dir`.
        let lines = commands.text.split(separator: "\n").map(String.init)
        let arguments = lines[0].split(separator: " ").dropFirst().map { $0.hasPrefix("hello.") ? dir.appendingPathComponent(String($0)).path : String($0) }
        let run = try await E2E.run(binary, arguments, environment: env)
        #expect(run.status == 0, "\(commands.place): \(run.stderr)")
        #expect(run.stdout.replacingOccurrences(of: dir.path + "/", with: "") == lines.dropFirst().joined(separator: "\n") + "\n",
                "\(commands.place): \(lines[0]) prints:\n\(run.stdout)")
        let svg = try String(contentsOf: dir.appendingPathComponent("hello.svg"), encoding: .utf8)
        #expect(svg.contains("<svg") && svg.contains("@keyframes"), "\(commands.place): hello.svg is no animated SVG")
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
