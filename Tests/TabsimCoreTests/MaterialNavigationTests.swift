import Testing
@testable import TabsimCore

/// Material 3's navigation bar and rail (`platform: material3`, issue 22): the active
/// indicator, a pill around the selected icon; labels under the icons, always or only
/// the selected one's; a count as a large badge, `!` as the small one, a dot; a rail at
/// the leading edge in regular (medium) width; three to five destinations (L9).
@Suite("Material 3's navigation bar and rail (B1, B4, B15, L9, issue 22)")
struct MaterialNavigationTests {
    static let source = """
        platform: material3
        sections:
          - {label: Home, icon: "⌂ ⌂", screen: {rows: {count: 30, text: "Post {n}"}}}
          - {label: Chats, icon: "○ ●", badge: 3, screen: {rows: [Ana, Ben]}}
          - {label: Alerts, icon: "△ ▲", badge: "!", screen: {rows: [Today]}}
          - {label: Profile, icon: "□ ■", screen: {fields: [Name], rows: [Settings]}}
        """
    private let p = try! prototype(source)
    private let phone = Size(width: 40, height: 20)
    private let theme = Theme(tint: .blue, mode: .color)

    @Test("P: `platform: material3` and `labels: always | selected` are read; labels are always unless given")
    func loads() throws {
        #expect(p.platform == .material3 && p.labels == .always)
        #expect(try prototype("labels: selected\nsections: [{label: A, screen: {}}]").labels == .selected)
        #expect(throws: PrototypeError.self) { try prototype("labels: never\nsections: [{label: A, screen: {}}]") }
    }

