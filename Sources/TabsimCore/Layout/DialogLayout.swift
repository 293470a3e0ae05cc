/// Where an alert or action sheet and its buttons are: an alert centred over the
/// screen, its two buttons side by side or more stacked; an action sheet at the bottom
/// of the screen, over the bar, its Cancel button in a panel of its own below the rest.
public struct DialogLayout: Equatable, Sendable {
    /// The panel with the title, the message and the buttons (all but an action sheet's Cancel).
    public var panel: Rect
    /// An action sheet's Cancel panel.
    public var cancelPanel: Rect?
    /// The title's and the message's lines, with their rows.
    public var titleLines: [(text: String, y: Int)] = []
    public var messageLines: [(text: String, y: Int)] = []
    /// Rows of a divider across the panel (`├───┤`).
    public var dividers: [Int] = []
    /// The column of the line between two buttons side by side.
    public var buttonDivider: Int?
    /// Each button's place, by its index in the dialog's buttons.
    public var buttons: [(index: Int, rect: Rect)] = []
    /// Stacked buttons scrolled out of the panel, above the first shown and below the
    /// last: the arrows reach them.
    public var buttonsCut = (above: false, below: false)
    /// Whether a tap outside the panels cancels: an action sheet with a Cancel button.
    public var backdropCancels = false
    /// Material 3's basic dialog: the text at the start, the buttons at the trailing end
    /// of the action row (stacked there when they do not fit one row), no dividers.
    public var isMaterial = false
    /// Material 3's modal bottom sheet: the panel open at the screen's bottom edge (no
    /// border there), a drag handle centred at its top, each button a row of the list
    /// with its label at the start.
    public var isBottomSheet = false
    /// The drag handle's first column and row, on a bottom sheet.
    public var handle: (x: Int, y: Int)?

    /// Columns an alert takes at most, and an action sheet.
    static let alertWidth = 44, sheetWidth = 56

    /// Lays `dialog` out over `frame`: the screen's area for an alert, down to the
    /// bottom edge over the bar for an action sheet; its buttons in `order` (the
    /// platform's, `Dialog.drawnOrder(on:)`).
    /// Stacked buttons too many for the panel scroll: it shows a run of them that
    /// holds `cursor`'s (an index into the dialog's buttons). On `material3` an alert is
    /// Material's basic dialog, an action sheet its modal bottom sheet.
    public init(dialog: Dialog, order: [Int], frame: Rect, cursor: Int? = nil, platform: Platform = .ios17) {
        if dialog.style == .alert, platform == .material3 {
            self.init(materialDialog: dialog, order: order, frame: frame, cursor: cursor)
        } else if platform == .material3 {
            self.init(materialSheet: dialog, order: order, frame: frame, cursor: cursor)
        } else {
            self.init(appleDialog: dialog, order: order, frame: frame, cursor: cursor)
        }
    }

