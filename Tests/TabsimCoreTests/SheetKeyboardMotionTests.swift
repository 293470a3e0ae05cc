import Testing
@testable import TabsimCore

private let sheetAndField = """
transition: slide
duration: 300
sections:
  - label: Home
    screen:
      title: Home
      fields: [{label: Note}]
      rows:
        - text: Compose
          modal: {title: New message, rows: [Draft]}
        - "hhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhh"
        - "hhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhh"
        - "hhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhh"
        - "hhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhh"
        - "hhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhh"
        - "hhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhh"
        - "hhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhh"
  - {label: Other, screen: {title: Other}}
"""

/// Sheets and the keyboard move as iOS moves them, and reduce motion cross-fades (S2, S5).
@Suite("Sheets, keyboard and reduce motion (S2, S5, B1, B9)")
struct SheetKeyboardMotionTests {
    /// The row where `text` shows, or nil.
    private func row(of text: String, in frame: CellBuffer) -> Int? {
        frame.lines.firstIndex { $0.contains(text) }
    }

    /// The row of the keyboard's top row of letters, whichever case the keys show.
    private func letterRow(_ frame: CellBuffer) -> Int? {
        frame.lines.firstIndex { $0.lowercased().filter { $0 != " " }.hasPrefix("qwert") }
    }

    private func isDim(_ frame: CellBuffer, row: Int) -> Bool {
        (0..<frame.size.width).contains { frame[$0, row].text != " " && isDimmed(frame[$0, row].style) }
    }

    @Test("S2, B1: a sheet slides up from the bottom edge over the dimmed screen, and down again when it closes")
    func sheet() throws {
        var film = Film(try prototype(sheetAndField))
        try film.send("tab,down", at: 0)
        try film.send("enter", at: 1000)
        #expect(film.state.isModalShown)
        var rows: [Int] = []
        for now in stride(from: 1030, through: 1240, by: 30) {
            let frame = film.frame(at: now)
            let top = try #require(row(of: "✕ Close", in: frame), "the sheet shows at \(now):\n\(frame.text)")
            rows.append(top)
            // Above the card, the screen it covers, dimmed.
            #expect(frame.lines[0].contains("Home") && isDim(frame, row: 0), "at \(now):\n\(frame.text)")
            #expect(frame.lines[top - 1].hasPrefix("╭") && frame.lines[top - 1].contains("━━"), "the card's edge rises with it at \(now):\n\(frame.text)")
        }
        #expect(rows == rows.sorted(by: >) && rows.first! > rows.last!, "rising: \(rows)")
        #expect(rows.first! >= 6, "it starts near the bottom edge: \(rows)")
        // Landed, the card leaves the row above its top edge showing.
        #expect(row(of: "✕ Close", in: film.frame(at: 1300)) == AppState.sheetInset)
        try film.send("esc", at: 2000)
        var closing: [Int] = []
        for now in stride(from: 2030, through: 2180, by: 30) {
            let frame = film.frame(at: now)
            if let top = row(of: "✕ Close", in: frame) { closing.append(top) }
            #expect(frame.lines[0].contains("Home"), "at \(now):\n\(frame.text)")
        }
        #expect(closing.count >= 3 && closing == closing.sorted() && closing.last! > closing.first!, "sinking: \(closing)")
        let end = film.frame(at: 2300)
        #expect(row(of: "✕ Close", in: end) == nil && end.lines[10].contains("Other") && !isDim(end, row: 0))
    }

    @Test("S2, B9: the keyboard slides up over the bar, and down again with the bar back under it")
    func keyboard() throws {
        var film = Film(try prototype(sheetAndField))
        try film.send("tab,enter", at: 1000)
        #expect(film.state.isKeyboardShown)
        var rows: [Int] = []
        for now in stride(from: 1040, through: 1200, by: 30) {
            let frame = film.frame(at: now)
            let keys = try #require(letterRow(frame), "the keyboard shows at \(now):\n\(frame.text)")
            rows.append(keys)
        }
        #expect(rows == rows.sorted(by: >) && rows.first! > rows.last!, "rising: \(rows)")
        // Early on the tab bar still shows below the keyboard's top row.
        #expect(film.frame(at: 1010).lines.contains { $0.contains("Other") })
        #expect(letterRow(film.frame(at: 1300)) == 8)
        try film.send("esc", at: 2000)
        #expect(!film.state.isKeyboardShown)
        var sinking: [Int] = []
        for now in stride(from: 2010, through: 2200, by: 30) {
            if let keys = letterRow(film.frame(at: now)) { sinking.append(keys) }
        }
        #expect(sinking.count >= 3 && sinking == sinking.sorted() && sinking.first! >= 8 && sinking.last! > sinking.first!, "\(sinking)")
        #expect(film.frame(at: 2300).lines[10].contains("Other"))
    }

    @Test("S4: the keyboard closed mid-rise goes down from where it is")
    func keyboardInterrupted() throws {
        var film = Film(try prototype(sheetAndField))
        try film.send("tab,enter", at: 1000)
        let shown = film.frame(at: 1090)
        try film.send("esc", at: 1090)
        #expect(film.frame(at: 1090).lines == shown.lines)
        #expect(film.frame(at: 1400).lines[10].contains("Other"))
    }

    @Test("S5: reduce motion cross-fades briefly (dim old, dim new, new) instead of sliding or cutting; none still cuts")
    func reduceMotion() throws {
        var p = try prototype(slideSections)
        p.reduceMotion = true
        var film = Film(p)
        try film.send("2", at: 1000)
        let early = film.frame(at: 1020), middle = film.frame(at: 1110)
        #expect(early.lines[0] == " AAAA" && isDim(early, row: 0), "\(early.text)")
        #expect(middle.lines[0] == " BBBB" && isDim(middle, row: 0), "\(middle.text)")
        #expect(film.frame(at: 1300).lines[0] == " BBBB" && !isDim(film.frame(at: 1300), row: 0))
        // Nothing slides: each frame shows one screen's title at column 1.
        for now in stride(from: 1000, through: 1300, by: 10) {
            let title = film.frame(at: now).lines[0]
            #expect(title == " AAAA" || title == " BBBB", "at \(now): \(title)")
        }
        var none = try prototype(slideSections)
        none.transition = .none
        none.reduceMotion = true
        var cut = Film(none)
        try cut.send("2", at: 1000)
        #expect(cut.state.transition == nil && !isDim(cut.frame(at: 1000), row: 0) && cut.frame(at: 1000).lines[0] == " BBBB")
    }
}
