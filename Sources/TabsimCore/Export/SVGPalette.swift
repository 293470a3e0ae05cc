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
        let value = ColorValue(xterm: Int(color.xterm))
        return "#" + [value.red, value.green, value.blue].map { value in
            let digits = String(value, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
    }
}
