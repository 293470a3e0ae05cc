import Testing
@testable import TabsimCore

/// `tabsim tree` (issue 31): the prototype's navigation as a tree test shows it, as text
/// and as Treejack imports it, from the one prototype the other methods run.
@Suite("The prototype as a tree (issue 31)")
struct PrototypeTreeTests {
    /// Seven sections (More on a phone), a strip with a "/" in a label and a disabled
    /// page, pushes two deep and a modal, a segmented control, and rows that open nothing.
    static let source = """
        platform: ios26
        sections:
          - label: Home
            screen:
              rows:
                - Welcome
                - {text: Offers, detail: {rows: [{text: Spring sale, detail: {rows: [Terms]}}]}}
                - {text: Sign in, modal: {rows: [Forgot password]}}
                - {text: See news, link: News}
          - label: News
            pages:
              items:
              - {label: Local/Regional, rows: [{text: Story 1, detail: {rows: [Comments]}}]}
              - {label: World, rows: {count: 500, text: "Story {n}"}}
              - {label: Archive, disabled: true, rows: []}
          - label: Plan
            screen:
              segmented:
                - label: Day
                  rows: [Breakfast, {text: Standup, detail: {title: Standup notes, rows: [Notes]}}]
                - {label: Week, rows: [Monday]}
          - {label: Chats, screen: {rows: [Ana]}}
          - {label: Files, screen: {rows: []}}
          - {label: Settings, screen: {rows: [{text: Privacy, detail: {rows: [Tracking]}}]}}
          - {label: Search, role: search, screen: {rows: [Recent]}}
        """

    @Test("W6, issue 31: sections in the phone bar's order, More holding those a phone puts under it, the search tab after More; pages (one disabled), segments, and the rows that push or present screens, to the leaves; a label with / is one node")
    func indentedText() throws {
        let tree = TreeNode.tree(of: try PrototypeLoader.load(Self.source, file: "p.yaml"))
        #expect(tree.indentedText == """
            Home
              Offers
                Spring sale
              Sign in
            News
              Local/Regional
                Story 1
              World
              Archive (disabled)
            Plan
              Day
                Standup
              Week
            Chats
            More
              Files
              Settings
                Privacy
            Search

            """)
        #expect(tree.first?.children.map(\.kind) == [.screen, .screen] && tree[4].kind == .more && tree[1].children[2].isDisabled)
        // A bidirectional override, which the loader lets through, never reaches the terminal.
        let reordering = try PrototypeLoader.load("sections:\n  - {label: \"A\\u202EB\", screen: {rows: []}}\n", file: "p.yaml")
        #expect(TreeNode.tree(of: reordering).indentedText == "A\u{FFFD}B\n")
    }

    @Test("W6, issue 31: Treejack's import shape: a node a row, its label in its level's column, CRLF; a label that a spreadsheet would read as a formula starts with '")
    func treejackCSV() throws {
        let tree = TreeNode.tree(of: try PrototypeLoader.load(Self.source, file: "p.yaml"))
        let rows = tree.treejackCSV.components(separatedBy: "\r\n")
        #expect(rows.prefix(5) == ["Home,,", ",Offers,", ",,Spring sale", ",Sign in,", "News,,"])
        #expect(rows.count == 20 && rows.last == "" && rows.dropLast().allSatisfy { $0.filter { $0 == "," }.count == 2 })
        let formula = TreeNode(label: "=HYPERLINK(\"x\")", kind: .section, children: [TreeNode(label: "a,b", kind: .screen)])
        #expect([formula].treejackCSV == "\"'=HYPERLINK(\"\"x\"\")\",\r\n,\"a,b\"\r\n")
    }

    @Test("issue 31: every example has a tree; bookshelf's puts its last four sections under More and its pushed lists under Collections")
    func examples() throws {
        for example in BuiltInExamples.all {
            let tree = TreeNode.tree(of: try PrototypeLoader.load(example.source, file: example.name))
            #expect(!tree.isEmpty, "\(example.name)")
        }
        let bookshelf = TreeNode.tree(of: try PrototypeLoader.load(BuiltInExamples.named("bookshelf")!.source, file: "bookshelf"))
        #expect(bookshelf.map(\.label) == ["Reading", "Library", "Store", "Search", "More"])
        #expect(bookshelf[4].children.map(\.label) == ["Audiobooks", "Collections", "Downloads", "Settings"])
        #expect(bookshelf[4].children[1].children.map(\.label) == ["Want to read", "Finished"])
    }
}
