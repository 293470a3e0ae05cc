/// Portrait puts a bar item's icon above its label, landscape beside it (B6).
public enum Orientation: String, Equatable, Sendable, CaseIterable {
    case portrait, landscape

    /// From the terminal's aspect, counting a cell as twice as tall as it is wide.
    public init(size: Size) { self = size.height * 2 >= size.width ? .portrait : .landscape }
}

/// How the sections are shown: a bottom bar, or a sidebar in regular width (B15).
public enum NavigationStyle: String, Equatable, Sendable, CaseIterable {
    case bar, sidebar
}

extension AppState {
    /// Regular terminals at least this wide show a sidebar when `layout` is automatic (B15).
    public static let sidebarMinimumWidth = 140

    public var orientation: Orientation { orientationOverride ?? Orientation(size: size) }

    /// Whether the sections show as a sidebar: only in regular width, when the sidebar
    /// toggle, the layout asked for, or the terminal's width says so (B15).
    public var usesSidebar: Bool {
        guard sizeClass == .regular else { return false }
        return (sidebarChoice ?? navigationOverride ?? (size.width >= Self.sidebarMinimumWidth ? .sidebar : .bar)) == .sidebar
    }

    /// The simulated keyboard shows while a field is being typed into (B9).
    public var isKeyboardShown: Bool { editing != nil }

    /// Whether a modal screen is open in the selected section, also under screens
    /// pushed inside it (B1).
    public var isModalShown: Bool {
        guard let index = selectedSection else { return false }
        return sections[index].stack.contains { $0.isModal }
    }

    /// Rows above a modal screen's content: one of the screen it covers left showing,
    /// receding, and the card's top edge with its grabber.
    public static let sheetInset = 2

    /// Rows above a modal screen: iOS's page sheet leaves the screen it covers showing
    /// above its card; Material 3's full-screen dialog takes the whole screen.
    public static func modalInset(on platform: Platform) -> Int { platform == .material3 ? 0 : sheetInset }

    /// The state as it shows under the modal screen open in it: the screen the card
    /// recedes from. Nil when none is open.
    public var presentingState: AppState? {
        guard let index = selectedSection, let modal = sections[index].stack.firstIndex(where: \.isModal) else { return nil }
        var state = self
        state.sections[index].stack.removeSubrange(modal...)
        state.editing = nil
        state.dialog = nil
        state.transition = nil
        state.pressed = nil
        return state
    }

    /// Columns taken by the sidebar, when there is one.
    public var sidebarWidth: Int { usesSidebar ? min(30, max(20, size.width / 6)) : 0 }

    /// Columns of Material 3's navigation rail: 80 dp of a medium window's 600 to 840.
    public static let railWidth = 80 / Device.pointsPerColumn

    /// Whether the sections show as Material 3's navigation rail at the leading edge: in
    /// regular (medium) width without a sidebar, unless a modal screen covers it.
    public func usesRail(in prototype: Prototype) -> Bool {
        prototype.platform == .material3 && sizeClass == .regular && !usesSidebar && !isModalShown
    }

    /// Whether the bottom bar shows, floating over the content (iOS 26): in compact
    /// width (regular width has iPadOS's top bar), not under the keyboard or a modal
    /// screen.
    public func showsFloatingBar(in prototype: Prototype) -> Bool {
        prototype.platform.barFloats && sizeClass == .compact && !isKeyboardShown && !isModalShown
    }

    /// Whether the screen shown is iOS 26's search tab at its root, whose search field
    /// (its first) sits at the bottom, above the floating bar or the keyboard.
    public func showsSearchFieldBelow(in prototype: Prototype) -> Bool {
        guard prototype.platform.barFloats, !usesSidebar, let index = selectedSection, index == prototype.searchSection,
              sections[index].stack.isEmpty, case .screen(let screen) = prototype.sections[index].content else { return false }
        return !screen.fields.isEmpty
    }

    /// The area the selected section's screen is drawn in: right of the sidebar, above
    /// the docked bar or the keyboard, under a floating bar.
    public func screenFrame(in prototype: Prototype) -> Rect {
        let bottom: Int
        if isKeyboardShown {
            bottom = size.height - KeyboardLayout.height
        } else if isModalShown || usesSidebar || usesRail(in: prototype) || prototype.platform.barFloats {
            bottom = size.height
        } else {
            bottom = size.height - ScreenLayout.barHeight
        }
        let left = isModalShown ? 0 : usesRail(in: prototype) ? Self.railWidth : sidebarWidth
        let top = isModalShown ? Self.modalInset(on: prototype.platform) : usesTopBar(in: prototype) ? Self.topBarHeight : 0
        return Rect(x: left, y: top, width: size.width - left, height: max(0, bottom - top))
    }
}
