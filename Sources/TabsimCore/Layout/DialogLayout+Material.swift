extension DialogLayout {
    /// Material 3's basic dialog, centred over `frame`: the headline and supporting text
    /// at the start, a blank row, then the text buttons at the trailing end of one action
    /// row, each its label with a column either side, the confirming one last; when they
    /// do not fit one row, one a row at the trailing end, scrolled as an alert's stacked
    /// buttons are. No dividers.
    init(materialDialog dialog: Dialog, order: [Int], frame: Rect, cursor: Int?) {
        let width = max(10, min(frame.width - 4, Self.alertWidth))
        let inner = width - 4
        var title = dialog.title.map { TextFitting.wrapped(TextFitting.sanitized($0), toColumns: inner) } ?? []
        var message = dialog.message.map { TextFitting.wrapped(TextFitting.sanitized($0), toColumns: inner) } ?? []
        let widths = order.map { min(width - 3, DisplayWidth.of(TextFitting.sanitized(dialog.buttons[$0])) + 2) }
        // The buttons end a column before the right edge.
        let oneRow = widths.reduce(0, +) <= width - 3
        let buttonRows = oneRow ? min(1, order.count) : order.count
        func height() -> Int { 2 + title.count + message.count + (title.count + message.count > 0 && buttonRows > 0 ? 1 : 0) + buttonRows }
        while height() > frame.height, !message.isEmpty { message.removeLast() }
        let scrollable = oneRow ? 0 : max(0, order.count - 1)
        while height() - scrollable > frame.height, !title.isEmpty { title.removeLast() }
        let total = min(height(), frame.height)
        let x = frame.x + (frame.width - width) / 2, top = frame.y + (frame.height - total) / 2
        panel = Rect(x: x, y: top, width: width, height: total)
        isMaterial = true
        var y = top + 1
        for line in title { titleLines.append((line, y)); y += 1 }
        for line in message { messageLines.append((line, y)); y += 1 }
        if !titleLines.isEmpty || !messageLines.isEmpty, buttonRows > 0 { y += 1 }
        let end = x + width - 2
        if oneRow {
            var right = end
            for (button, buttonWidth) in zip(order, widths).reversed() {
                buttons.insert((button, Rect(x: right - buttonWidth, y: y, width: buttonWidth, height: 1)), at: 0)
                right -= buttonWidth
            }
            return
        }
        let shown = min(order.count, max(0, panel.maxY - 1 - y))
        let cursorPlace = order.firstIndex { $0 == cursor } ?? 0
        let first = max(0, min(cursorPlace - shown + 1, order.count - shown))
        buttonsCut = (first > 0, first + shown < order.count)
        for (button, buttonWidth) in zip(order, widths).dropFirst(first).prefix(shown) {
            buttons.append((button, Rect(x: end - buttonWidth, y: y, width: buttonWidth, height: 1)))
            y += 1
        }
    }

    /// Material 3's modal bottom sheet, rising from the bottom edge of `frame` over the
    /// bar: as wide as the screen up to 64 columns (M3: 640 dp), centred, its top
    /// corners rounded and its bottom open on the screen's edge; a drag handle centred
    /// in its first row; the title and message at the start; then each button a row of
    /// the list, its label at the start, Cancel last among them. A tap on the scrim
    /// cancels, when there is a Cancel. Rows too many for the screen scroll, as stacked
    /// buttons do.
    init(materialSheet dialog: Dialog, order: [Int], frame: Rect, cursor: Int?) {
        let width = max(10, min(frame.width, 64))
        let inner = width - 4
        var title = dialog.title.map { TextFitting.wrapped(TextFitting.sanitized($0), toColumns: inner) } ?? []
        var message = dialog.message.map { TextFitting.wrapped(TextFitting.sanitized($0), toColumns: inner) } ?? []
        // The top border, the handle's row, the text and a blank row after it, the rows of buttons.
        func height() -> Int { 2 + title.count + message.count + (title.count + message.count > 0 ? 1 : 0) + order.count }
        while height() > frame.height, !message.isEmpty { message.removeLast() }
        while height() - max(0, order.count - 1) > frame.height, !title.isEmpty { title.removeLast() }
        let total = min(height(), frame.height)
        let x = frame.x + (frame.width - width) / 2, top = frame.maxY - total
        panel = Rect(x: x, y: top, width: width, height: total)
        isMaterial = true
        isBottomSheet = true
        backdropCancels = dialog.cancelButton != nil
        handle = (x + (width - 4) / 2, top + 1)
        var y = top + 2
        for line in title { titleLines.append((line, y)); y += 1 }
        for line in message { messageLines.append((line, y)); y += 1 }
        if !titleLines.isEmpty || !messageLines.isEmpty { y += 1 }
        let shown = min(order.count, max(0, panel.maxY - y))
        let cursorPlace = order.firstIndex { $0 == cursor } ?? 0
        let first = max(0, min(cursorPlace - shown + 1, order.count - shown))
        buttonsCut = (first > 0, first + shown < order.count)
        for button in order.dropFirst(first).prefix(shown) {
            buttons.append((button, Rect(x: x + 1, y: y, width: width - 2, height: 1)))
            y += 1
        }
    }
}
