import Testing
@testable import TabsimCore

/// Drives the reducer and renderer with a manual clock, frame by frame.
struct Film {
    let prototype: Prototype
    var state: AppState
    let reducer: Reducer
    let renderer: Renderer

    init(_ prototype: Prototype, size: Size = Size(width: 40, height: 12)) {
        self.prototype = prototype
        state = AppState(prototype: prototype, size: size)
        reducer = Reducer(prototype: prototype)
        renderer = Renderer(prototype: prototype, theme: Theme(tint: .blue, mode: .color))
    }

    mutating func send(_ input: String, at now: Int) throws {
        apply(input, to: &state, prototype: prototype, startingAt: now)
    }

    func frame(at now: Int) -> CellBuffer { renderer.render(state, now: now) }
}

let slideSections = """
transition: slide
duration: 300
sections:
  - {label: One, screen: {title: AAAA, rows: [aaaa, "111111111111111111111111111111111111"]}}
  - {label: Two, screen: {title: BBBB, rows: [bbbb, "222222222222222222222222222222222222"]}}
  - {label: Three, screen: {title: CCCC, rows: [cccc, "333333333333333333333333333333333333"]}}
  - label: Pages
    pages:
      items:
        - {label: P1, rows: [p1p1]}
        - {label: P2, rows: [p2p2]}
        - {label: P3, rows: [p3p3]}
"""

@Suite("Directional slide transitions (S1–S6)")
struct TransitionTests {
    /// Column of `text` on `row` of a frame, or nil.
    private func column(of text: String, in buffer: CellBuffer, row: Int) -> Int? {
        let line = buffer.lines[row]
        guard let range = line.range(of: text) else { return nil }
        return DisplayWidth.of(String(line[..<range.lowerBound]))
    }

    /// Columns where `digit` shows on row 2 (the long row) of a frame.
    private func columns(of digit: Character, in buffer: CellBuffer) -> [Int] {
        (0..<buffer.size.width).filter { buffer[$0, 2].text == String(digit) }
    }

    @Test("S1, S2: 1→3 slides left: the new content enters from the trailing edge while the old leaves")
    func forward() throws {
        var film = Film(try prototype(slideSections))
        try film.send("3", at: 1000)
        #expect(film.state.transition?.direction == 1)
        var previousStart = Int.max
        for now in stride(from: 1010, through: 1200, by: 30) {
            let frame = film.frame(at: now)
            let new = columns(of: "3", in: frame), old = columns(of: "1", in: frame)
            let start = try #require(new.first, "new content visible at \(now): \(frame.lines[2])")
            #expect(start <= previousStart, "moving toward the leading edge at \(now)")
            previousStart = start
            if now <= 1100 {
                // Both visible mid-slide; the old one on the leading side of the new one.
                #expect(!old.isEmpty && old.last! < start, "at \(now): \(frame.lines[2])")
            }
        }
        let end = film.frame(at: 1300)
        #expect(columns(of: "3", in: end).first == 2 && columns(of: "1", in: end).isEmpty)
        #expect(end.lines[0] == " CCCC")
    }

    @Test("S1: 3→1 slides right; the direction comes from the indices")
    func backward() throws {
        var film = Film(try prototype(slideSections))
        try film.send("3", at: 0)
        try film.send("1", at: 1000)
        #expect(film.state.transition?.direction == -1)
        var previousEnd = Int.min
        for now in stride(from: 1010, through: 1200, by: 30) {
            let frame = film.frame(at: now)
            let new = columns(of: "1", in: frame), old = columns(of: "3", in: frame)
            let end = try #require(new.last, "new content visible at \(now): \(frame.lines[2])")
            #expect(end >= previousEnd, "moving toward the trailing edge at \(now)")
            previousEnd = end
            if now <= 1100 {
                #expect(!old.isEmpty && old.first! > end, "at \(now): \(frame.lines[2])")
            }
        }
        #expect(film.frame(at: 1300).lines[0] == " AAAA")
    }

    @Test("S2: the bar never moves during a slide")
    func barStays() throws {
        var film = Film(try prototype(slideSections))
        let still = film.frame(at: 0)
        try film.send("2", at: 0)
        let moving = film.frame(at: 100)
        let end = film.frame(at: 400)
        #expect(moving.lines[9...] == end.lines[9...])
        #expect(still.lines[10].contains("One") && moving.lines[10].contains("Two"))
    }

