/// The platform whose tab bar the prototype draws (`platform:`): the look and the
/// geometry of the bar, never what the sections hold.
public enum Platform: String, CaseIterable, Sendable {
    /// iOS up to 17: a bar docked along the bottom edge, full width, with a material line
    /// while content continues beneath it (B1, B8). The default.
    case ios17
    /// iOS 18 and iPadOS 18: on a phone the docked bar of `ios17`; in regular width (an
    /// iPad) the tab bar floating at the top, centred, which `sidebar: adaptable` turns
    /// into the sidebar.
    case ios18
    /// iOS 26: a capsule floating one cell in from the screen's edges, over content that
    /// scrolls beneath it, the selected tab in its own lighter capsule.
    case ios26
    /// Material 3: a navigation bar docked along the bottom, an active-indicator pill
    /// around the selected icon, labels under the icons; a navigation rail at the
    /// leading edge in regular (medium) width.
    case material3

    /// Whether the bottom bar floats over the content instead of sitting below it.
    public var barFloats: Bool { self == .ios26 }

    /// Whether regular width shows iPadOS's tab bar at the top (iPadOS 18 and later).
    public var hasTopBar: Bool { self == .ios18 || self == .ios26 }
}

/// Which items of Material 3's navigation bar and rail show their labels (`labels:`).
public enum NavigationLabels: String, CaseIterable, Sendable {
    case always
    /// Only the selected item's; the others show their icons alone.
    case selected
}

/// When iOS 26's floating bar shrinks to a small capsule holding the selected tab
/// (`minimize:`, SwiftUI's `tabBarMinimizeBehavior`); a tap on it, or scrolling back,
/// restores it.
public enum MinimizeBehavior: String, CaseIterable, Sendable {
    /// As the list scrolls down, toward its end.
    case onScrollDown = "on_scroll_down"
    /// As the list scrolls up, toward its start (a chat read from the bottom).
    case onScrollUp = "on_scroll_up"
    case never
}

/// What a section is for beyond a place in the app (`role:`).
public enum SectionRole: String, CaseIterable, Sendable {
    /// The search tab (SwiftUI's `Tab(role: .search)`): the last section; on iOS 26 a
    /// round button apart at the bar's trailing end, whose screen has its search field
    /// at the bottom, typed into as it opens.
    case search
}

extension Prototype {
    /// The search tab, when a section has `role: search`.
    public var searchSection: Int? { sections.lastIndex { $0.role == .search } }
}
