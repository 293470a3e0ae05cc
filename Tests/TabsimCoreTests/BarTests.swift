import Testing
@testable import TabsimCore

@Suite("Bottom bar: size classes, orientation, keyboard, modal, sidebar (B1, B5–B9, B12, B15)")
struct BarTests {
    private let eightSections: Prototype = {
        try! PrototypeLoader.load(BuiltInExamples.named("bookshelf")!.source, file: "bookshelf")
    }()

    @Test("B6: portrait puts the icon above the label, landscape beside it")
    func orientation() throws {
        let p = try prototype(threeSections)
        let tall = try screen(p, size: Size(width: 40, height: 30))
        #expect(tall.lines[28].contains("●") && !tall.lines[28].contains("Home"))
        #expect(tall.lines[29].contains("Home"))
        let wide = try screen(p, size: Size(width: 80, height: 24))
        #expect(wide.lines[22].contains("● Home"))
        #expect(wide.lines[23].isEmpty)
    }

    @Test("B7: the bar keeps the same height in both orientations, its content centred")
    func sameHeight() throws {
        let p = try prototype(threeSections)
        for size in [Size(width: 40, height: 30), Size(width: 80, height: 24)] {
            let layout = ScreenLayout(prototype: p, state: AppState(prototype: p, size: size))
            #expect(layout.bar!.area.height == ScreenLayout.barHeight)
            #expect(layout.content.maxY == size.height - ScreenLayout.barHeight)
        }
    }

    @Test("B5, B6: compact shows at most 5 items, regular at most 6; the threshold is 100 columns")
    func sizeClasses() throws {
        let compact = ScreenLayout(prototype: eightSections, state: AppState(prototype: eightSections, size: Size(width: 99, height: 24)))
        let regular = ScreenLayout(prototype: eightSections, state: AppState(prototype: eightSections, size: Size(width: 100, height: 24)))
        #expect(compact.bar!.slots.count == 5 && compact.bar!.slots.last!.section == nil)
        #expect(regular.bar!.slots.count == 6 && regular.bar!.slots.last!.section == nil)
    }

    @Test("B6: the size class can be forced by the prototype")
    func forcedSizeClass() throws {
        var p = eightSections
        p.sizeClass = .regular
        let layout = ScreenLayout(prototype: p, state: AppState(prototype: p, size: Size(width: 80, height: 24)))
        #expect(layout.bar!.slots.count == 6)
        let loaded = try prototype("size_class: compact\norientation: portrait\nlayout: bar\nsections: [{label: A, screen: {}}]")
        #expect(loaded.sizeClass == .compact && loaded.orientation == .portrait && loaded.navigation == .bar)
        #expect(try prototype("size_class: auto\nsections: [{label: A, screen: {}}]").sizeClass == nil)
    }

