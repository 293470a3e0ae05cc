import Testing
@testable import TabsimCore

/// Prototype files as editors and careless hands write them (P): a byte-order mark, a
/// blank label.
@Suite("Prototype input edge cases (P)")
struct PrototypeInputTests {
    private func problems(_ yaml: String) -> [String] {
        do {
            _ = try PrototypeLoader.load(yaml, file: "p.yaml")
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    @Test("P: a UTF-8 file starting with a byte-order mark (as Windows editors save) loads, its lines and columns unchanged")
    func byteOrderMark() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("name: Notes\nsections:\n  - label: A\n    screen: {rows: [a]}\n".utf8)
        let loaded = try PrototypeLoader.load(bytes: bytes, file: "bom.yaml")
        #expect(loaded.prototype.name == "Notes")
        #expect(loaded.prototype.sections.first?.position == SourcePosition(line: 3, column: 5))
        #expect(problems("\u{FEFF}tint: blu\nsections:\n  - label: A\n    screen: {rows: [a]}\n").first?.hasPrefix("p.yaml:1:7: error: tint:") == true)
    }

    @Test("P, B2: a section or page whose label is blank is an error (it would draw an invisible tab) naming file:line:col and the field", arguments: [
        ("sections:\n  - label: \"\"\n    screen: {rows: [a]}\n", "p.yaml:2:12: error: sections[0].label:"),
        ("sections:\n  - label: \"  \"\n    screen: {rows: [a]}\n", "p.yaml:2:12: error: sections[0].label:"),
        ("sections:\n  - label: A\n    pages: {items: [{label: B}, {label: \"\"}]}\n", "p.yaml:3:41: error: sections[0].pages.items[1].label:"),
    ])
    func blankLabel(yaml: String, prefix: String) {
        let found = problems(yaml)
        #expect(found.contains { $0.hasPrefix(prefix) }, "\(found)")
    }

    @Test("P, B2: an icon-only section (no label) still loads")
    func iconOnly() {
        #expect(problems("sections:\n  - icon: \"♡ ♥\"\n    screen: {rows: [a]}\n").isEmpty)
    }

    @Test("P: `badge: \"5\"` and `toggle: \"yes\"` are text, as the schema (and YAML 1.2) read them: each an error saying how to write it")
    func quotedValues() {
        #expect(problems("sections:\n  - label: A\n    badge: \"5\"\n    screen: {rows: [a]}\n")
            == ["p.yaml:3:12: error: sections[0].badge: a badge is a count (0 or more) or \"!\", found '5' in quotes, which makes it text; write it without them"])
        #expect(problems("sections:\n  - label: A\n    screen: {rows: [{text: Wi-Fi, toggle: \"yes\"}]}\n")
            == ["p.yaml:3:43: error: sections[0].screen.rows[0].toggle: expected true or false, found 'yes'; YAML 1.2, as editors read it, takes yes as text: write true"])
        #expect(problems("duration: \"300\"\nsections:\n  - label: A\n    screen: {rows: [a]}\n")
            == ["p.yaml:1:11: error: duration: expected a whole number, found '300' in quotes, which makes it text; write it without them"])
        #expect(problems("sections:\n  - label: A\n    badge: 5\n    screen: {rows: [{text: Wi-Fi, toggle: true}]}\n").isEmpty)
    }
}