    @Test("S4: a new selection mid-slide retargets from where the content is on screen")
    func retarget() throws {
        var film = Film(try prototype(slideSections))
        try film.send("2", at: 0)
        let before = film.frame(at: 60)
        let seen = try #require(column(of: "BBBB", in: before, row: 0))
        try film.send("3", at: 60)
        let after = film.frame(at: 60)
        // BBBB does not jump: the new slide starts with it exactly where it was.
        #expect(column(of: "BBBB", in: after, row: 0) == seen)
        #expect(film.state.transition?.direction == 1)
        // Reversing mid-slide (back to 1) also starts from the current position.
        var back = Film(try prototype(slideSections))
        try back.send("2", at: 0)
        let mid = try #require(column(of: "BBBB", in: back.frame(at: 60), row: 0))
        try back.send("1", at: 60)
        #expect(back.state.transition?.direction == -1)
        #expect(column(of: "BBBB", in: back.frame(at: 60), row: 0) == mid)
        #expect(column(of: "AAAA", in: back.frame(at: 400), row: 0) == 1)
    }

    @Test("S4: stale frame ticks are dropped; input is never blocked by a slide (T3)")
    func staleTicks() throws {
        var film = Film(try prototype(slideSections))
        try film.send("2", at: 0)
        let first = film.state.animationGeneration
        try film.send("3", at: 50)
        _ = film.reducer.reduce(&film.state, .frameTick(generation: first), now: 1000)
        #expect(film.state.transition != nil)
        _ = film.reducer.reduce(&film.state, .frameTick(generation: film.state.animationGeneration), now: 1000)
        #expect(film.state.transition == nil)
        #expect(film.state.selection == .section(2))
    }

    @Test("S1: push slides from the trailing edge, pop the other way")
    func pushPop() throws {
        var film = Film(try prototype(threeSections))
        try film.send("2", at: 0)
        try film.send("down,enter", at: 1000)
        #expect(film.state.transition?.direction == 1)
        #expect(film.state.transition?.area == .aboveBar)
        // The pushed screen's first row ("Message 1") comes in from the right.
        let pushing = [1060, 1100, 1150].compactMap { column(of: "Message 1", in: film.frame(at: $0), row: 1) }
        #expect(pushing.count == 3 && pushing == pushing.sorted(by: >) && pushing.last! > 2, "\(pushing)")
        try film.send("esc", at: 2000)
        #expect(film.state.transition?.direction == -1)
        // Popping, it leaves to the right again.
        let popping = [2020, 2060, 2100].compactMap { column(of: "Message 1", in: film.frame(at: $0), row: 1) }
        #expect(popping.count >= 2 && popping == popping.sorted() && popping.first! > 2, "\(popping)")
    }

    @Test("S2, T7: a page change moves only the content under the strip; header and strip stay")
    func pageSlide() throws {
        var film = Film(try prototype(slideSections))
        try film.send("4", at: 0)
        try film.send("tab,right", at: 1000)
        #expect(film.state.transition?.area == .belowStrip)
        let mid = film.frame(at: 1060)
        let end = film.frame(at: 1400)
        #expect(mid.lines[0] == end.lines[0])
        #expect(column(of: "p2p2", in: mid, row: 2).map { $0 > 2 } == true)
        #expect(column(of: "p2p2", in: end, row: 2) == 2)
    }

    @Test("S6: the underline moves on the same curve, in half-cell steps")
    func indicator() throws {
        var film = Film(try prototype(slideSections))
        try film.send("4", at: 0)
        try film.send("tab,right", at: 1000)
        var lefts: [Double] = []
        var sawHalf = false
        for now in stride(from: 1000, through: 1300, by: 10) {
            let row = film.frame(at: now).lines[1]
            let cells = Array(row)
            if cells.contains("╺") || cells.contains("╸") { sawHalf = true }
            let first = cells.firstIndex { $0 == "━" || $0 == "╺" }!
            lefts.append(Double(first) + (cells[first] == "╺" ? 0.5 : 0))
        }
        #expect(lefts == lefts.sorted(), "the underline moves one way: \(lefts)")
        #expect(lefts.first! < lefts.last!)
        #expect(sawHalf)
        #expect(Set(lefts).count > 4, "it moves in several steps: \(lefts)")
    }

    @Test("S5: fade dims the old content, then shows the new one dimmed, then normal")
    func fade() throws {
        var p = try prototype(slideSections)
        p.transition = .fade
        var film = Film(p)
        try film.send("2", at: 0)
        #expect(film.frame(at: 50).lines[0].contains("AAAA"))
        #expect(isDimmed(film.frame(at: 50)[1, 0].style))
        #expect(film.frame(at: 180).lines[0].contains("BBBB"))
        #expect(isDimmed(film.frame(at: 180)[1, 0].style))
        #expect(!isDimmed(film.frame(at: 290)[1, 0].style))
    }

    @Test("S5: with none, the switch is immediate and the indicator is under the new page at once")
    func none() throws {
        var p = try prototype(slideSections)
        p.transition = .none
        var film = Film(p)
        try film.send("2", at: 0)
        #expect(film.state.transition == nil)
        #expect(column(of: "BBBB", in: film.frame(at: 0), row: 0) == 1)
        try film.send("4,tab,right", at: 10)
        #expect(film.state.indicator == nil && film.state.transition == nil)
        let row = film.frame(at: 10).lines[1]
        let first = Array(row).firstIndex(of: "━")!
        let spans = ScreenLayout(prototype: p, state: film.state).strip!.spans
        #expect(first == spans[1].lowerBound)
        #expect(!row.contains("╺") && !row.contains("╸"))
    }

