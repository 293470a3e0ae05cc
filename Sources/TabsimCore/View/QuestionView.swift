/// Draws a question's panel over the prototype, its scale's numbers as buttons.
struct QuestionView {
    let theme: Theme
    /// Numbers are tapped (a phone's page), not pressed or clicked.
    let touch: Bool

    /// Draws into the rows of `buffer` from `top` down (below the band).
    func draw(_ question: Question, into buffer: inout CellBuffer, top: Int) {
        let layout = QuestionLayout(question, in: Size(width: buffer.size.width, height: max(0, buffer.size.height - top)), touch: touch)
        guard layout.box.width >= 8, layout.box.height >= 6 else { return }
        func shifted(_ rect: Rect) -> Rect { Rect(x: rect.x, y: rect.y + top, width: rect.width, height: rect.height) }
        let box = shifted(layout.box)
        buffer.drawPanel(box, style: Style(attributes: [.bold]))
        let inner = box.width - 4
        buffer.write(layout.heading, x: box.x + 2, y: box.y + 1, style: theme.secondary)
        for (offset, line) in layout.lines.enumerated() {
            buffer.write(line, x: box.x + 2, y: box.y + 2 + offset, style: theme.title)
        }
        for choice in layout.choices {
            let label = choice.rect.width >= 3 ? "[\(choice.value)]" : "\(choice.value)"
            let rect = shifted(choice.rect)
            guard rect.height >= 3 else {
                buffer.write(label, x: rect.x, y: rect.y, style: theme.barActive)
                continue
            }
            // A button: its number in the middle of a rounded box as big as where it is hit.
            buffer.drawPanel(rect, style: theme.barActive, corners: .rounded)
            buffer.write(label, x: rect.x + (rect.width - DisplayWidth.of(label)) / 2, y: rect.y + 1, style: theme.barActive)
        }
        for label in layout.labels {
            buffer.write(label.text, x: label.x, y: label.y + top, style: theme.secondary)
        }
        // Short enough to stay whole at 30 columns.
        let hint = touch ? "Tap a number" : "Press or click a number"
        buffer.write(TextFitting.truncated(hint, toColumns: inner), x: box.x + 2, y: layout.footerRow + top, style: theme.secondary)
    }
}
