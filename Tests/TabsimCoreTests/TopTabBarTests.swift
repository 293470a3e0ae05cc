import Testing
@testable import TabsimCore

/// iPadOS's tab bar (issue 22): with `platform: ios26` in regular width the tabs float in
/// a capsule at the top, centred; `sidebar: adaptable` adds a button that turns it into
/// the sidebar, whose groups (`group:`) are headings, and back (B15).
@Suite("iPadOS's top tab bar and adaptable sidebar (B6, B15, issue 22)")
struct TopTabBarTests {
    private let gallery = try! PrototypeLoader.load(BuiltInExamples.gallery, file: "gallery")
    private let tablet = Size(width: 100, height: 36)

    private func session(_ p: Prototype? = nil, size: Size? = nil) -> TestSession {
        let session = TestSession(p ?? gallery, size: size ?? tablet)
        session.launch()
        session.loop.drawIfNeeded()
        return session
    }

    private func click(_ x: Int, _ y: Int, _ session: TestSession) {
        session.send(.mouse(MouseEvent(.press, x: x, y: y)))
        session.send(.mouse(MouseEvent(.release, x: x, y: y)))
        session.settle()
    }

    @Test("B6, issue 22: on a tablet (100x36) the tabs sit in a capsule at the top, centred, one row of icon and label, the toggle at the leading side")
    func tabletTop() throws {
        let lines = session().screen.lines
        // iPadOS's tab bar is one row of tabs (about 50 pt of a 1024 pt tall iPad): here
        // 3 rows of 36, its edges included, centred with the search button, each tab 16
        // columns at most as the floating bar's, the screen's title and list below it.
        #expect(Array(lines[0...4]) == [
            " ╭───╮       ╭────────────────────────────────────────────────────────────────╮ ╭─────╮",
            " │ ◧ │       │▐   ▦ Photos   ▌    ♡2 Loved        ◇ Trips         ○ People    │ │  ⌕  │",
            " ╰───╯       ╰────────────────────────────────────────────────────────────────╯ ╰─────╯",
            "",
            " Photos",
        ])
        let layout = ScreenLayout(prototype: gallery, state: AppState(prototype: gallery, size: tablet))
        let bar = try #require(layout.bar)
        #expect(bar.kind == .top)
        #expect(bar.area == Rect(x: 13, y: 0, width: 66, height: AppState.topBarHeight))
        #expect(bar.area.x - 0 == tablet.width - (bar.searchButton?.maxX ?? 0), "the capsule and search button are centred together")
        #expect(layout.sidebarToggle == Rect(x: 1, y: 0, width: SidebarToggle.width, height: 3))
        #expect(layout.frame.y == AppState.topBarHeight && layout.target(x: 50, y: 1) == .barSlot(2))
    }

    @Test("B1, issue 22: on a phone the same prototype keeps iOS 26's floating bar at the bottom, without a toggle")
    func phoneBottom() throws {
        let layout = ScreenLayout(prototype: gallery, state: AppState(prototype: gallery, size: Size(width: 40, height: 20)))
        #expect(layout.bar?.kind == .floating && layout.sidebarToggle == nil && layout.frame.y == 0)
    }

    @Test("B1, B6, issues 22 and 32: iOS 18 keeps iOS 17's docked bar on a phone and shows iPadOS 18's top tab bar on a tablet, text labels only, with the sidebar toggle")
    func ios18() throws {
        var prototype = gallery
        prototype.platform = .ios18
        let phone = ScreenLayout(prototype: prototype, state: AppState(prototype: prototype, size: Size(width: 40, height: 20)))
        #expect(phone.bar?.kind == .docked && phone.sidebarToggle == nil)
        // iPadOS 18's bar names its tabs in text alone (the sidebar keeps the icons), and
        // holds the search tab as a tab among the others (iOS 26 sets it apart, with
        // icons); the toggle at its leading side.
        let lines = session(prototype).screen.lines
        for icon in ["▦", "♡", "◇", "○", "⌕"] { #expect(!lines[1].contains(icon), "\(icon) in \(lines[1])") }
        for label in ["Photos", "Loved", "Trips", "People", "Search"] { #expect(lines[1].contains(label)) }
        #expect(Array(lines[0...4]) == [
            " ╭───╮ ╭────────────────────────────────────────────────────────────────────────────────────╮",
            " │ ◧ │ │▐    Photos     ▌     Loved 2           Trips           People           Search     │",
            " ╰───╯ ╰────────────────────────────────────────────────────────────────────────────────────╯",
            "",
            " Photos",
        ])
        let tablet = ScreenLayout(prototype: prototype, state: AppState(prototype: prototype, size: tablet))
        #expect(tablet.bar?.kind == .top && tablet.sidebarToggle != nil)
    }

    @Test("B15, issue 22: the toggle turns the top bar into the sidebar, its groups as headings, and back; the selection and screens stay")
    func toggles() throws {
        let session = session()
        click(60, 1, session)
        #expect(session.state.selection == .section(2))
        click(3, 1, session)
        #expect(session.state.usesSidebar && session.state.sidebarChoice == .sidebar)
        let lines = session.screen.lines
        // The sidebar as iPadOS 18 lists a TabSection: its name as a heading, its tabs under it.
        #expect(Array(lines[0...11]).map { String($0.prefix(20)) } == [
            " Gallery         ◧ │",
            "                   │",
            " ▦ Photos          │",
            "                   │",
            " Albums            │",
            " ♡ Loved         2 │",
            " ◆ Trips           │",
            "                   │",
            " Collections       │",
            " ○ People          │",
            "                   │",
            " ⌕ Search          │",
        ])
        #expect(session.state.selection == .section(2) && lines[0].hasSuffix("Trips"))
        let layout = ScreenLayout(prototype: gallery, state: session.state)
        #expect(layout.target(x: 5, y: 9) == .barSlot(3) && layout.target(x: 17, y: 0) == .sidebarToggle)
        click(17, 0, session)
        #expect(!session.state.usesSidebar && session.screen.lines[1].contains("◆ Trips"))
    }

    @Test("B9, issue 22: the keyboard leaves the top bar, as an iPad's does; a modal screen covers it")
    func keyboard() throws {
        let p = try prototype("platform: ios26\nsections: [{label: A, screen: {fields: [Name]}}, {label: B, screen: {rows: [{text: M, modal: {}}]}}]")
        let typing = try state(p, size: tablet, input: "tab,enter")
        #expect(typing.isKeyboardShown && ScreenLayout(prototype: p, state: typing).bar?.kind == .top)
        let modal = try state(p, size: tablet, input: "2,tab,enter")
        #expect(modal.isModalShown && ScreenLayout(prototype: p, state: modal).bar == nil)
    }

    @Test("P, L8: `group:` and `sidebar:` are read; a group's sections are written together; adaptable off iOS 26 is a finding")
    func loads() throws {
        #expect(gallery.sidebar == .adaptable && gallery.sections.map(\.group) == [nil, "Albums", "Albums", "Collections", nil])
        #expect(try prototype("sections: [{label: A, screen: {}}]").sidebar == .fixed)
        do {
            _ = try PrototypeLoader.load("sections: [{label: A, group: G, screen: {}}, {label: B, screen: {}}, {label: C, group: G, screen: {}}]",
                                         file: "test.yaml")
            Issue.record("loaded")
        } catch {
            #expect(error.description == "test.yaml:1:70: error: sections[2].group: the group 'G' is already listed above with other sections between; write a group's sections together")
        }
        var docked = gallery
        docked.platform = .ios17
        #expect(Linter(file: "g").findings(for: docked).contains { $0.path == "sidebar" && $0.description.contains("L8") })
    }

    @Test("issue 22: export swiftui writes the groups as TabSections and `sidebar: adaptable` as .sidebarAdaptable")
    func export() throws {
        var export = SwiftUIExport(prototype: gallery)
        let source = export.source()
        #expect(source.contains("""
                    TabSection("Albums") {
                        Tab("Loved", systemImage: "heart", value: AppSection.loved) {
                            LovedView()
                        }
                        .badge(2)
                        Tab("Trips", systemImage: "airplane", value: AppSection.trips) {
                            TripsView()
                        }
                    }
        """))
        #expect(source.contains("        .tabViewStyle(.sidebarAdaptable)"))
    }
}
