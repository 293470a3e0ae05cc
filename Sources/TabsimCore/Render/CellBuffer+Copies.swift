/// Whole-rectangle copies for transitions: cells set as they are, with no repair of
/// wide graphemes (as a terminal would show them when painted).
extension CellBuffer {
    /// Sets every cell of `rect` to a blank.
    mutating func clear(_ rect: Rect) {
        guard let rows = rows(of: rect) else { return }
        let blank = PackedCell(.space, style: .plain)
        for y in rows {
            let start = y * size.width + rect.x
            storage.replaceSubrange(start..<(start + rect.width), with: repeatElement(blank, count: rect.width))
        }
    }

    /// Copies cells from `source`, a buffer of the same size: each cell of `rect` gets
    /// `source`'s cell `shift` columns to its left (right when negative).
    mutating func copy(_ rect: Rect, from source: CellBuffer, by shift: Int) {
        guard let rows = rows(of: rect) else { return }
        precondition(source.size == size && rect.x - shift >= 0 && rect.maxX - shift <= size.width,
                     "copying from outside the source")
        let moves = self.moves(from: source)
        let sourceUsesTables = !source.texts.isEmpty || !source.styles.isEmpty
        for y in rows {
            let start = y * size.width + rect.x
            let from = source.storage[(start - shift)..<(start - shift + rect.width)]
            if sourceUsesTables {
                storage.replaceSubrange(start..<(start + rect.width), with: from.lazy.map { $0.moved(moves) })
            } else {
                storage.replaceSubrange(start..<(start + rect.width), with: from)
            }
        }
    }

    /// Copies whole rows from `source`, a buffer of the same size: each row of `rect`
    /// gets `source`'s row `rows` above it, in the same columns.
    mutating func copyRows(_ rect: Rect, from source: CellBuffer, down rows: Int) {
        guard let lines = self.rows(of: rect) else { return }
        precondition(source.size == size && rect.y - rows >= 0, "copying from outside the source")
        let moves = self.moves(from: source)
        let sourceUsesTables = !source.texts.isEmpty || !source.styles.isEmpty
        for y in lines {
            let start = y * size.width + rect.x, from = (y - rows) * size.width + rect.x
            let cells = source.storage[from..<(from + rect.width)]
            if sourceUsesTables {
                storage.replaceSubrange(start..<(start + rect.width), with: cells.lazy.map { $0.moved(moves) })
            } else {
                storage.replaceSubrange(start..<(start + rect.width), with: cells)
            }
        }
    }

    /// On each row of `rect`, a right half at its left edge and a wide grapheme at its
    /// right edge become spaces, so that a cut glyph shows no half.
    mutating func blankCutGlyphs(_ rect: Rect) {
        guard let rows = rows(of: rect) else { return }
        for y in rows {
            let first = y * size.width + rect.x, last = first + rect.width - 1
            if storage[first].glyph.isEmpty { storage[first].glyph = .space }
            if storage[last].glyph.width == 2 { storage[last].glyph = .space }
        }
    }

    /// The rows of `rect`, which must lie inside the buffer; nil when it is empty.
    private func rows(of rect: Rect) -> Range<Int>? {
        guard rect.width > 0, rect.height > 0 else { return nil }
        precondition(rect.x >= 0 && rect.maxX <= size.width && rect.y >= 0 && rect.maxY <= size.height, "outside the buffer")
        return rect.y..<rect.maxY
    }
}

extension CellBuffer {
    /// Copies `other` in whole, its top-left cell at `x`, `y`, clipped to this buffer.
    mutating func place(_ other: CellBuffer, atX x: Int, y: Int) {
        for row in 0..<other.size.height where row + y >= 0 && row + y < size.height {
            for column in 0..<other.size.width where column + x >= 0 && column + x < size.width {
                setRaw(other[column, row], at: (row + y) * size.width + column + x)
            }
        }
    }
}
