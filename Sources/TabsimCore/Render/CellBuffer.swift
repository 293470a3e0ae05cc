/// A terminal size in cells.
public struct Size: Hashable, Sendable {
    public var width: Int
    public var height: Int
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// `COLUMNSxROWS` (each 1 to 1000), as `--size`, `resize:` and scripts write it.
    public init?(parsing text: String) {
        let numbers = text.lowercased().split(separator: "x").compactMap { Int($0) }
        guard numbers.count == 2, numbers.allSatisfy({ (1...1000).contains($0) }) else { return nil }
        self.init(width: numbers[0], height: numbers[1])
    }
}

/// A rectangle of cells; `x`, `y` is the top-left corner.
public struct Rect: Hashable, Sendable {
    public var x: Int, y: Int, width: Int, height: Int
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public func contains(x px: Int, y py: Int) -> Bool { px >= x && px < maxX && py >= y && py < maxY }
}

/// One screen cell: a grapheme and its style. A wide grapheme occupies its cell and
/// the next, which holds an empty `text` as a continuation.
public struct Cell: Hashable, Sendable {
    public var text: String
    public var style: Style

    public init(_ text: String, style: Style = .plain) {
        self.text = text
        self.style = style
    }

    public static let blank = Cell(" ")
    /// Whether this cell is the right half of a wide grapheme.
    public var isContinuation: Bool { text.isEmpty }
}

/// A grid of cells that views draw into; the program diffs two buffers to paint only
/// what changed. Cells are stored packed (`PackedCell`), so that making, copying and
/// comparing frames is plain memory work.
public struct CellBuffer: Equatable, Sendable {
    public let size: Size
    /// The cells, row by row; changed only by the buffer's own methods.
    var storage: [PackedCell]
    /// The texts and styles that packed cells name by index.
    var texts = Table<String>()
    var styles = Table<Style>()

    public init(size: Size, fill: Cell = .blank) {
        self.size = Size(width: max(0, size.width), height: max(0, size.height))
        storage = []
        storage = Array(repeating: packed(fill), count: self.size.width * self.size.height)
    }

    public subscript(x: Int, y: Int) -> Cell {
        cell(storage[y * size.width + x])
    }

    /// Same size, and the same text and style in every cell.
    public static func == (lhs: CellBuffer, rhs: CellBuffer) -> Bool {
        guard lhs.size == rhs.size else { return false }
        if lhs.hasSameTables(as: rhs) { return lhs.storage == rhs.storage }
        return zip(lhs.storage, rhs.storage).allSatisfy { lhs.shows($0, sameAs: $1, of: rhs, tablesMatch: false) }
    }

    /// Whether `other` has the same tables, so that equal indices mean equal entries.
    func hasSameTables(as other: CellBuffer) -> Bool {
        texts == other.texts && styles == other.styles
    }

    /// Whether this buffer's `mine` shows the same as `other`'s `theirs`.
    @inline(__always)
    func shows(_ mine: PackedCell, sameAs theirs: PackedCell, of other: CellBuffer, tablesMatch: Bool) -> Bool {
        if tablesMatch || !(mine.usesTables || theirs.usesTables) { return mine == theirs }
        return cell(mine) == other.cell(theirs)
    }

    /// Fills a rectangle (clipped to the buffer) with one cell.
    public mutating func fill(_ rect: Rect, with cell: Cell = .blank) {
        let x0 = max(0, rect.x), x1 = min(size.width, rect.maxX)
        let y0 = max(0, rect.y), y1 = min(size.height, rect.maxY)
        guard x0 < x1, y0 < y1 else { return }
        let filler = packed(cell), size = size
        storage.withUnsafeMutableBufferPointer { cells in
            for y in y0..<y1 {
                for x in x0..<x1 { Self.put(filler, x: x, y: y, size: size, in: cells) }
            }
        }
    }

