import Testing
@testable import TabsimCore

let dragFollowable = """
transition: slide
duration: 300
sections:
  - label: One
    screen:
      title: List
      rows:
        - text: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKL"
          detail: {title: Detail, rows: ["22222222222222222222222222222222222222"]}
  - label: Pages
    pages:
      items:
        - {label: P1, rows: ["p1p1 p1p1 p1p1 p1p1 p1p1 p1p1 p1p1"]}
        - {label: Off, disabled: true}
        - {label: P3, rows: ["p3p3 p3p3 p3p3 p3p3 p3p3 p3p3 p3p3"]}
"""

/// Drags reported as they move (DEC mode 1002) carry the contents with the pointer,
/// frame by frame on the manual clock (I2, S1, S4).
@Suite("Drags that follow the pointer")
struct DragFollowTests {
    /// The page's first row in a 40x12 terminal, below the strip.
    private let pageRow = 2

    private func film(_ input: String) throws -> Film {
        var film = Film(try prototype(dragFollowable))
        try film.send(input, at: 0)
        _ = film.reducer.reduce(&film.state, .frameTick(generation: film.state.animationGeneration), now: 5000)
        #expect(film.state.transition == nil)
        return film
    }

    /// The first column of a page's text `p3` (or the pushed screen's 2s) on `row`, or nil.
    private func column(of text: String, in frame: CellBuffer, row: Int) -> Int? {
        (0..<frame.size.width).first { x in frame.lines[row].dropFirst(x).hasPrefix(text) }
    }

    @Test("S1, I2: sideways over a page, the page and its neighbour follow the pointer: at 25 % and 50 % of the width, skipping a disabled page")
    func pageFollows() throws {
        var film = try film("2")
        try film.send("press:30:\(pageRow),drag:20:\(pageRow)", at: 6000)
        #expect(film.frame(at: 6000).lines[pageRow] == "1 p1p1 p1p1 p1p1 p1p1 p1p1      p3p3 p3p")
        #expect(film.frame(at: 6000).lines[1] == "───╺━━━━━╸──────────────────────────────", "S6: the underline a quarter of the way to P3")
        #expect(film.state.pressed == nil, "past a tap's slop the press is cancelled")
        #expect(!film.state.isAnimating, "nothing moves on the clock while the pointer holds the pages")
        try film.send("drag:10:\(pageRow)", at: 6100)
        #expect(film.frame(at: 6100).lines[pageRow] == "1 p1p1 p1p1 p1p1      p3p3 p3p3 p3p3 p3p")
        #expect(film.frame(at: 6100).lines[1] == "──────╺━━━━━╸───────────────────────────", "S6: half way")
        #expect(film.frame(at: 9000).lines[pageRow] == film.frame(at: 6100).lines[pageRow], "held, not timed")
        #expect(film.state.sections[1].selectedPage == 0, "nothing is selected before the release")
        // Back toward the start, and past it: the page before is none, so the page stays.
        try film.send("drag:34:\(pageRow)", at: 6200)
        #expect(film.state.transition == nil && film.state.indicator == nil)
        #expect(film.frame(at: 6200).lines[pageRow] == "  p1p1 p1p1 p1p1 p1p1 p1p1 p1p1 p1p1")
        #expect(film.frame(at: 6200).lines[1] == "━━━━━━──────────────────────────────────")
    }

