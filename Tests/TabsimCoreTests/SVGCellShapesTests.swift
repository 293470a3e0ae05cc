import Testing
@testable import TabsimCore

/// Box-drawing lines and blocks in SVG are geometry across the whole cell, not glyphs,
/// so a device frame's edges and its battery are continuous in every renderer.
@Suite("SVG box drawing")
struct SVGCellShapesTests {
    /// A rounded panel 10 × 4, as a device frame's bezel, with a battery inside.
    private func panel() -> CellBuffer {
        var buffer = CellBuffer(size: Size(width: 10, height: 4))
        buffer.drawPanel(Rect(x: 0, y: 0, width: 10, height: 4), style: Style(foreground: .gray), corners: .rounded)
        _ = buffer.write("▐███▌", x: 2, y: 1)
        _ = buffer.write("╺━━╸", x: 2, y: 2)
        return buffer
    }

    @Test("W5: a frame's edges are strokes from cell edge to cell edge: the top one line, each side a full 18 px a row, corners quarter circles")
    func continuousEdges() {
        let text = AnimatedSVG.still(panel())
        for glyph in ["╭", "╮", "╰", "╯", "─", "│", "█", "▐", "▌", "━", "╺", "╸"] {
            #expect(!text.contains(glyph), "\(glyph) drawn as a shape, not as text")
        }
        // ╭ curves from the right edge down to the bottom one; ─ × 8 is one stroke on to ╮.
        #expect(text.contains("M8.4 9A4.2 4.2 0 0 0 4.2 13.2V18M8.4 9H75.6M75.6 9A4.2 4.2 0 0 1 79.8 13.2V18\" fill=\"none\""))
        // Each side's │ runs the whole row, and the rows are 18 px apart: no gaps.
        #expect(text.contains("<path d=\"M4.2 0V18\" fill=\"none\" stroke=\"\(SVGPalette.foreground(of: Style(foreground: .gray)))\" stroke-width=\"1.2\"/>"))
        #expect(text.contains("M4.2 0V4.8A4.2 4.2 0 0 0 8.4 9"), "╰ comes down from the top edge")
        // The battery is one rectangle from half its first cell to half its last, 18 px high
        // (its run starts at column 1, after the │).
        #expect(text.contains("<path d=\"M12.6 0h33.6v18h-33.6z\""))
        // A heavy line twice as wide, from the middle of ╺ to the middle of ╸.
        #expect(text.contains("<path d=\"M12.6 9H33.6M33.6 9H37.8\" fill=\"none\" stroke=\"#e4e4e4\" stroke-width=\"2.4\"/>"))
    }

    @Test("W5, issue 22: a primary strip's indicator ▝▀▀▘ is one top-half rectangle, from the middle of its first cell to the middle of its last")
    func primaryIndicator() {
        var buffer = CellBuffer(size: Size(width: 6, height: 1))
        _ = buffer.write("▝▀▀▘", x: 1, y: 0)
        let text = AnimatedSVG.still(buffer)
        for glyph in ["▝", "▀", "▘"] { #expect(!text.contains(glyph), "\(glyph) drawn as a shape, not as text") }
        // Cells are 8.4 px wide and 18 high: from x 12.6 (half of column 1) to 37.8 (half of column 4), 9 px tall.
        #expect(text.contains("M12.6 0h25.2v9h-25.2z"), "\(text)")
    }

    @Test("W5: text without box drawing is drawn as before, as text")
    func textUnchanged() {
        var buffer = CellBuffer(size: Size(width: 6, height: 1))
        _ = buffer.write("a b", x: 0, y: 0)
        #expect(AnimatedSVG.still(buffer).contains("<text xml:space=\"preserve\" y=\"13.5\" fill=\"#e4e4e4\"><tspan x=\"0\">a b</tspan></text>"))
        #expect(!AnimatedSVG.still(buffer).contains("<path"))
    }
}
