/// What each lint rule says, where it comes from, and how to fix a finding: printed by
/// `tabsim lint --explain RULE`, and as a whole in docs/GUIDELINES.md.
public struct LintRule: Sendable {
    public let id: String
    public let title: String
    /// The guidelines it comes from, by seed number.
    public let seeds: [String]
    /// The public pages it comes from, by name and address, for a rule no seed holds.
    public var sources: [Citation] = []
    public let says: String
    public let example: String
    public let fix: String

    /// The guidelines a seed number stands for.
    public static let seedNames = [
        "000": "Material Design, Tabs (the top strip)",
        "001": "Apple Human Interface Guidelines, Tab Bars (the older edition)",
        "002": "SAP Fiori for iOS, Tab Bar",
        "003": "Apple Human Interface Guidelines, Tab bars (2023)",
        "m3": "Material Design 3, Navigation bar and Navigation rail (m3.material.io; not among the seed texts)",
    ]

    /// Every rule, the accessibility rules after the guidelines' own.
    public static let all: [LintRule] = guidelines + accessibility

    /// The rules the seed guidelines (and Material 3) give: L1 to L9.
    static let guidelines: [LintRule] = [
        LintRule(id: "L1", title: "Three to five sections", seeds: ["001", "003"],
                 says: "A compact-width tab bar shows at most five items. With more sections the last slot becomes More, and people find what is behind it later and less often. Fewer than three sections rarely need a tab bar.",
                 example: "eight sections: Reading, Library, Store, Search, Audiobooks, Collections, Downloads, Settings",
                 fix: "Keep the three to five destinations people use most in the bar; move the rest into a screen of one of them, or accept More knowingly: `lint: {accept: {L1: why}}`."),
        LintRule(id: "L2", title: "Short labels", seeds: ["000", "002"],
                 says: "A label names its destination in one or two words, at most 25 characters, in sentence case, without digits, and no two items share one. A bar label must show whole on a compact phone (40 columns in portrait, five slots of eight columns): one cut with … there ('Messag…') cannot be read.",
                 example: "'My Reading List 2024', 'Recently Played Songs'; 'Messages' in a bar of five, shown as 'Messag…'",
                 fix: "Shorten to the noun people would say: 'Reading list', 'Recent', 'Chats'."),
        LintRule(id: "L3", title: "Icons and labels alike", seeds: ["002"],
                 says: "A bar either labels every item or none; a bar that mixes icon-only items with labelled ones reads as broken.",
                 example: "Home has an icon and a label, Search only an icon",
                 fix: "Give every item a label (advised), or drop all labels."),
        LintRule(id: "L4", title: "Strips hold two or more pages; Fixed ones a few short labels", seeds: ["000"],
                 says: "Tabs switch between related content, so a strip has at least two pages. A Fixed strip shares its width equally, so it suits two to four short labels; labels cut with … at the smallest supported width (30 columns) cannot be read.",
                 example: "a strip of one page; a Fixed strip of five pages; a page called 'This week' cut to 'This w…'",
                 fix: "Give a single page's content as the section's `screen:`; use `style: scroll` for more or longer labels, or shorten them."),
        LintRule(id: "L5", title: "Tabs navigate; they never act", seeds: ["000", "001", "003"],
                 says: "Choosing a tab, in the bar or in a strip, shows a place in the app; it never starts an action. A label that begins with a word that only acts (Add, Compose, Refresh, Print, Checkout, Pay, Scan, Share, Sync, Upload, Download, Export, Invite…) reads as a button, whatever the section holds. A noun that is also a verb (Record, Post, Order, Review, Report…) names a place when the section or page holds one: rows to browse, a list with an `empty:` message, or a strip of pages. The demo's Record section holds a map, stats and photos of a recording, so it passes; a Post tab that holds only fields, a form to write a post, is the action and is flagged. Plurals (Orders, Downloads, Payments) are nouns and pass. 'Home' is allowed but says little (a note).",
                 example: "a section called 'Compose' or 'Add friend'",
                 fix: "Name the place the section shows ('Drafts', 'Friends') and put the action on its screen, as a row or a button."),
        LintRule(id: "L6", title: "Empty screens explain themselves", seeds: ["001", "003"],
                 says: "A section is never removed or disabled for lack of content; its screen says why it is empty and what to do.",
                 example: "a screen with no rows and no `empty:`",
                 fix: "Add `empty: \"No downloads yet. Books you download appear here.\"`."),
        LintRule(id: "L7", title: "Pages are not disabled", seeds: ["001"],
                 says: "The HIG advises never to disable a tab: a disabled item hides why it cannot be used. tabsim allows `disabled` on strip pages only, and warns.",
                 example: "`disabled: true` on an Archive page",
                 fix: "Keep the page selectable and show why it is empty (`empty:`), or leave it out; a prototype that shows a disabled page on purpose says so with `lint: {accept: {L7: why}}`."),
        LintRule(id: "L8", title: "Search is a role; iOS 26's bar features need iOS 26", seeds: ["003"],
                 says: "iOS 26 sets the search tab apart, a round button at the bar's trailing end whose screen searches from the bottom, and shows up to five tabs besides it (three to five advised, as for any iOS bar). A tab is the search tab by its role, `role: search`, not by its label: a tab labelled Search without the role is drawn, and exported, as an ordinary tab. `minimize:` shrinks iOS 26's floating bar, `accessory:` sits over it; `sidebar: adaptable` turns iPadOS's top tab bar (iPadOS 18 and later) into a sidebar. On iOS 17's docked bar, or Material 3's, they do nothing.",
                 example: "`label: Search` without `role: search` on `platform: ios26`; `minimize: on_scroll_down` or `accessory:` on `platform: ios17`",
                 fix: "Give the search tab `role: search` (it comes last); set `platform: ios26` where `minimize:` or `accessory:` is meant, `ios18` or `ios26` where `sidebar: adaptable` is, or remove them."),
        LintRule(id: "L9", title: "Material 3: three to five destinations", seeds: ["m3"],
                 says: "Material 3's navigation bar holds three to five destinations, each an icon with a label under it. It has no More: with more destinations Material uses a navigation drawer; with fewer than three, tabs suit better than a navigation bar. (On material3, L9 takes the place of L1, which is iOS's.)",
                 example: "`platform: material3` with six sections, or with two",
                 fix: "Keep three to five destinations in the bar and move the rest into a drawer (`layout: sidebar` in regular width) or a screen of one of them; with two, use a strip of pages."),
    ]