    @Test("B5: a compact↔regular resize moves sections in and out of More and keeps every stack")
    func resizeKeepsStacks() throws {
        // Collections (index 5) is under More in compact width and in the bar in regular.
        let s = try state(eightSections, input: "right,right,right,right,down,enter,down,enter,resize:120x30")
        #expect(s.selection == .section(5))
        #expect(s.sections[5].stack.count == 1)
        #expect(ScreenLayout(prototype: eightSections, state: s).bar!.activeSlot == 5)
        let back = try state(eightSections, input: "right,right,right,right,down,enter,down,enter,resize:120x30,resize:80x24")
        #expect(back.sections[5].stack.count == 1)
        #expect(ScreenLayout(prototype: eightSections, state: back).bar!.activeSlot == 4)
        #expect(try screen(eightSections, input: "right,right,right,right,down,enter,down,enter,resize:120x30,resize:80x24")
            .lines[0].contains("Finished"))
    }

    @Test("B5: the More list keeps its own cursor")
    func moreListState() throws {
        let s = try state(eightSections, input: "right,right,right,right,down,down,1,right,right,right,right")
        #expect(s.selection == .moreList)
        #expect(s.more.list.cursor == 2)
    }

    @Test("B5, B13: re-selecting More returns to its list in one tap; the digit of a section under More pops it")
    func moreReselect() throws {
        let chosen = try state(eightSections, input: "right,right,right,right,down,enter,down,enter,right")
        #expect(chosen.selection == .section(5) && chosen.sections[5].stack.count == 1, "→ at the last slot changes nothing")
        let list = try state(eightSections, input: "right,right,right,right,down,enter,down,enter,click:70:22")
        #expect(list.selection == .moreList)
        #expect(list.sections[5].stack.count == 1, "Collections keeps its screens for when it is chosen again")
        let popped = try state(eightSections, input: "6,down,enter,6")
        #expect(popped.selection == .section(5) && popped.sections[5].stack.isEmpty)
    }

    @Test("B9: focusing a field shows the keyboard and hides the bar; Esc brings the bar back; the text stays")
    func keyboard() throws {
        let p = try prototype(threeSections)
        let typing = try screen(p, input: "2,enter,type:Jo")
        #expect(typing.lines.contains { $0.contains("q") && $0.contains("w") && $0.contains("p") })
        #expect(!typing.lines.contains { $0.contains("Mail") && $0.contains("Home") })
        #expect(typing.lines[1].contains("To  Jo"))
        let done = try screen(p, input: "2,enter,type:Jo,esc")
        #expect(done.lines[22].contains("Mail"))
        #expect(done.lines[1].contains("To  Jo"))
    }

    @Test("B9: clicking keys types; clicking outside dismisses; the typed key lights up briefly")
    func keyboardClicks() throws {
        let p = try prototype(threeSections)
        var s = AppState(prototype: p, size: Size(width: 80, height: 24))
        let reducer = Reducer(prototype: p)
        // Typed a second after the keyboard came up, once it has risen.
        apply("2,enter", to: &s, prototype: p, startingAt: 0)
        let keyboard = try #require(ScreenLayout(prototype: p, state: s).keyboard)
        let h = try #require(keyboard.keys.first { $0.key == .character("h") }).rect
        let shift = try #require(keyboard.keys.first { $0.key == .shift }).rect
        // The To field capitalises nothing by itself (capitalize: none); shift makes the
        // next letter a capital.
        for (x, y) in [(h.x, h.y), (shift.x, shift.y), (h.x, h.y), (h.x, h.y)] {
            _ = reducer.reduce(&s, .mouse(MouseEvent(.press, x: x, y: y)), now: 1010)
            _ = reducer.reduce(&s, .mouse(MouseEvent(.release, x: x, y: y)), now: 1020)
        }
        #expect(s.text(of: .content(0)) == "hHh")
        _ = reducer.reduce(&s, .key(.character("i")), now: 1100)
        let renderer = Renderer(prototype: p, theme: Theme(tint: .blue, mode: .color))
        let iKey = try #require(keyboard.keys.first { $0.key == .character("i") }).rect
        #expect(renderer.render(s, now: 1120)[iKey.x + iKey.width / 2, iKey.y].style == renderer.theme.selected)
        #expect(renderer.render(s, now: 1100 + KeyboardFlash.defaultDuration)[iKey.x + iKey.width / 2, iKey.y].style
            == renderer.theme.key)
        _ = reducer.reduce(&s, .mouse(MouseEvent(.press, x: 10, y: 5)), now: 1300)
        #expect(s.editing == nil)
        #expect(s.text(of: .content(0)) == "hHhi")
    }

    @Test("B1: a modal screen hides the bar; ✕ Close or Esc returns")
    func modal() throws {
        let p = try prototype("""
        sections:
          - label: Home
            screen:
              rows:
                - text: Compose
                  modal: {title: New message, rows: [Draft]}
          - {label: Other, screen: {}}
        """)
        let shown = try screen(p, input: "enter")
        // A card under a receding row of the screen it covers and its top edge.
        let top = AppState.sheetInset
        #expect(shown.lines[top].contains("✕ Close") && shown.lines[top].contains("New message"))
        #expect(!shown.lines.contains { $0.contains("Other") })
        // The sheet slides up (S2); the screen shows it once it has landed.
        #expect(try state(p, input: "enter").transition?.motion == .cover)
        #expect(try screen(p, input: "enter,esc").lines[22].contains("Other"))
        // Nothing reaches the hidden bar: arrows, digits and Tab stay inside the modal.
        for keys in ["enter,right", "enter,2", "enter,tab,tab,right", "enter,btab,right"] {
            let s = try state(p, input: keys)
            #expect(s.selection == .section(0) && s.isModalShown, "\(keys)")
            #expect(s.focus == .content, "\(keys)")
        }
        #expect(try screen(p, input: "enter,click:2:\(top)").lines[22].contains("Other"))
    }

    @Test("B15: wide regular terminals show a sidebar; selecting in it changes only the screen beside it (B12)")
    func sidebar() throws {
        let p = eightSections
        let s = AppState(prototype: p, size: Size(width: 150, height: 30))
        #expect(s.usesSidebar)
        let layout = ScreenLayout(prototype: p, state: s)
        #expect(layout.bar == nil && layout.sidebar != nil)
        #expect(layout.frame.x == s.sidebarWidth)
        let before = try screen(p, size: Size(width: 150, height: 30))
        let after = try screen(p, size: Size(width: 150, height: 30), input: "click:3:9")
        #expect(after.lines[0].contains("Settings"))
        #expect(before.lines[0].prefix(s.sidebarWidth - 1) == after.lines[0].prefix(s.sidebarWidth - 1))
        var forcedBar = p
        forcedBar.navigation = .bar
        #expect(!AppState(prototype: forcedBar, size: Size(width: 150, height: 30)).usesSidebar)
        var compact = p
        compact.navigation = .sidebar
        #expect(!AppState(prototype: compact, size: Size(width: 80, height: 24)).usesSidebar)
    }

    @Test("B8: the material line shows while content continues beneath the bar, and goes at the end")
    func material() throws {
        let p = try prototype(threeSections)
        #expect(try screen(p).lines[21].hasPrefix("───"))
        #expect(try screen(p, input: "end").lines[21].isEmpty)
        #expect(try screen(p, input: "2").lines[21].isEmpty)
    }

    @Test("B9: typing edits at a caret: ← → Home End move it, Backspace and Delete work on either side, a paste goes in at it")
    func caret() throws {
        let p = try prototype(threeSections)
        let s = try state(p, input: "2,enter,type:Anna,left,left,backspace,type:X,home,delete,type:¡,end,type:!,paste:1\n2")
        #expect(s.text(of: .content(0)) == "¡Xna!1 2")
        #expect(s.caret == 8)
        let buffer = try screen(p, input: "2,enter,type:abc,left")
        let row = buffer.lines[1]
        let column = DisplayWidth.of(String(row[..<row.range(of: "abc")!.lowerBound])) + 2
        #expect(buffer[column, 1].text == "c" && buffer[column, 1].style == Theme(tint: .blue, mode: .color).caret)
    }

    @Test("B5, I3: a resize that takes More away and brings it back reopens its list; More never points at a section in the bar")
    func moreAcrossResizes() throws {
        let list = try state(eightSections, size: Size(width: 80, height: 12), input: "right,right,right,right,resize:150x12,resize:80x12")
        #expect(list.selection == .moreList)
        let stale = try state(eightSections, size: Size(width: 80, height: 12), input: "5,resize:100x12,right")
        #expect(stale.selection == .moreList, "Audiobooks has its own slot at 100 columns; More opens its list")
    }

    @Test("B1: a screen pushed inside a modal keeps the bar hidden and out of reach")
    func pushInsideModal() throws {
        let p = try prototype("""
        sections:
          - label: Home
            screen:
              rows:
                - text: Settings
                  modal: {title: Settings, rows: [{text: Account, detail: {title: Account, rows: [Name]}}]}
          - {label: Other, screen: {rows: [x]}}
        """)
        let s = try state(p, input: "enter,enter,2,right")
        #expect(s.isModalShown && s.sections[0].stack.count == 2 && s.selection == .section(0))
        #expect(ScreenLayout(prototype: p, state: s).bar == nil)
    }

    @Test("I1: the focus never stays on a strip that is not shown")
    func focusFollowsScreen() throws {
        let s = try state(eightSections, size: Size(width: 80, height: 12), input: "3,tab,6,left")
        #expect(s.focus == .bar)
        #expect(s.selection == .section(3), "← moved the bar's selection")
    }
}
