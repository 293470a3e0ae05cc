import Testing
@testable import TabsimCore

/// The search tab (`role: search`, issue 22): on iOS 26 a round button apart at the
/// floating bar's trailing end, whose screen opens typing into its field at the bottom,
/// above the keyboard; on iOS 17 an ordinary tab. Five tabs plus search (L1, L8).
@Suite("The search tab (B1, B5, B9, L1, L8, issue 22)")
struct SearchTabTests {
    static let source = """
        platform: ios26
        sections:
          - {label: Listen Now, icon: "▷ ▶", screen: {rows: {count: 40, text: "Album {n}"}}}
          - {label: Browse, icon: "□ ■", screen: {rows: [New, Charts, Radio]}}
          - {label: Radio, icon: "◎ ◉", screen: {rows: [Live, Shows]}}
          - {label: Library, icon: "♡ ♥", badge: 2, screen: {rows: [Playlists, Artists]}}
          - label: Search
            icon: "⌕"
            role: search
            screen: {rows: [Pop, Hip-hop, Jazz, Classical, Rock, Country]}
        """
    private let p = try! prototype(source)
    private let phone = Size(width: 40, height: 20)

    @Test("P: `role: search` is read; the search tab is one, comes last and shows a screen, which gets iOS's search field when it lists none")
    func loads() throws {
        #expect(p.sections[4].role == .search && p.searchSection == 4 && p.sections[0].role == nil)
        guard case .screen(let screen) = p.sections[4].content else { Issue.record("a screen"); return }
        #expect(screen.fields == [PrototypeLoader.searchField] && screen.fields[0].filter)
        let own = try prototype("sections: [{label: A, screen: {}}, {label: Find, role: search, screen: {fields: [{label: Find}]}}]")
        guard case .screen(let kept) = own.sections[1].content else { Issue.record("a screen"); return }
        #expect(kept.fields.map(\.label) == ["Find"])
        let problems: [(String, String)] = [
            ("sections: [{label: S, role: search, screen: {}}, {label: A, screen: {}}]", "sections[0].role: the search tab comes last"),
            ("sections: [{label: A, role: search, screen: {}}, {label: S, role: search, screen: {}}]", "sections[1].role: sections[0] is already the search tab"),
            ("sections: [{label: A, screen: {}}, {label: S, role: search, pages: {items: [{label: P}]}}]", "sections[1].role: a search tab shows one screen"),
            ("sections: [{label: A, role: find, screen: {}}]", "sections[0].role"),
        ]
        for (yaml, message) in problems {
            let error = #expect(throws: PrototypeError.self) { try prototype(yaml) }
            #expect(error?.description.contains(message) == true, "\(String(describing: error))")
        }
    }

