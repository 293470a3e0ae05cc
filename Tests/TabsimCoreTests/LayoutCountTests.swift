#if DEBUG
import Testing
@testable import TabsimCore

/// The reducer learns the list's height from the screen's rows, not from whole layouts:
/// it builds at most one `ScreenLayout` an event (the mouse's hit test), so a key costs
/// no layout of the bar, the strip's labels or the list (issue: one layout per event).
@Suite("Layouts per event")
struct LayoutCountTests {
    /// The whole layouts the reducer builds for each event of `input`, after `setup`.
    private func layouts(_ prototype: Prototype, setup: String = "", input: String) throws -> [Int] {
        var state = try state(prototype, size: Size(width: 80, height: 24), input: setup)
        let reducer = Reducer(prototype: prototype)
        return try InputScript.parse(input).compactMap { step -> Int? in
            guard case .event(let event) = step else { return nil }
            return ScreenLayout.counted { _ = reducer.reduce(&state, event, now: 0) }
        }
    }

    @Test("I1: keys that move the cursor, page, switch section or push build no layout")
    func keysBuildNone() throws {
        let demo = try demo()
        #expect(try layouts(demo, input: "down,down,pagedown,pageup,end,home,right,left,tab,right") == Array(repeating: 0, count: 10))
        #expect(try layouts(demo, setup: "2", input: "down,enter,escape") == [0, 0, 0])
    }

    @Test("I2: a click and the wheel build one layout, for the hit test")
    func mouseBuildsOne() throws {
        let demo = try demo()
        #expect(try layouts(demo, input: "press:20:22,release:20:22,wheeldown:10:10,wheelup:10:10") == [1, 1, 1, 1])
    }

    @Test("The list's height the reducer uses is the one the layout draws, with a strip, a large title, the keyboard and a modal")
    func heightsAgree() throws {
        let demo = try demo()
        for input in ["", "2", "3", "5,enter,type:A", "2,down,enter", "4", "1,down,down,down"] {
            let shown = try state(demo, input: input)
            #expect(ScreenLayout.contentHeight(prototype: demo, state: shown) == ScreenLayout(prototype: demo, state: shown).content.height, "\(input)")
        }
        let titled = try prototype("""
        name: Titled
        sections:
          - label: Home
            icon: "○ ●"
            screen: {title: Home, large_title: true, rows: {count: 40, text: "Row {n}"}}
        """)
        for input in ["", "down", "pagedown", "pagedown,home"] {
            let shown = try state(titled, input: input)
            #expect(ScreenLayout.contentHeight(prototype: titled, state: shown) == ScreenLayout(prototype: titled, state: shown).content.height, "\(input)")
        }
    }
}
#endif
