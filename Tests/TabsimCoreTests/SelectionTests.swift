import Testing
@testable import TabsimCore

@Suite("Selection, focus and keys (T2, T3, I1, T11)")
struct SelectionTests {
    @Test("I1: Left/Right move the bar selection and stop at the ends")
    func barArrows() throws {
        let p = try prototype(threeSections)
        #expect(try state(p, input: "right").selection == .section(1))
        #expect(try state(p, input: "right,right,right,right").selection == .section(2))
        #expect(try state(p, input: "left").selection == .section(0))
    }

    @Test("I1: digits jump to a section; a digit past the last does nothing")
    func digits() throws {
        let p = try prototype(threeSections)
        #expect(try state(p, input: "3").selection == .section(2))
        #expect(try state(p, input: "2,9").selection == .section(1))
    }

    @Test("T2: exactly one page is selected, and a disabled first page is never it (T11)")
    func firstSelectablePage() throws {
        let p = try prototype(threeSections)
        let s = try state(p, input: "3")
        #expect(s.sections[2].selectedPage == 1)
    }

    @Test("T11: Left/Right in the strip skip disabled pages; Home/End go to the first/last enabled")
    func stripArrows() throws {
        let p = try prototype(threeSections)
        #expect(try state(p, input: "3,tab").focus == .strip)
        #expect(try state(p, input: "3,tab,right").sections[2].selectedPage == 2)
        #expect(try state(p, input: "3,tab,left").sections[2].selectedPage == 1)
        #expect(try state(p, input: "3,tab,end").sections[2].selectedPage == 3)
        #expect(try state(p, input: "3,tab,end,home").sections[2].selectedPage == 1)
    }

    @Test("T11: a click on a disabled page does not select it")
    func disabledClick() throws {
        let p = try prototype(threeSections)
        // Row 2 is the strip's labels at 40x12 (title, header field, strip); "Off" is at columns 2–8.
        let s = try state(p, size: Size(width: 40, height: 12), input: "3,click:4:2")
        #expect(s.sections[2].selectedPage == 1)
        let t = try state(p, size: Size(width: 40, height: 12), input: "3,click:16:2")
        #expect(t.sections[2].selectedPage == 2)
    }

    @Test("I1: Tab cycles focus strip → list → bar, Shift-Tab the other way; no strip, no strip focus")
    func focusCycle() throws {
        let p = try prototype(threeSections)
        #expect(try state(p, input: "3,tab").focus == .strip)
        #expect(try state(p, input: "3,tab,tab").focus == .content)
        #expect(try state(p, input: "3,tab,tab,tab").focus == .bar)
        #expect(try state(p, input: "3,btab").focus == .content)
        #expect(try state(p, input: "tab").focus == .content)
        #expect(try state(p, input: "tab,tab").focus == .bar)
    }

    @Test("T3: selection changes at once, with no confirmation step")
    func instant() throws {
        let p = try prototype(threeSections)
        var s = AppState(prototype: p, size: Size(width: 80, height: 24))
        let effects = Reducer(prototype: p).reduce(&s, .key(.right))
        #expect(s.selection == .section(1))
        #expect(effects.first == .selectionFeedback)
    }

    @Test("q and Ctrl-C quit; q while typing is text")
    func quitting() throws {
        let p = try prototype(threeSections)
        var s = AppState(prototype: p, size: Size(width: 80, height: 24))
        let reducer = Reducer(prototype: p)
        #expect(reducer.reduce(&s, .key(.character("q"))) == [.quit])
        #expect(reducer.reduce(&s, .key(.control("c"))) == [.quit])
        _ = reducer.reduce(&s, .key(.character("2")))
        _ = reducer.reduce(&s, .key(.enter))
        #expect(s.editing == .content(0))
        #expect(!reducer.reduce(&s, .key(.character("q"))).contains(.quit))
        #expect(s.text(of: .content(0)) == "q")
    }

    @Test("T7, I1: ↑ from the strip reaches the header's fields; Enter types there; ↓ returns to the strip")
    func headerByKeyboard() throws {
        let p = try prototype(threeSections)
        let typed = try state(p, input: "3,tab,up,enter,type:ab,esc")
        #expect(typed.text(of: .header(0)) == "Ab")
        #expect(typed.focus == .header)
        #expect(try state(p, input: "3,tab,up,down").focus == .strip)
        #expect(try state(p, input: "3,tab,up,tab").focus == .content)
        #expect(try state(p, input: "2,tab,up").focus == .content, "no strip, no header")
    }
}
