import Testing
@testable import TabsimCore

/// The accessibility rules (issue 30): each finding names its WCAG 2.2 criterion and
/// where it is, and each rule cites its public sources by name and address.
@Suite("Lint for accessibility (L10–L13, issue 30)")
struct LintAccessibilityTests {
    private func lint(_ yaml: String, rule: String) throws -> [String] {
        Linter(file: "p.yaml").findings(for: try prototype(yaml)).filter { Linter.rule(of: $0) == rule }.map(\.description)
    }

    @Test("L10, B2: an icon-only tab without an accessibility label has nothing to speak; one with it, or with a label hidden by `labels: selected`, passes")
    func unnamedTabs() throws {
        let found = try lint("""
        sections:
          - {icon: ⚙, screen: {rows: [a]}}
          - {icon: ✉, accessibility_label: Mail, screen: {rows: [b]}}
          - {icon: ♡, screen: {rows: [c]}}
        """, rule: "L10")
        #expect(found == [
            "p.yaml:2:5: warning: sections[0]: L10 (WCAG 4.1.2): the icon-only tab '⚙' has no name for a screen reader to speak; give it `accessibility_label:` naming its place",
            "p.yaml:4:5: warning: sections[2]: L10 (WCAG 4.1.2): the icon-only tab '♡' has no name for a screen reader to speak; give it `accessibility_label:` naming its place",
        ], "\(found)")
        let hidden = try lint("""
        platform: material3
        labels: selected
        sections:
          - {label: Mail, icon: ✉, screen: {rows: [a]}}
          - {label: Chat, icon: ○, screen: {rows: [b]}}
          - {label: Meet, icon: ▷, screen: {rows: [c]}}
        """, rule: "L10")
        #expect(hidden.isEmpty, "\(hidden)")
    }

    @Test("L11, B4: a \"!\" badge (a dot in Material 3's bar) on a tab or page whose spoken name does not say what it means; a count, or an accessibility label, passes")
    func wordlessBadges() throws {
        let material = try lint("""
        platform: material3
        sections:
          - {label: Mail, badge: 3, screen: {rows: [a]}}
          - {label: Chat, badge: "!", screen: {rows: [b]}}
          - {label: Spaces, badge: "!", accessibility_label: "Spaces, new invitation", screen: {rows: [c]}}
          - label: News
            pages:
              items:
                - {label: Top, badge: 2, rows: [a]}
                - {label: Sports, badge: "!", rows: [b]}
        """, rule: "L11")
        #expect(material == [
            "p.yaml:4:5: warning: sections[1].badge: L11 (WCAG 1.1.1): 'Chat' has the badge \"!\", which says no word: Material 3 draws it as a dot, which TalkBack calls only 'New notification'; say what it means in `accessibility_label:`, or show a count",
            "p.yaml:10:11: warning: sections[3].pages.items[1].badge: L11 (WCAG 1.1.1): 'Sports' has the badge \"!\", which says no word: TalkBack calls it only 'New notification'; say what it means in `accessibility_label:`, or show a count",
        ], "\(material)")
        let update = try lint("""
        sections:
          - {label: Mail, badge_update: {after: 100, badge: "!"}, screen: {rows: [a]}}
          - {label: Chat, badge: 1, screen: {rows: [b]}}
          - {label: Meet, screen: {rows: [c]}}
        """, rule: "L11")
        #expect(update == [
            "p.yaml:2:5: warning: sections[0].badge_update.badge: L11 (WCAG 1.1.1): 'Mail' has the badge \"!\", which says no word: VoiceOver reads it as written, '!'; say what it means in `accessibility_label:`, or show a count",
        ], "\(update)")
    }

    @Test("L12: two tabs of the bar, or two pages of a strip, that an accessibility label makes sound alike (any case); two labels alike are L2's alone")
    func sameSpokenNames() throws {
        let found = try lint("""
        sections:
          - {label: Inbox, accessibility_label: Mail, screen: {rows: [a]}}
          - {label: Sent, screen: {rows: [b]}}
          - {label: mail, screen: {rows: [c]}}
          - label: News
            pages:
              items:
                - {label: Top, accessibility_label: Headlines, rows: [a]}
                - {label: Headlines, rows: [b]}
        """, rule: "L12")
        #expect(found == [
            "p.yaml:4:5: warning: sections[2]: L12 (WCAG 2.4.6): a screen reader calls this tab 'mail', as it calls sections[0]; give each an accessibility label of its own",
            "p.yaml:9:11: warning: sections[3].pages.items[1]: L12 (WCAG 2.4.6): a screen reader calls this tab 'Headlines', as it calls sections[3].pages.items[0]; give each an accessibility label of its own",
        ], "\(found)")
        let labels = "sections:\n  - {label: Top stories, screen: {rows: [a]}}\n  - {label: Sent, screen: {rows: [b]}}\n  - {label: Top stories, screen: {rows: [c]}}"
        #expect(try lint(labels, rule: "L12").isEmpty)
        #expect(try lint(labels, rule: "L2").contains { $0.contains("'Top stories' appears twice") })
    }

    private func fixedStrip(_ count: Int, platform: Platform = .ios17) -> String {
        "platform: \(platform.rawValue)\nsections:\n  - label: News\n    pages:\n      style: fixed\n      items:\n"
            + (1...count).map { "        - {label: P\($0), rows: [a]}" }.joined(separator: "\n")
    }

    @Test("L13: a Fixed strip's page is measured by its share of the phone's 40 columns, 375 pt on iOS, 360 dp on Material: under 44 pt or 48 dp it is flagged, under 24 WCAG 2.2's minimum too")
    func smallTargets() throws {
        // 40 columns for 9 pages: four of 5 columns (46 pt), the other five of 4 (37 pt).
        let ios = try lint(fixedStrip(9), rule: "L13")
        #expect(ios.count == 5 && ios.first == "p.yaml:11:11: warning: sections[0].pages.items[4]: L13 (WCAG 2.5.8): 'P5' is 4 of a 40-column phone's columns, 37 pt of its 375; ios17 advises 44 pt at least",
                "\(ios)")
        // 40 columns for 7 pages: five of 6 columns (54 dp), the last two of 5 (45 dp).
        #expect(try lint(fixedStrip(7, platform: .material3), rule: "L13") == [
            "p.yaml:12:11: warning: sections[0].pages.items[5]: L13 (WCAG 2.5.8): 'P6' is 5 of a 40-column phone's columns, 45 dp of its 360; material3 advises 48 dp at least",
            "p.yaml:13:11: warning: sections[0].pages.items[6]: L13 (WCAG 2.5.8): 'P7' is 5 of a 40-column phone's columns, 45 dp of its 360; material3 advises 48 dp at least",
        ])
        // 40 columns for 14 pages: twelve of 3 columns (28 pt), the last two of 2 (18 pt).
        let crowded = try lint(fixedStrip(14), rule: "L13")
        #expect(crowded.count == 14 && crowded[11].hasSuffix("28 pt of its 375; ios17 advises 44 pt at least")
                && crowded[13].hasSuffix("'P14' is 2 of a 40-column phone's columns, 18 pt of its 375; ios17 advises 44 pt at least, and WCAG 2.2 asks 24 px"),
                "\(crowded)")
    }

    @Test("L13, B1: iOS 26's floating bar at its tightest, five tabs beside the search button, passes: its narrowest tabs are 5 columns, 46 pt")
    func floatingBar() throws {
        let yaml = "platform: ios26\nsections:\n"
            + ["Mail", "Chat", "Meet", "Docs", "Maps"].map { "  - {label: \($0), icon: ○, screen: {rows: [a]}}\n" }.joined()
            + "  - {label: Search, icon: ⌕, role: search, screen: {rows: [a]}}"
        let bar = try #require(Linter.phoneBar(of: try prototype(yaml))?.bar)
        #expect(bar.slots.map(\.rect.width).min() == 5)
        #expect(try lint(yaml, rule: "L13").isEmpty)
    }

    @Test("L13: eight Fixed pages on iOS and six on Material, five bar items and five segments are wide enough on the phone")
    func wideTargets() throws {
        #expect(try lint(fixedStrip(8), rule: "L13").isEmpty)
        #expect(try lint(fixedStrip(6, platform: .material3), rule: "L13").isEmpty)
        for platform in Platform.allCases {
            let bar = "platform: \(platform.rawValue)\nsections:\n"
                + ["Mail", "Chat", "Meet", "Files", "Notes"].map { "  - {label: \($0), screen: {segmented: [A, B, C, D, E], empty: None}}" }.joined(separator: "\n")
            #expect(try lint(bar, rule: "L13").isEmpty, "\(platform)")
        }
    }

    @Test("L10: an accepted accessibility rule's findings become notes carrying the reason")
    func accepted() throws {
        let found = Linter(file: "p.yaml").findings(for: try prototype("""
        lint: {accept: {L10: The study tests icons alone}}
        sections:
          - {icon: ⚙, screen: {rows: [a]}}
          - {icon: ✉, screen: {rows: [b]}}
          - {icon: ♡, screen: {rows: [c]}}
        """)).filter { Linter.rule(of: $0) == "L10" }
        #expect(found.count == 3 && found.allSatisfy { $0.severity == .info && $0.message.hasSuffix("; accepted: The study tests icons alone") }, "\(found)")
    }

    @Test("L10–L13: each cites public pages by name and address, printed by `--explain`")
    func citations() throws {
        for id in ["L10", "L11", "L12", "L13"] {
            let rule = try #require(LintRule.named(id))
            #expect(rule.seeds.isEmpty && rule.sources.count >= 3, "\(id)")
            #expect(rule.sources.allSatisfy { $0.url.hasPrefix("https://") && rule.markdown.contains("  - \($0.name): <\($0.url)>") }, "\(rule.markdown)")
            #expect(rule.sources.contains { $0.name.hasPrefix("WCAG 2.2, Success Criterion") }, "\(id)")
        }
        #expect(try #require(LintRule.named("L13")).sources.map(\.url).contains("https://www.w3.org/WAI/WCAG22/Understanding/target-size-minimum.html"))
    }
}
