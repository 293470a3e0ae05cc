/// The `?` overlay: every key and mouse binding (I1).
struct HelpView {
    let theme: Theme

    /// The bindings, as shown by `?` and in the README.
    static let bindings: [(String, String)] = [
        ("← →", "select in the focused bar (tab bar or top strip)"),
        ("↑ ↓ PgUp PgDn", "move in the list; ↑ from the strip: its fields"),
        ("Home End", "first/last page (strip) or list item"),
        ("Tab Shift-Tab", "move focus: top strip, list, tab bar"),
        ("1-9", "jump to a section"),
        ("Enter", "open or flip the row; type in the field"),
        ("Esc", "back; stop typing; cancel a dialog; close help"),
        ("q Ctrl-C", "quit (Ctrl-C or Ctrl-Q in touch mode)"),
        ("Ctrl-L", "lint findings (guidelines L1-L13)"),
        ("mouse", "press shows Pressed, release selects;"),
        ("", "release elsewhere cancels; wheel scrolls"),
        ("drag", "sideways: the page; from the left edge: back"),
    ]

    func draw(into buffer: inout CellBuffer) {
        let size = buffer.size
        let keyWidth = Self.bindings.map { DisplayWidth.of($0.0) }.max() ?? 0
        let widest = Self.bindings.map { keyWidth + 2 + DisplayWidth.of($0.1) }.max() ?? 0
        let width = max(0, min(size.width - 2, widest + 4))
        // Where the panel is narrower than the bindings, each action wraps under itself
        // when the screen is tall enough for that, and is cut with … when it is not.
        let actionWidth = max(1, width - 4 - keyWidth - 2)
        func line(_ key: String, _ action: String) -> String {
            key + String(repeating: " ", count: keyWidth - DisplayWidth.of(key)) + "  " + action
        }
        let wrapped = Self.bindings.flatMap { key, action in
            TextFitting.wrapped(action, toColumns: actionWidth).enumerated().map { line($0.offset == 0 ? key : "", $0.element) }
        }
        let lines = wrapped.count + 4 <= size.height - 2 ? wrapped : Self.bindings.map(line)
        let height = min(size.height - 2, lines.count + 4)
        let box = Rect(x: (size.width - width) / 2, y: (size.height - height) / 2, width: width, height: height)
        buffer.drawPanel(box, style: Style(attributes: [.bold]))
        buffer.write(" Keys and mouse ", x: box.x + 2, y: box.y, style: theme.title)
        for (offset, line) in lines.prefix(height - 4).enumerated() {
            buffer.write(TextFitting.truncated(line, toColumns: width - 4), x: box.x + 2, y: box.y + 2 + offset, style: theme.text)
        }
        buffer.write(" any key closes ", x: box.maxX - 18, y: box.maxY - 1, style: theme.secondary)
    }
}