    /// Writes `text` from column `x` on row `y`, never past `limit` (exclusive) nor
    /// the buffer's edge; a wide grapheme that does not fit is replaced by a space.
    /// - Returns: the column after the last one written.
    @discardableResult
    public mutating func write(_ text: String, x: Int, y: Int, style: Style = .plain, limit: Int? = nil) -> Int {
        guard y >= 0, y < size.height else { return x }
        let end = min(limit ?? size.width, size.width)
        let style = packed(style)
        var column = x
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            // Each ASCII scalar is a grapheme of its own (CR LF is one, but both are
            // zero-width and skipped either way), so no grapheme breaking is needed.
            for byte in text.utf8 {
                guard write(Glyph(Unicode.Scalar(byte)), at: &column, end: end, y: y, style: style) else { return end }
            }
            return column
        }
        for grapheme in text {
            guard let glyph = glyph(for: grapheme) else { continue }
            guard write(glyph, at: &column, end: end, y: y, style: style) else { return end }
        }
        return column
    }

    /// Writes one grapheme at `column` and moves `column` past it.
    /// - Returns: false when it does not fit before `end`; a space then takes its
    ///   first column.
    private mutating func write(_ glyph: Glyph, at column: inout Int, end: Int, y: Int, style: PackedStyle) -> Bool {
        let width = glyph.width
        if width == 0 { return true }
        if column + width > end {
            if column < end, column >= 0 { put(PackedCell(.space, style: style), x: column, y: y) }
            return false
        }
        if column >= 0 {
            put(PackedCell(glyph, style: style), x: column, y: y)
            if width == 2 { put(PackedCell(.empty, style: style), x: column + 1, y: y) }
        } else if column + width > 0 {
            put(PackedCell(.space, style: style), x: column + 1, y: y)
        }
        column += width
        return true
    }

    /// Changes the style of the cells in a rectangle, keeping their text.
    public mutating func restyle(_ rect: Rect, _ change: (inout Style) -> Void) {
        let x0 = max(0, rect.x), x1 = min(size.width, rect.maxX)
        let y0 = max(0, rect.y), y1 = min(size.height, rect.maxY)
        guard x0 < x1, y0 < y1 else { return }
        for y in y0..<y1 {
            for index in (y * size.width + x0)..<(y * size.width + x1) {
                var style = storage[index].style.style(in: styles)
                change(&style)
                storage[index].style = packed(style)
            }
        }
    }

    /// Sets one cell as is, with no repair of wide graphemes.
    mutating func setRaw(_ cell: Cell, at index: Int) { storage[index] = packed(cell) }

    /// Places one cell, repairing any wide grapheme it cuts in half.
    private mutating func put(_ cell: PackedCell, x: Int, y: Int) {
        let size = size
        storage.withUnsafeMutableBufferPointer { Self.put(cell, x: x, y: y, size: size, in: $0) }
    }

    /// Places one cell in `cells`, a buffer of `size`, as above.
    private static func put(_ cell: PackedCell, x: Int, y: Int, size: Size, in cells: UnsafeMutableBufferPointer<PackedCell>) {
        guard x >= 0, x < size.width, y >= 0, y < size.height else { return }
        let index = y * size.width + x
        let old = cells[index].glyph
        if old.isEmpty, x > 0, !cell.glyph.isEmpty {
            cells[index - 1].glyph = .space
        }
        if !old.isEmpty, old.width == 2, x + 1 < size.width, cells[index + 1].glyph.isEmpty {
            cells[index + 1].glyph = .space
        }
        if cell.glyph.isEmpty, x == 0 { return }
        cells[index] = cell
        if cell.glyph.width == 2, x + 1 >= size.width { cells[index].glyph = .space }
    }

    /// `cell` as this buffer stores it, adding to the tables what needs them.
    private mutating func packed(_ cell: Cell) -> PackedCell {
        var scalars = cell.text.unicodeScalars.makeIterator()
        let glyph: Glyph
        if let first = scalars.next() {
            glyph = scalars.next() == nil
                ? Glyph(first) : Glyph(tableIndex: texts.index(of: cell.text), width: DisplayWidth.of(cell.text))
        } else {
            glyph = .empty
        }
        return PackedCell(glyph, style: packed(cell.style))
    }

    private mutating func packed(_ style: Style) -> PackedStyle {
        PackedStyle(inline: style) ?? PackedStyle(tableIndex: styles.index(of: style))
    }

    /// The glyph of one grapheme; nil when it takes no column (and so is not written).
    private mutating func glyph(for grapheme: Character) -> Glyph? {
        var scalars = grapheme.unicodeScalars.makeIterator()
        let first = scalars.next().unsafelyUnwrapped
        if scalars.next() == nil {
            let glyph = Glyph(first)
            return glyph.width == 0 ? nil : glyph
        }
        let width = DisplayWidth.of(grapheme)
        return width == 0 ? nil : Glyph(tableIndex: texts.index(of: String(grapheme)), width: width)
    }

    /// Where the entries of `source`'s tables are in this buffer's, added if missing.
    mutating func moves(from source: CellBuffer) -> TableMoves {
        TableMoves(texts: source.texts.values.map { texts.index(of: $0) }, styles: source.styles.values.map { styles.index(of: $0) })
    }

    /// A stored cell as a `Cell`.
    func cell(_ packed: PackedCell) -> Cell {
        Cell(packed.glyph.text(in: texts), style: packed.style.style(in: styles))
    }
}
