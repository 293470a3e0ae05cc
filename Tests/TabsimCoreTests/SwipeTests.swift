import Testing
@testable import TabsimCore

private let pushable = """
transition: slide
duration: 300
sections:
  - label: One
    screen:
      title: List
      rows:
        - text: "Open the detail of this row"
          detail: {title: Detail, rows: ["First detail row", "Second detail row"]}
  - label: Pages
    pages:
      items:
        - {label: P1, rows: ["p1p1 p1p1 p1p1"]}
        - {label: Off, disabled: true}
        - {label: P3, rows: ["p3p3 p3p3 p3p3"]}
"""

/// Swipes from a press and a release far apart (I2, T7, S1).
@Suite("Swipes")
struct SwipeTests {
    private func drag(_ state: inout AppState, _ prototype: Prototype, from: (Int, Int), to: (Int, Int), at now: Int) {
        let reducer = Reducer(prototype: prototype)
        _ = reducer.reduce(&state, .mouse(MouseEvent(.press, x: from.0, y: from.1)), now: now)
        _ = reducer.reduce(&state, .mouse(MouseEvent(.release, x: to.0, y: to.1)), now: now + 200)
    }

    @Test("T7, S1: a drag sideways on a page's content changes page as the strip's order says, skipping disabled pages")
    func pageSwipe() throws {
        let p = try prototype(pushable)
        var s = try state(p, size: Size(width: 40, height: 12), input: "2")
        let row = try #require(ScreenLayout(prototype: p, state: s).visibleItems.first).rect.y
        drag(&s, p, from: (30, row), to: (6, row), at: 1000)
        #expect(s.sections[1].selectedPage == 2, "dragged toward the leading edge: the next page")
        #expect(s.transition?.area == .belowStrip && s.transition?.direction == 1)
        drag(&s, p, from: (6, row), to: (30, row), at: 2000)
        #expect(s.sections[1].selectedPage == 0, "dragged toward the trailing edge: the page before")
        // A short move is still a tap on the row, not a swipe.
        drag(&s, p, from: (10, row), to: (11, row), at: 3000)
        #expect(s.sections[1].selectedPage == 0)
    }

    @Test("I2: a press and a release far apart on one row are a drag, not a tap: nothing opens")
    func dragIsNotTap() throws {
        let p = try prototype(pushable)
        var s = try state(p, size: Size(width: 40, height: 12))
        drag(&s, p, from: (4, 1), to: (24, 1), at: 1000)
        #expect(s.sections[0].stack.isEmpty)
        drag(&s, p, from: (4, 1), to: (4, 1), at: 2000)
        #expect(s.sections[0].stack.count == 1, "a tap still opens it")
    }

    @Test("S1: a drag from the leading edge of a pushed screen goes back once released past the middle; before it, it is cancelled")
    func edgeSwipeBack() throws {
        let p = try prototype(pushable)
        var s = try state(p, size: Size(width: 40, height: 12), input: "down,enter")
        #expect(s.sections[0].stack.count == 1)
        drag(&s, p, from: (0, 2), to: (15, 2), at: 1000)
        #expect(s.sections[0].stack.count == 1, "released before the middle: cancelled")
        drag(&s, p, from: (0, 2), to: (26, 2), at: 2000)
        #expect(s.sections[0].stack.isEmpty)
        #expect(s.transition?.motion == .pop)
    }
}
