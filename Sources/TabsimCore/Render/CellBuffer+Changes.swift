extension CellBuffer {
    /// A horizontal run of changed cells on one row.
    public struct Change: Equatable, Sendable {
        public var x: Int
        public var y: Int
        public var cells: Run
    }

    /// Consecutive cells of one row of a buffer, read as `Cell`s; indexed from 0.
    public struct Run: RandomAccessCollection, Equatable, Sendable {
        private let buffer: CellBuffer
        /// Where the run starts among the buffer's cells.
        private let offset: Int
        public let count: Int

        init(_ buffer: CellBuffer, cells: Range<Int>) {
            self.buffer = buffer
            offset = cells.lowerBound
            count = cells.count
        }

        public var startIndex: Int { 0 }
        public var endIndex: Int { count }
        public subscript(position: Int) -> Cell {
            precondition(position >= 0 && position < count, "cell out of the run")
            return buffer.cell(buffer.storage[offset + position])
        }

        public static func == (lhs: Run, rhs: Run) -> Bool { lhs.elementsEqual(rhs) }

        /// Each cell but the right halves of wide graphemes, as its offset in the run, its
        /// style and its text's scalars, for a backend that paints cell by cell: no
        /// `String` is made for the one-scalar text nearly every cell has.
        public func forEachGrapheme(_ body: (_ offset: Int, _ style: Style, _ scalars: UnsafeBufferPointer<Unicode.Scalar>) -> Void) {
            var scalars: [Unicode.Scalar] = []
            for position in 0..<count {
                let cell = buffer.storage[offset + position]
                guard !cell.glyph.isEmpty else { continue }
                let style = cell.style.style(in: buffer.styles)
                if cell.glyph.isInTable {
                    scalars.removeAll(keepingCapacity: true)
                    scalars.append(contentsOf: cell.glyph.text(in: buffer.texts).unicodeScalars)
                    scalars.withUnsafeBufferPointer { body(position, style, $0) }
                } else {
                    withUnsafePointer(to: cell.glyph.scalar) { body(position, style, UnsafeBufferPointer(start: $0, count: 1)) }
                }
            }
        }
    }

    /// The runs of cells that differ from `previous`; everything when the sizes differ.
    public func changes(since previous: CellBuffer?) -> [Change] {
        guard let previous, previous.size == size else {
            return (0..<size.height).compactMap { y in
                size.width > 0 ? Change(x: 0, y: y, cells: Run(self, cells: (y * size.width)..<((y + 1) * size.width))) : nil
            }
        }
        let tablesMatch = hasSameTables(as: previous)
        let width = size.width
        var result: [Change] = []
        storage.withUnsafeBufferPointer { cells in
            previous.storage.withUnsafeBufferPointer { before in
                func isSame(_ index: Int) -> Bool {
                    shows(cells[index], sameAs: before[index], of: previous, tablesMatch: tablesMatch)
                }
                for y in 0..<size.height {
                    let rowStart = y * width, rowEnd = rowStart + width
                    var index = rowStart
                    while index < rowEnd {
                        if tablesMatch { index = Self.firstDifference(cells, before, from: index, to: rowEnd) }
                        guard index < rowEnd else { break }
                        if isSame(index) {
                            index += 1
                            continue
                        }
                        var end = index + 1
                        while end < rowEnd, !isSame(end) { end += 1 }
                        // A run must not start on the right half of a wide grapheme.
                        let start = (index > rowStart && cells[index].glyph.isEmpty) ? index - 1 : index
                        result.append(Change(x: start - rowStart, y: y, cells: Run(self, cells: start..<end)))
                        index = end
                    }
                }
            }
        }
        return result
    }

    /// The first index from `start` (before `end`) where the two differ bit for bit, or
    /// `end`; compares four cells at a time, which the compiler can vectorize.
    private static func firstDifference(_ a: UnsafeBufferPointer<PackedCell>, _ b: UnsafeBufferPointer<PackedCell>,
                                        from start: Int, to end: Int) -> Int {
        var index = start
        while index + 4 <= end {
            let differences = (a[index].bits ^ b[index].bits) | (a[index + 1].bits ^ b[index + 1].bits)
                | (a[index + 2].bits ^ b[index + 2].bits) | (a[index + 3].bits ^ b[index + 3].bits)
            if differences != 0 { break }
            index += 4
        }
        while index < end, a[index].bits == b[index].bits { index += 1 }
        return index
    }
}