    @Test("B1, issue 22: on a phone the search tab is a round button apart at the trailing end, 7 columns by the capsule's 4 rows, a column from it")
    func phone26() throws {
        // iOS 26's search button is a circle as tall as the capsule: 7 columns of cells
        // twice as tall as wide are 63 by 72 points, nearly round; the capsule keeps the
        // other 28 of the 38 columns inside the margins for its four tabs.
        #expect(Array(try screen(p, size: phone).lines[15...18]) == [
            " ╭────────────────────────────╮ ╭─────╮",
            " │▐  ▶  ▌   □      ◎     ♡2   │ │  ⌕  │",
            " │Liste…▌Browse  Radio Libra… │ │     │",
            " ╰────────────────────────────╯ ╰─────╯",
        ])
        let bar = try #require(ScreenLayout(prototype: p, state: AppState(prototype: p, size: phone)).bar)
        #expect(bar.searchButton == Rect(x: 32, y: 15, width: 7, height: 4) && bar.fullArea == Rect(x: 1, y: 15, width: 30, height: 4))
        #expect(bar.slots.map(\.section) == [0, 1, 2, 3, 4])
    }

    @Test("issue 22: on a wide compact screen the capsule and the search button are centred together, the capsule's tabs 16 columns at most")
    func wideCompact26() throws {
        var p = p
        // Regular width has iPadOS's top bar instead (TopTabBarTests).
        p.sizeClass = .compact
        let bar = try #require(ScreenLayout(prototype: p, state: AppState(prototype: p, size: Size(width: 100, height: 36))).bar)
        // 4 tabs of 16 columns, the capsule's edges, a gap and the button: 74 of 100
        // columns, 13 left free on each side.
        #expect(bar.fullArea == Rect(x: 13, y: 32, width: 66, height: 3) && bar.searchButton == Rect(x: 80, y: 32, width: 7, height: 3))
    }

    @Test("B1: on iOS 17 the search tab is an ordinary tab of the docked bar, labelled")
    func ios17() throws {
        var docked = p
        docked.platform = .ios17
        let lines = try screen(docked, size: phone).lines
        #expect(lines[19] == "Listen…  Browse  Radio  Library  Search")
        #expect(AppState(prototype: docked, size: phone).barModel(for: docked).searchSection == nil)
    }

    @Test("B5, issue 22: iOS 26 shows five tabs plus search; a sixth tab goes under More, the search tab never does")
    func fivePlusSearch() throws {
        let model = BarModel(sectionCount: 7, maximumItems: 5, searchSection: 6)
        #expect(model.hasMore && model.directCount == 4 && model.overflow == 4..<6 && model.moreSlot == 4 && model.searchSlot == 5)
        #expect(!model.isOverflow(6) && model.slot(for: .section(6)) == 5 && model.slot(for: .section(5)) == 4)
        #expect(model.section(atSlot: 5) == 6 && model.section(atSlot: 4) == nil && model.section(atSlot: 3) == 3)
        let five = BarModel(sectionCount: 6, maximumItems: 5, searchSection: 5)
        #expect(!five.hasMore && five.slotCount == 6)
    }

    @Test("B9, issue 22: a tap on the search button opens its screen typing into the field at the bottom, above the keyboard; typing filters; Esc brings the bar back under the field")
    func searching() throws {
        let opened = try state(p, size: phone, input: "click:35:16")
        #expect(opened.selection == .section(4) && opened.editing == .content(0) && opened.isKeyboardShown)
        let typing = try screen(p, size: phone, input: "click:35:16,type:ja")
        #expect(typing.lines[14] == "  Search  ja" && typing.lines[1] == "  Jazz")
        #expect(typing.lines[15].hasPrefix("────"), "the keyboard under it")
        let done = try screen(p, size: phone, input: "click:35:16,type:ja,esc")
        #expect(done.lines[14] == "  Search  ja" && done.lines[15].hasSuffix("╭─────╮"))
        let theme = Theme(tint: p.tint, mode: .color)
        #expect(done[35, 16].text == "⌕" && done[35, 16].style == theme.capsule.selected, "the search button is the selected tab")
        let layout = ScreenLayout(prototype: p, state: try state(p, size: phone, input: "click:35:16,type:ja,esc"))
        #expect(layout.target(x: 5, y: 14) == .item(0), "the field is hit where it is drawn")
        #expect(try state(p, size: phone, input: "5").editing == .content(0), "a digit opens it as a tap does")
    }

    @Test("L1, L2, L8: five tabs plus search pass; a Search label without the role, and minimize on iOS 17, are flagged")
    func lint() throws {
        let rules = { (prototype: Prototype) in Linter(file: "p").findings(for: prototype).filter { ["L1", "L8"].contains(Linter.rule(of: $0)) } }
        #expect(rules(p).isEmpty, "\(rules(p))")
        var five = p
        five.sections.insert(p.sections[1], at: 1)
        five.sections[1].label = "Videos"
        #expect(rules(five).isEmpty, "five tabs plus search: \(rules(five))")
        var six = five
        six.sections.insert(p.sections[1], at: 1)
        six.sections[1].label = "Podcasts"
        #expect(Linter(file: "p").findings(for: six).filter { Linter.rule(of: $0) == "L1" }.map(\.message)
            == ["L1 (seed 001/003): 6 sections besides the search tab: compact width shows 4 and puts the rest under More; 3–5 are advised, plus search"])
        var unmarked = p
        unmarked.sections[4].role = nil
        #expect(Linter(file: "p").findings(for: unmarked).contains { $0.message.hasPrefix("L8 (seed 003): 'Search' reads as the search tab") })
        var docked = p
        docked.platform = .ios17
        docked.minimize = .onScrollDown
        #expect(Linter(file: "p").findings(for: docked).contains { $0.message.hasPrefix("L8 (seed 003): `minimize: on_scroll_down` does nothing") })
    }

    @Test("W6: the search tab is navigation like any other: one tap away in the study's graph, named apart in its groups")
    func studied() throws {
        let graph = NavigationGraph(prototype: p)
        let moves = graph.moves(from: AppState(prototype: p, size: Size(width: 80, height: 24)))
        #expect(moves.contains { $0.selection == .section(4) })
        #expect(StudyGroups.barLayout(p, size: Size(width: 80, height: 24)) == "ios26 bar Listen Now, Browse, Radio, Library + Search")
    }
}
