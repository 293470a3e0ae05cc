import Testing
@testable import TabsimCore

private let stack = """
transition: slide
duration: 300
sections:
  - label: One
    screen:
      title: List
      rows:
        - text: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKL"
          detail: {title: Detail, rows: ["22222222222222222222222222222222222222"]}
  - {label: Two, screen: {title: Other}}
"""

/// Push and pop as UIKit draws them, frame by frame on the manual clock.
@Suite("Navigation push and pop (S1, S2, S4)")
struct PushPopTests {
    /// How far the root screen's row (a..L after a two-column indent) is moved toward
    /// the leading edge, read from the first of its letters that shows; nil where none does.
    private func rootShift(_ frame: CellBuffer) -> Int? {
        let root = Array("  abcdefghijklmnopqrstuvwxyzABCDEFGHIJKL")
        for x in 0..<frame.size.width {
            let text = frame[x, 1].text
            if text != " ", let index = root.firstIndex(of: Character(text)) { return index - x }
        }
        return nil
    }

    /// The first column where the root screen's row shows, for its style.
    private func rootColumn(_ frame: CellBuffer) -> Int {
        (0..<frame.size.width).first { frame[$0, 1].text != " " } ?? 0
    }

    /// The first column of the pushed screen's row of 2s.
    private func pushedEdge(_ frame: CellBuffer) -> Int? {
        (0..<frame.size.width).first { frame[$0, 1].text == "2" }
    }

    private func isDim(_ frame: CellBuffer, x: Int, y: Int) -> Bool { isDimmed(frame[x, y].style) }

    @Test("S1, S2: a push slides the new screen over from the trailing edge; the old one moves a third of the width, dimmed")
    func push() throws {
        var film = Film(try prototype(stack))
        try film.send("down,enter", at: 1000)
        #expect(film.state.transition?.motion == .push)
        var shifts: [Int] = [], edges: [Int] = []
        for now in stride(from: 1030, through: 1180, by: 30) {
            let frame = film.frame(at: now)
            let shift = try #require(rootShift(frame), "the old screen shows at \(now): \(frame.lines[1])")
            let edge = try #require(pushedEdge(frame), "the new screen shows at \(now): \(frame.lines[1])")
            shifts.append(shift)
            edges.append(edge)
            #expect(isDim(frame, x: rootColumn(frame), y: 1), "the screen below is dimmed at \(now)")
            #expect(!isDim(frame, x: edge, y: 1), "the pushed screen is not dimmed at \(now)")
        }
        #expect(shifts == shifts.sorted() && shifts.last! >= 11 && shifts.last! <= 14, "about a third of 40 columns: \(shifts)")
        #expect(edges == edges.sorted(by: >) && edges.first! > 20, "from the trailing edge: \(edges)")
        // The navigation bar cross-fades in place: the old title dimmed, then the new one dimmed, then normal.
        #expect(film.frame(at: 1060).lines[0].hasPrefix(" List") && isDim(film.frame(at: 1060), x: 1, y: 0))
        #expect(film.frame(at: 1180).lines[0] == film.frame(at: 1300).lines[0] && isDim(film.frame(at: 1180), x: 1, y: 0))
        #expect(film.frame(at: 1300).lines[0].hasPrefix(" ‹ List"))
        #expect(!isDim(film.frame(at: 1270), x: 1, y: 0))
        #expect(pushedEdge(film.frame(at: 1300)) == 2)
    }

    @Test("S1, S2: a pop reverses it: the top screen slides off to the trailing edge, the one below comes back, dimmed until it lands")
    func pop() throws {
        var film = Film(try prototype(stack))
        try film.send("down,enter", at: 0)
        try film.send("esc", at: 1000)
        #expect(film.state.transition?.motion == .pop)
        var shifts: [Int] = [], edges: [Int] = []
        for now in stride(from: 1030, through: 1180, by: 30) {
            let frame = film.frame(at: now)
            let shift = try #require(rootShift(frame), "the screen below shows at \(now): \(frame.lines[1])")
            shifts.append(shift)
            edges.append(try #require(pushedEdge(frame), "the top screen shows at \(now): \(frame.lines[1])"))
            #expect(isDim(frame, x: rootColumn(frame), y: 1), "the screen below is dimmed at \(now)")
        }
        #expect(shifts == shifts.sorted(by: >) && shifts.first! <= 14 && shifts.first! >= 8, "\(shifts)")
        #expect(edges == edges.sorted() && edges.first! < 20, "\(edges)")
        let end = film.frame(at: 1300)
        #expect(rootShift(end) == 0 && !isDim(end, x: 2, y: 1) && end.lines[0].hasPrefix(" List"))
    }

    @Test("S4: a pop mid-push goes back from where the screens are")
    func popMidPush() throws {
        var film = Film(try prototype(stack))
        try film.send("down,enter", at: 1000)
        let shown = film.frame(at: 1100)
        try film.send("esc", at: 1100)
        let resumed = film.frame(at: 1100)
        // Below the navigation bar (which cross-fades) and above the tab bar, nothing jumps.
        #expect(resumed.lines[1..<9] == shown.lines[1..<9], "\(shown.text)\n\(resumed.text)")
        var edges: [Int] = []
        for now in stride(from: 1110, through: 1380, by: 30) {
            if let edge = pushedEdge(film.frame(at: now)) { edges.append(edge) }
        }
        #expect(edges == edges.sorted(), "the pushed screen goes back the way it came: \(edges)")
        #expect(rootShift(film.frame(at: 1400)) == 0)
    }
}

/// A pop that interrupts a slide to a section which reopens on a pushed screen (S4):
/// found by a researcher replaying a session at four times the speed.
@Suite("A pop in the middle of a slide (S4)")
struct PopMidSlideTests {
    private let sections = """
    transition: slide
    duration: 300
    sections:
      - {label: One, screen: {title: First, rows: ["aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"]}}
      - label: Two
        screen:
          title: Second
          rows:
            - text: "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb"
              detail: {title: Deep, rows: ["22222222222222222222222222222222222222"]}
    """

    /// The rightmost column of the first section's row (its a's), if any shows.
    private func rightmostA(_ frame: CellBuffer) -> Int? {
        (0..<frame.size.width).last { x in (1..<9).contains { frame[x, $0].text == "a" } }
    }

    @Test("S4: the screen left behind by the slide does not sweep back across the screen as the pushed one pops; the pop reveals its own section")
    func leftScreenStaysGone() throws {
        var film = Film(try prototype(sections))
        // Two's detail is pushed, then One is shown again: Two remembers Deep.
        try film.send("2", at: 0)
        try film.send("enter", at: 1000)
        try film.send("1", at: 2000)
        try film.send("2", at: 3000)
        try film.send("esc", at: 3080)
        var last = rightmostA(film.frame(at: 3080)) ?? -1
        for now in stride(from: 3090, through: 3400, by: 15) {
            let frame = film.frame(at: now)
            let edge = rightmostA(frame) ?? -1
            #expect(edge <= last, "One's row moves back across the screen at \(now) ms:\n\(frame.text)")
            last = edge
        }
        let landed = film.frame(at: 3400)
        #expect(landed.lines[0].contains("Second") && landed.lines[1].contains("bbbb"), "\(landed.text)")
    }
}
