/// The block elements tabsim draws (█ ▐ ▌ ▀ ▄ ▝ ▘…): each a rectangle of the cell, which
/// pictures and the browser's grid draw as a filled shape rather than a font's glyph.
public enum BlockElements {
    /// A rectangle as fractions of the cell, from its top left corner.
    public struct Rectangle: Equatable, Sendable {
        public var left, top, right, bottom: Double
    }

    /// The rectangle `grapheme` fills, nil for any other grapheme.
    public static func rectangle(of grapheme: String) -> Rectangle? {
        guard grapheme.unicodeScalars.count == 1, let value = grapheme.unicodeScalars.first?.value else { return nil }
        switch value {
        case 0x2580: return Rectangle(left: 0, top: 0, right: 1, bottom: 0.5)                                     // ▀
        case 0x2581...0x2588: return Rectangle(left: 0, top: 1 - Double(value - 0x2580) / 8, right: 1, bottom: 1) // ▁ … █, from the bottom
        case 0x2589...0x258F: return Rectangle(left: 0, top: 0, right: Double(0x2590 - value) / 8, bottom: 1)     // ▉ … ▏, from the left
        case 0x2590: return Rectangle(left: 0.5, top: 0, right: 1, bottom: 1)                                     // ▐
        case 0x2594: return Rectangle(left: 0, top: 0, right: 1, bottom: 0.125)                                   // ▔
        case 0x2595: return Rectangle(left: 0.875, top: 0, right: 1, bottom: 1)                                   // ▕
        case 0x2598: return Rectangle(left: 0, top: 0, right: 0.5, bottom: 0.5)                                   // ▘
        case 0x259D: return Rectangle(left: 0.5, top: 0, right: 1, bottom: 0.5)                                   // ▝
        default: return nil
        }
    }
}
