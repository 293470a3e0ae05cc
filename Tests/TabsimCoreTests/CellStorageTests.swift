import Testing
@testable import TabsimCore

/// A buffer's packed cells: texts of several scalars and styles off the palette go to
/// the buffer's tables, yet every cell reads back, compares and diffs by what it shows.
@Suite("Packed cell storage")
struct CellStorageTests {
    /// Graphemes of more than one scalar: a family (ZWJ, two columns), a flag (one
    /// column, as wcwidth has it), a combining accent, a skin tone (two columns).
    private let clusters = ["👨‍👩‍👧", "🇰🇷", "e\u{301}", "👍🏽"]

    @Test("Texts of several scalars, wide graphemes and continuations read back as written")
    func roundTrip() {
        var buffer = CellBuffer(size: Size(width: 20, height: 2))
        let end = buffer.write("a漢" + clusters.joined() + "b", x: 1, y: 0)
        let texts = (0..<20).map { buffer[$0, 0].text }
        #expect(texts[0...3] == [" ", "a", "漢", ""])
        #expect(texts[4...7] == ["👨‍👩‍👧", "", "🇰🇷", "e\u{301}"])
        #expect(texts[8...10] == ["👍🏽", "", "b"])
        #expect(end == 11)
        #expect(buffer.lines[0] == " a漢" + clusters.joined() + "b")
        expectWholeGlyphs(buffer)
    }

    @Test("A run's graphemes, as a backend paints them, are its cells but the right halves of wide ones")
    func runGraphemes() throws {
        let odd = Style(foreground: Color(xterm: 700, basic: 2), attributes: [.underline])
        var buffer = CellBuffer(size: Size(width: 16, height: 1))
        buffer.write("a漢" + clusters.joined(), x: 0, y: 0, style: odd)
        let run = try #require(buffer.changes(since: nil).first?.cells)
        var painted: [(Int, Style, String)] = []
        run.forEachGrapheme { offset, style, scalars in
            painted.append((offset, style, String(String.UnicodeScalarView(scalars))))
        }
        let cells = run.enumerated().filter { !$0.element.isContinuation }
        #expect(painted.map(\.0) == cells.map(\.offset))
        #expect(painted.map(\.1) == cells.map(\.element.style))
        #expect(painted.map(\.2) == cells.map(\.element.text))
    }

    @Test("A style off the palette, or with attributes beyond the five, keeps every field")
    func unusualStyles() {
        let styles = [
            Style(foreground: Color(xterm: 300, basic: 2), background: .blue, attributes: [.bold]),
            Style(foreground: .red, background: Color(xterm: 12, basic: 9)),
            Style(foreground: Color(xterm: -2, basic: -1), attributes: Attributes(rawValue: 0x80)),
            Style(foreground: .white, background: .darkGray, attributes: [.dim, .reverse, .underline, .italic]),
        ]
        var buffer = CellBuffer(size: Size(width: 8, height: 1))
        for (x, style) in styles.enumerated() { buffer.write("x", x: x, y: 0, style: style) }
        #expect((0..<styles.count).map { buffer[$0, 0].style } == styles)
        buffer.restyle(Rect(x: 0, y: 0, width: 8, height: 1)) { $0.attributes.insert(.dim) }
        #expect(buffer[0, 0].style.attributes == [.bold, .dim] && buffer[0, 0].style.foreground == Color(xterm: 300, basic: 2))
        #expect(buffer[5, 0].style == Style(attributes: [.dim]))
    }

    @Test("Buffers that keep the same texts and styles under other indices are equal and diff to nothing")
    func tablesInAnotherOrder() {
        let odd = Style(foreground: Color(xterm: 400, basic: 1))
        var first = CellBuffer(size: Size(width: 10, height: 2)), second = first
        first.write(clusters[0], x: 0, y: 0, style: odd)
        first.write(clusters[1], x: 4, y: 1)
        second.write(clusters[1], x: 4, y: 1)
        second.write(clusters[0], x: 0, y: 0, style: odd)
        #expect(first == second)
        #expect(first.changes(since: second).isEmpty)
        second.write(clusters[2], x: 4, y: 1)
        #expect(first != second)
        #expect(first.changes(since: second).map { [$0.x, $0.y, $0.cells.count] } == [[4, 1, 1]])
        #expect(first.changes(since: second).first?.cells.map(\.text) == ["🇰🇷"])
    }

    @Test("Copying from a buffer with other tables keeps the texts and styles")
    func copyAcrossTables() {
        let odd = Style(background: Color(xterm: 500, basic: 3))
        var source = CellBuffer(size: Size(width: 12, height: 1))
        source.write(clusters[2] + "x" + clusters[3], x: 0, y: 0, style: odd)
        var target = CellBuffer(size: Size(width: 12, height: 1))
        target.write(clusters[0], x: 8, y: 0)
        target.copy(Rect(x: 2, y: 0, width: 5, height: 1), from: source, by: 2)
        #expect((2..<7).map { target[$0, 0].text } == [clusters[2], "x", clusters[3], "", " "])
        #expect(target[2, 0].style == odd && target[8, 0].text == clusters[0])
    }

    @Test("Lines drop trailing blanks exactly as joining every cell's text would")
    func linesAsJoinedText() {
        var buffer = CellBuffer(size: Size(width: 12, height: 4))
        buffer.write("ab  漢", x: 0, y: 0)
        buffer.write(clusters[0], x: 10, y: 1)
        // U+0600 begins a grapheme that takes the space after it.
        buffer.fill(Rect(x: 3, y: 2, width: 1, height: 1), with: Cell("\u{600}"))
        buffer.fill(Rect(x: 5, y: 3, width: 1, height: 1), with: Cell("a "))
        for y in 0..<buffer.size.height {
            var joined = (0..<buffer.size.width).map { buffer[$0, y].text }.joined()
            while joined.hasSuffix(" ") { joined.removeLast() }
            #expect(buffer.lines[y] == joined, "row \(y)")
        }
        #expect(buffer.lines[2] == "   \u{600} ")
    }

    @Test("ASCII widths, measured without grapheme breaking, match the graphemes'")
    func asciiWidths() {
        for text in ["", "plain", "tab\there", "cr\r\nlf", "del\u{7F}", "\u{1B}[31m", "  "] {
            #expect(DisplayWidth.of(text) == text.reduce(0) { $0 + DisplayWidth.of($1) }, "\(text.debugDescription)")
        }
    }
}
