/// A cell's style packed into 32 bits: the palette's colours (xterm -1…255, basic
/// -1…7) and the five attributes inline; any other style is kept in the buffer's
/// table and named by its index there.
struct PackedStyle: Equatable {
    let bits: UInt32

    private static let tableBit: UInt32 = 1 << 31
    private static let colorBits: UInt32 = 13
    private static let attributeMask: UInt8 = 0x1F

    init(bits: UInt32) { self.bits = bits }

    /// `style` inline, or nil when it does not fit.
    init?(inline style: Style) {
        guard style.attributes.rawValue & ~Self.attributeMask == 0,
              let foreground = Self.code(of: style.foreground), let background = Self.code(of: style.background) else { return nil }
        bits = foreground | background << Self.colorBits | UInt32(style.attributes.rawValue) << (2 * Self.colorBits)
    }

    /// The style at `index` of a buffer's table.
    init(tableIndex index: Int) {
        bits = UInt32(index) | Self.tableBit
    }

    static let plain = PackedStyle(inline: .plain).unsafelyUnwrapped

    /// Whether the style is in the buffer's table, at `tableIndex`.
    var isInTable: Bool { bits & Self.tableBit != 0 }
    var tableIndex: Int { Int(bits & ~Self.tableBit) }

    /// The style, read from `table` when it is there.
    func style(in table: Table<Style>) -> Style {
        if isInTable { return table.values[tableIndex] }
        let mask: UInt32 = 1 << Self.colorBits - 1
        return Style(foreground: Self.color(bits & mask), background: Self.color(bits >> Self.colorBits & mask),
                     attributes: Attributes(rawValue: UInt8(bits >> (2 * Self.colorBits))))
    }

    /// The same style with its table index looked up in `indices` (old index → new).
    func moved(to indices: [Int]) -> PackedStyle {
        isInTable ? PackedStyle(tableIndex: indices[tableIndex]) : self
    }

    /// 13 bits: the xterm index + 1 (9 bits), then the basic index + 1 (4 bits).
    private static func code(of color: Color) -> UInt32? {
        guard (-1...255).contains(color.xterm), (-1...7).contains(color.basic) else { return nil }
        return UInt32(color.xterm + 1) | UInt32(color.basic + 1) << 9
    }

    private static func color(_ code: UInt32) -> Color {
        Color(xterm: Int16(code & 0x1FF) - 1, basic: Int16(code >> 9) - 1)
    }
}
