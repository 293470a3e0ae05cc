
/// An alert or an action sheet a row presents over its screen (`alert:`,
/// `action_sheet:`): a title, an optional message and buttons, one of which is chosen.
public struct Dialog: Equatable, Sendable {
    /// Centred with its buttons side by side (two) or stacked, or at the bottom with
    /// Cancel apart, as iOS presents them.
    public enum Style: String, Equatable, Sendable {
        case alert
        case actionSheet = "action_sheet"
    }

    public var style: Style
    public var title: String?
    public var message: String?
    public var buttons: [String]
    /// The buttons with `role: destructive`, by index: drawn in red.
    public var destructiveButtons: Set<Int> = []

    public init(style: Style, title: String?, message: String? = nil, buttons: [String]) {
        self.style = style
        self.title = title
        self.message = message
        self.buttons = buttons
    }

    /// The button that cancels (`Cancel`, in any case), chosen by Esc; an action sheet
    /// shows it apart at the bottom.
    public var cancelButton: Int? { buttons.firstIndex { $0.lowercased() == "cancel" } }

    /// The buttons in the order they are drawn on `platform`: as written, except that
    /// Cancel goes where UIKit puts it: first (leading) of an alert's two buttons side by
    /// side, last of an alert's three or more stacked, and last, apart, in an action
    /// sheet; and that destructive buttons go where the platform's guidelines put them.
    /// On iOS an alert keeps them where written (so one may lead, where there is no
    /// Cancel), and an action sheet shows them first, at its top (HIG, Action sheets:
    /// "display these buttons at the top"); on Material 3 a destructive button is the
    /// confirming action, which goes last, trailing the dismissive one.
    public func drawnOrder(on platform: Platform) -> [Int] {
        let cancel = cancelButton
        let others = buttons.indices.filter { $0 != cancel }
        let destructive = others.filter(destructiveButtons.contains), rest = others.filter { !destructiveButtons.contains($0) }
        var ordered = others
        if platform == .material3 {
            ordered = rest + destructive
        } else if style == .actionSheet {
            ordered = destructive + rest
        }
        guard let cancel else { return ordered }
        return style == .alert && buttons.count == 2 ? [cancel] + ordered : ordered + [cancel]
    }
}

/// What a dialog's button does beyond closing it (`role:`), as SwiftUI's `ButtonRole`.
public enum DialogButtonRole: String, CaseIterable, Sendable {
    /// It deletes or discards something: drawn in red.
    case destructive
}

extension PrototypeLoader {
    static let dialogKeys = ["title", "message", "buttons"]
    /// A button written as a mapping: its label and its role.
    static let dialogButtonKeys = ["label", "role"]

    /// An `alert:` or `action_sheet:` mapping: an alert needs a title; both need buttons.
    static func readDialog(_ node: YAMLNode, style: Dialog.Style, path: String, reader: inout NodeReader) -> Dialog? {
        guard let entries = reader.mapping(node, path: path, allowed: dialogKeys) else { return nil }
        let title = entries["title"].flatMap { reader.text($0, path: "\(path).title") }
        let message = entries["message"].flatMap { reader.text($0, path: "\(path).message") }
        if style == .alert, entries["title"] == nil {
            reader.error("an alert needs a `title`, the question it asks", at: node, path: path)
        }
        guard let buttonsNode = entries["buttons"] else {
            reader.error("needs `buttons:`, a list of button labels such as [Cancel, OK]", at: node, path: path)
            return nil
        }
        guard let items = reader.sequence(buttonsNode, path: "\(path).buttons") else { return nil }
        var buttons: [String] = [], destructive: Set<Int> = []
        for (index, item) in items.enumerated() {
            let itemPath = "\(path).buttons[\(index)]"
            var labelNode = item, labelPath = itemPath
            if case .mapping = item {
                guard let entries = reader.mapping(item, path: itemPath, allowed: dialogButtonKeys) else { continue }
                guard let node = entries["label"] else {
                    reader.error("a button needs a `label`", at: item, path: itemPath)
                    continue
                }
                labelNode = node
                labelPath = "\(itemPath).label"
                if let roleNode = entries["role"], reader.choice(roleNode, path: "\(itemPath).role", as: DialogButtonRole.self) == .destructive {
                    destructive.insert(index)
                }
            }
            guard let label = reader.text(labelNode, path: labelPath) else { continue }
            if label.trimmingSpaces.isEmpty {
                reader.error("a button needs a label", at: item, path: itemPath)
                continue
            }
            buttons.append(label)
        }
        if items.isEmpty { reader.error("`buttons` is empty; list at least one button", at: buttonsNode, path: "\(path).buttons") }
        if items.count > 8 { reader.error("\(items.count) buttons are too many for one dialog; give at most 8", at: buttonsNode, path: "\(path).buttons") }
        guard !buttons.isEmpty, buttons.count == items.count, items.count <= 8 else { return nil }
        var dialog = Dialog(style: style, title: title, message: message, buttons: buttons)
        dialog.destructiveButtons = destructive
        return dialog
    }
}
