/// Dimming as a scrim does it: the dialog's backdrop, a push's parallax, a fade, what
/// a sheet uncovers. Text *and* fills move two fifths of the way toward the terminal's
/// background, so a dimmed screen is fainter on a light terminal as on a dark one, and
/// a tint fill fades with its text; the `dim` attribute (black stays black) is left to
/// monochrome.
extension Theme {
    /// `style` as it shows under a scrim.
    public func dimmed(_ style: Style) -> Style {
        var style = style
        switch mode {
        case .monochrome:
            style.attributes.insert(.dim)
        case .basic:
            // Eight colours have nothing between: the colours go, the text stays readable.
            style = Style(attributes: style.attributes.subtracting([.reverse, .bold]))
        case .color:
            let table = Self.dimming[palette.appearance] ?? DimmingTable(palette)
            if style.attributes.contains(.reverse) {
                (style.foreground, style.background) = (table.backdrop(style.background), table.label(style.foreground))
                style.attributes.remove(.reverse)
            }
            style.foreground = table.dimmed(style.foreground)
            if style.background != .default { style.background = table.dimmed(style.background) }
        }
        return style
    }

    private static let dimming: [Appearance: DimmingTable] = Dictionary(uniqueKeysWithValues: Appearance.allCases.map {
        ($0, DimmingTable(Palette(appearance: $0, mode: .color)))
    })
}

/// Each xterm colour's nearest colour two fifths of the way toward the backdrop, worked out once.
private struct DimmingTable: Sendable {
    private let indices: [Int16]
    private let dimmedLabel: Int16
    private let labelColor: Color
    private let backdropColor: Color

    init(_ palette: Palette) {
        indices = (0..<256).map { ColorValue(xterm: $0).mixed(toward: palette.backdrop, amount: 0.4).nearestXterm }
        dimmedLabel = palette.label.mixed(toward: palette.backdrop, amount: 0.4).nearestXterm
        let dark = palette.appearance == .dark
        labelColor = Color(xterm: palette.label.nearestXterm, basic: dark ? 7 : 0)
        backdropColor = Color(xterm: palette.backdrop.nearestXterm, basic: dark ? 0 : 7)
    }

    /// `color` dimmed; the default is the label's colour.
    func dimmed(_ color: Color) -> Color {
        let index = color == .default ? dimmedLabel : indices[Int(min(255, max(0, color.xterm)))]
        return Color(xterm: index, basic: color.basic)
    }

    /// A foreground colour as a background, the label's for the default.
    func label(_ color: Color) -> Color { color == .default ? labelColor : color }

    /// A background colour as a foreground, the backdrop's for the default.
    func backdrop(_ color: Color) -> Color { color == .default ? backdropColor : color }
}
