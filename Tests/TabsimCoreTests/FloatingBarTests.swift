import Testing
@testable import TabsimCore

/// iOS 26's floating bar (`platform: ios26`, issue 22): a capsule inset one cell from
/// the screen's edges over content that scrolls beneath it, the selected tab in its own
/// lighter capsule; hidden by the keyboard (B9); one layout to draw and to hit-test.
@Suite("iOS 26's floating bar (B1, B8, B9, issue 22)")
struct FloatingBarTests {
    private let demo26: Prototype = {
        var p = try! demo()
        p.platform = .ios26
        return p
    }()

    private func layout(_ p: Prototype, _ size: Size, input: String = "") throws -> ScreenLayout {
        ScreenLayout(prototype: p, state: try state(p, size: size, input: input))
    }

    @Test("P: `platform:` is ios17 unless given; ios18 and ios26 are read, anything else is refused with the choices")
    func loads() throws {
        #expect(try prototype("sections: [{label: A, screen: {}}]").platform == .ios17)
        #expect(try prototype("platform: ios26\nsections: [{label: A, screen: {}}]").platform == .ios26)
        #expect(try prototype("platform: ios18\nsections: [{label: A, screen: {}}]").platform == .ios18)
        #expect(throws: PrototypeError.self) { try prototype("platform: ios16\nsections: [{label: A, screen: {}}]") }
    }

