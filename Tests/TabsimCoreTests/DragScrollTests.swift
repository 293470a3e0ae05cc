import Testing
@testable import TabsimCore

/// A feed of 30 rows, each opening 30 replies, and two pages of 30 rows: 8 rows show at 40x12.
let dragScrollable = """
transition: slide
duration: 300
sections:
  - label: Feed
    screen:
      title: Feed
      rows:
\((1...30).map { "        - {text: \"Post \($0)\", detail: {title: \"Post \($0)\", rows: {count: 30, text: \"Reply {n}\"}}}" }.joined(separator: "\n"))
  - label: Pages
    pages:
      items:
        - {label: P1, rows: {count: 30, text: "p1 row {n}"}}
        - {label: P2, rows: {count: 30, text: "p2 row {n}"}}
"""

/// A drag mostly up or down that starts over a list scrolls it, the rows following the
/// pointer as UIScrollView's and Material's lists follow a finger (I2, issue 32).
@Suite("Drags that scroll a list")
struct DragScrollTests {
    private func film(_ input: String = "") throws -> Film {
        var film = Film(try prototype(dragScrollable))
        try film.send(input, at: 0)
        _ = film.reducer.reduce(&film.state, .frameTick(generation: film.state.animationGeneration), now: 5000)
        return film
    }

    /// The text of each of the list's rows (`row` to 8), without the disclosure chevron, as `Post 5`.
    private func shown(_ film: Film, at now: Int = 6000, from row: Int = 1) -> [String] {
        film.frame(at: now).lines[row...8].map { line in line.split(separator: " ").filter { $0 != "›" }.joined(separator: " ") }
    }

    private func rows(_ text: String, _ range: ClosedRange<Int>) -> [String] { range.map { "\(text) \($0)" } }

    @Test("I2: dragged up 4 and then 8 rows the list shows the rows 4 and 8 further down, from where it was pressed; dragged back it returns")
    func listFollowsPointer() throws {
        var film = try film()
        try film.send("press:20:8,drag:20:4", at: 6000)
        #expect(shown(film) == rows("Post", 5...12))
        try film.send("drag:20:0", at: 6000)
        #expect(shown(film) == rows("Post", 9...16), "follows the pointer, not adding each movement")
        try film.send("drag:20:6", at: 6000)
        #expect(shown(film) == rows("Post", 3...10))
        try film.send("drag:20:8,release:20:8", at: 6000)
        #expect(shown(film) == rows("Post", 1...8))
    }

    @Test("I2: each drag goes on from where the last left the list, which stops at its ends")
    func clampedAtTheEnds() throws {
        var film = try film()
        try film.send("press:20:1,drag:20:10,release:20:10", at: 6000)
        #expect(shown(film) == rows("Post", 1...8), "already at the top")
        for _ in 0..<3 { try film.send("press:20:8,drag:20:0,release:20:0", at: 6000) }
        #expect(shown(film) == rows("Post", 23...30), "24 rows dragged, 22 to the end")
        try film.send("press:20:1,drag:20:8", at: 6000)
        #expect(shown(film) == rows("Post", 16...23))
        try film.send("drag:20:11,release:20:11", at: 6000)
        #expect(shown(film) == rows("Post", 13...20), "past the list's rows the pointer still drags it")
    }

    @Test("I2: a drag is not a tap: released over a row after scrolling the list, it opens nothing")
    func releaseOpensNothing() throws {
        var film = try film()
        try film.send("press:20:5,drag:20:3,release:20:3", at: 6000)
        #expect(shown(film) == rows("Post", 3...10))
        #expect(film.state.sections[0].stack.isEmpty && film.state.pressed == nil)
        try film.send("press:20:5,drag:20:3,drag:20:5,release:20:5", at: 6000)
        #expect(film.state.sections[0].stack.isEmpty, "back on the row it went down on, still a drag")
        #expect(shown(film) == rows("Post", 3...10))
    }

