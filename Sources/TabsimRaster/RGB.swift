import TabsimCore

/// An opaque 8-bit sRGB colour.
public struct RGB: Hashable, Sendable {
    public var r: UInt8, g: UInt8, b: UInt8

    public init(_ r: UInt8, _ g: UInt8, _ b: UInt8) {
        self.r = r
        self.g = g
        self.b = b
    }

    /// `#rrggbb`, as SVGPalette writes colours.
    init(hex: String) {
        let value = UInt32(hex.dropFirst(), radix: 16) ?? 0
        self.init(UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF))
    }

    /// This colour laid over `below` with `alpha` (0 transparent, 255 opaque).
    func over(_ below: RGB, alpha: Int) -> RGB {
        func mix(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
            UInt8((Int(top) * alpha + Int(bottom) * (255 - alpha) + 127) / 255)
        }
        return RGB(mix(r, below.r), mix(g, below.g), mix(b, below.b))
    }

    /// The terminal's own background and text colours, as in the SVG exports.
    static var terminalBackground: RGB { RGB(hex: SVGPalette.background) }
}

/// A cell style's colours as drawn: reverse swapped, dim blended toward the cell's colour.
struct CellColors: Hashable {
    var foreground: RGB
    var background: RGB

    init(_ style: Style) {
        background = SVGPalette.background(of: style).map(RGB.init(hex:)) ?? .terminalBackground
        let text = RGB(hex: SVGPalette.foreground(of: style))
        // As the SVG's opacity 0.6 on dim text.
        foreground = style.attributes.contains(.dim) ? text.over(background, alpha: 153) : text
    }
}
