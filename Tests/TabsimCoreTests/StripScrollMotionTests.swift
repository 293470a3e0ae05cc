import Testing
@testable import TabsimCore

/// A Scroll strip of eight pages, too many for 40 columns, on a slide of 300 ms.
func eightPageStrip(align: String? = nil) -> String {
    """
    transition: slide
    duration: 300
    \(align.map { "strip_align: \($0)" } ?? "")
    sections:
      - label: News
        pages:
          style: scroll
          items:
            - {label: Alpha, rows: [a]}
            - {label: Bravo, rows: [b]}
            - {label: Charlie, rows: [c]}
            - {label: Delta, rows: [d]}
            - {label: Echo, rows: [e]}
            - {label: Foxtrot, rows: [f]}
            - {label: Golf, rows: [g]}
            - {label: Hotel, rows: [h]}
      - {label: Other, screen: {title: Other}}
    """
}

/// A Scroll strip that scrolls on the underline's curve and brings the selected tab
/// toward the centre, as Material 3's scrollable tabs do (T5, S6).
@Suite("A strip that scrolls with its indicator (T5, S6)")
struct StripScrollMotionTests {
    /// The screen column where `label` starts on the strip's label row (row 0), or nil.
    private func column(of label: String, in frame: CellBuffer) -> Int? {
        let line = frame.lines[0]
        guard let range = line.range(of: label) else { return nil }
        return DisplayWidth.of(String(line[..<range.lowerBound]))
    }

    /// The underline's columns on row 1 (whole or half cells).
    private func underline(_ frame: CellBuffer) -> ClosedRange<Int>? {
        let cells = (0..<frame.size.width).filter { ["━", "╺", "╸"].contains(frame[$0, 1].text) }
        guard let first = cells.first, let last = cells.last else { return nil }
        return first...last
    }

    /// Clicks Echo's tab, of which only the padding shows at first (column 38, before the › cue), at `now`.
    private func clickEcho(_ film: inout Film, at now: Int) throws {
        let x = 38
        #expect(ScreenLayout(prototype: film.prototype, state: film.state).strip?.target(x: x) == .stripPage(4))
        _ = film.reducer.reduce(&film.state, .mouse(MouseEvent(.press, x: x, y: 0)), now: now)
        _ = film.reducer.reduce(&film.state, .mouse(MouseEvent(.release, x: x, y: 0)), now: now)
    }

    @Test("T5, S6: the labels scroll on the underline's curve, the underline stays under the labels it moves between, and the tab lands in the centre")
    func scrollsWithIndicator() throws {
        var film = Film(try prototype(eightPageStrip()))
        let before = film.frame(at: 1000)
        try clickEcho(&film, at: 1000)
        #expect(film.state.sections[0].selectedPage == 4)
        // No jump: the first frame shows the labels where they were.
        #expect(film.frame(at: 1000).lines[0] == before.lines[0], "\(before.lines[0])\n\(film.frame(at: 1000).lines[0])")
        var deltas: [Int] = []
        for now in stride(from: 1016, through: 1300, by: 16) {
            let frame = film.frame(at: now)
            let line = try #require(underline(frame), "an underline at \(now)")
            // Echo's label may still be cut by the trailing edge early on.
            let echoEnd = column(of: "Echo", in: frame).map { $0 + 4 + 2 } ?? frame.size.width
            // Between where Alpha's tab is (its label less the padding) and the end of Echo's tab.
            let alpha = column(of: "Alpha", in: frame).map { $0 - 2 } ?? Int.min
            #expect(line.lowerBound >= alpha && line.upperBound < echoEnd, "at \(now): \(frame.lines[0])\n\(frame.lines[1])")
            deltas.append(try #require(column(of: "Delta", in: frame), "Delta shows at \(now)"))
            #expect(line.lowerBound >= 0)
        }
        #expect(deltas == deltas.sorted(by: >) && Set(deltas).count > 5, "the labels scroll steadily: \(deltas)")
        let end = film.frame(at: 1300)
        let echo = try #require(column(of: "Echo", in: end))
        #expect(abs((echo + 2) - 20) <= 2, "Echo centred in 40 columns: \(end.lines[0])")
        #expect(underline(end) == (echo - 2)...(echo + 5))
    }

    @Test("T5: strip_align: edge scrolls only as far as the selected tab needs")
    func edge() throws {
        var film = Film(try prototype(eightPageStrip(align: "edge")))
        try clickEcho(&film, at: 1000)
        let end = film.frame(at: 1400)
        let echo = try #require(column(of: "Echo", in: end))
        #expect(echo + 4 + 2 == 39, "Echo at the trailing edge, before the › cue: \(end.lines[0])")
        #expect(try prototype(eightPageStrip(align: "edge")).stripAlign == .edge && (try prototype(eightPageStrip())).stripAlign == .center)
    }
}
