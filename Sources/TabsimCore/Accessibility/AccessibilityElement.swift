/// One thing a screen reader can land on: what it is, what it is called, its state,
/// and where it is on screen (where the reader's cursor is drawn and a double tap lands).
public struct AccessibilityElement: Equatable, Sendable {
    /// What the element is, as the platform's accessibility traits or roles say it.
    public enum Role: Equatable, Sendable {
        /// The navigation title, or a sidebar group's name.
        case heading
        /// The navigation bar's back (or close) button.
        case backButton
        /// A row or control that acts: pushes, presents, links or opens a dialog.
        case button
        /// A switch row, on or off.
        case toggle(on: Bool)
        /// A text field with its placeholder and what is typed in it.
        case textField(placeholder: String?, text: String)
        /// One tab of a tab bar, strip or segmented control: its place in its list and
        /// whether it is the selected one.
        case tab(position: Int, count: Int, selected: Bool)
        /// Text that does nothing: a plain row, a dialog's message, the empty state.
        case text
        /// A dialog's title: where a reader starts inside it.
        case alert
        /// A key of the simulated keyboard.
        case key
    }

    public var label: String
    public var role: Role
    /// The badge as written on the tab (a count or a short word).
    public var badge: String?
    /// A row's value on its trailing side (`Version  1.2`).
    public var value: String?
    public var isEnabled = true
    public var frame: Rect

    /// A back button's name as VoiceOver says it: the screen it returns to (`‹ Library`
    /// is "Library"); a bare `‹` is "Back"; a modal's `✕ Close`, or Material's bare `✕`,
    /// is "Close".
    public static func backTitle(_ drawn: String) -> String {
        let title = drawn.drop { $0 == "‹" || $0 == "✕" || $0 == " " }
        return title.isEmpty ? (drawn.hasPrefix("✕") ? "Close" : "Back") : String(title)
    }

    public init(label: String, role: Role, badge: String? = nil, value: String? = nil, isEnabled: Bool = true, frame: Rect) {
        self.label = label
        self.role = role
        self.badge = badge
        self.value = value
        self.isEnabled = isEnabled
        self.frame = frame
    }
}
