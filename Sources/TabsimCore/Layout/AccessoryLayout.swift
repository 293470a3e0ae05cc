/// Where iOS 26's bottom accessory is (`accessory:`): a capsule of one row of text right
/// over the floating bar, as wide as the bar and its search button together, inset as
/// the bar is; when the bar minimizes, inline in its rows, between the small capsule and
/// the search button; in regular width (iPadOS's top bar or the sidebar) at the bottom of
/// the screen, inset the same.
public struct AccessoryLayout: Equatable, Sendable {
    /// Rows of the accessory's capsule: its edges around one row of text, against the
    /// portrait bar's four (iOS 26: about 48 pt against the bar's 62), and the same as the
    /// minimized bar's, beside which it sits inline.
    public static let height = 3

    /// Where it sits over the whole bar.
    public let fullArea: Rect
    /// Where it sits beside the minimized bar: `fullArea` where the bar never minimizes.
    public let inlineArea: Rect
    /// Where it is now, and what a tap lands on.
    public let area: Rect

    /// The accessory of `state`, over `bar` (the floating bar, when it shows) in `frame`
    /// (the screen's); nil when it does not show.
    init?(prototype: Prototype, state: AppState, bar: BarLayout?, frame: Rect) {
        guard state.showsAccessory(in: prototype) else { return nil }
        let inset = BarLayout.floatingInset
        if let bar, bar.floats {
            let trailing = bar.searchButton?.maxX ?? bar.fullArea.maxX
            fullArea = Rect(x: bar.fullArea.x, y: bar.fullArea.y - Self.height, width: trailing - bar.fullArea.x, height: Self.height)
            // A column apart from the small capsule and from the search button.
            let x = bar.minimizedArea.maxX + 1
            let maxX = bar.searchButton.map { $0.x - 1 } ?? bar.fullArea.maxX
            inlineArea = Rect(x: x, y: bar.minimizedArea.y, width: max(0, maxX - x), height: Self.height)
            area = bar.minimized ? inlineArea : fullArea
        } else {
            fullArea = Rect(x: frame.x + inset, y: frame.maxY - inset - Self.height, width: frame.width - 2 * inset, height: Self.height)
            (inlineArea, area) = (fullArea, fullArea)
        }
        guard area.width >= 4, area.y >= frame.y else { return nil }
    }
}

/// The button that turns iPadOS's top tab bar into the sidebar and back
/// (`sidebar: adaptable`): a small round button at the top bar's leading side, or a
/// glyph at the sidebar's top trailing corner.
public enum SidebarToggle {
    /// The glyph it shows, as SF Symbols' `sidebar.leading`.
    public static let glyph = "◧"
    /// Columns of the round button beside the top bar: its edges around the glyph.
    public static let width = 5

    /// Where it is: beside the top bar, or in the sidebar's first row, at its end.
    static func area(sidebar: Rect?, size: Size) -> Rect {
        if let sidebar { return Rect(x: sidebar.maxX - 4, y: sidebar.y, width: 3, height: 1) }
        return Rect(x: BarLayout.floatingInset, y: 0, width: width, height: AppState.topBarHeight)
    }
}
