/// iOS's semantic colours for one appearance and colour mode, each chosen against
/// the background it is drawn on, as iOS builds its dark and light palettes: labels
/// keep 4.5:1, secondary text, tints and disabled items 3:1 (WCAG). Labels are the
/// terminal's own text colour, so they read on whatever background it has.
public struct Palette: Sendable, Equatable {
    public let appearance: Appearance
    /// `.color` (256 colours) or `.basic` (8 colours); monochrome has no palette.
    public let mode: ColorMode
    /// The terminal's background as assumed: what dimming moves toward, and what
    /// default-coloured cells are measured against.
    public let backdrop: ColorValue
    /// The terminal's own text colour as assumed.
    public let label: ColorValue
    /// Secondary text: inactive items, values, placeholders, field labels.
    public let secondary: Color
    /// Tertiary text: disabled items.
    public let tertiary: Color
    /// Hairlines: the material line, the strip's divider.
    public let separator: Color
    /// The fill of a pressed item and an edited field.
    public let fill: Color
    /// The keyboard's keys (B9): the first and third rows of keys, and the second and
    /// fourth, as many shades apart as keeps the rows from fusing (1.3:1 or more, and
    /// as much from the backdrop), the labels keeping 4.5:1 on both.
    public let key: Color
    public let keyAlternate: Color
    /// The subdued fill of the focused row, a raised cell as in a grouped list.
    public let groupedBackground: Color
    /// The badge's oval; its text is white.
    public let badge: Color
    /// Material 3's small badge, a dot in its error colour: a light red on dark.
    public let badgeDot: Color
    /// A destructive button's red (iOS's systemRed): lighter on dark, as iOS's dark one is.
    public let destructive: Color
    /// The floating bar's glass (iOS 26): clear on dark, a light grey on light.
    public let glass: Color
    /// The selected item's capsule on the glass: lighter than the backdrop on dark,
    /// white on light.
    public let selection: Color

    private let tints: [Tint: Color]

    /// The palette for `appearance` in `mode` (`.monochrome` gets the 8-colour one).
    public init(appearance: Appearance, mode: ColorMode) {
        self.appearance = appearance
        self.mode = mode == .color ? .color : .basic
        let dark = appearance == .dark
        backdrop = ColorValue(xterm: dark ? 234 : 231)
        label = ColorValue(xterm: dark ? 254 : 16)
        if mode == .color {
            func shade(_ index: Int16) -> Color { Color(xterm: index, basic: index < 244 ? 0 : 7) }
            secondary = shade(dark ? 245 : 243)
            tertiary = shade(dark ? 242 : 245)
            separator = shade(dark ? 238 : 251)
            fill = shade(dark ? 238 : 252)
            key = shade(dark ? 241 : 252)
            keyAlternate = shade(dark ? 238 : 249)
            groupedBackground = shade(dark ? 237 : 254)
            badge = Color(xterm: 160, basic: 1)
            badgeDot = dark ? Color(xterm: 210, basic: 1) : badge
            destructive = dark ? Color(xterm: 203, basic: 1) : Color(xterm: 160, basic: 1)
            glass = shade(dark ? 235 : 255)
            selection = shade(dark ? 236 : 231)
            tints = dark ? Self.darkTints : Self.lightTints
        } else {
            // Eight colours have no greys between the label and the background: the
            // secondary roles are the label, told apart by attributes (T4).
            secondary = .default
            tertiary = .default
            separator = .default
            fill = .default
            key = .default
            keyAlternate = .default
            groupedBackground = .default
            badge = Self.basic(1)
            badgeDot = badge
            destructive = (dark ? Self.darkBasicTints : Self.lightBasicTints)[.red].map(Self.basic) ?? badge
            glass = .default
            selection = .default
            tints = (dark ? Self.darkBasicTints : Self.lightBasicTints).mapValues(Self.basic)
        }
    }

    /// The colour of `tint`: the accent of active items, buttons and the indicator.
    public func tint(_ tint: Tint) -> Color { tints[tint] ?? .default }

