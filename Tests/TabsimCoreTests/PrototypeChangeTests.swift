import Testing
@testable import TabsimCore

/// A replay given a prototype that changed since the recording says what changed (W4):
/// sections and pages from the outline, and the parts the recording states by hash.
@Suite("What changed in a recording's prototype (W4)")
struct PrototypeChangeTests {
    private let original = """
    tint: blue
    sections:
      - label: Inbox
        screen: {rows: [{text: Today, detail: {rows: [a]}}]}
      - label: News
        icon: "○ ●"
        pages: {items: [{label: Top, rows: [x]}, {label: Local, rows: [y]}]}
    """

    private func header(for text: String) throws -> RecordingHeader {
        let prototype = try PrototypeLoader.load(text, file: "p.yaml")
        var header = RecordingHeader(prototypeHash: "x", outline: prototype.outline)
        header.prototypeParts = PrototypeDigest.parts(of: prototype)
        return header
    }

    @Test("W4: a changed row, page, icon and setting are each named, where the outline alone said the sections and pages were the same")
    func changedParts() throws {
        let changed = original.replacingOccurrences(of: "tint: blue", with: "tint: red")
            .replacingOccurrences(of: "rows: [a]", with: "rows: [a, b]")
            .replacingOccurrences(of: "rows: [y]", with: "rows: [y], disabled: true")
            .replacingOccurrences(of: "\"○ ●\"", with: "\"◇ ◆\"")
        let what = PrototypeDigest.describeChange(from: try header(for: original), to: try PrototypeLoader.load(changed, file: "p.yaml"))
        #expect(what == "`tint` changed; the screens of 'Inbox' changed (titles, fields, rows or the screens they open); "
            + "the tab of 'News' changed (its icon, badge, badge update or SF Symbol); the tab of 'News/Local' changed (its badge, or whether it is disabled)")
    }

    @Test("W4: renamed sections come from the outline; a file changed only in comments and spacing says the prototype is the same")
    func outlineAndText() throws {
        let renamed = original.replacingOccurrences(of: "label: Inbox", with: "label: Mail")
        #expect(PrototypeDigest.describeChange(from: try header(for: original), to: try PrototypeLoader.load(renamed, file: "p.yaml"))
            == "renamed section 'Inbox' to 'Mail'")
        let respaced = "# a comment\n" + original.replacingOccurrences(of: "tint: blue", with: "tint:   blue  # the colour")
        #expect(PrototypeDigest.describeChange(from: try header(for: original), to: try PrototypeLoader.load(respaced, file: "p.yaml"))
            == "only comments, spacing or the order of keys changed; the prototype is the same")
    }

    @Test("W4: a recording stating no parts (made before they were recorded) says what the outline tells, and that it can tell no more")
    func olderRecording() throws {
        var header = try header(for: original)
        header.prototypeParts = nil
        let changed = original.replacingOccurrences(of: "rows: [a]", with: "rows: [a, b]")
        #expect(PrototypeDigest.describeChange(from: header, to: try PrototypeLoader.load(changed, file: "p.yaml")).hasPrefix("its sections and pages are the same (the recording states no more"))
    }

    @Test("W4: the launch entry states the parts, and a replay reads them back")
    func recorded() throws {
        let prototype = try PrototypeLoader.load(original, file: "p.yaml")
        var header = try header(for: original)
        header.settings = SessionSettings(prototype: prototype, haptics: .off, remember: .never)
        header.size = Size(width: 80, height: 24)
        header.section = "Inbox"
        let line = RecordingEntry(milliseconds: 0, .launch(header)).line()
        #expect(line.contains("\"prototype_parts\":[\"name="))
        let read = try WalkthroughScript.fromRecording(line + "\n", file: "r.jsonl")
        #expect(read.header?.prototypeParts == header.prototypeParts)
    }
}
