/// Draws a tree test's browser over the whole of the prototype's area: labels only,
/// with no icon, colour or layout of the design's (issue 31).
struct TreeChooserView {
    let theme: Theme
    /// Buttons are tapped (a phone's page): the keyboard's cursor is not drawn.
    let touch: Bool

    /// Draws into the rows of `buffer` from `top` down (below the band).
    func draw(_ chooser: TreeChooser, into buffer: inout CellBuffer, top: Int) {
        let area = Rect(x: 0, y: top, width: buffer.size.width, height: max(0, buffer.size.height - top))
        buffer.fill(area)
        let layout = TreeChooserLayout(chooser, in: area, touch: touch)
        guard area.height >= 3, area.width >= 12 else { return }
        if let back = layout.back {
            buffer.write(chooser.label(of: .back), x: back.x + 1, y: back.y + back.height / 2, style: theme.back)
        }
        buffer.write(layout.title, x: layout.titleRow.x + (layout.titleRow.width - DisplayWidth.of(layout.title)) / 2,
                     y: layout.titleRow.y, style: theme.title)
        buffer.write(String(repeating: "─", count: area.width), x: area.x, y: layout.ruleRow, style: theme.material)
        let focused = touch ? nil : chooser.buttons.indices.contains(chooser.cursor) ? chooser.buttons[chooser.cursor] : nil
        for (button, rect) in layout.buttons {
            let style = button == .choose ? theme.barActive : theme.text
            let row = rect.y + rect.height / 2
            if button == focused { buffer.fill(Rect(x: rect.x, y: row, width: rect.width, height: 1), with: Cell(" ", style: theme.cursorFocused)) }
            let arrow = chooser.opensMore(button) ? " ›" : ""
            let label = TextFitting.truncated(TextFitting.sanitized(chooser.label(of: button)), toColumns: max(0, rect.width - 2 - DisplayWidth.of(arrow)))
            let drawn = button == focused ? theme.cursorFocused : style
            buffer.write(label, x: rect.x + 1, y: row, style: drawn)
            if !arrow.isEmpty { buffer.write(arrow, x: rect.maxX - 1 - DisplayWidth.of(arrow), y: row, style: button == focused ? drawn : theme.secondary) }
            // Touched buttons are parted by a line on their last row.
            if rect.height >= 3 { buffer.write(String(repeating: "─", count: max(0, rect.width - 2)), x: rect.x + 1, y: rect.maxY - 1, style: theme.material) }
        }
        if layout.hiddenBelow, let last = layout.buttons.last {
            buffer.write("↓", x: area.maxX - 1, y: last.rect.maxY - 1, style: theme.secondary)
        }
        if layout.hiddenAbove, let first = layout.buttons.first {
            buffer.write("↑", x: area.maxX - 1, y: first.rect.y, style: theme.secondary)
        }
    }
}