    @Test("S2: sliding over Korean and emoji at odd offsets never leaves half a glyph")
    func wideContent() throws {
        let p = try PrototypeLoader.load(BuiltInExamples.named("dongne")!.source, file: "dongne")
        var film = Film(p, size: Size(width: 41, height: 14))
        try film.send("4", at: 0)
        for now in 0...300 {
            expectWholeGlyphs(film.frame(at: now), "at t=\(now)")
        }
    }

    @Test("S3: the program draws frames only while something moves, and the last frame shows the selection")
    func frames() throws {
        let p = try prototype(slideSections)
        let program = TestSession(p, theme: Theme(tint: .blue, mode: .color), size: Size(width: 40, height: 12))
        try program.run("right,right,right")
        #expect(program.state.selection == .section(3))
        #expect(!program.state.isAnimating)
        #expect(program.screen.lines[10].contains("Pages"))
        // The clock advanced by one frame interval per frame, for about one duration.
        #expect(program.clock.nowMilliseconds >= 300 && program.clock.nowMilliseconds <= 300 + 2 * SessionLoop.frameInterval)
    }

    @Test("S3: while moving, frames paint what changed; once settled, time passing paints nothing")
    func nothingPaintedWhenSettled() throws {
        let p = try prototype(slideSections)
        let backend = MemoryBackend(size: Size(width: 40, height: 12))
        let program = TestSession(p, theme: Theme(tint: .blue, mode: .color), terminal: backend)
        program.loop.drawIfNeeded()
        program.send(.key(.right))
        var paintedPerFrame: [Int] = []
        while program.state.isAnimating {
            let before = backend.paintedCells
            program.pass(SessionLoop.frameInterval)
            paintedPerFrame.append(backend.paintedCells - before)
        }
        // About one duration of frames; a frame whose slide moved by less than a column paints nothing.
        #expect(paintedPerFrame.count >= 10 && paintedPerFrame.reduce(0, +) > 0, "\(paintedPerFrame)")
        let settled = backend.paintedCells
        program.pass(2000)
        #expect(backend.paintedCells == settled, "nothing painted while nothing moves")
    }
}

/// Interruptions of a slide, frame by frame (S4).
@Suite("Interrupted slides (S4)")
struct InterruptedSlideTests {
    /// The longest run of blank columns on row 2 (each screen's long row of digits).
    private func longestBlankRun(_ frame: CellBuffer) -> Int {
        var longest = 0, run = 0
        for x in 0..<frame.size.width {
            run = frame[x, 2].text == " " ? run + 1 : 0
            longest = max(longest, run)
        }
        return longest
    }

    /// The leftmost column of `digit` on row 2, or nil.
    private func first(_ digit: Character, in frame: CellBuffer) -> Int? {
        (0..<frame.size.width).first { frame[$0, 2].text == String(digit) }
    }

    @Test("S4: a new target mid-slide, in either direction, starts from what is on screen, with no blank band",
          arguments: [("2", "3"), ("3", "2"), ("3", "1")])
    func retargetKeepsScreen(first target: String, then second: String) throws {
        var film = Film(try prototype(slideSections))
        if target == "3" && second == "1" {
            // 3 is reached first, then 2 is sliding in when 1 is asked for.
            try film.send("3", at: 0)
            try film.send("2", at: 1000)
        } else {
            try film.send(target, at: 1000)
        }
        let shown = film.frame(at: 1150)
        try film.send(second, at: 1150)
        let resumed = film.frame(at: 1150)
        // Above the bar (which shows the new selection at once) the frame is what was on screen.
        #expect(resumed.lines[..<9] == shown.lines[..<9], "at the interruption\n\(shown.text)\n\(resumed.text)")
        let digit = Character(second)
        var previous: Int?
        for now in stride(from: 1150, through: 1450, by: 10) {
            let frame = film.frame(at: now)
            // The screens' rows are 36 digits after a two-column indent: at most 4 blank columns between two of them.
            #expect(longestBlankRun(frame) <= 4, "a blank band at \(now): \(frame.lines[2])")
            if let column = first(digit, in: frame), let before = previous {
                // The arriving screen moves steadily toward its place, never back.
                #expect(second == "2" || second == "1" ? column >= before : column <= before, "at \(now): \(frame.lines[2])")
            }
            previous = first(digit, in: frame) ?? previous
        }
        // One duration after the interruption it has landed.
        #expect(film.state.transition?.isFinished(at: 1450) == true)
        #expect(first(digit, in: film.frame(at: 1450)) == 2)
    }
}
