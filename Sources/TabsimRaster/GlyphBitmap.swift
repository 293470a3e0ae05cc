/// A drawn glyph, placed from the pen position on the baseline: coverage for text, or
/// premultiplied colour for an emoji.
struct GlyphBitmap {
    enum Pixels {
        /// 0 (none) to 255 (full) of the text colour, a byte a pixel.
        case coverage([UInt8])
        /// Premultiplied red, green, blue, alpha, four bytes a pixel.
        case color([UInt8])
    }

    var width: Int
    var height: Int
    /// From the pen to the bitmap's left edge.
    var left: Int
    /// From the baseline up to the bitmap's top edge.
    var top: Int
    /// How far the pen moves, in whole pixels.
    var advance: Int
    var pixels: Pixels

    /// The same colour picture scaled down to fit `maxWidth` × `maxHeight`, each new pixel
    /// the average of the pixels it covers; coverage glyphs are returned as they are.
    func fitted(maxWidth: Int, maxHeight: Int) -> GlyphBitmap {
        guard case .color(let source) = pixels, width > maxWidth || height > maxHeight, width > 0, height > 0 else { return self }
        let factor = min(Double(maxWidth) / Double(width), Double(maxHeight) / Double(height))
        let newWidth = max(1, Int((Double(width) * factor).rounded())), newHeight = max(1, Int((Double(height) * factor).rounded()))
        var out = [UInt8](repeating: 0, count: newWidth * newHeight * 4)
        for y in 0..<newHeight {
            let y0 = y * height / newHeight, y1 = max(y0 + 1, (y + 1) * height / newHeight)
            for x in 0..<newWidth {
                let x0 = x * width / newWidth, x1 = max(x0 + 1, (x + 1) * width / newWidth)
                var sums = (0, 0, 0, 0)
                for sy in y0..<y1 {
                    for sx in x0..<x1 {
                        let at = (sy * width + sx) * 4
                        sums.0 += Int(source[at]); sums.1 += Int(source[at + 1])
                        sums.2 += Int(source[at + 2]); sums.3 += Int(source[at + 3])
                    }
                }
                let count = (y1 - y0) * (x1 - x0), at = (y * newWidth + x) * 4
                out[at] = UInt8(sums.0 / count); out[at + 1] = UInt8(sums.1 / count)
                out[at + 2] = UInt8(sums.2 / count); out[at + 3] = UInt8(sums.3 / count)
            }
        }
        return GlyphBitmap(width: newWidth, height: newHeight, left: 0, top: newHeight, advance: newWidth, pixels: .color(out))
    }
}
