import Testing
@testable import TabsimCore

/// L2: a bar label a compact phone cuts (a 40-column phone in portrait, five slots of
/// eight columns) is flagged with how it shows, whatever width the file asks for.
@Suite("Lint: bar labels cut on a phone (L2)")
struct LintCutLabelTests {
    private func lint(_ yaml: String) throws -> [String] {
        Linter(file: "p.yaml").findings(for: try PrototypeLoader.load(yaml, file: "p.yaml")).map(\.description)
    }

    private let five = """
    size_class: regular
    sections:
      - {label: Inbox, icon: "○ ●", screen: {rows: [x]}}
      - {label: Messages, icon: "□ ■", badge: 3, screen: {rows: [x]}}
      - {label: Calendar, icon: "◇ ◆", screen: {rows: [x]}}
      - {label: Files, icon: "△ ▲", screen: {rows: [x]}}
      - {label: Notifications, icon: "☆ ★", screen: {rows: [x]}}
    """

    @Test("L2: each label cut in a 40-column phone's bar is a warning naming the section and how it shows")
    func cutLabels() throws {
        let found = try lint(five)
        #expect(found.contains("p.yaml:4:5: warning: sections[1].label: L2 (seed 001/003): 'Messages' shows as 'Messag…' in a 40-column phone's bar (5 slots of 8 columns); shorten it"), "\(found)")
        #expect(found.contains { $0.hasPrefix("p.yaml:7:5: warning: sections[4].label: L2 (seed 001/003): 'Notifications' shows as 'Notifi…'") }, "\(found)")
        #expect(!found.contains { $0.contains("'Inbox' shows as") || $0.contains("'Files' shows as") }, "\(found)")
    }

    @Test("L2: sections under More are listed whole, so they are not flagged")
    func underMore() throws {
        let six = five + "\n  - {label: Attachments, icon: \"♡ ♥\", screen: {rows: [x]}}\n"
        #expect(!(try lint(six)).contains { $0.contains("'Attachments' shows as") || $0.contains("'Notifications' shows as") })
    }

    @Test("L2: every shipped example's bar labels show whole on a phone")
    func examples() throws {
        for example in BuiltInExamples.all {
            let found = Linter(file: example.name).findings(for: try PrototypeLoader.load(example.source, file: example.name))
            #expect(!found.contains { $0.message.contains("40-column phone") && $0.severity != .info }, "\(example.name): \(found)")
        }
    }
}