    /// UIKit's alert and action sheet.
    private init(appleDialog dialog: Dialog, order: [Int], frame: Rect, cursor: Int?) {
        let style = dialog.style
        let width = max(10, min(frame.width - 4, style == .alert ? Self.alertWidth : Self.sheetWidth))
        let inner = width - 4
        var title = dialog.title.map { TextFitting.wrapped(TextFitting.sanitized($0), toColumns: inner) } ?? []
        var message = dialog.message.map { TextFitting.wrapped(TextFitting.sanitized($0), toColumns: inner) } ?? []
        let cancel = style == .actionSheet ? dialog.cancelButton : nil
        let panelButtons = order.filter { $0 != cancel }
        let sideBySide = style == .alert && order.count == 2
        let textRows = { title.count + message.count }
        // Dividers between stacked buttons, while there is room for them.
        var stackDividers = panelButtons.count > 1 && !sideBySide
        func height() -> Int {
            let buttonRows = sideBySide ? 1 : panelButtons.count + (stackDividers ? panelButtons.count - 1 : 0)
            let head = textRows() > 0 ? textRows() + (panelButtons.isEmpty ? 0 : 1) : 0
            return 2 + head + buttonRows + (cancel == nil ? 0 : 3)
        }
        while height() > frame.height, !message.isEmpty { message.removeLast() }
        if height() > frame.height { stackDividers = false }
        // At least one stacked button shows, even if the title must go.
        let scrollable = sideBySide ? 0 : max(0, panelButtons.count - 1)
        while height() - scrollable > frame.height, !title.isEmpty { title.removeLast() }
        let total = min(height(), frame.height)
        let x = frame.x + (frame.width - width) / 2
        let top = style == .alert ? frame.y + (frame.height - total) / 2 : frame.maxY - total
        panel = Rect(x: x, y: top, width: width, height: total - (cancel == nil ? 0 : 3))
        var y = top + 1
        for line in title { titleLines.append((line, y)); y += 1 }
        for line in message { messageLines.append((line, y)); y += 1 }
        if textRows() > 0, !panelButtons.isEmpty { dividers.append(y); y += 1 }
        if sideBySide {
            let half = (width - 2) / 2
            buttons = [(order[0], Rect(x: x + 1, y: y, width: half, height: 1)),
                       (order[1], Rect(x: x + 2 + half, y: y, width: width - 3 - half, height: 1))]
            buttonDivider = x + 1 + half
        } else {
            // Without dividers when they do not all fit, so each row left holds a button.
            let shown = min(panelButtons.count, max(0, panel.maxY - 1 - y))
            // Cancel, apart below the rest, shows the last of them.
            let cursorPlace = panelButtons.firstIndex { $0 == cursor } ?? (cursor != nil && cursor == cancel ? panelButtons.count - 1 : 0)
            let first = max(0, min(cursorPlace - shown + 1, panelButtons.count - shown))
            buttonsCut = (first > 0, first + shown < panelButtons.count)
            for (place, button) in panelButtons.enumerated().dropFirst(first).prefix(shown) {
                buttons.append((button, Rect(x: x + 1, y: y, width: width - 2, height: 1)))
                y += 1
                if stackDividers, place < panelButtons.count - 1 { dividers.append(y); y += 1 }
            }
        }
        if let cancel {
            backdropCancels = true
            let box = Rect(x: x, y: panel.maxY, width: width, height: 3)
            cancelPanel = box
            buttons.append((cancel, Rect(x: x + 1, y: box.y + 1, width: width - 2, height: 1)))
        }
    }

    /// What is at `x`, `y`: a button, the backdrop of an action sheet that a tap
    /// cancels, or nothing (the frames, the text, an alert's backdrop).
    public func target(x: Int, y: Int) -> Target? {
        if let button = buttons.first(where: { $0.rect.contains(x: x, y: y) }) { return .dialogButton(button.index) }
        let onPanel = panel.contains(x: x, y: y) || cancelPanel?.contains(x: x, y: y) == true
        return backdropCancels && !onPanel ? .dialogBackdrop : nil
    }

    public static func == (lhs: DialogLayout, rhs: DialogLayout) -> Bool {
        lhs.panel == rhs.panel && lhs.cancelPanel == rhs.cancelPanel && lhs.buttons.map(\.rect) == rhs.buttons.map(\.rect)
            && lhs.buttons.map(\.index) == rhs.buttons.map(\.index) && lhs.dividers == rhs.dividers && lhs.backdropCancels == rhs.backdropCancels
            && lhs.buttonsCut == rhs.buttonsCut && lhs.isBottomSheet == rhs.isBottomSheet && lhs.handle?.x == rhs.handle?.x && lhs.handle?.y == rhs.handle?.y
            && lhs.titleLines.map(\.text) == rhs.titleLines.map(\.text) && lhs.messageLines.map(\.text) == rhs.messageLines.map(\.text)
    }
}