    @Test("I2, S1: sideways over a page with a long list the drag still pages, not scrolling it; up or down it scrolls the page's list, which then keeps the drag")
    func sidewaysStillPages() throws {
        var film = try film("2")
        try film.send("press:30:4,drag:10:5,release:10:5", at: 6000)
        #expect(film.state.sections[1].selectedPage == 1)
        #expect(shown(film, at: 7000, from: 2) == rows("p2 row", 1...7))
        try film.send("press:30:8,drag:31:4,release:31:4", at: 8000)
        #expect(film.state.sections[1].selectedPage == 1)
        #expect(shown(film, at: 8000, from: 2) == rows("p2 row", 5...11))
        _ = film.reducer.reduce(&film.state, .frameTick(generation: film.state.animationGeneration), now: 8500)
        try film.send("press:30:8,drag:30:6,drag:5:6,release:5:6", at: 9000)
        #expect(film.state.sections[1].selectedPage == 1 && film.state.transition == nil, "once the list moved, sideways pages nothing")
        #expect(shown(film, at: 9000, from: 2) == rows("p2 row", 7...13))
    }

    @Test("I2, S1: from the leading edge of a pushed list, sideways goes back and up scrolls the list")
    func edgeStillGoesBack() throws {
        var film = try film("click:10:1")
        #expect(film.state.sections[0].stack.count == 1)
        try film.send("press:0:8,drag:1:2,release:1:2", at: 6000)
        #expect(film.state.sections[0].stack.count == 1)
        #expect(shown(film) == rows("Reply", 7...14))
        try film.send("press:0:4,drag:26:4,release:26:4", at: 7000)
        #expect(film.state.sections[0].stack.isEmpty)
        #expect(shown(film, at: 8000) == rows("Post", 1...8))
    }
}

/// iOS 26's minimized bar follows a drag's scroll as it follows the wheel's (issue 22, 32).
@Suite("Drags that minimize iOS 26's bar")
struct DragMinimizeTests {
    private let p = try! prototype("""
        platform: ios26
        minimize: on_scroll_down
        sections:
          - {label: Explore, icon: "◇ ◆", screen: {rows: {count: 60, text: "Trail {n}"}}}
          - {label: Trips, icon: "○ ●", screen: {rows: [Lost Lake, Eagle Peak]}}
        """)

    private func drag(_ session: TestSession, _ kind: MouseEvent.Kind, y: Int) { session.send(.mouse(MouseEvent(kind, x: 20, y: y))) }

    @Test("I2, issue 32: a drag that scrolls the list down minimizes the bar; dragged back up, it is restored")
    func dragMinimizesAndRestores() throws {
        let session = TestSession(p, size: Size(width: 40, height: 20))
        session.launch()
        session.loop.drawIfNeeded()
        let whole = Array(session.screen.lines[15...18])
        drag(session, .press, y: 12)
        drag(session, .drag, y: 4)
        session.settle()
        #expect(Array(session.screen.lines[16...18]) == [" ╭───────────╮", " │▐◆ Explore▌│", " ╰───────────╯"])
        drag(session, .drag, y: 10)
        session.settle()
        #expect(Array(session.screen.lines[15...18]) == whole, "restored")
        drag(session, .release, y: 10)
        #expect(!session.state.barMinimized && session.state.currentScreenState.scroll == 2)
    }
}

/// A recorded vertical drag replays to the same scroll (W4).
@Suite("Vertical drags recorded and replayed")
struct DragScrollRecordingTests {
    @Test("W4, I2: a recording holding a drag up the list replays to the rows the session ended on")
    func replaysScroll() throws {
        let p = try prototype(dragScrollable)
        let log = MemoryEventLog()
        let session = TestSession(p, size: Size(width: 40, height: 12), log: log)
        try session.run("press:20:8,wait:60,drag:20:4,wait:60,drag:20:1,wait:60,release:20:1,wait:400,q")
        let recorded = session.screen.lines
        #expect(recorded[1].hasPrefix("  Post 8 "))
        let runner = WalkthroughRunner(prototype: p, theme: Theme(tint: .blue, mode: .color), size: Size(width: 40, height: 12))
        let kept = FrameList()
        runner.frameSink = kept
        try runner.run(try WalkthroughScript.fromRecording(log.text, file: "scroll.jsonl"))
        #expect(runner.state.currentScreenState.scroll == 7)
        #expect(kept.frames.last?.buffer.lines[1...8] == recorded[1...8])
    }
}
