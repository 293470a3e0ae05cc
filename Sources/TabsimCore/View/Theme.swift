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
    /// The keyboard's keys (B9): the first and third rows, and the second and fourth in
    /// a fill of their own, so that rows of keys never fuse into a slab.
    public var key: Style
    public var keyAlternate: Style
    public var caret: Style
    public var back: Style
    public var notice: Style
    /// A tint fill with text that reads on it: the keyboard's return key, shift while on
    /// and the key just typed, the sidebar's selection.
    public var selected: Style
    /// A destructive button of a dialog (`role: destructive`): red on the dialog's card.
    public var destructive: Style
    /// The floating bar's capsule (iOS 26).
    public var capsule: CapsuleStyles
    /// Material 3's navigation bar, on its surface container.
    public var materialNavigation: MaterialStyles
    /// Material 3's navigation rail: the bar's styles on the surface itself, which is the
    /// rail's container colour in M3.
    public var materialRail: MaterialStyles { materialNavigation.onSurface }
    /// The terminal's colour mode the theme was made for, to make another tint's alike.
    public private(set) var mode = ColorMode.color
    /// The colours the roles are taken from; dimming moves toward its backdrop.
    public private(set) var palette = Palette(appearance: .dark, mode: .color)

    /// The theme for a tint, colour mode and appearance; `NO_COLOR` and `tint: mono`
    /// both give monochrome.
    public init(tint: Tint, mode: ColorMode, appearance: Appearance = .dark) {
        let palette = Palette(appearance: appearance, mode: mode)
        if mode == .monochrome || tint == .mono {
            self = Theme.monochrome
        } else if mode == .basic {
            self = Theme(basic: palette, accent: palette.tint(tint))
        } else {
            self = Theme(color: palette, accent: palette.tint(tint))
        }
        self.mode = mode
        self.palette = palette
    }

    /// 256 colours: every shade from the palette, none from the `dim` attribute.
    private init(color palette: Palette, accent: Color) {
        title = Style(attributes: [.bold])
        text = .plain
        secondary = Style(foreground: palette.secondary)
        // The focused row is a raised cell, its text the label; while the list does not
        // have the focus, the row where Enter would act is in the tint.
        cursorFocused = Style(background: palette.groupedBackground)
        cursorUnfocused = Style(foreground: accent)
        // A bar's and a strip's labels are labels: the selected one in the tint too.
        barActive = Style(foreground: palette.readable(accent, on: .default), attributes: [.bold])
        barInactive = secondary
        barPressed = Style(background: palette.fill, attributes: [.bold])
        focusAttributes = [.underline]
        badge = Style(foreground: palette.text(on: palette.badge), background: palette.badge, attributes: [.bold])
        material = Style(foreground: palette.separator)
        stripActive = barActive
        stripInactive = secondary
        stripPressed = barPressed
        stripDisabled = Style(foreground: palette.tertiary, attributes: [.italic])
        indicator = barActive
        stripDivider = material
        fieldText = Style(attributes: [.underline])
        fieldPlaceholder = Style(foreground: palette.secondary, attributes: [.underline])
        fieldEditing = Style(background: palette.fill)
        key = Style(background: palette.key)
        keyAlternate = Style(background: palette.keyAlternate)
        caret = Style(attributes: [.reverse])
        back = Style(foreground: accent)
        notice = Style(attributes: [.bold])
        selected = Style(foreground: palette.text(on: accent), background: accent)
        destructive = Style(foreground: palette.destructive, background: palette.groupedBackground)
        capsule = CapsuleStyles(glass: Style(background: palette.glass), edge: material,
                                item: Style(foreground: palette.readable(palette.secondary, on: palette.glass), background: palette.glass),
                                selected: Style(foreground: palette.readable(accent, on: palette.selection), background: palette.selection, attributes: [.bold]),
                                selectedEnd: Style(foreground: palette.selection, background: palette.glass))
        let container = palette.groupedBackground, indicator = palette.indicator(for: accent)
        materialNavigation = MaterialStyles(container: Style(background: container),
                                            item: Style(foreground: palette.readable(palette.secondary, on: container), background: container),
                                       activeLabel: Style(background: container, attributes: [.bold]),
                                       indicator: Style(foreground: palette.text(on: indicator), background: indicator, attributes: [.bold]),
                                       indicatorEnd: Style(foreground: indicator, background: container),
                                       smallBadge: Style(foreground: palette.badgeDot, background: container))
    }

    /// 8 colours: no greys between the label and the background, so shades are
    /// attributes other than `dim` and colour is kept for the tint and the badges.
    private init(basic palette: Palette, accent: Color) {
        self = Theme.monochrome
        secondary = .plain
        cursorFocused = Style(attributes: [.bold, .underline])
        cursorUnfocused = Style(foreground: accent)
        barActive = Style(foreground: accent, attributes: [.bold])
        barInactive = .plain
        badge = Style(foreground: palette.text(on: palette.badge), background: palette.badge, attributes: [.bold])
        material = .plain
        stripActive = barActive
        stripInactive = .plain
        stripDisabled = Style(attributes: [.italic])
        indicator = barActive
        stripDivider = .plain
        fieldPlaceholder = Style(attributes: [.italic, .underline])
        back = Style(foreground: accent)
        destructive = Style(foreground: palette.destructive)
        // No greys: the selected item's capsule is the tint, its text the background.
        capsule = CapsuleStyles(glass: .plain, edge: .plain, item: .plain,
                                selected: Style(foreground: accent, attributes: [.reverse, .bold]), selectedEnd: Style(foreground: accent))
        materialNavigation = MaterialStyles(container: .plain, item: .plain, activeLabel: Style(attributes: [.bold]),
                                  indicator: Style(foreground: accent, attributes: [.reverse, .bold]), indicatorEnd: Style(foreground: accent),
                                  smallBadge: badge)
    }

    /// Every state distinct with attributes alone.
    public static let monochrome: Theme = {
        var theme = Theme(color: Palette(appearance: .dark, mode: .color), accent: .blue)
        theme.mode = .monochrome
        theme.palette = Palette(appearance: .dark, mode: .monochrome)
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
        // Without greys the underline parts the rows of keys.
        theme.key = theme.fieldEditing
        theme.keyAlternate = theme.fieldEditing
        theme.caret = Style(attributes: [.reverse])
        theme.back = Style(attributes: [.bold])
        theme.selected = Style(attributes: [.reverse])
        theme.destructive = Style(attributes: [.underline])
        theme.capsule = CapsuleStyles(glass: .plain, edge: Style(attributes: [.dim]), item: Style(attributes: [.dim]),
                                      selected: Style(attributes: [.reverse, .bold]), selectedEnd: .plain)
        theme.materialNavigation = MaterialStyles(container: .plain, item: Style(attributes: [.dim]), activeLabel: Style(attributes: [.bold]),
                                        indicator: Style(attributes: [.reverse, .bold]), indicatorEnd: .plain, smallBadge: Style(attributes: [.bold]))
        return theme
    }()
}