    public static func named(_ id: String) -> LintRule? { all.first { $0.id.lowercased() == id.lowercased() } }

    /// The rule as a section of Markdown: its seeds on one line, or each page it cites on
    /// a line of its own with its address.
    public var markdown: String {
        let from = sources.isEmpty ? " " + seeds.map { "\($0) \(Self.seedNames[$0] ?? "")" }.joined(separator: "; ") + "."
            : sources.map { "\n  - \($0.name): <\($0.url)>" }.joined()
        return """
        ## \(id): \(title)

        \(says)

        - **From:**\(from)
        - **Example:** \(example).
        - **Fix:** \(fix)
        """
    }

    /// Every rule, as docs/GUIDELINES.md holds them.
    public static var guide: String {
        """
        # The guidelines tabsim lint checks

        `tabsim lint FILE` checks a prototype against the platform guidelines for tabs.
        Each finding names its rule and the guideline (seed) it comes from:
        `mine.yaml:14:5: warning: sections[2].label: L5 (seed 001/003): 'Compose' reads as an action; …`.
        `tabsim lint --explain L5` prints one rule; this file is `tabsim lint --explain all`.

        A design that breaks a rule on purpose says so in the prototype, with the reason:

            lint:
              accept:
                L1: Bookshelf shows More on purpose

        Every finding of an accepted rule then becomes a note that carries the reason
        (`example:bookshelf:9:5: info: sections: L1 (seed 001/003): 8 sections: …; accepted: Bookshelf shows More on purpose, …`),
        so `tabsim lint --strict` passes and whoever reads the findings sees why. An acceptance
        covers every finding of its rule; one that no finding matches is a warning, so an
        acceptance the design no longer needs is removed rather than left to hide the next
        finding. The shipped examples pass `tabsim lint --strict`: bookshelf accepts L1 (it
        shows More) and newsstand L7 (it shows a disabled page).

        L10 to L13 are accessibility rules. No seed holds them, so each cites the public
        pages it comes from by name and address: Apple's Human Interface Guidelines, Android's
        accessibility help, and success criteria of WCAG 2.2, the W3C's Web Content
        Accessibility Guidelines. A finding names its criterion:
        `mine.yaml:4:5: warning: sections[0]: L10 (WCAG 4.1.2): …`.


        """ + all.map(\.markdown).joined(separator: "\n\n") + "\n"
    }
}
