import Testing
@testable import TabsimCore

@Suite("Text in display columns")
struct TextTests {
    @Test("Korean and emoji take two columns, combining marks none")
    func widths() {
        #expect(DisplayWidth.of("abc") == 3)
        #expect(DisplayWidth.of("설정") == 4)
        #expect(DisplayWidth.of("📷") == 2)
        #expect(DisplayWidth.of("e\u{301}") == 1)
        #expect(DisplayWidth.of("♥") == 1)
    }

    @Test("Truncation by columns ends in … and never splits a wide character")
    func truncation() {
        #expect(TextFitting.truncated("Popular trails", toColumns: 8) == "Popular…")
        #expect(TextFitting.truncated("동네생활", toColumns: 6) == "동네…")
        #expect(TextFitting.truncated("동네생활", toColumns: 4) == "동…")
        #expect(TextFitting.truncated("short", toColumns: 10) == "short")
        #expect(TextFitting.truncated("x", toColumns: 0) == "")
    }

    @Test("Control characters never reach the terminal")
    func sanitizing() {
        #expect(TextFitting.sanitized("a\u{1B}[31mb") == "a\u{FFFD}[31mb")
        #expect(TextFitting.sanitized("tab\there") == "tab\u{FFFD}here")
    }

    @Test("A wide character overwritten in half leaves no half glyph")
    func wideRepair() {
        var buffer = CellBuffer(size: Size(width: 6, height: 1))
        buffer.write("설정", x: 0, y: 0)
        #expect(buffer.lines == ["설정"])
        buffer.write("x", x: 1, y: 0)
        #expect(buffer.lines == [" x정"])
        buffer.write("설", x: 5, y: 0)
        #expect(buffer.lines == [" x정"])
    }

    @Test("The diff paints only changed runs")
    func diff() {
        var a = CellBuffer(size: Size(width: 10, height: 2))
        a.write("hello", x: 0, y: 0)
        var b = a
        b.write("J", x: 0, y: 0)
        b.write("!", x: 9, y: 1)
        let changes = b.changes(since: a)
        #expect(changes.map { [$0.x, $0.y, $0.cells.count] } == [[0, 0, 1], [9, 1, 1]])
        #expect(b.changes(since: b).isEmpty)
        #expect(b.changes(since: nil).count == 2)
    }
}
