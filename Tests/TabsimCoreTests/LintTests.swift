import Testing
@testable import TabsimCore

@Suite("tabsim lint (L1–L7, B2, B10, T11)")
struct LintTests {
    private func lint(_ yaml: String) throws -> [String] {
        Linter(file: "p.yaml").findings(for: try prototype(yaml)).map(\.description)
    }

    @Test("L1: more than 5 sections warns that More is used; fewer than 3 is noted")
    func sectionCount() throws {
        let six = "sections:\n" + (1...6).map { "  - {label: S\(["a", "b", "c", "d", "e", "f"][$0 - 1]), screen: {rows: [x]}}" }.joined(separator: "\n")
        #expect(try lint(six).contains { $0.contains("warning: sections: L1 (seed 001/003): 6 sections") })
        #expect(try lint("sections:\n  - {label: Only, screen: {rows: [x]}}").first?.contains("info: sections: L1") == true)
    }

    @Test("L2: long labels, many words, title case, digits and duplicates")
    func labels() throws {
        let found = try lint("""
        sections:
          - {label: A very long label that goes on, screen: {rows: [x]}}
          - {label: Top Stories, screen: {rows: [x]}}
          - {label: Inbox 2, screen: {rows: [x]}}
          - {label: Top stories, screen: {rows: [x]}}
        """)
        #expect(found.contains("p.yaml:2:5: warning: sections[0].label: L2 (seed 002): 'A very long label that goes on' has 30 characters; keep labels to 25 at most"))
        #expect(found.contains { $0.hasPrefix("p.yaml:2:5: info: sections[0].label: L2 (seed 000): 'A very long label that goes on' has 7 words") })
        #expect(found.contains("p.yaml:3:5: info: sections[1].label: L2 (seed 000): 'Top Stories' is in title case; use sentence case ('Top stories')"))
        #expect(found.contains { $0.hasPrefix("p.yaml:4:5: warning: sections[2].label: L2 (seed 000): 'Inbox 2' contains digits") })
        #expect(found.contains { $0.hasPrefix("p.yaml:5:5: warning: sections[3].label: L2 (seed 000): 'Top stories' appears twice") })
    }

    @Test("L3, B2: icon-only items are allowed, but not mixed with labelled ones")
    func iconOnly() throws {
        let mixed = try lint("sections:\n  - {icon: ★, screen: {rows: [x]}}\n  - {label: B, screen: {rows: [x]}}\n  - {label: C, screen: {rows: [x]}}")
        #expect(mixed.contains { $0.contains("warning: sections[0]: L3 (seed 002)") })
        let allIcons = try lint("sections:\n  - {icon: ★, screen: {rows: [x]}}\n  - {icon: ♥, screen: {rows: [x]}}\n  - {icon: ◆, screen: {rows: [x]}}")
        #expect(!allIcons.contains { $0.contains("L3") })
    }