    @Test("S1, S4: released past a quarter of the width, the page change completes from where the pointer left it")
    func pageCompletes() throws {
        var film = try film("2")
        try film.send("press:30:\(pageRow),drag:10:\(pageRow)", at: 6000)
        let held = film.frame(at: 6000).lines
        try film.send("release:10:\(pageRow)", at: 6050)
        #expect(film.state.sections[1].selectedPage == 2)
        #expect(film.frame(at: 6050).lines[pageRow] == held[pageRow], "no jump at the release")
        #expect(film.frame(at: 6050).lines[1] == held[1], "the underline goes on from where the drag left it")
        var columns: [Int] = []
        for now in stride(from: 6066, through: 6350, by: 16) {
            let frame = film.frame(at: now)
            expectWholeGlyphs(frame, "at \(now)")
            columns.append(try #require(column(of: "p3p3", in: frame, row: pageRow), "P3 shows at \(now): \(frame.lines[pageRow])"))
        }
        #expect(columns == columns.sorted(by: >) && columns.first! < 20 && columns.last! == 2, "from the middle into place: \(columns)")
        #expect(film.frame(at: 6400).lines[pageRow] == "  p3p3 p3p3 p3p3 p3p3 p3p3 p3p3 p3p3")
        #expect(film.frame(at: 6400).lines[1] == "─────────────━━━━━━─────────────────────", "S6: under P3")
    }

    @Test("S4, I2: released before a quarter of the width, the pages go back from where they are and nothing changes")
    func pageCancels() throws {
        var film = try film("2")
        let still = film.frame(at: 5000)
        try film.send("press:30:\(pageRow),drag:24:\(pageRow)", at: 6000)
        let held = film.frame(at: 6000).lines
        #expect(held[pageRow] == " p1p1 p1p1 p1p1 p1p1 p1p1 p1p1      p3p3")
        #expect(held[1] == "──━━━━━━────────────────────────────────")
        try film.send("release:24:\(pageRow)", at: 6050)
        #expect(film.state.sections[1].selectedPage == 0)
        #expect(film.frame(at: 6050).lines == held, "no jump at the release, pages or underline")
        var columns: [Int] = []
        for now in stride(from: 6066, through: 6300, by: 16) {
            let frame = film.frame(at: now)
            if let x = column(of: "p3", in: frame, row: pageRow) { columns.append(x) }
        }
        #expect(columns.count >= 3 && columns == columns.sorted() && columns.first! >= 36, "P3 slides back off: \(columns)")
        #expect(film.frame(at: 6400).lines == still.lines && !film.state.showsCursor, "as before, but a drag is a touch: no cursor row")
    }

    @Test("S1, S4: from the leading edge of a pushed screen, the screen follows the pointer over the one below (a third-width parallax, dimmed); past the middle it pops from there")
    func edgeFollowsAndPops() throws {
        var film = try film("down,enter")
        try film.send("press:0:1,drag:10:1", at: 6000)
        var frame = film.frame(at: 6000)
        #expect(frame.lines[1] == "ijklmnopqr  2222222222222222222222222222")
        #expect(isDimmed(frame[0, 1].style), "the screen below is dimmed")
        #expect(!isDimmed(frame[12, 1].style), "the pushed screen is not")
        try film.send("drag:20:1", at: 6100)
        frame = film.frame(at: 6100)
        #expect(frame.lines[1] == "fghijklmnopqrstuvwxy  222222222222222222", "at half the width the screen below is a sixth of it away")
        #expect(film.state.sections[0].stack.count == 1, "nothing is popped before the release")
        try film.send("release:20:1", at: 6150)
        #expect(film.state.sections[0].stack.isEmpty)
        #expect(film.frame(at: 6150).lines[1] == frame.lines[1], "no jump at the release")
        var edges: [Int] = []
        for now in stride(from: 6166, through: 6430, by: 16) {
            if let edge = column(of: "2", in: film.frame(at: now), row: 1) { edges.append(edge) }
        }
        #expect(edges.count >= 3 && edges == edges.sorted() && edges.first! >= 20, "slides off to the trailing edge: \(edges)")
        #expect(film.frame(at: 6500) == (try self.film("")).frame(at: 6500))
    }

    @Test("S4, I2: an edge drag released before the middle is cancelled: the pushed screen slides back from where it is")
    func edgeCancels() throws {
        var film = try film("down,enter")
        let still = film.frame(at: 5000)
        try film.send("press:0:1,drag:12:1", at: 6000)
        let held = film.frame(at: 6000)
        try film.send("release:12:1", at: 6050)
        #expect(film.state.sections[0].stack.count == 1)
        #expect(film.frame(at: 6050).lines[1] == held.lines[1], "no jump at the release")
        var edges: [Int] = []
        for now in stride(from: 6066, through: 6330, by: 16) {
            edges.append(try #require(column(of: "2", in: film.frame(at: now), row: 1)))
        }
        #expect(edges == edges.sorted(by: >) && edges.first! <= 12 && edges.first! > 4 && edges.last! == 2, "back over the screen below: \(edges)")
        #expect(film.frame(at: 6400).lines == still.lines && !film.state.showsCursor, "as before, but a drag is a touch: no cursor row")
    }

    @Test("I2: a short movement with the button held is still a tap; motion after the release does nothing")
    func shortMoveIsTap() throws {
        var film = try film("")
        try film.send("press:4:1,drag:5:1", at: 6000)
        #expect(film.state.pressed != nil, "within a tap's slop the item stays pressed")
        try film.send("release:5:1", at: 6050)
        #expect(film.state.sections[0].stack.count == 1, "the row opened")
        try film.send("drag:30:1", at: 7000)
        #expect(film.state.transition?.followsPointer != true)
    }
}

extension DragFollowTests {
    @Test("S4, I2: a drag over the bar moves nothing and leaves a running slide alone")
    func dragElsewhereLeavesMotion() throws {
        var film = try film("")
        try film.send("2", at: 6000)
        let running = try #require(film.state.transition)
        try film.send("press:4:11,drag:20:11", at: 6050)
        #expect(film.state.transition == running)
    }
}
