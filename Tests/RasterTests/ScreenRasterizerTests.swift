import Testing
import TabsimCore
@testable import TabsimRaster

/// Cells drawn with FreeType (the fonts Scripts/test installs: fonts-dejavu-core,
/// fonts-noto-cjk, fonts-noto-color-emoji).
@Suite("Drawing cells")
struct ScreenRasterizerTests {
    private let background = RGB(0x1c, 0x1c, 0x1c), text = RGB(0xe4, 0xe4, 0xe4)

    private func screen(_ text: String, width: Int = 6, style: Style = .plain) -> CellBuffer {
        var buffer = CellBuffer(size: Size(width: width, height: 1))
        buffer.write(text, x: 0, y: 0, style: style)
        return buffer
    }

    /// The pixels of cells `columns` that differ from `color`.
    private func ink(_ picture: Picture, columns: Range<Int>, scale: Int = 1, besides color: RGB) -> Int {
        var count = 0
        for y in 0..<picture.height {
            for x in columns.lowerBound * 9 * scale..<columns.upperBound * 9 * scale where picture[x, y] != color { count += 1 }
        }
        return count
    }

    @Test("9 × 18 pixels a cell, times the scale; the terminal's background; text in its colour, inside its cell")
    func geometry() throws {
        let one = try ScreenRasterizer().picture(of: screen("Ag"))
        #expect(one.width == 54 && one.height == 18)
        #expect(one[0, 0] == background && one.pixels.contains(text))
        #expect(ink(one, columns: 2..<6, besides: background) == 0)
        let two = try ScreenRasterizer(scale: 2).picture(of: screen("Ag"))
        #expect(two.width == 108 && two.height == 36)
        #expect(ink(two, columns: 0..<1, scale: 2, besides: background) > 3 * ink(one, columns: 0..<1, besides: background))
    }

    @Test("reverse swaps the colours; a badge's red cell; bold draws more ink; dim text is darker; underline is a line")
    func styles() throws {
        let rasterizer = try ScreenRasterizer()
        let reversed = try rasterizer.picture(of: screen(" ", style: Style(attributes: [.reverse])))
        #expect(reversed[4, 9] == text)
        let badge = try rasterizer.picture(of: screen("3", style: Style(foreground: .white, background: .red)))
        #expect(badge[0, 0] == RGB(255, 0, 0) && badge.pixels.contains(RGB(255, 255, 255)))
        let regular = try rasterizer.picture(of: screen("Trips")), bold = try rasterizer.picture(of: screen("Trips", style: Style(attributes: [.bold])))
        #expect(ink(bold, columns: 0..<5, besides: background) > ink(regular, columns: 0..<5, besides: background))
        let dim = try rasterizer.picture(of: screen("Trips", style: Style(attributes: [.dim])))
        #expect(!dim.pixels.contains(text) && dim.pixels.contains(text.over(background, alpha: 153)))
        let underlined = try rasterizer.picture(of: screen("  ", style: Style(attributes: [.underline])))
        #expect((0..<18).allSatisfy { underlined[$0, 16] == text } && underlined[4, 15] == background)
    }

    @Test("a Korean glyph takes two cells; an emoji is drawn in colour; lines join across cells")
    func wideAndLines() throws {
        let rasterizer = try ScreenRasterizer()
        let korean = try rasterizer.picture(of: screen("한a"))
        #expect(ink(korean, columns: 0..<1, besides: background) > 10 && ink(korean, columns: 1..<2, besides: background) > 10)
        let emoji = try rasterizer.picture(of: screen("🥕"))
        #expect(emoji.pixels.contains { Int($0.r) - Int($0.b) > 100 }, "an orange carrot")
        let line = try rasterizer.picture(of: screen("──━━"))
        #expect((0..<18).allSatisfy { line[$0, 9] == text }, "one light line across two cells")
        #expect((18..<36).allSatisfy { line[$0, 8] == text && line[$0, 9] == text }, "a heavy one, twice as thick")
    }
}
