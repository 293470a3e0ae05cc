import Testing
@testable import TabsimCore

/// WCAG contrast of every text role against the background it is drawn on, in both
/// appearances, in 256 and in 8 colours, with every tint: labels 4.5:1, secondary
/// text, tints and disabled items 3:1 (T4, B3, B4, T11).
@Suite("Contrast of the palettes (T4, B3, B4, T11)")
struct ContrastTests {
    /// A role, the minimum it must keep, and what it is. A label in the tint keeps 3:1 in
    /// 8 colours, where no tint has a neighbour to move to (labels on bars are promised
    /// 4.5:1 in 256 colours).
    struct Role: CustomStringConvertible, Sendable {
        let name: String
        let style: @Sendable (Theme) -> Style
        let minimum: Double
        var inEightColours: Double?
        var description: String { name }

        func minimum(in mode: ColorMode) -> Double { mode == .basic ? inEightColours ?? minimum : minimum }
    }

    static let labels = 4.5, secondaryText = 3.0

    static let roles: [Role] = [
        Role(name: "label", style: { $0.text }, minimum: labels),
        Role(name: "title", style: { $0.title }, minimum: labels),
        Role(name: "pressed item (label on fill)", style: { $0.barPressed }, minimum: labels),
        Role(name: "pressed page", style: { $0.stripPressed }, minimum: labels),
        Role(name: "focused row (label on grouped background)", style: { $0.cursorFocused }, minimum: labels),
        Role(name: "edited field (label on fill)", style: { $0.fieldEditing }, minimum: labels),
        Role(name: "caret", style: { $0.caret }, minimum: labels),
        Role(name: "badge", style: { $0.badge }, minimum: labels),
        Role(name: "lit key, sidebar selection (text on tint)", style: { $0.selected }, minimum: labels),
        Role(name: "secondary text", style: { $0.secondary }, minimum: secondaryText),
        Role(name: "inactive item", style: { $0.barInactive }, minimum: secondaryText),
        Role(name: "inactive page", style: { $0.stripInactive }, minimum: secondaryText),
        Role(name: "placeholder", style: { $0.fieldPlaceholder }, minimum: secondaryText),
        Role(name: "disabled page", style: { $0.stripDisabled }, minimum: secondaryText),
        Role(name: "selected item and page (label in the tint)", style: { $0.barActive }, minimum: labels, inEightColours: secondaryText),
        Role(name: "indicator (tint)", style: { $0.indicator }, minimum: secondaryText),
        Role(name: "back button, dialog buttons (tint)", style: { $0.back }, minimum: secondaryText),
        Role(name: "segment (label on the track)", style: { $0.segmentedStyles(material: false).track }, minimum: labels),
        Role(name: "selected segment (label on its raised fill)", style: { $0.segmentedStyles(material: false).selected }, minimum: labels),
        Role(name: "Material 3 selected segmented button (on the secondary container)", style: { $0.segmentedStyles(material: true).selected },
             minimum: secondaryText),
        Role(name: "destructive dialog button (red on the dialog's card)", style: { $0.destructive }, minimum: secondaryText),
        Role(name: "destructive dialog button under the cursor (red on the fill)",
             style: { Style(foreground: $0.destructive.foreground, background: $0.palette.fill) }, minimum: secondaryText),
        Role(name: "row under the cursor, list not focused (tint)", style: { $0.cursorUnfocused }, minimum: secondaryText),
        Role(name: "floating bar's item and the accessory (label on its glass)", style: { $0.capsule.item }, minimum: labels),
        Role(name: "floating bar's selected item (label in the tint on its own capsule)", style: { $0.capsule.selected }, minimum: labels, inEightColours: secondaryText),
        Role(name: "Material 3 item (label on the bar's surface)", style: { $0.materialNavigation.item }, minimum: labels),
        Role(name: "Material 3 selected label (label on the surface)", style: { $0.materialNavigation.activeLabel }, minimum: labels),
        Role(name: "Material 3 selected icon (on the active indicator)", style: { $0.materialNavigation.indicator }, minimum: secondaryText),
        Role(name: "Material 3 small badge (the dot on the surface)", style: { $0.materialNavigation.smallBadge }, minimum: secondaryText),
    ]

    static let tints = Tint.allCases.filter { $0 != .mono }

    /// The contrast of a style's text with its cell, as `palette` shows them.
    static func contrast(_ style: Style, in palette: Palette) -> Double {
        var foreground = palette.value(ofForeground: style.foreground)
        var background = palette.value(ofBackground: style.background)
        if style.attributes.contains(.reverse) {
            (foreground, background) = (palette.value(ofBackground: style.background), palette.value(ofForeground: style.foreground))
        }
        return foreground.contrast(with: background)
    }

    @Test("T4, B3, B4, T11: every text role keeps 4.5:1 (labels, a bar's in the tint too) or 3:1 (secondary, tints, disabled) in dark and light, 256 and 8 colours",
          arguments: Appearance.allCases, [ColorMode.color, .basic])
    func everyRole(appearance: Appearance, mode: ColorMode) {
        for tint in Self.tints {
            let theme = Theme(tint: tint, mode: mode, appearance: appearance)
            for role in Self.roles {
                let ratio = Self.contrast(role.style(theme), in: theme.palette), minimum = role.minimum(in: mode)
                #expect(ratio >= minimum, "\(appearance) \(mode) \(tint): \(role) is \(ratio):1, under \(minimum):1")
            }
        }
    }

    @Test("S5, B13: dimming moves text and fills toward the background: a role stays readable at 2:1 or more, fainter than before, in dark and light",
          arguments: Appearance.allCases)
    func dimmedRoles(appearance: Appearance) {
        for tint in Self.tints {
            let theme = Theme(tint: tint, mode: .color, appearance: appearance)
            for role in Self.roles where role.minimum == Self.labels || role.name.contains("tint") {
                let style = role.style(theme), dimmed = theme.dimmed(style)
                let ratio = Self.contrast(dimmed, in: theme.palette)
                #expect(ratio >= 2 && ratio < Self.contrast(style, in: theme.palette),
                        "\(appearance) \(tint): dimmed \(role) is \(ratio):1")
                #expect(!dimmed.attributes.contains(.dim))
            }
        }
    }

    @Test("S5: dimmed label text is fainter against the background in light as in dark, not darker")
    func dimmedLabelFaintens() {
        for appearance in Appearance.allCases {
            let theme = Theme(tint: .blue, mode: .color, appearance: appearance)
            let plain = Self.contrast(.plain, in: theme.palette), dimmed = Self.contrast(theme.dimmed(.plain), in: theme.palette)
            #expect(dimmed < plain / 2 && dimmed >= 3, "\(appearance): \(plain):1 dimmed to \(dimmed):1")
        }
    }
}
