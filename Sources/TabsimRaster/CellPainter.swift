import TabsimCore

/// Draws cells as pictures ("tiles"), each distinct text, style and width once: its
/// background, its glyph from FreeType (or box-drawing lines), its underline.
final class CellPainter {
    let geometry: CellGeometry
    private let fonts: FontSet
    private var tiles: [TileKey: Picture] = [:]

    struct TileKey: Hashable {
        var text: String
        var style: Style
        /// 2 for a wide grapheme, which takes its cell and the next.
        var columns: Int
    }

    init(geometry: CellGeometry, search: FontSearch = .standard) throws(RasterError) {
        self.geometry = geometry
        fonts = try FontSet(geometry: geometry, search: search)
    }

    /// The files drawn with in place of fonts fontconfig did not find (`FontSet.standIns`).
    var standIns: [(family: String, path: String)] { fonts.standIns }

    /// The tile of `key`, drawn on first use.
    func tile(_ key: TileKey) throws(RasterError) -> Picture {
        if let tile = tiles[key] { return tile }
        let tile = try draw(key)
        tiles[key] = tile
        return tile
    }

    private func draw(_ key: TileKey) throws(RasterError) -> Picture {
        let colors = CellColors(key.style)
        let width = key.columns * geometry.cellWidth, height = geometry.cellHeight
        var tile = Picture(width: width, height: height, fill: colors.background)
        let variant = FontSet.Variant(bold: key.style.attributes.contains(.bold), italic: key.style.attributes.contains(.italic))
        if let arms = BoxDrawing.arms(of: key.text) {
            let mask = BoxDrawing.mask(arms, width: width, height: height, scale: geometry.scale)
            for (index, inked) in mask.enumerated() where inked { tile.pixels[index] = colors.foreground }
        } else if let glyph = try fonts.glyph(key.text, columns: key.columns, variant: variant) {
            lay(glyph, on: &tile, colors: colors, dim: key.style.attributes.contains(.dim))
        }
        if key.style.attributes.contains(.underline) {
            for y in geometry.underlineTop..<geometry.underlineTop + geometry.scale {
                for x in 0..<width { tile[x, y] = colors.foreground }
            }
        }
        return tile
    }

    /// Lays a glyph on a tile: text on the baseline, centred in the tile by its advance;
    /// an emoji centred both ways. Whatever falls outside the tile is cut.
    private func lay(_ glyph: GlyphBitmap, on tile: inout Picture, colors: CellColors, dim: Bool) {
        let originX: Int, originY: Int
        switch glyph.pixels {
        case .coverage:
            originX = (tile.width - glyph.advance) / 2 + glyph.left
            originY = fonts.baseline - glyph.top
        case .color:
            originX = (tile.width - glyph.width) / 2
            originY = (tile.height - glyph.height) / 2
        }
        let opacity = dim ? 153 : 255
        let rows = max(0, -originY)..<max(0, min(glyph.height, tile.height - originY))
        let columns = max(0, -originX)..<max(0, min(glyph.width, tile.width - originX))
        for y in rows {
            for x in columns {
                let below = tile[originX + x, originY + y], at = y * glyph.width + x
                switch glyph.pixels {
                case .coverage(let coverage):
                    // Dim text is already blended toward the background in `colors`.
                    tile[originX + x, originY + y] = colors.foreground.over(below, alpha: Int(coverage[at]))
                case .color(let rgba):
                    let alpha = Int(rgba[at * 4 + 3]) * opacity / 255
                    func channel(_ value: UInt8, _ under: UInt8) -> UInt8 {
                        UInt8(min(255, (Int(value) * opacity + Int(under) * (255 - alpha) + 127) / 255))
                    }
                    tile[originX + x, originY + y] = RGB(channel(rgba[at * 4], below.r), channel(rgba[at * 4 + 1], below.g),
                                                         channel(rgba[at * 4 + 2], below.b))
                }
            }
        }
    }
}
