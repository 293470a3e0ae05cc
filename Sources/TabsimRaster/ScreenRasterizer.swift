import TabsimCore

/// Draws cell buffers as pictures with real fonts through FreeType: what `shot --png`
/// saves and each frame of `walk --gif`. Not thread-safe: one per picture or animation.
public final class ScreenRasterizer {
    public let geometry: CellGeometry
    let painter: CellPainter

    /// Finds the fonts; throws, naming the package to install, when the monospace one is missing.
    /// - Parameter scale: 1 to 4: each cell is 9 × 18 pixels times `scale`.
    public convenience init(scale: Int = 1) throws(RasterError) {
        try self.init(scale: scale, search: .standard)
    }

    /// - Parameter search: where to look for the fonts (a test lays out a Mac's folders).
    init(scale: Int, search: FontSearch) throws(RasterError) {
        geometry = CellGeometry(scale: scale)
        painter = try CellPainter(geometry: geometry, search: search)
    }

    /// One line saying which files the pictures drawn so far used in place of fonts
    /// fontconfig did not find (a Mac's own fonts), for standard error; nil when every
    /// font drawn with is the one asked for.
    public var fontNote: String? {
        let standIns = painter.standIns
        guard !standIns.isEmpty else { return nil }
        let families = standIns.map(\.family).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        let paths = standIns.map(\.path).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        return "tabsim: fontconfig did not find \(families.joined(separator: ", ")); drew with \(paths.joined(separator: ", "))"
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
