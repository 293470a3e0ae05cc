/// Draws an alert or action sheet over a dimmed screen and bar: rounded panels filled
/// with the grouped background as iOS's cards are, edged and ruled in the separator
/// colour, the title in bold, the message in grey, the buttons in the tint (Cancel in
/// bold, a destructive one in red), the button under the cursor raised and a held one
/// Pressed; Material 3's basic dialog with its text at the start and no rules, and its
/// bottom sheet open at the screen's edge, a handle on top, its rows' labels at the start.
struct DialogView {
    let theme: Theme
    let showsFocus: Bool

    func draw(_ layout: DialogLayout, state: AppState, into buffer: inout CellBuffer) {
        guard let presented = state.dialog else { return }
        buffer.restyle(Rect(x: 0, y: 0, width: buffer.size.width, height: buffer.size.height)) { $0 = theme.dimmed($0) }
        let panels = [layout.panel] + (layout.cancelPanel.map { [$0] } ?? [])
        if layout.isBottomSheet {
            drawSheet(layout, into: &buffer)
        } else {
            for panel in panels { buffer.drawPanel(panel, style: theme.material, corners: .rounded) }
        }
        let inner = layout.panel.width - 2
        // iOS centres the text; Material 3 starts it at the panel's padding.
        func text(_ line: String) -> (text: String, x: Int) {
            layout.isMaterial ? (line, layout.panel.x + 2) : (TextFitting.centered(line, inColumns: inner), layout.panel.x + 1)
        }
        for line in layout.titleLines {
            let placed = text(line.text)
            buffer.write(placed.text, x: placed.x, y: line.y, style: theme.title)
        }
        for line in layout.messageLines {
            let placed = text(line.text)
            buffer.write(placed.text, x: placed.x, y: line.y, style: theme.text)
        }
        for y in layout.dividers {
            buffer.write("├" + String(repeating: "─", count: inner) + "┤", x: layout.panel.x, y: y, style: theme.material)
        }
        if let x = layout.buttonDivider, let row = layout.buttons.first?.rect.y {
            buffer.write("┬", x: x, y: row - 1, style: theme.material)
            buffer.write("│", x: x, y: row, style: theme.material)
            buffer.write("┴", x: x, y: row + 1, style: theme.material)
        }
        let dialog = presented.dialog
        // An arrow at the end of the first and last stacked button shown when more are scrolled away.
        let stacked = layout.buttons.filter { $0.rect.y < layout.panel.maxY }
        for button in layout.buttons {
            let destructive = dialog.destructiveButtons.contains(button.index)
            var style = destructive ? theme.destructive : theme.back
            if button.index == dialog.cancelButton { style.attributes.insert(.bold) }
            if showsFocus, button.index == presented.cursor {
                // A destructive button under the cursor stays red on the raised fill.
                let foreground = style.foreground
                style = focused
                if destructive, theme.mode == .color { style.foreground = foreground }
            }
            if state.pressed == .dialogButton(button.index) { style = theme.barPressed }
            // A bottom sheet's rows start their labels at its padding; buttons centre theirs.
            let padding = layout.isBottomSheet ? 1 : 0
            let label = TextFitting.truncated(TextFitting.sanitized(dialog.buttons[button.index]), toColumns: button.rect.width - 2 * padding)
            buffer.fill(button.rect, with: Cell(" ", style: style))
            let placed = layout.isBottomSheet ? label : TextFitting.centered(label, inColumns: button.rect.width)
            buffer.write(placed, x: button.rect.x + padding, y: button.rect.y, style: style)
            if layout.buttonsCut.above, button.index == stacked.first?.index {
                buffer.write("↑", x: button.rect.maxX - 2, y: button.rect.y, style: style)
            }
            if layout.buttonsCut.below, button.index == stacked.last?.index {
                buffer.write("↓", x: button.rect.maxX - 2, y: button.rect.y, style: style)
            }
        }
        // The card's fill under every cell not filled already.
        for panel in panels {
            buffer.restyle(panel) { if $0.background == .default { $0.background = theme.palette.groupedBackground } }
        }
    }

    /// Material 3's bottom sheet: its top edge with rounded corners, its sides down to
    /// the screen's edge, open there, and the drag handle.
    private func drawSheet(_ layout: DialogLayout, into buffer: inout CellBuffer) {
        let panel = layout.panel
        buffer.fill(panel)
        buffer.write("╭" + String(repeating: "─", count: max(0, panel.width - 2)) + "╮", x: panel.x, y: panel.y, style: theme.material)
        for y in (panel.y + 1)..<panel.maxY {
            buffer.write("│", x: panel.x, y: y, style: theme.material)
            buffer.write("│", x: panel.maxX - 1, y: y, style: theme.material)
        }
        if let handle = layout.handle { buffer.write("━━━━", x: handle.x, y: handle.y, style: theme.secondary) }
    }

    /// The button under the cursor: a step above the card's fill in colour, where the
    /// focused row's usual fill would not show on it.
    private var focused: Style {
        theme.mode == .color ? Style(background: theme.palette.fill) : theme.cursorFocused
    }
}
