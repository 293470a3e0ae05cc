import TabsimCore

/// Draws cell buffers as pictures with real fonts through FreeType: what `shot --png`
/// saves and each frame of `walk --gif`. Not thread-safe: one per picture or animation.
public final class ScreenRasterizer {
    public let geometry: CellGeometry
    let painter: CellPainter

    /// Finds the fonts; throws, naming the package to install, when the monospace one is missing.
    /// - Parameter scale: 1 to 4: each cell is 9 × 18 pixels times `scale`.
    public init(scale: Int = 1) throws(RasterError) {
        geometry = CellGeometry(scale: scale)
        painter = try CellPainter(geometry: geometry)
    }

    /// The screen as a picture of `size` cells (the buffer's own unless given; cut or padded).
    public func picture(of buffer: CellBuffer, size: Size? = nil) throws(RasterError) -> Picture {
        let size = size ?? buffer.size
        let (width, height) = try geometry.pixels(columns: size.width, rows: size.height)
        var picture = Picture(width: width, height: height, fill: .terminalBackground)
        for y in 0..<min(size.height, buffer.size.height) {
            for x in 0..<min(size.width, buffer.size.width) {
                guard let key = Self.tileKey(buffer, x: x, y: y) else { continue }
                picture.place(try painter.tile(key), x: x * geometry.cellWidth, y: y * geometry.cellHeight)
            }
        }
        return picture
    }

    /// What cell `x`, `y` draws: a wide grapheme draws both its cells, so its right half
    /// draws nothing; a right half without its left draws a blank.
    static func tileKey(_ buffer: CellBuffer, x: Int, y: Int) -> CellPainter.TileKey? {
        let cell = buffer[x, y]
        if cell.isContinuation {
            let wideLeft = x > 0 && !buffer[x - 1, y].isContinuation && DisplayWidth.of(buffer[x - 1, y].text) == 2
            return wideLeft ? nil : CellPainter.TileKey(text: " ", style: cell.style, columns: 1)
        }
        let wide = DisplayWidth.of(cell.text) == 2 && x + 1 < buffer.size.width && buffer[x + 1, y].isContinuation
        return CellPainter.TileKey(text: cell.text, style: cell.style, columns: wide ? 2 : 1)
    }
}