    @Test("B1, issue 22: on a phone (40x30, portrait) the capsule is inset one column from each side and one row from the bottom, icons above labels")
    func phone() throws {
        let size = Size(width: 40, height: 30)
        let buffer = try screen(demo26, size: size)
        // iOS 26's capsule keeps a margin of about 20 pt on each side of a 393 pt phone
        // (5 %) and floats above the home indicator; here 1 of 40 columns (2.5 %) a side
        // and the last row, the narrowest margins a terminal has.
        #expect(Array(buffer.lines[25...]) == [
            " ╭────────────────────────────────────╮",
            " │▐  ◆   ▌  ○3      △      ☆      □   │",
            " │Explore▌ Trips Record  Saved Profi… │",
            " ╰────────────────────────────────────╯",
            "  Nearby trail 26",
        ])
        let bar = try #require(try layout(demo26, size).bar)
        #expect(bar.floats && bar.area == Rect(x: 1, y: 25, width: 38, height: 4))
        #expect(bar.slots.map(\.rect.width) == [8, 7, 7, 7, 7], "the 36 columns inside the edge shared evenly")
    }

    @Test("B6, issue 22: in landscape (80x24) icons sit beside labels on the capsule's one item row, so it is a row lower")
    func landscape() throws {
        let buffer = try screen(demo26)
        #expect(Array(buffer.lines[20...]) == [
            " ╭────────────────────────────────────────────────────────────────────────────╮",
            " │▐  ◆ Explore   ▌   ○3 Trips       △ Record        ☆ Saved       □ Profile   │",
            " ╰────────────────────────────────────────────────────────────────────────────╯",
            "  Nearby trail 20",
        ])
    }

    @Test("issue 22: on a wide screen kept compact (100x36, `size_class: compact`) the capsule hugs its tabs, 16 columns each at most, centred with the list showing on both sides")
    func wideCompact() throws {
        let size = Size(width: 100, height: 36)
        var demo26 = demo26
        // Regular width has iPadOS's top bar instead (TopTabBarTests).
        demo26.sizeClass = .compact
        let bar = try #require(try layout(demo26, size).bar)
        // iOS 26 sizes a wide capsule to its tabs rather than to the screen: 5 tabs of
        // 16 columns and the edges make 82 of 100 columns, 9 left free on each side.
        #expect(bar.area == Rect(x: 9, y: 32, width: 82, height: 3))
        #expect(bar.slots.allSatisfy { $0.rect.width == BarLayout.floatingSlotWidth })
        let lines = try screen(demo26, size: size).lines
        #expect(lines[32].hasPrefix("  Nearby ╭──") && lines[32].hasSuffix("──╮"))
        #expect(lines[35] == "  Nearby trail 32")
    }

    @Test("B8, issue 22: the list goes on under the capsule; scrolled to its end, its last row rests on the capsule")
    func listUnderneath() throws {
        let size = Size(width: 40, height: 30)
        let top = try layout(demo26, size)
        #expect(top.content.maxY == 25, "the list's own rows end at the capsule")
        #expect(top.visibleItems.last?.rect.y == 29, "and go on under it to the screen's last row")
        #expect(top.contentContinuesBelow)
        let end = try layout(demo26, size, input: "tab,tab,end")
        #expect(end.visibleItems.last?.rect.y == 24 && !end.contentContinuesBelow)
        let lines = try screen(demo26, size: size, input: "tab,tab,end").lines
        #expect(lines[24] == "  Nearby trail 40" && lines[29].isEmpty)
    }

    @Test("I2, issue 22: one layout hit-tests the capsule's tabs and the list showing around it")
    func hitTests() throws {
        let size = Size(width: 40, height: 30)
        let bar = try #require(try layout(demo26, size).bar)
        let layout = try layout(demo26, size)
        #expect(layout.target(x: 12, y: 27) == .barSlot(1), "Trips' label")
        #expect(layout.target(x: 1, y: 26) == nil, "the capsule's edge is no tab")
        #expect(layout.target(x: 0, y: 26) == .item(layout.visibleItems.first { $0.rect.y == 26 }!.index), "the list beside the capsule")
        #expect(layout.target(x: 20, y: 29) == .item(25), "the list below it")
        #expect(bar.slots[1].rect.contains(x: 12, y: 27))
        let tapped = try state(demo26, size: size, input: "click:12:27")
        #expect(tapped.selection == .section(1))
    }

    @Test("T4, B3, issue 22: the selected tab is tinted on its own capsule, rounded by half blocks where its item leaves room; the others grey on the glass")
    func looks() throws {
        let theme = Theme(tint: demo26.tint, mode: .color)
        let buffer = try screen(demo26, size: Size(width: 40, height: 30))
        #expect(buffer[5, 26].text == "◆" && buffer[5, 26].style == theme.capsule.selected)
        #expect(buffer[2, 26].text == "▐" && buffer[2, 26].style == theme.capsule.selectedEnd)
        #expect(buffer[9, 26].text == "▌" && buffer[9, 27].text == "▌")
        #expect(buffer[2, 27].text == "E", "Explore fills the left end of its row, which stays square")
        #expect(buffer[20, 26].style == theme.capsule.item && buffer[1, 25].style == theme.capsule.edge)
        #expect(theme.capsule.selected.background != theme.capsule.glass.background)
        let mono = try screen(demo26, size: Size(width: 40, height: 30), mode: .monochrome)
        #expect(mono[5, 26].style.attributes.contains(.reverse) && !mono[20, 26].style.attributes.contains(.reverse))
    }

    @Test("B9, issue 22: the keyboard hides the floating bar as it hides the docked one")
    func keyboardHides() throws {
        let layout = try layout(demo26, Size(width: 40, height: 30), input: "tab,up,enter")
        #expect(layout.keyboard != nil && layout.bar == nil)
        #expect(try screen(demo26, size: Size(width: 40, height: 30), input: "tab,up,enter").lines.allSatisfy { !$0.contains("╭") })
    }

    @Test("S2, issue 22: content slides beneath the capsule, which stays where it is")
    func slidesUnderneath() throws {
        let size = Size(width: 40, height: 30)
        let session = TestSession(demo26, size: size)
        session.launch()
        session.loop.drawIfNeeded()
        session.send(.key(.right))
        session.pass(96)
        #expect(session.state.transition != nil)
        let moving = session.screen.lines
        session.settle()
        let settled = session.screen.lines
        #expect(Array(moving[25...28]) == Array(settled[25...28]), "the capsule is drawn whole over the slide")
        #expect(moving[0] != settled[0], "while the content moves")
    }

    @Test("W4, W6: the platform is a setting recordings state and read back, ios17 when absent; studies name it in their groups")
    func recorded() throws {
        let settings = SessionSettings(prototype: demo26, haptics: .off, remember: .never)
        #expect(settings.platform == .ios26 && settings.summary.hasSuffix(", ios26"))
        var header = RecordingHeader(settings: settings)
        header.prototypeName = "Demo"
        let line = RecordingEntry(milliseconds: 0, .launch(header)).line()
        #expect(line.contains(#""layout":"auto","platform":"ios26","input_mode""#))
        let read = try WalkthroughScript.read(line, file: "r.jsonl")
        #expect(read.header?.settings?.platform == .ios26)
        let older = try WalkthroughScript.read(line.replacingOccurrences(of: #""platform":"ios26","#, with: ""), file: "r.jsonl")
        #expect(older.header?.settings?.platform == .ios17)
        #expect(StudyGroups.barLayout(demo26, size: Size(width: 80, height: 24)) == "ios26 bar Explore, Trips, Record, Saved, Profile")
        #expect(StudyGroups.barLayout(try demo(), size: Size(width: 80, height: 24)) == "bar Explore, Trips, Record, Saved, Profile")
    }
}
