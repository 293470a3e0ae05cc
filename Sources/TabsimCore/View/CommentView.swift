/// Draws a comment panel over the prototype: the prompt, the text typed so far with a
/// caret, a hint, and the simulated keyboard along the bottom, its return key Done.
struct CommentView {
    let theme: Theme

    /// Draws into the rows of `buffer` from `top` down (below the band).
    func draw(_ request: CommentRequest, into buffer: inout CellBuffer, top: Int) {
        let area = Rect(x: 0, y: top, width: buffer.size.width, height: max(0, buffer.size.height - top))
        let layout = CommentLayout(request, in: area)
        KeyboardView(theme: theme).draw(layout.keyboard, layer: request.layer, shifted: request.shifted, returnKey: .done, into: &buffer)
        let box = layout.box
        guard box.width >= 8, box.height >= 5 else { return }
        buffer.drawPanel(box, style: Style(attributes: [.bold]))
        let inner = box.width - 4
        for (offset, line) in layout.promptLines.enumerated() {
            buffer.write(line, x: box.x + 2, y: box.y + 1 + offset, style: theme.title)
        }
        for (offset, line) in layout.textLines.enumerated() {
            let row = Rect(x: box.x + 2, y: layout.textTop + offset, width: inner, height: 1)
            buffer.fill(row, with: Cell(" ", style: theme.fieldEditing))
            buffer.write(line, x: row.x, y: row.y, style: theme.fieldEditing)
        }
        buffer.write(" ", x: layout.caret.x, y: layout.caret.y, style: theme.caret)
        buffer.write(TextFitting.truncated(CommentLayout.hint, toColumns: inner), x: box.x + 2, y: layout.hintRow, style: theme.secondary)
    }
}
