import Foundation
import Testing

/// The schema as an editor and CI use it (P): PyPI's check-jsonschema validates every
/// shipped example, the prototypes of the README and the guides and a new `tabsim init` file against
/// `tabsim schema`, and rejects a malformed one.
@Suite("Schema validation with check-jsonschema")
struct SchemaValidationTests {
    static func checkJSONSchema(_ schema: String, _ files: [String]) async throws -> E2E.Output {
        try await E2E.run("/usr/bin/env", ["python3", "-m", "check_jsonschema", "--schemafile", schema] + files,
                          environment: ProcessInfo.processInfo.environment, timeout: .seconds(60))
    }

    @Test("P: the examples, the prototypes of the README and the guides, and `tabsim init`'s file validate; a misspelt key does not")
    func validate() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tabsim-schema-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let binary = try E2E.binary(), env = StartupErrorTests.baseEnvironment
        let schema = dir.appendingPathComponent("schema.json").path
        try (try await E2E.run(binary, ["schema"], environment: env)).stdout.write(toFile: schema, atomically: true, encoding: .utf8)
        var files: [String] = []
        for name in ["trailhead", "bookshelf", "newsstand", "dongne", "tunes", "gallery", "postbox"] {
            let path = dir.appendingPathComponent("\(name).yaml").path
            try (try await E2E.run(binary, ["examples", name], environment: env)).stdout.write(toFile: path, atomically: true, encoding: .utf8)
            files.append(path)
        }
        // Every ```yaml block is a prototype but the study files (ReadmeSampleTests and
        // TreeTestBrowserTests read those); each is written to a file named by its place,
        // which check-jsonschema's messages name.
        let blocks = try DocumentSamples.blocks("yaml").filter { !DocumentSamples.isStudyFile($0) }
        #expect(blocks.count >= 2, "\(blocks.map(\.place))")
        for block in blocks {
            let path = dir.appendingPathComponent(block.place.replacingOccurrences(of: "/", with: "-") + ".yaml").path
            try block.text.write(toFile: path, atomically: true, encoding: .utf8)
            files.append(path)
        }
        let initialised = dir.appendingPathComponent("new.yaml").path
        let made = try await E2E.run(binary, ["init", initialised], environment: env)
        #expect(made.status == 0, "\(made.stderr)")
        #expect(try String(contentsOfFile: initialised, encoding: .utf8).hasPrefix("# yaml-language-server: $schema=tabsim.schema.json\n"))
        files.append(initialised)
        let good = try await Self.checkJSONSchema(schema, files)
        #expect(good.status == 0, "check-jsonschema (Scripts/test installs it from PyPI): \(good.stdout) \(good.stderr)")

        let bad = dir.appendingPathComponent("bad.yaml").path
        try "sections:\n  - label: A\n    screen: {rowz: [x]}\n".write(toFile: bad, atomically: true, encoding: .utf8)
        let rejected = try await Self.checkJSONSchema(schema, [bad])
        #expect(rejected.status != 0 && rejected.stdout.contains("'rowz' was unexpected"), "\(rejected.stdout)")
        let again = try await E2E.run(binary, ["init", initialised], environment: env)
        #expect(again.status == 1 && again.stderr.contains("already exists"))
    }
}

/// The schema agrees with the loader both ways (P): what loads validates, what the loader
/// rejects does not.
@Suite("Schema and loader agree")
struct SchemaLoaderAgreementTests {
    /// Writes each YAML to a file, then runs the loader (`tabsim lint`) and check-jsonschema
    /// on it, returning both verdicts.
    static func verdicts(_ yaml: String, named name: String) async throws -> (loads: Bool, validates: Bool, report: String) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tabsim-agree-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let binary = try E2E.binary(), env = StartupErrorTests.baseEnvironment
        let schema = dir.appendingPathComponent("schema.json").path
        try (try await E2E.run(binary, ["schema"], environment: env)).stdout.write(toFile: schema, atomically: true, encoding: .utf8)
        let file = dir.appendingPathComponent("\(name).yaml").path
        try yaml.write(toFile: file, atomically: true, encoding: .utf8)
        let loaded = try await E2E.run(binary, ["lint", file], environment: env)
        let checked = try await SchemaValidationTests.checkJSONSchema(schema, [file])
        return (!loaded.stderr.contains("error:") && !loaded.stdout.contains("error:"), checked.status == 0,
                "lint: \(loaded.stdout) \(loaded.stderr)\ncheck-jsonschema: \(checked.stdout) \(checked.stderr)")
    }

    @Test("P: numbers where the loader reads any scalar as text (a value, a label, a plain row) load and validate", arguments: [
        ("value", "sections:\n  - label: A\n    screen: {rows: [{text: Volume, value: 98}]}\n"),
        ("label", "sections:\n  - label: 2024\n    screen: {rows: [a]}\n"),
        ("row", "sections:\n  - label: A\n    screen: {rows: [42, {text: 7}]}\n"),
    ])
    func numbersAsText(name: String, yaml: String) async throws {
        let verdict = try await Self.verdicts(yaml, named: name)
        #expect(verdict.loads && verdict.validates, "\(verdict.report)")
    }

    @Test("P: a row that does two things, or a switch with a value, is rejected by the loader and the schema", arguments: [
        ("toggle-link", "sections:\n  - label: A\n    screen: {rows: [{text: X, toggle: true, link: B}]}\n  - label: B\n    screen: {rows: [b]}\n"),
        ("detail-alert", "sections:\n  - label: A\n    screen: {rows: [{text: X, detail: {rows: [a]}, alert: {title: T, buttons: [OK]}}]}\n"),
        ("toggle-value", "sections:\n  - label: A\n    screen: {rows: [{text: X, toggle: true, value: On}]}\n"),
    ])
    func oneKindPerRow(name: String, yaml: String) async throws {
        let verdict = try await Self.verdicts(yaml, named: name)
        #expect(!verdict.loads && !verdict.validates, "\(verdict.report)")
    }

    @Test("P: a quoted count, a yes for a switch and a blank label are refused by the loader and by check-jsonschema alike", arguments: [
        ("badge-text", "sections:\n  - label: A\n    badge: \"5\"\n    screen: {rows: [a]}\n"),
        ("toggle-yes", "sections:\n  - label: A\n    screen: {rows: [{text: Wi-Fi, toggle: \"yes\"}]}\n"),
        ("toggle-yes-plain", "sections:\n  - label: A\n    screen: {rows: [{text: Wi-Fi, toggle: yes}]}\n"),
        ("blank-label", "sections:\n  - label: \"\"\n    screen: {rows: [a]}\n"),
    ])
    func quotedAndBlank(name: String, yaml: String) async throws {
        let verdict = try await Self.verdicts(yaml, named: name)
        #expect(!verdict.loads && !verdict.validates, "\(verdict.report)")
    }
}
