/// A cell's text packed into 32 bits with the columns it takes. Nearly every cell's
/// text is one Unicode scalar, kept as is; the right half of a wide grapheme has no
/// text; any other text is kept in the buffer's table and named by its index there.
struct Glyph: Equatable {
    let bits: UInt32

    private static let payloadMask: UInt32 = 0x00FF_FFFF
    private static let widthShift: UInt32 = 24
    private static let tableBit: UInt32 = 1 << 26
    private static let emptyBit: UInt32 = 1 << 27

    init(bits: UInt32) { self.bits = bits }

    /// One scalar, `width` columns wide (as `DisplayWidth.of(scalar)` measures it).
    init(_ scalar: Unicode.Scalar, width: Int) {
        bits = scalar.value | UInt32(width) << Self.widthShift
    }

    /// One scalar, measured here.
    init(_ scalar: Unicode.Scalar) {
        self.init(scalar, width: DisplayWidth.of(scalar))
    }

    /// The text at `index` of a buffer's table, `width` columns wide.
    init(tableIndex index: Int, width: Int) {
        bits = UInt32(index) | UInt32(min(width, 3)) << Self.widthShift | Self.tableBit
    }

    /// No text: the right half of a wide grapheme.
    static let empty = Glyph(bits: emptyBit)
    static let space = Glyph(" ", width: 1)

    /// Columns the text takes: 0, 1, 2, or 3 for three or more (a whole string in one cell).
    var width: Int { Int(bits >> Self.widthShift & 3) }
    var isEmpty: Bool { bits & Self.emptyBit != 0 }
    /// Whether the text is in the buffer's table, at `tableIndex`.
    var isInTable: Bool { bits & Self.tableBit != 0 }
    var tableIndex: Int { Int(bits & Self.payloadMask) }

    /// The one scalar, when the text is neither empty nor in the table.
    var scalar: Unicode.Scalar { Unicode.Scalar(bits & Self.payloadMask).unsafelyUnwrapped }

    /// The text, read from `table` when it is there.
    func text(in table: Table<String>) -> String {
        if isEmpty { return "" }
        if isInTable { return table.values[tableIndex] }
        return String(scalar)
    }

    /// The same text with its table index looked up in `indices` (old index → new).
    func moved(to indices: [Int]) -> Glyph {
        isInTable ? Glyph(tableIndex: indices[tableIndex], width: width) : self
    }
}
