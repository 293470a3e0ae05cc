/// Cell colours as the pictures show them: the xterm 256-colour palette on a dark
/// terminal, as in the README's screenshots, or on a light one; the raster exports use
/// them too.
public enum SVGPalette {
    /// The terminal the pictures are drawn for: bind it around an export
    /// (`SVGPalette.$appearance.withValue(.light) { … }`).
    @TaskLocal public static var appearance = Appearance.dark

    /// The terminal's own background, the palette's backdrop.
    public static var background: String { appearance == .dark ? "#1c1c1c" : "#ffffff" }
    /// The terminal's own text colour, the palette's label.
    public static var text: String { appearance == .dark ? "#e4e4e4" : "#000000" }

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