    /// The contrast the README promises for labels (WCAG 1.4.3), every label on a bar,
    /// strip or accessory included, the selected one in the tint too.
    public static let labelContrast = 4.5

    /// `color` as text on `fill` keeping `minimum`:1: itself, or where it reads under
    /// that, the nearest colour moved toward the label just far enough (a lighter indigo
    /// on the dark selected capsule, a darker blue on white, a lighter grey on the glass).
    /// 8 colours keep their colour: they have no neighbours.
    public func readable(_ color: Color, on fill: Color, minimum: Double = Palette.labelContrast) -> Color {
        let background = value(ofBackground: fill), start = value(ofForeground: color)
        guard mode == .color, start.contrast(with: background) < minimum else { return color }
        for step in 1...20 {
            let index = start.mixed(toward: label, amount: Double(step) / 20).nearestXterm
            if ColorValue(xterm: Int(index)).contrast(with: background) >= minimum { return Color(xterm: index, basic: color.basic) }
        }
        return .default
    }

    /// Material 3's active indicator for the tint `accent`: the tint three fifths of the
    /// way toward the background, subdued as M3's secondary container is; the tint
    /// itself in 8 colours.
    public func indicator(for accent: Color) -> Color {
        guard mode == .color else { return accent }
        let subdued = value(of: accent).mixed(toward: backdrop, amount: 0.6)
        return Color(xterm: Int16(subdued.nearestXterm), basic: accent.basic)
    }

    /// White or black, whichever reads better on `fill`: text on a tint.
    public func text(on fill: Color) -> Color {
        let (black, white) = mode == .color ? (Color.black, Color.white) : (Self.basic(0), Self.basic(7))
        let background = value(ofBackground: fill)
        return value(of: black).contrast(with: background) > value(of: white).contrast(with: background) ? black : white
    }

    /// The value a foreground colour shows, the label's for the default.
    public func value(ofForeground color: Color) -> ColorValue { color == .default ? label : value(of: color) }

    /// The value a background colour shows, the backdrop's for the default.
    public func value(ofBackground color: Color) -> ColorValue { color == .default ? backdrop : value(of: color) }

    private func value(of color: Color) -> ColorValue { ColorValue(xterm: Int(mode == .color ? color.xterm : color.basic)) }

    /// A basic colour, shown as the same system colour in 256-colour exports.
    private static func basic(_ index: Int16) -> Color { Color(xterm: index, basic: index) }

    /// iOS's system colours nearest in the cube, each at 3.7:1 or more on #1c1c1c.
    private static let darkTints: [Tint: Color] = [
        .blue: .blue, .green: .green, .orange: .orange, .red: .red, .purple: .purple, .pink: .pink, .teal: .teal, .indigo: .indigo,
    ]
    /// Darker neighbours for white, as iOS's light variants are: each 3.8:1 or more.
    private static let lightTints: [Tint: Color] = [
        .blue: Color(xterm: 32, basic: 4), .green: Color(xterm: 29, basic: 2), .orange: Color(xterm: 166, basic: 3),
        .red: Color(xterm: 160, basic: 1), .purple: Color(xterm: 98, basic: 5), .pink: Color(xterm: 162, basic: 5),
        .teal: Color(xterm: 30, basic: 6), .indigo: Color(xterm: 62, basic: 4),
    ]
    /// On a dark background blue is 1.8:1 and red 2.9:1: the nearest readable hue stands in.
    private static let darkBasicTints: [Tint: Int16] = [
        .blue: 6, .green: 2, .orange: 3, .red: 5, .purple: 5, .pink: 5, .teal: 6, .indigo: 6,
    ]
    /// On white, green, yellow and cyan are under 2.2:1: blue or red stands in.
    private static let lightBasicTints: [Tint: Int16] = [
        .blue: 4, .green: 4, .orange: 1, .red: 1, .purple: 5, .pink: 5, .teal: 4, .indigo: 4,
    ]
}
