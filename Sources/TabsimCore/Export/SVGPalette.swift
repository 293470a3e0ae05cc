/// Cell colours as the pictures show them: the xterm 256-colour palette on a dark
/// terminal, as in the README's screenshots; the raster exports use them too.
public enum SVGPalette {
    public static let background = "#1c1c1c"
    public static let text = "#e4e4e4"

    /// A style's text colour (its background's when reversed).
    public static func foreground(of style: Style) -> String {
        if style.attributes.contains(.reverse) { return hex(style.background) ?? background }
        return hex(style.foreground) ?? text
    }

    /// A style's cell colour, nil for the terminal's own (its text colour when reversed).
    public static func background(of style: Style) -> String? {
        if style.attributes.contains(.reverse) { return hex(style.foreground) ?? text }
        return hex(style.background)
    }

    /// `#rrggbb` of an xterm palette index, nil for the default colour.
    static func hex(_ color: Color) -> String? {
        guard color.xterm >= 0 else { return nil }
        let (r, g, b) = rgb(Int(color.xterm))
        return "#" + [r, g, b].map { value in
            let digits = String(value, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
    }

    /// The xterm palette: 16 system colours, a 6×6×6 cube, then 24 greys.
    static func rgb(_ index: Int) -> (Int, Int, Int) {
        let system = [(0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
                      (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255)]
        switch index {
        case 0..<16: return system[index]
        case 16..<232:
            let cube = index - 16, levels = [0, 95, 135, 175, 215, 255]
            return (levels[cube / 36], levels[(cube / 6) % 6], levels[cube % 6])
        default:
            let grey = 8 + 10 * (min(index, 255) - 232)
            return (grey, grey, grey)
        }
    }
}
