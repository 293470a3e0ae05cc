import TabsimCore

/// What a GIF decoder shows, in palette indices, and the frames that take it from one
/// screen to the next. Its palette holds every colour the screens' cells need, chosen
/// once for the whole animation, and a last index for "unchanged" (transparent).
struct IndexedCanvas {
    let width: Int
    let height: Int
    /// The colours, then the transparent index's placeholder.
    let palette: [RGB]
    var transparent: UInt8 { UInt8(palette.count - 1) }

    private let size: Size
    private let geometry: CellGeometry
    private let background: UInt8
    private var tiles: [CellPainter.TileKey: [UInt8]] = [:]
    private var pixels: [UInt8]
    private var shown: CellBuffer?

    /// Draws every distinct cell of `screens` and chooses the palette for them.
    init(size: Size, screens: [CellBuffer], rasterizer: ScreenRasterizer) throws(RasterError) {
        self.size = size
        geometry = rasterizer.geometry
        (width, height) = try geometry.pixels(columns: size.width, rows: size.height)
        var keys = Set<CellPainter.TileKey>()
        for screen in screens {
            for y in 0..<min(size.height, screen.size.height) {
                for x in 0..<min(size.width, screen.size.width) {
                    if let key = ScreenRasterizer.tileKey(screen, x: x, y: y) { keys.insert(key) }
                }
            }
        }
        var drawn: [(CellPainter.TileKey, Picture)] = []
        var histogram: [RGB: Int] = [.terminalBackground: 1]
        var exact: [RGB] = [.terminalBackground]
        for key in keys.sorted(by: { ($0.text, $0.style.summary, $0.columns) < ($1.text, $1.style.summary, $1.columns) }) {
            let tile = try rasterizer.painter.tile(key)
            drawn.append((key, tile))
            for pixel in tile.pixels { histogram[pixel, default: 0] += 1 }
            let colors = CellColors(key.style)
            exact += [colors.background, colors.foreground]
        }
        let quantizer = ColorQuantizer(histogram: histogram, exact: exact, limit: 255)
        palette = quantizer.palette + [RGB(0, 0, 0)]
        for (key, tile) in drawn { tiles[key] = tile.pixels.map(quantizer.index(of:)) }
        background = quantizer.index(of: .terminalBackground)
        pixels = [UInt8](repeating: background, count: width * height)
    }

    /// The frame that shows `buffer` over what is shown now: the rectangle of pixels
    /// that change; nil when none does.
    mutating func frame(for buffer: CellBuffer, delay: Int) -> GIFWriter.Frame? {
        let columns = min(size.width, buffer.size.width), rows = min(size.height, buffer.size.height)
        var next = pixels
        // Cells to draw again: all on the first frame or after a resize, else those that changed.
        var cells: (x0: Int, y0: Int, x1: Int, y1: Int)
        if let shown, shown.size == buffer.size {
            cells = (columns, rows, 0, 0)
            for y in 0..<rows {
                for x in 0..<columns where buffer[x, y] != shown[x, y] {
                    // A wide grapheme's two cells are drawn together.
                    cells = (min(cells.x0, max(0, x - 1)), min(cells.y0, y), max(cells.x1, min(columns, x + 2)), max(cells.y1, y + 1))
                }
            }
        } else {
            next = [UInt8](repeating: background, count: width * height)
            cells = (0, 0, columns, rows)
        }
        for y in cells.y0..<max(cells.y0, cells.y1) {
            for x in cells.x0..<max(cells.x0, cells.x1) {
                guard let key = ScreenRasterizer.tileKey(buffer, x: x, y: y), let tile = tiles[key] else { continue }
                paint(tile, columns: key.columns, x: x * geometry.cellWidth, y: y * geometry.cellHeight, into: &next)
            }
        }
        defer { (pixels, shown) = (next, buffer) }
        // The first frame is whole and opaque: before it, a viewer shows nothing.
        guard shown != nil else {
            return GIFWriter.Frame(x: 0, y: 0, width: width, height: height, compressed: compress(next), delay: delay, transparent: nil)
        }
        return changes(from: pixels, to: next, delay: delay)
    }

    /// The smallest rectangle holding every pixel that differs, as a frame: its unchanged
    /// pixels transparent, or drawn again when that compresses better (in a slide, redrawing
    /// the background keeps its runs long).
    private func changes(from before: [UInt8], to after: [UInt8], delay: Int) -> GIFWriter.Frame? {
        var x0 = width, y0 = height, x1 = 0, y1 = 0
        for y in 0..<height {
            let row = y * width
            var first = -1, last = -1
            for x in 0..<width where before[row + x] != after[row + x] {
                if first < 0 { first = x }
                last = x
            }
            if first >= 0 { (x0, y0, x1, y1) = (min(x0, first), min(y0, y), max(x1, last + 1), y + 1) }
        }
        guard x0 < x1 else { return nil }
        var drawn: [UInt8] = [], sparse: [UInt8] = []
        drawn.reserveCapacity((x1 - x0) * (y1 - y0))
        sparse.reserveCapacity((x1 - x0) * (y1 - y0))
        for y in y0..<y1 {
            for x in x0..<x1 {
                let at = y * width + x
                drawn.append(after[at])
                sparse.append(before[at] == after[at] ? transparent : after[at])
            }
        }
        let opaque = compress(drawn), seeThrough = compress(sparse)
        let smaller = seeThrough.count < opaque.count
        return GIFWriter.Frame(x: x0, y: y0, width: x1 - x0, height: y1 - y0, compressed: smaller ? seeThrough : opaque, delay: delay,
                               transparent: smaller ? transparent : nil)
    }

    private func compress(_ indices: [UInt8]) -> [UInt8] {
        GIFWriter.compress(indices, tableBits: GIFWriter.tableBits(colors: palette.count))
    }

    private func paint(_ tile: [UInt8], columns: Int, x: Int, y: Int, into canvas: inout [UInt8]) {
        let tileWidth = columns * geometry.cellWidth, visible = min(tileWidth, width - x)
        guard visible > 0 else { return }
        for row in 0..<min(geometry.cellHeight, height - y) {
            let from = row * tileWidth, to = (y + row) * width + x
            canvas.replaceSubrange(to..<to + visible, with: tile[from..<from + visible])
        }
    }
}
