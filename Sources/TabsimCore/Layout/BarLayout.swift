/// The bottom bar's slots (B1, B5): docked along the bottom edge and sharing its full
/// width (iOS 17, Material 3's navigation bar), inside a capsule floating one cell in
/// from the screen's edges (iOS 26), each slot as wide as an even share of the capsule,
/// at most `floatingSlotWidth`, the capsule centred; or stacked down Material 3's
/// navigation rail at the leading edge; or, on iOS 26 in regular width, as iPadOS's
/// capsule floating at the top, centred. iOS 26's search tab is a round button after the
/// capsule.
public struct BarLayout: Equatable, Sendable {
    /// Where the bar is and how it sits.
    public enum Kind: Equatable, Sendable {
        case docked, floating, rail
        /// iPadOS's tab bar: a capsule of one row of tabs at the top of the screen, centred.
        case top
    }

    public struct Slot: Equatable, Sendable {
        /// The section this slot shows, or nil for More.
        public var section: Int?
        /// What a tap on the slot lands on: its columns over the bar's height, the search
        /// button's round edge and inside, or its rows down the rail.
        public var rect: Rect
    }

    /// Columns and rows between a floating capsule and the screen's edges.
    public static let floatingInset = 1
    /// The widest a floating capsule's slot grows, so that on a wide screen the capsule
    /// hugs its tabs, centred, as iOS 26's landscape bar does.
    public static let floatingSlotWidth = 16

    /// What a tap on the bar lands on: the docked bar's rows (the material edge and two
    /// rows of items), the rail, or the capsule, its edge included: `fullArea` or,
    /// minimized, `minimizedArea` (the search button apart: `searchButton`).
    public let area: Rect
    /// The whole capsule, or the docked bar or rail.
    public let fullArea: Rect
    /// The small capsule of a minimized floating bar, at the leading end: the selected
    /// tab's icon and label in its own capsule (`minimize:`).
    public let minimizedArea: Rect
    /// Whether the floating bar is minimized, so a tap on it restores it.
    public let minimized: Bool
    public var slots: [Slot]
    /// The slot drawn as active.
    public var activeSlot: Int
    public let model: BarModel
    /// Whether each item's icon sits beside its label on one row: in landscape, when
    /// every label fits whole beside its icon; otherwise icons sit above labels (B6).
    public let sideBySide: Bool
    public let kind: Kind
    /// Whether the items show their icons: all but iPadOS 18's top bar, which names its
    /// tabs in text alone (its sidebar keeps the icons).
    public var showsIcons: Bool
    /// Whether the bar is a capsule floating over the content at the bottom (iOS 26).
    public var floats: Bool { kind == .floating }
    /// Whether the bar is drawn as a capsule: floating at the bottom, or at the top.
    public var isCapsule: Bool { kind == .floating || kind == .top }

