import TabsimCore
import Testing
@testable import TabsimServer

/// Frames carry cells as tabsim measured them: runs of one style, wide glyphs marked,
/// graphemes of several scalars counted, colours as the SVG pictures show them.
@Suite("Frames for the page")
struct FrameEncoderTests {
    let encoder = FrameEncoder(appearance: .dark)

    @Test("A Korean syllable and an emoji are two columns wide; a ZWJ family is one glyph of five scalars")
    func widths() {
        var buffer = CellBuffer(size: Size(width: 12, height: 1))
        buffer.write("가a🏠👨‍👩‍👧b", x: 0, y: 0)
        let frame = encoder.frame(buffer.changes(since: nil), size: buffer.size)
        #expect(frame.full)
        #expect(frame.runs.count == 1)
        let run = frame.runs[0]
        #expect(run.t == "가a🏠👨‍👩‍👧b" + String(repeating: " ", count: 4))
        #expect(run.w == [0, 2, 3])
        #expect(run.g == [1, 1, 1, 5, 1, 1, 1, 1, 1])
    }

    @Test("T4: each style is one entry of the frame's table, runs split where the style changes, reverse video swapped")
    func styles() {
        var buffer = CellBuffer(size: Size(width: 6, height: 2))
        let before = buffer
        buffer.write("ab", x: 1, y: 1, style: Style(foreground: .red, attributes: [.bold]))
        buffer.write("c", x: 3, y: 1, style: Style(foreground: .white, background: .blue, attributes: [.reverse]))
        let frame = encoder.frame(buffer.changes(since: before), size: buffer.size)
        #expect(!frame.full)
        #expect(frame.runs.map { [$0.x, $0.y, $0.s] } == [[1, 1, 0], [3, 1, 1]])
        #expect(frame.runs.map(\.t) == ["ab", "c"])
        #expect(frame.runs.allSatisfy { $0.w == nil && $0.g == nil })
        #expect(frame.styles == [CellStyle(fg: "#ff0000", bg: nil, bold: true), CellStyle(fg: "#0087ff", bg: "#ffffff")])
    }

    @Test("The page's colours follow its appearance: a cell with no colour of its own takes the terminal's text colour")
    func appearance() {
        var buffer = CellBuffer(size: Size(width: 1, height: 1))
        buffer.write("x", x: 0, y: 0)
        #expect(encoder.frame(buffer.changes(since: nil), size: buffer.size).styles == [CellStyle(fg: "#e4e4e4")])
        #expect(FrameEncoder(appearance: .light).frame(buffer.changes(since: nil), size: buffer.size).styles == [CellStyle(fg: "#000000")])
    }
}
