import Testing
@testable import TabsimCore

/// `accessibility_label:` (issue 30): what a screen reader calls a tab instead of its
/// label, on a section (the bar, the rail, the sidebar) and on a strip's page; the
/// loader checks it as it checks a label (P), and `tabsim reader` speaks it.
@Suite("A tab's accessibility label (issue 30, P)")
struct AccessibilityLabelTests {
    private static let mail = try! prototype("""
        sections:
          - {icon: ✉, accessibility_label: Mail, screen: {rows: [Ana]}}
          - label: News
            pages:
              items:
                - {label: Top, rows: [a]}
                - {label: Sports, badge: "!", accessibility_label: "Sports, a goal scored", rows: [b]}
          - {icon: ⚙, screen: {rows: [Wi-Fi]}}
        """)

    private func read(_ prototype: Prototype, input: String = "", size: Size = Size(width: 40, height: 20)) throws -> [String] {
        AccessibilityTree.elements(of: prototype, in: try state(prototype, size: size, input: input)).map(ScreenReader.voiceover.announcement(of:))
    }

    @Test("B2: an icon-only tab is spoken by its accessibility label; one without says only its role and place")
    func barTab() throws {
        let lines = try read(Self.mail)
        #expect(lines.suffix(3) == ["Selected, Mail, Tab, 1 of 3", "News, Tab, 2 of 3", "Tab, 3 of 3"], "\(lines)")
    }

    @Test("B5: a section under More is spoken in the More list by its accessibility label, never by its icon")
    func moreListRow() throws {
        let bookshelf = try PrototypeLoader.load(BuiltInExamples.named("bookshelf")!.source, file: "bookshelf")
        let lines = try read(bookshelf, input: "right,right,right,right")
        #expect(lines.contains("Downloads, storage almost full, !, Button"), "\(lines)")
        #expect(lines.contains("Audiobooks, Button"), "the icon ♡ is not read: \(lines)")
        #expect(!lines.contains { $0.contains("▽") || $0.contains("♡") }, "\(lines)")
    }

    @Test("T11: a strip's page is spoken by its accessibility label, its badge after it")
    func stripPage() throws {
        let lines = try read(Self.mail, input: "2")
        #expect(lines.contains("Sports, a goal scored, !, Tab, 2 of 2"), "\(lines)")
        #expect(lines.contains("Selected, Top, Tab, 1 of 2"), "\(lines)")
    }

    @Test("B15: the sidebar speaks a section by its accessibility label")
    func sidebar() throws {
        var sidebar = Self.mail
        sidebar.navigation = .sidebar
        let lines = try read(sidebar, size: Size(width: 100, height: 30))
        #expect(lines.contains("Selected, Mail, Tab, 1 of 3"), "\(lines)")
    }

    @Test("P: a blank or non-text accessibility label is an error naming file, line and field")
    func malformed() throws {
        let blank = #expect(throws: PrototypeError.self) {
            try PrototypeLoader.load("sections:\n  - {icon: ✉, accessibility_label: \" \", screen: {rows: [a]}}", file: "p.yaml")
        }
        #expect(blank?.description == "p.yaml:2:36: error: sections[0].accessibility_label: the label is blank, so a screen reader would say nothing; give it text (it is what a screen reader calls the tab)",
                "\(String(describing: blank))")
        let list = #expect(throws: PrototypeError.self) {
            try PrototypeLoader.load("sections:\n  - label: A\n    pages:\n      items:\n        - {label: B, accessibility_label: [x], rows: [a]}", file: "p.yaml")
        }
        #expect(list?.description.hasPrefix("p.yaml:5:43: error: sections[0].pages.items[0].accessibility_label: expected text, found a list") == true, "\(String(describing: list))")
    }
}
