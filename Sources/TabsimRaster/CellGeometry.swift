/// Where things go in a cell, in pixels. At scale 1 a cell is 9 × 18 px with 14 px text:
/// the SVG's 8.4 × 18 cell rounded up, as xterm rounds a font's advance, so glyphs never
/// touch; `scale` multiplies everything, for sharp pictures on high-density screens.
public struct CellGeometry: Hashable, Sendable {
    public let scale: Int
    public var cellWidth: Int { 9 * scale }
    public var cellHeight: Int { 18 * scale }
    /// The text's size, the em square, in pixels (the SVG's font-size 14).
    public var fontPixels: Int { 14 * scale }
    /// Korean, Chinese and Japanese text's size: a little larger, as xterm's wide font is
    /// set beside its narrow one, so that a glyph fills most of its two cells.
    var wideFontPixels: Int { 16 * scale }
    /// The underline: one line (`scale` px thick) two px above the cell's bottom, as in the SVG.
    var underlineTop: Int { cellHeight - 2 * scale }

    /// - Parameter scale: 1 to 4.
    public init(scale: Int = 1) {
        self.scale = scale
    }

    /// The picture's size for a screen of `columns` × `rows` cells; throws past 65535
    /// pixels either way, the most a GIF can hold.
    public func pixels(columns: Int, rows: Int) throws(RasterError) -> (width: Int, height: Int) {
        let size = (width: columns * cellWidth, height: rows * cellHeight)
        guard size.width <= 0xFFFF, size.height <= 0xFFFF else { throw .tooLarge(width: size.width, height: size.height) }
        return size
    }
}
