/// Whether the terminal shows colour; without it every state is told apart by
/// bold, dim, reverse and underline alone (T4).
public enum ColorMode: Sendable, Equatable {
    /// 256 colours.
    case color
    /// 8 or 16 colours: grey backgrounds would turn black, so shades are attributes
    /// and colour is kept for the tint, the badges and the indicator.
    case basic
    case monochrome
}

/// The styles the views draw with, by role.
public struct Theme: Sendable, Equatable {
    public var title: Style
    public var text: Style
    public var secondary: Style
    /// The list cursor while the list has focus, and while it does not.
    public var cursorFocused: Style
    public var cursorUnfocused: Style
    public var barActive: Style
    public var barInactive: Style
    public var barPressed: Style
    /// Added to the active item of the bar or strip that Left/Right drive.
    public var focusAttributes: Attributes
    public var badge: Style
    public var material: Style
    public var stripActive: Style
    public var stripInactive: Style
    public var stripPressed: Style
    public var stripDisabled: Style
    public var indicator: Style
    public var stripDivider: Style
    public var fieldText: Style
    public var fieldPlaceholder: Style
    public var fieldEditing: Style
    public var caret: Style
    public var back: Style
    public var notice: Style
    /// The terminal's colour mode the theme was made for, to make another tint's alike.
    public private(set) var mode = ColorMode.color

    /// The theme for a tint and colour mode; `NO_COLOR` and `tint: mono` both give monochrome.
    public init(tint: Tint, mode: ColorMode) {
        if mode == .monochrome || tint == .mono {
            self = Theme.monochrome
            self.mode = mode
            return
        }
        let accent = Theme.color(of: tint)
        if mode == .basic {
            self = Theme.monochrome
            self.mode = mode
            barActive = Style(foreground: accent, attributes: [.bold])
            stripActive = Style(foreground: accent, attributes: [.bold])
            indicator = Style(foreground: accent, attributes: [.bold])
            back = Style(foreground: accent)
            badge = Style(foreground: .white, background: .red, attributes: [.bold])
            cursorFocused = Style(foreground: .white, background: accent)
            return
        }
        title = Style(attributes: [.bold])
        text = .plain
        secondary = Style(foreground: .gray)
        cursorFocused = Style(foreground: .white, background: accent)
        // The cursor where Enter would act, while the list does not have the focus: the
        // row in the tint, distinct from the Pressed look's dark background.
        cursorUnfocused = Style(foreground: accent)
        barActive = Style(foreground: accent, attributes: [.bold])
        barInactive = Style(foreground: .gray)
        barPressed = Style(foreground: .white, background: .darkGray, attributes: [.bold])
        focusAttributes = [.underline]
        badge = Style(foreground: .white, background: .red, attributes: [.bold])
        material = Style(foreground: .darkGray)
        stripActive = Style(foreground: accent, attributes: [.bold])
        stripInactive = Style(foreground: .gray)
        stripPressed = Style(foreground: .white, background: .darkGray, attributes: [.bold])
        stripDisabled = Style(foreground: .darkGray, attributes: [.dim])
        indicator = Style(foreground: accent, attributes: [.bold])
        stripDivider = Style(foreground: .darkGray)
        fieldText = Style(attributes: [.underline])
        fieldPlaceholder = Style(foreground: .gray, attributes: [.underline])
        fieldEditing = Style(foreground: .white, background: .darkGray)
        caret = Style(foreground: .black, background: .white)
        back = Style(foreground: accent)
        notice = Style(attributes: [.bold])
    }

    /// Every state distinct with attributes alone.
    public static let monochrome: Theme = {
        var theme = Theme(tint: .blue, mode: .color)
        theme.title = Style(attributes: [.bold])
        theme.secondary = Style(attributes: [.dim])
        theme.cursorFocused = Style(attributes: [.reverse])
        theme.cursorUnfocused = Style(attributes: [.bold])
        theme.barActive = Style(attributes: [.bold])
        theme.barInactive = Style(attributes: [.dim])
        theme.barPressed = Style(attributes: [.reverse])
        theme.badge = Style(attributes: [.reverse, .bold])
        theme.material = Style(attributes: [.dim])
        theme.stripActive = Style(attributes: [.bold])
        theme.stripInactive = Style(attributes: [.dim])
        theme.stripPressed = Style(attributes: [.reverse])
        theme.stripDisabled = Style(attributes: [.dim, .italic])
        theme.indicator = Style(attributes: [.bold])
        theme.stripDivider = Style(attributes: [.dim])
        theme.fieldText = Style(attributes: [.underline])
        theme.fieldPlaceholder = Style(attributes: [.dim, .underline])
        theme.fieldEditing = Style(attributes: [.bold, .underline])
        theme.caret = Style(attributes: [.reverse])
        theme.back = Style(attributes: [.bold])
        return theme
    }()

    static func color(of tint: Tint) -> Color {
        switch tint {
        case .blue: return .blue
        case .green: return .green
        case .orange: return .orange
        case .red: return .red
        case .purple: return .purple
        case .pink: return .pink
        case .teal: return .teal
        case .indigo: return .indigo
        case .mono: return .default
        }
    }
}