    @Test("B1, issue 22: on a phone the navigation bar is docked on its surface, no line above, each icon over its label, the selected icon in the indicator pill")
    func phoneBar() throws {
        let buffer = try screen(p, size: phone)
        // M3's active indicator is 64 dp wide around a 24 dp icon (2.7 times); here it
        // reaches two cells beyond a one-cell icon on each side, its ends rounded by half
        // blocks, so it shows about four cells wide, as tall as the icon's row.
        #expect(Array(buffer.lines[17...]) == [
            "",
            "  ▐ ⌂ ▌       ○3        △●        □",
            "   Home     Chats     Alerts   Profile",
        ])
        let styles = theme.materialNavigation
        #expect(buffer[4, 18].style == styles.indicator && buffer[3, 18].style == styles.indicator)
        #expect(buffer[2, 18].text == "▐" && buffer[2, 18].style == styles.indicatorEnd && buffer[6, 18].text == "▌")
        #expect(buffer[3, 19].style.attributes.contains(.bold) && buffer[13, 19].style == styles.item, "Home bold, Chats secondary")
        #expect((0..<40).allSatisfy { buffer[$0, 17].style == styles.container }, "the bar's surface, with no material line")
    }

    @Test("B4, issue 22: a count is the large badge on the icon's corner, `!` the small badge, a dot")
    func badges() throws {
        let buffer = try screen(p, size: phone)
        #expect(buffer[15, 18].text == "3" && buffer[15, 18].style == theme.badge)
        #expect(buffer[25, 18].text == "●" && buffer[25, 18].style == theme.materialNavigation.smallBadge)
    }

    @Test("issue 22: `labels: selected` shows the selected item's label alone; the others are icons")
    func selectedLabels() throws {
        var selected = p
        selected.labels = .selected
        #expect(Array(try screen(selected, size: phone).lines[18...]) == ["  ▐ ⌂ ▌       ○3        △●        □", "   Home"])
        #expect(try screen(selected, size: phone, input: "2").lines[19] == "            Chats")
    }

    @Test("B15, issue 22: in regular width the destinations stand down a rail at the leading edge, 10 columns, three rows each; a tap there selects")
    func rail() throws {
        let size = Size(width: 100, height: 24)
        let lines = try screen(p, size: size).lines
        // M3's rail is 80 dp wide in a medium window of 600 to 840 dp (10 to 13 %): 10 of
        // 100 columns, the screen beside it.
        #expect(Array(lines[0...5]) == ["           Home", "  ▐ ⌂ ▌     Post 1", "   Home     Post 2", "            Post 3",
                                        "    ○3      Post 4", "  Chats     Post 5"])
        let layout = ScreenLayout(prototype: p, state: AppState(prototype: p, size: size))
        let bar = try #require(layout.bar)
        #expect(bar.kind == .rail && bar.area == Rect(x: 0, y: 0, width: 10, height: 24) && layout.frame.x == 10)
        #expect(bar.slots.map(\.rect.y) == [1, 4, 7, 10])
        #expect(layout.target(x: 4, y: 8) == .barSlot(2))
        #expect(try state(p, size: size, input: "click:4:8").selection == .section(2))
        let typing = ScreenLayout(prototype: p, state: try state(p, size: size, input: "4,tab,enter"))
        #expect(typing.keyboard != nil && typing.bar?.kind == .rail, "the rail stays while typing")
        #expect(ScreenLayout(prototype: p, state: AppState(prototype: p, size: Size(width: 150, height: 30))).sidebar != nil,
                "at 140 columns and more, the sidebar (a drawer) instead")
    }

    @Test("issue 32: the rail sits on the surface (M3: the rail's container is the surface, the bar's a surface container): no fill but the indicator and the badges")
    func railOnSurface() throws {
        let size = Size(width: 100, height: 24)
        let buffer = try screen(p, size: size)
        let rail = Rect(x: 0, y: 0, width: 10, height: 24)
        let filled = (rail.y..<rail.maxY).flatMap { y in (rail.x..<rail.maxX).map { (x: $0, y: y) } }
            .filter { buffer[$0.x, $0.y].style.background != .default && buffer[$0.x, $0.y].style != theme.badge }
        #expect(filled.allSatisfy { $0.y == 1 }, "only the indicator's row is filled (and the badges): \(filled.filter { $0.y != 1 })")
        #expect(buffer[4, 4].style == theme.materialRail.item && theme.materialRail.item.background == .default)
        #expect(try screen(p, size: phone)[0, 17].style == theme.materialNavigation.container, "the phone's bar keeps its fill")
    }

    @Test("issue 32: in the navigation drawer (140 columns and more) the selected row is the active indicator, a pill rounded by half blocks, the badge inside it; iOS's sidebar keeps a square row")
    func drawerPill() throws {
        let size = Size(width: 150, height: 12)
        let chats = try state(p, size: size, input: "2")
        let sidebar = try #require(ScreenLayout(prototype: p, state: chats).sidebar)
        let row = sidebar.rows[1]
        let frame = Renderer(prototype: p, theme: theme).render(chats)
        #expect(frame[row.x, row.y].text == "▐" && frame[row.maxX - 1, row.y].text == "▌", "\(frame.lines[row.y])")
        #expect(frame[row.x, row.y].style.foreground == theme.materialNavigation.indicator.background)
        #expect(frame[row.x + 1, row.y].style.background == theme.materialNavigation.indicator.background)
        #expect(frame.lines[row.y].contains(" 3 ▌"), "the badge inside the pill: \(frame.lines[row.y])")
        var ios = p
        ios.platform = .ios17
        let square = Renderer(prototype: ios, theme: theme).render(try state(ios, size: size, input: "2"))
        #expect(square[row.x, row.y].text != "▐" && square[row.x, row.y].style.background == theme.selected.background)
    }

    @Test("L9, L1: Material 3 holds three to five destinations; L1, iOS's rule, gives way to it")
    func lint() throws {
        let rules = { (prototype: Prototype) in
            Linter(file: "p").findings(for: prototype).map(\.message).filter { $0.hasPrefix("L1 ") || $0.hasPrefix("L9 ") }
        }
        #expect(rules(p).isEmpty)
        var six = p
        six.sections += [p.sections[0], p.sections[1]]
        six.sections[4].label = "Groups"
        six.sections[5].label = "Events"
        #expect(rules(six) == ["L9 (seed m3): 6 destinations: Material 3's navigation bar holds 3 to 5; "
            + "Material has no More: move the rest into a navigation drawer (`layout: sidebar`) or a screen"])
        var two = p
        two.sections.removeLast(2)
        #expect(rules(two).first?.hasPrefix("L9 (seed m3): 2 destinations") == true)
    }

    @Test("W6: the platform names the study's group")
    func studied() throws {
        #expect(StudyGroups.barLayout(p, size: phone) == "material3 bar Home, Chats, Alerts, Profile")
    }
}