/// The styles of iOS 26's floating bar.
public struct CapsuleStyles: Sendable, Equatable {
    /// The inside of the capsule.
    public var glass: Style
    /// Its rounded edge.
    public var edge: Style
    /// An item not selected.
    public var item: Style
    /// The selected item, in its own capsule.
    public var selected: Style
    /// The half blocks that round the selected item's capsule: its colour on the glass.
    public var selectedEnd: Style
}

/// The styles of Material 3's navigation bar and rail.
public struct MaterialStyles: Sendable, Equatable {
    /// The bar's surface.
    public var container: Style
    /// An item not selected: its icon and label.
    public var item: Style
    /// The selected item's label.
    public var activeLabel: Style
    /// The active indicator, the pill around the selected icon, and the icon on it.
    public var indicator: Style
    /// The half blocks that round the indicator's ends: its colour on the surface.
    public var indicatorEnd: Style
    /// The small badge, a dot on the icon's corner.
    public var smallBadge: Style

    /// The same styles with the container's fill taken away: drawn on the surface.
    var onSurface: MaterialStyles {
        func bare(_ style: Style) -> Style {
            var style = style
            if style.background == container.background { style.background = .default }
            return style
        }
        return MaterialStyles(container: bare(container), item: bare(item), activeLabel: bare(activeLabel), indicator: indicator,
                              indicatorEnd: bare(indicatorEnd), smallBadge: bare(smallBadge))
    }
}