    @Test("L4, T6: a Fixed strip of more than 4 pages, or labels cut at the smallest width")
    func fixed() throws {
        let found = try lint(try #require(BuiltInExamples.named("newsstand")).source)
        #expect(found.contains { $0.contains("L4 (seed 000): 'This week' is cut with …") })
        let five = "sections:\n  - label: A\n    pages:\n      style: fixed\n      items: [" + (1...5).map { "{label: P\($0), rows: [x]}" }.joined(separator: ", ") + "]"
        #expect(try lint(five).contains { $0.contains("L4 (seed 000): a Fixed strip of 5 pages") })
    }

    @Test("L5, B10: bar labels that read as actions; Home is too broad")
    func actions() throws {
        let found = try lint("sections:\n  - {label: Home, screen: {rows: [x]}}\n  - {label: Compose, screen: {rows: [x]}}\n  - {label: Mail, screen: {rows: [x]}}")
        #expect(found.contains { $0.contains("warning: sections[1].label: L5 (seed 001/003): 'Compose' reads as an action") })
        #expect(found.contains { $0.contains("info: sections[0].label: L5 (seed 003): 'Home' says little") })
        #expect(!found.contains { $0.contains("'Mail'") })
    }

    @Test("L6, B11: a screen with nothing and no empty: message")
    func empty() throws {
        let found = try lint("sections:\n  - {label: A, screen: {}}\n  - {label: B, screen: {empty: Nothing yet.}}\n  - {label: C, screen: {rows: [x]}}")
        #expect(found.contains { $0.contains("sections[0].screen: L6") })
        #expect(!found.contains { $0.contains("sections[1]") })
    }

    @Test("L7, T11: disabled pages are reported as a warning citing 001")
    func disabled() throws {
        let found = try lint(try #require(BuiltInExamples.named("newsstand")).source)
        #expect(found.contains("p.yaml:18:11: warning: sections[0].pages.items[4].disabled: L7 (seed 001): 'Archive' is disabled; the HIG advises never to disable a tab: show why it is empty instead (T11)"))
    }

    @Test("L1–L7: each shipped example has exactly the findings it shows on purpose (More, a disabled page, a long label), no others",
          arguments: [
            ("trailhead", []),
            ("bookshelf", ["L1"]),
            ("newsstand", ["L7", "L4"]),
            ("dongne", []),
          ])
    func examples(name: String, rules: [String]) throws {
        let example = try #require(BuiltInExamples.named(name))
        let found = Linter(file: name).findings(for: try PrototypeLoader.load(example.source, file: name))
        #expect(found.map { String($0.message.prefix(2)) } == rules, "\(found.map(\.description))")
    }

    @Test("L5: action words are flagged, nouns that are also verbs are not")
    func actionWords() throws {
        let labels = ["Refresh", "Print", "Checkout", "Add friend", "Record", "Orders", "Post"]
        let yaml = "sections:\n" + labels.map { "  - {label: \($0), screen: {rows: [x]}}" }.joined(separator: "\n")
        let flagged = try lint(yaml).filter { $0.contains("L5") }.compactMap { line in labels.first { line.contains("'\($0)'") } }
        #expect(flagged == ["Refresh", "Print", "Checkout", "Add friend"])
    }
}

@Suite("Lint rules a user can read")
struct LintRuleDocsTests {
    @Test("L1–L7: every rule a finding cites is explained, and docs/GUIDELINES.md is current (`tabsim lint --explain all`)")
    func explained() throws {
        var cited: Set<String> = []
        for example in BuiltInExamples.all {
            let p = try PrototypeLoader.load(example.source, file: example.name)
            cited.formUnion(Linter(file: example.name).findings(for: p).map { String($0.message.prefix(2)) })
        }
        let crafted = try prototype("sections:\n  - {label: Home, screen: {rows: []}}\n  - {label: Add friend, icon: x, screen: {rows: [a]}}\n  - {icon: y, screen: {rows: [b]}}")
        cited.formUnion(Linter(file: "p").findings(for: crafted).map { String($0.message.prefix(2)) })
        #expect(cited.isSubset(of: Set(LintRule.all.map(\.id))) && cited.count >= 5, "\(cited)")
        let root = String(#filePath).components(separatedBy: "/Tests/")[0]
        let committed = try String(contentsOfFile: root + "/docs/GUIDELINES.md", encoding: .utf8)
        #expect(committed == LintRule.guide, "docs/GUIDELINES.md is stale: tabsim lint --explain all > docs/GUIDELINES.md")
    }
}

@Suite("Lint of strips (L4, L5)")
struct StripLintTests {
    @Test("L4, L5: a strip of one page, and a page labelled with a verb, are flagged citing Material (000)")
    func stripFindings() throws {
        let found = Linter(file: "p.yaml").findings(for: try prototype("""
        sections:
          - label: Notes
            pages: {items: [{label: All, rows: [a]}]}
          - label: Files
            pages: {items: [{label: Recent, rows: [a]}, {label: Add, rows: [b]}]}
        """)).map(\.description)
        #expect(found.contains { $0.contains("sections[0].pages: L4 (seed 000): a strip of one page") }, "\(found)")
        #expect(found.contains { $0.contains("sections[1].pages.items[1].label: L5 (seed 000): 'Add' reads as an action") }, "\(found)")
        #expect(!found.contains { $0.contains("'Recent'") })
    }
}
