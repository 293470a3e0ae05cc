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
/// what changed.
public struct CellBuffer: Equatable, Sendable {
    public let size: Size
    public private(set) var cells: [Cell]

    public init(size: Size, fill: Cell = .blank) {
        self.size = Size(width: max(0, size.width), height: max(0, size.height))
        cells = Array(repeating: fill, count: self.size.width * self.size.height)
    }

    public subscript(x: Int, y: Int) -> Cell {
        cells[y * size.width + x]
    }

    /// Fills a rectangle (clipped to the buffer) with one cell.
    public mutating func fill(_ rect: Rect, with cell: Cell = .blank) {
        let x0 = max(0, rect.x), x1 = min(size.width, rect.maxX)
        let y0 = max(0, rect.y), y1 = min(size.height, rect.maxY)
        guard x0 < x1, y0 < y1 else { return }
        for y in y0..<y1 {
            for x in x0..<x1 { put(cell, x: x, y: y) }
        }
    }

    /// Writes `text` from column `x` on row `y`, never past `limit` (exclusive) nor
    /// the buffer's edge; a wide grapheme that does not fit is replaced by a space.
    /// - Returns: the column after the last one written.
    @discardableResult
    public mutating func write(_ text: String, x: Int, y: Int, style: Style = .plain, limit: Int? = nil) -> Int {
        guard y >= 0, y < size.height else { return x }
        let end = min(limit ?? size.width, size.width)
        var column = x
        for grapheme in text {
            let width = DisplayWidth.of(grapheme)
            if width == 0 { continue }
            if column + width > end {
                if column < end, column >= 0 { put(Cell(" ", style: style), x: column, y: y) }
                return end
            }
            if column >= 0 {
                put(Cell(String(grapheme), style: style), x: column, y: y)
                if width == 2 { put(Cell("", style: style), x: column + 1, y: y) }
            } else if column + width > 0 {
                put(Cell(" ", style: style), x: column + 1, y: y)
            }
            column += width
        }
        return column
    }

    /// Changes the style of the cells in a rectangle, keeping their text.
    public mutating func restyle(_ rect: Rect, _ change: (inout Style) -> Void) {
        let x0 = max(0, rect.x), x1 = min(size.width, rect.maxX)
        let y0 = max(0, rect.y), y1 = min(size.height, rect.maxY)
        guard x0 < x1, y0 < y1 else { return }
        for y in y0..<y1 {
            for x in x0..<x1 { change(&cells[y * size.width + x].style) }
        }
    }

    mutating func setRaw(_ cell: Cell, at index: Int) { cells[index] = cell }

    /// Places one cell, repairing any wide grapheme it cuts in half.
    private mutating func put(_ cell: Cell, x: Int, y: Int) {
        guard x >= 0, x < size.width, y >= 0, y < size.height else { return }
        let index = y * size.width + x
        let old = cells[index]
        if old.isContinuation, x > 0, !cell.isContinuation {
            cells[index - 1].text = " "
        }
        if !old.isContinuation, DisplayWidth.of(old.text) == 2, x + 1 < size.width, cells[index + 1].isContinuation {
            cells[index + 1].text = " "
        }
        if cell.isContinuation, x == 0 { return }
        cells[index] = cell
        if DisplayWidth.of(cell.text) == 2, x + 1 >= size.width { cells[index].text = " " }
    }
}
