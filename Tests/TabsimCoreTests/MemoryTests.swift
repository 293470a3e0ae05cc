import Testing
@testable import TabsimCore

@Suite("Per-section and per-page memory (T8, B13)")
struct MemoryTests {
    @Test("T8: a section's scroll and cursor survive switching away and back")
    func scrollKept() throws {
        let p = try prototype(threeSections)
        let s = try state(p, input: "down,down,down,pgdn,right,left")
        #expect(s.selection == .section(0))
        #expect(s.sections[0].pages[0].cursor > 10)
        let lines = try screen(p, input: "down,down,down,pgdn,right,left").lines
        #expect(!lines.contains { $0.contains("Home 1 ") || $0.hasSuffix("Home 1") })
        #expect(lines.contains { $0.hasSuffix("Home 23") })
    }

    @Test("T8: each page keeps its own scroll; the header field is shared by all pages (T7)")
    func pageMemory() throws {
        let p = try prototype(threeSections)
        let s = try state(p, input: "3,tab,tab,down,down,down,btab,right,left")
        #expect(s.sections[2].selectedPage == 1)
        #expect(s.sections[2].pages[1].cursor == 3)
        #expect(s.sections[2].pages[2].cursor == 0)
        let typed = try state(p, size: Size(width: 40, height: 12), input: "3,click:10:1,type:hi,esc,tab,right")
        #expect(typed.sections[2].selectedPage == 2)
        #expect(typed.text(of: .header(0)) == "Hi")
    }

    @Test("T8: a field keeps its text across a section switch")
    func fieldText() throws {
        let p = try prototype(threeSections)
        let s = try state(p, input: "2,enter,type:ana@x.org,esc,1,2")
        #expect(s.text(of: .content(0)) == "ana@x.org")
        #expect(try screen(p, input: "2,enter,type:ana@x.org,esc,1,2").lines.contains { $0.contains("To  ana@x.org") })
    }

    @Test("B13: a pushed screen stays when switching away and back")
    func stackKept() throws {
        let p = try prototype(threeSections)
        let s = try state(p, input: "2,down,enter,down,down,1,2")
        #expect(s.sections[1].stack == [PushedScreen(rowIndex: 0, screen: { var x = ScreenState(); x.cursor = 2; return x }())])
        #expect(try screen(p, input: "2,down,enter,1,2").lines[0].contains("‹ Mail"))
    }

    @Test("B13: Esc pops; re-selecting the active section pops to root, then scrolls to top")
    func popping() throws {
        let p = try prototype(threeSections)
        #expect(try state(p, input: "2,down,enter,esc").sections[1].stack.isEmpty)
        #expect(try state(p, input: "2,down,enter,2").sections[1].stack.isEmpty)
        let scrolled = try state(p, input: "pgdn,pgdn")
        #expect(scrolled.sections[0].pages[0].scroll > 0)
        let top = try state(p, input: "pgdn,pgdn,click:5:22")
        #expect(top.sections[0].pages[0].scroll == 0)
        #expect(top.sections[0].pages[0].cursor == 0)
    }

    @Test("I3: resizing loses no state and keeps the cursor visible")
    func resize() throws {
        let p = try prototype(threeSections)
        let s = try state(p, input: "2,enter,type:x,esc,down,enter,pgdn,resize:40x12,resize:80x24")
        #expect(s.selection == .section(1))
        #expect(s.sections[1].stack.count == 1)
        #expect(s.text(of: .content(0)) == "")
        #expect(s.sections[1].pages[0].fieldTexts[0] == "x")
        let small = try state(p, input: "pgdn,pgdn,resize:40x12")
        let visible = ScreenLayout(prototype: p, state: small).visibleItems.map(\.index)
        #expect(visible.contains(small.sections[0].pages[0].cursor))
    }
}
