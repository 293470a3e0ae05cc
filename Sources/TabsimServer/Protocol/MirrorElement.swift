import TabsimCore

/// One element of the participant page's accessible mirror (W6): what the phone's own
/// screen reader finds over the cells it covers, with its ARIA role, name and state. A
/// tap on it is a tap on those cells; activated by a screen reader, it is a tap at its
/// middle. Rows and columns are the frame's, the band's included.
struct MirrorElement: Encodable, Equatable {
    /// `heading`, `button`, `switch`, `textbox`, `tab`, `text`, `key` (a keyboard key, a
    /// button), or `alert` (a dialog's title: the page puts what follows in a dialog).
    var role: String
    /// What it is called; a tab's badge follows its label ("Downloads, 3").
    var name: String
    var x: Int
    var y: Int
    var w: Int
    var h: Int
    /// A tab: whether it is the selected one, and its place in its list.
    var selected: Bool?
    var pos: Int?
    var count: Int?
    /// A switch: whether it is on.
    var checked: Bool?
    /// A text field: what is typed in it, and its placeholder.
    var value: String?
    var placeholder: String?
    /// Shown, but it does nothing (a disabled page).
    var disabled: Bool?

    init(_ element: AccessibilityElement) {
        name = element.badge.map { "\(element.label), \($0)" } ?? element.label
        x = element.frame.x
        y = element.frame.y
        w = max(1, element.frame.width)
        h = max(1, element.frame.height)
        disabled = element.isEnabled ? nil : true
        switch element.role {
        case .heading: role = "heading"
        case .backButton:
            role = "button"
            name = AccessibilityElement.backTitle(element.label)
        case .button: role = "button"
        case .key: role = "key"
        case .toggle(let on):
            role = "switch"
            checked = on
        case .textField(let placeholder, let text):
            role = "textbox"
            value = text
            self.placeholder = placeholder
        case .tab(let position, let count, let selected):
            role = "tab"
            (pos, self.count, self.selected) = (position, count, selected)
        case .text: role = "text"
        case .alert: role = "alert"
        }
        if let value = element.value, role != "textbox" { name += ", \(value)" }
    }
}
