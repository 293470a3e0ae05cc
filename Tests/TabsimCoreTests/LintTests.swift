import Testing
@testable import TabsimCore

@Suite("tabsim lint (L1–L9, B2, B10, T11)")
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
        let three = "sections:\n  - label: A\n    pages:\n      style: fixed\n      items: [{label: Today, rows: [x]}, {label: This week, rows: [x]}, {label: Week, rows: [x]}]"
        let found = try lint(three)
        #expect(found.contains { $0.contains("L4 (seed 000): 'This week' is cut with … at 30 columns (10 per page)") })
        #expect(!found.contains { $0.contains("'Week'") || $0.contains("'Today'") })
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
        let found = try lint("sections:\n  - label: A\n    pages:\n      items:\n        - {label: Recent, rows: [x]}\n        - {label: Archive, disabled: true, rows: [y]}")
        #expect(found.contains("p.yaml:6:11: warning: sections[0].pages.items[1].disabled: L7 (seed 001): 'Archive' is disabled; the HIG advises never to disable a tab: show why it is empty instead (T11)"))
    }

    @Test("L1–L9: every shipped example passes `lint --strict`; what bookshelf (More), newsstand (a disabled page) and dongne (Korean labels a phone cuts) show on purpose is accepted, with the reason, as notes",
          arguments: [
            ("trailhead", []),
            ("bookshelf", ["L1"]),
            ("newsstand", ["L7"]),
            ("dongne", ["L2", "L2"]),
          ])
    func examples(name: String, accepted: [String]) throws {
        let example = try #require(BuiltInExamples.named(name))
        let found = Linter(file: name).findings(for: try PrototypeLoader.load(example.source, file: name))
        #expect(!found.contains { $0.severity != .info }, "\(found.map(\.description))")
        #expect(found.filter { $0.message.contains("; accepted: ") }.map(Linter.rule(of:)) == accepted, "\(found.map(\.description))")
    }

    @Test("L5: action words are flagged, nouns that are also verbs are not")
    func actionWords() throws {
        let actions = ["Refresh", "Print", "Checkout", "Pay", "Scan", "Share", "Sync", "Upload", "Download", "Add friend",
                       "Invite friends", "Export", "Subscribe", "Upgrade", "Donate", "Submit"]
        let places = ["Record", "Orders", "Post", "Downloads", "Payments", "Scans", "Shared", "Uploads", "Search", "New"]
        let labels = actions + places
        let yaml = "sections:\n" + labels.map { "  - {label: \($0), screen: {rows: [x]}}" }.joined(separator: "\n")
        let flagged = try lint(yaml).filter { $0.contains("L5") }.compactMap { line in labels.first { line.contains("'\($0)'") } }
        #expect(flagged == actions)
    }
}

@Suite("Lint acceptances: `lint: {accept: {L1: why}}`")
struct LintAcceptanceTests {
    private let nine = "sections:\n" + (1...9).map { "  - {label: Tab \(["a", "b", "c", "d", "e", "f", "g", "h", "i"][$0 - 1]), screen: {rows: [x]}}" }.joined(separator: "\n")

    @Test("L1: an accepted rule's findings become notes carrying the reason, so --strict passes")
    func accepted() throws {
        let found = Linter(file: "p.yaml").findings(for: try prototype("lint:\n  accept:\n    L1: We test More on purpose\n" + nine))
        #expect(found.map(\.description) == ["p.yaml:5:5: info: sections: L1 (seed 001/003): 9 sections: compact width shows 4 and puts the rest under More; 3–5 are advised; accepted: We test More on purpose"])
    }

    @Test("L1, L5: an acceptance no finding matches is a warning at its line, so a stale one does not linger")
    func stale() throws {
        let found = Linter(file: "p.yaml").findings(for: try prototype("lint:\n  accept: {L1: More on purpose, L5: Compose is a tab here}\n" + nine))
        #expect(found.map(\.description).contains("p.yaml:2:37: warning: lint.accept.L5: L5 is accepted, but nothing in the prototype breaks it any more; remove the acceptance"), "\(found)")
        #expect(found.filter { $0.severity == .warning }.count == 1)
    }

    @Test("P: an unknown rule or an empty reason is an error naming file, line and field")
    func malformed() throws {
        let unknown = #expect(throws: PrototypeError.self) { try PrototypeLoader.load("lint: {accept: {L99: x}}\nsections: [{label: A, screen: {rows: [x]}}]", file: "p.yaml") }
        #expect(unknown?.description.hasPrefix("p.yaml:1:17: error: lint.accept.L99: unknown key 'L99'") == true, "\(String(describing: unknown))")
        #expect(unknown?.description.contains("L1, L2, L3, L4, L5, L6, L7, L8, L9, L10, L11, L12, L13") == true, "\(String(describing: unknown))")
        let empty = #expect(throws: PrototypeError.self) { try PrototypeLoader.load("lint: {accept: {L1: \"\"}}\nsections: [{label: A, screen: {rows: [x]}}]", file: "p.yaml") }
        #expect(empty?.description.contains("error: lint.accept.L1: give the reason the design breaks L1 anyway") == true, "\(String(describing: empty))")
    }
}

@Suite("Lint rules a user can read")
struct LintRuleDocsTests {
    @Test("L1–L13: every rule a finding cites is explained, and docs/GUIDELINES.md is current (`tabsim lint --explain all`)")
    func explained() throws {
        var cited: Set<String> = []
        for example in BuiltInExamples.all {
            let p = try PrototypeLoader.load(example.source, file: example.name)
            cited.formUnion(Linter(file: example.name).findings(for: p).map(Linter.rule(of:)))
        }
        let crafted = try prototype("sections:\n  - {label: Home, screen: {rows: []}}\n  - {label: Add friend, icon: x, badge: \"!\", screen: {rows: [a]}}\n  - {icon: y, screen: {rows: [b]}}")
        cited.formUnion(Linter(file: "p").findings(for: crafted).map(Linter.rule(of:)))
        #expect(cited.isSubset(of: Set(LintRule.all.map(\.id))) && cited.isSuperset(of: ["L10", "L11"]) && cited.count >= 7, "\(cited)")
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

    @Test("L5: a noun that is also a verb (Record, Post, Order) names a place when it holds rows or pages, and reads as an action when it holds only a form or nothing")
    func nounsThatAreVerbs() throws {
        let found = Linter(file: "p.yaml").findings(for: try prototype("""
        sections:
          - {label: Record, pages: {items: [{label: Map, rows: [a]}, {label: Stats, rows: [b]}]}}
          - {label: Post, screen: {fields: [Title, Text]}}
          - {label: Order, screen: {rows: [Order 1]}}
          - label: Shop
            pages: {items: [{label: Review, fields: [Stars]}, {label: Report, empty: No reports yet.}]}
        """)).filter { $0.message.hasPrefix("L5") }.map(\.description)
        #expect(found == [
            "p.yaml:3:5: warning: sections[1].label: L5 (seed 001/003): 'Post' holds no list, only a form or nothing, so it reads as an action; a tab shows a place: put the form behind a row or button of one",
            "p.yaml:6:21: warning: sections[3].pages.items[0].label: L5 (seed 000): 'Review' holds no list, only a form or nothing, so it reads as an action; a tab shows a place: put the form behind a row or button of one",
        ], "\(found)")
    }
}
