/// iOS 26's bottom accessory (`accessory:`, SwiftUI's `tabViewBottomAccessory`): one row
/// of text in a capsule over the floating tab bar, which moves inline beside the
/// minimized bar; a tap on it does what its action says, as a row's does.
public struct BottomAccessory: Equatable, Sendable {
    /// What it says, e.g. `Now playing: Song`.
    public var text: String
    /// A glyph before the text, if any.
    public var icon: String?
    /// What a tap does: presents a screen (`modal:`, as Music opens its player) or
    /// switches to a section or page (`link:`); `.plain` does nothing.
    public var action: Row.Kind
    /// Where it is written in the file.
    public var position: SourcePosition?

    public init(text: String, icon: String? = nil, action: Row.Kind = .plain) {
        self.text = text
        self.icon = icon
        self.action = action.titled(text)
    }
}

/// Whether iPadOS's top tab bar and the sidebar trade places with a button (`sidebar:`).
public enum SidebarMode: String, CaseIterable, Sendable {
    /// The layout decides (`layout:`), as before iPadOS 18.
    case fixed
    /// SwiftUI's `.sidebarAdaptable`: on iOS 26 in regular width a button beside the top
    /// tab bar turns it into the sidebar, and one in the sidebar turns it back.
    case adaptable
}
