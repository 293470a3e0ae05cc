/// A cell as a buffer stores it: its glyph and style in 64 bits and no references,
/// so that making, copying and comparing frames is plain memory work.
struct PackedCell: Equatable {
    /// The glyph in the low half, the style in the high half.
    private(set) var bits: UInt64

    init(_ glyph: Glyph, style: PackedStyle) {
        bits = UInt64(glyph.bits) | UInt64(style.bits) << 32
    }

    var glyph: Glyph {
        get { Glyph(bits: UInt32(truncatingIfNeeded: bits)) }
        set { self = PackedCell(newValue, style: style) }
    }

    var style: PackedStyle {
        get { PackedStyle(bits: UInt32(truncatingIfNeeded: bits >> 32)) }
        set { self = PackedCell(glyph, style: newValue) }
    }

    /// Whether the glyph or the style is in the buffer's tables.
    var usesTables: Bool { glyph.isInTable || style.isInTable }

    /// The same cell with table indices looked up in `moves`.
    func moved(_ moves: TableMoves) -> PackedCell {
        PackedCell(glyph.moved(to: moves.texts), style: style.moved(to: moves.styles))
    }
}
