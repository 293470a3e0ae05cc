/// An alert or action sheet shown over the screen, and the button under the cursor.
public struct PresentedDialog: Equatable, Sendable {
    public var dialog: Dialog
    /// The button Enter chooses, as an index into `dialog.buttons`.
    public var cursor: Int
    /// The buttons in the order drawn on the platform, as indices into `dialog.buttons`.
    public let order: [Int]

    public init(_ dialog: Dialog, platform: Platform = .ios17) {
        self.dialog = dialog
        order = dialog.drawnOrder(on: platform)
        cursor = order.first ?? 0
    }
}

/// The button chosen in a dialog, or none when it was dismissed without a Cancel button.
public struct DialogChoice: Equatable, Sendable {
    public var title: String
    public var button: String?
}

extension Reducer {
    /// Keys while a dialog shows: the arrows move among its buttons in the order drawn,
    /// Enter chooses, Esc cancels; nothing else reaches the screen or the bar under it.
    func handleDialogKey(_ key: Key, _ state: inout AppState) -> [Effect] {
        guard let presented = state.dialog else { return [] }
        let order = presented.order
        let place = order.firstIndex(of: presented.cursor) ?? 0
        switch key {
        case .left, .up, .backTab: state.dialog?.cursor = order[max(0, place - 1)]
        case .right, .down, .tab: state.dialog?.cursor = order[min(order.count - 1, place + 1)]
        case .enter, .character(" "): return choose(presented.cursor, &state)
        case .escape: return choose(presented.dialog.cancelButton, &state)
        case .character("q"): return [.quit]
        default: break
        }
        return []
    }

    /// Closes the dialog with `button` (an index into its buttons) chosen, or none.
    func choose(_ button: Int?, _ state: inout AppState) -> [Effect] {
        guard let dialog = state.dialog?.dialog else { return [] }
        state.dialog = nil
        let choice = DialogChoice(title: dialog.title ?? "", button: button.map { dialog.buttons[$0] })
        state.lastDialogChoice = choice
        return [.dialogChoice(choice)]
    }
}
