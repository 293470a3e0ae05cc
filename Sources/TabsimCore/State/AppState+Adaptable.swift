/// What iOS 26 and iPadOS add around the tabs: the top tab bar in regular width, the
/// sidebar toggle of `sidebar: adaptable`, and the bottom accessory.
extension AppState {
    /// Rows of iPadOS's top tab bar: its capsule's edges around one row of tabs.
    public static let topBarHeight = 3

    /// Whether the tabs show as iPadOS's tab bar, floating at the top, centred: iOS 18 or
    /// 26 in regular width without the sidebar, unless a modal screen covers it. The keyboard
    /// leaves it, as it leaves an iPad's.
    public func usesTopBar(in prototype: Prototype) -> Bool {
        prototype.platform.hasTopBar && sizeClass == .regular && !usesSidebar && !isModalShown
    }

    /// Whether the sidebar toggle shows: with `sidebar: adaptable` on iOS 26 in regular
    /// width (iOS 18 or 26), beside the top bar or in the sidebar, unless a modal screen
    /// covers them.
    public func showsSidebarToggle(in prototype: Prototype) -> Bool {
        prototype.sidebar == .adaptable && prototype.platform.hasTopBar && sizeClass == .regular && !isModalShown
    }

    /// Whether iOS 26's bottom accessory shows: as the floating bar does, hidden under the
    /// keyboard and a modal screen; in regular width at the bottom of the screen.
    public func showsAccessory(in prototype: Prototype) -> Bool {
        prototype.accessory != nil && prototype.platform == .ios26 && !isKeyboardShown && !isModalShown
    }

    /// Whether a tap on the accessory does anything here: it has an action, and a modal
    /// screen has a section to be presented over (not the More list).
    public func accessoryResponds(in prototype: Prototype) -> Bool {
        switch prototype.accessory?.action {
        case .modal?: return selectedSection != nil
        case .link?: return true
        default: return false
        }
    }
}

extension PushedScreen {
    /// The `rowIndex` of a screen the bottom accessory presented, which no row opened.
    public static let accessoryRow = -1
}

extension Prototype {
    /// What opened a pushed screen: the row `rowIndex` of `screen`, the screen below it,
    /// among all its rows whichever segment shows, or the bottom accessory
    /// (`PushedScreen.accessoryRow`); nil when it is not there.
    func opener(_ rowIndex: Int, on screen: Screen) -> Row? {
        if rowIndex == PushedScreen.accessoryRow { return accessory.map { Row(text: $0.text, kind: $0.action) } }
        let rows = screen.rows.source
        return rows.count > rowIndex && rowIndex >= 0 ? rows[rowIndex] : nil
    }
}