    public init(prototype: Prototype, state: AppState) {
        let model = state.barModel(for: prototype)
        let size = state.size
        self.model = model
        kind = state.usesRail(in: prototype) ? .rail : state.usesTopBar(in: prototype) ? .top
            : prototype.platform.barFloats ? .floating : .docked
        activeSlot = model.slot(for: state.selection)
        showsIcons = !(kind == .top && prototype.platform == .ios18)
        minimized = kind == .floating && state.barMinimized && prototype.minimize != .never
        if kind == .rail {
            // Material 3's rail: the items from the top, each its icon, its label and a
            // row apart, or without the row where the rail is short.
            let area = Rect(x: 0, y: 0, width: AppState.railWidth, height: state.screenFrame(in: prototype).maxY)
            (self.area, fullArea, minimizedArea, sideBySide) = (area, area, area, false)
            let step = area.height - 1 >= 3 * model.slotCount ? 3 : 2
            slots = (0..<model.slotCount).map { slot in
                Slot(section: model.section(atSlot: slot), rect: Rect(x: 0, y: 1 + step * slot, width: area.width, height: step))
            }
            return
        }
        // The search tab's round button, apart after the capsule (iOS 26).
        let search = model.searchSlot.map { _ in Self.searchWidth + 1 } ?? 0
        let tabSlots = model.slotCount - (model.searchSlot == nil ? 0 : 1)
        let count = max(1, tabSlots)
        let floats = kind == .floating || kind == .top
        // The slots' columns: the full width, or inside the capsule's edges (on the top
        // bar, clear of the sidebar toggle on both sides, so that it stays centred).
        let toggle = kind == .top && state.showsSidebarToggle(in: prototype) ? SidebarToggle.width + 1 : 0
        let room = floats ? size.width - 2 * (Self.floatingInset + toggle) - 2 - search : size.width
        let share = floats ? min(room / count, Self.floatingSlotWidth) : room / count
        let spread = share == room / count ? room % count : 0
        let slotsWidth = share * count + spread
        var x = floats ? (size.width - slotsWidth - search) / 2 : 0
        var columns: [(x: Int, width: Int)] = []
        for slot in 0..<tabSlots {
            // Spread the remainder over the first slots so the widths differ by at most one.
            let width = share + (slot < spread ? 1 : 0)
            columns.append((x, width))
            x += width
        }
        if model.searchSlot != nil { columns.append((x + 3, Self.searchWidth - 2)) }
        // Material 3's navigation bar always has its labels under the icons.
        // The top bar has one row of tabs, as iPadOS's; Material 3's navigation bar always
        // has its labels under the icons.
        sideBySide = kind == .top || prototype.platform != .material3 && state.orientation == .landscape && zip(0..., columns).allSatisfy { slot, column in
            let section = model.section(atSlot: slot)
            return Self.fitsSideBySide(Self.parts(of: section, in: prototype), badge: section.flatMap { state.badge(of: $0, in: prototype) },
                                       width: column.width)
        }
        let area: Rect
        if kind == .top {
            area = Rect(x: (columns.first?.x ?? 1) - 1, y: 0, width: slotsWidth + 2, height: AppState.topBarHeight)
        } else if floats {
            // The capsule's edge above and below the item rows: one row side by side, two stacked.
            let height = sideBySide ? 3 : 4
            area = Rect(x: (columns.first?.x ?? 1) - 1, y: size.height - Self.floatingInset - height, width: slotsWidth + 2, height: height)
        } else {
            area = Rect(x: 0, y: size.height - ScreenLayout.barHeight, width: size.width, height: ScreenLayout.barHeight)
        }
        fullArea = area
        if kind == .floating {
            let section = model.section(atSlot: activeSlot)
            let held = Self.parts(of: section, in: prototype)
            let iconWidth = held.icon.map { DisplayWidth.of($0.filled) } ?? 0
            let badgeWidth = section.flatMap { state.badge(of: $0, in: prototype) }.map { DisplayWidth.of($0.text) } ?? 0
            // The edges, the selected capsule's rounded ends, the icon and its badge, a space and the label.
            let width = 4 + iconWidth + badgeWidth + (iconWidth + badgeWidth > 0 && !held.label.isEmpty ? 1 : 0) + DisplayWidth.of(held.label)
            minimizedArea = Rect(x: Self.floatingInset, y: size.height - Self.floatingInset - 3, width: min(width, area.width), height: 3)
        } else {
            minimizedArea = area
        }
        self.area = minimized ? minimizedArea : area
        let shown = self.area
        slots = columns.enumerated().map { slot, column in
            // The search button's slot is its round edge and what it holds.
            // Minimized, it has the small capsule's height.
            let rect = slot == model.searchSlot ? Rect(x: column.x - 1, y: shown.y, width: Self.searchWidth, height: shown.height)
                : Rect(x: column.x, y: area.y, width: column.width, height: area.height)
            return Slot(section: model.section(atSlot: slot), rect: rect)
        }
    }

    /// The search tab's round button: its edges and what they hold, about as wide in a
    /// terminal's cells (twice as tall as wide) as the capsule is tall.
    public static let searchWidth = 7

    /// Whether a tap at `x`, `y` is on the bar: the capsule (or, minimized, its small
    /// one) or the search button.
    public func covers(x: Int, y: Int) -> Bool {
        area.contains(x: x, y: y) || searchButton?.contains(x: x, y: y) == true
    }

    /// The slot under `x`, `y`: on a minimized bar, the tab it holds.
    public func slot(x: Int, y: Int) -> Int? {
        if minimized, area.contains(x: x, y: y) { return activeSlot }
        return slots.indices.first { slots[$0].rect.contains(x: x, y: y) && (!minimized || $0 == model.searchSlot) }
    }

    /// The search tab's round button, when the bar floats with one.
    public var searchButton: Rect? { model.searchSlot.map { slots[$0].rect } }

    /// A slot's icon and label: its section's, or More's. The search tab of a floating
    /// bar shows its icon alone, as iOS 26's round search button does.
    static func parts(of section: Int?, in prototype: Prototype) -> (icon: Icon?, label: String) {
        guard let section else { return (BarView.moreIcon, BarView.moreLabel) }
        let tab = prototype.sections[section]
        if tab.role == .search, tab.icon != nil, prototype.platform.barFloats { return (tab.icon, "") }
        return (tab.icon, TextFitting.sanitized(tab.label))
    }

    /// Whether icon, badge and label fit whole on one row of a slot `width` columns wide.
    private static func fitsSideBySide(_ parts: (icon: Icon?, label: String), badge: Badge?, width: Int) -> Bool {
        let iconWidth = parts.icon.map { max(DisplayWidth.of($0.filled), DisplayWidth.of($0.unfilled)) } ?? 0
        let gap = iconWidth > 0 && !parts.label.isEmpty ? 1 : 0
        return iconWidth + (badge.map { DisplayWidth.of($0.text) } ?? 0) + gap + DisplayWidth.of(parts.label) <= width - 1
    }
}
