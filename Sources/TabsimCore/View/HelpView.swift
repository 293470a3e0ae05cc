/// The `?` overlay: every key and mouse binding (I1); in reader mode, the reader's
/// keys and gestures in place of those it takes.
struct HelpView {
    let theme: Theme
    let readerMode: Bool

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

    /// Reader mode's own, first: what it takes of the keys and the pointer.
    static let readerBindings: [(String, String)] = [
        ("Tab", "the reader's cursor on (a swipe right)"),
        ("Shift-Tab", "the reader's cursor back (a swipe left)"),
        ("Enter", "activate what it is on (a double tap)"),
    ]

    /// The bindings the panel shows: in reader mode, the reader's in place of Tab,
    /// Enter and the pointer's.
    static func shown(readerMode: Bool) -> [(String, String)] {
        guard readerMode else { return bindings }
        return readerBindings + bindings.filter { !["Tab Shift-Tab", "Enter", "mouse", "", "drag"].contains($0.0) }
    }

    static let title = "Keys and mouse"

    /// The panel in a screen of `size`: its box, its lines of bindings, and the line
    /// each binding starts on (a long action wraps under itself where there is room).
    static func panel(in size: Size, readerMode: Bool) -> (box: Rect, lines: [String], starts: [Int]) {
        let bindings = shown(readerMode: readerMode)
        let keyWidth = bindings.map { DisplayWidth.of($0.0) }.max() ?? 0
        let widest = bindings.map { keyWidth + 2 + DisplayWidth.of($0.1) }.max() ?? 0
        let width = max(0, min(size.width - 2, widest + 4))
        // Where the panel is narrower than the bindings, each action wraps under itself
        // when the screen is tall enough for that, and is cut with … when it is not.
        let actionWidth = max(1, width - 4 - keyWidth - 2)
        func line(_ key: String, _ action: String) -> String {
            key + String(repeating: " ", count: keyWidth - DisplayWidth.of(key)) + "  " + action
        }
        let pieces = bindings.map { key, action in
            TextFitting.wrapped(action, toColumns: actionWidth).enumerated().map { line($0.offset == 0 ? key : "", $0.element) }
        }
        let wraps = pieces.joined().count + 4 <= size.height - 2
        let lines = wraps ? Array(pieces.joined()) : bindings.map(line)
        let starts = wraps ? pieces.indices.map { pieces[..<$0].joined().count } : Array(bindings.indices)
        let height = min(size.height - 2, lines.count + 4)
        let box = Rect(x: (size.width - width) / 2, y: (size.height - height) / 2, width: width, height: height)
        let shown = max(0, height - 4)
        return (box, Array(lines.prefix(shown)).map { TextFitting.truncated($0, toColumns: max(0, width - 4)) }, starts.filter { $0 < shown })
    }

    func draw(into buffer: inout CellBuffer) {
        let (box, lines, _) = Self.panel(in: buffer.size, readerMode: readerMode)
        buffer.drawPanel(box, style: Style(attributes: [.bold]))
        buffer.write(" \(Self.title) ", x: box.x + 2, y: box.y, style: theme.title)
        for (offset, line) in lines.enumerated() {
            buffer.write(line, x: box.x + 2, y: box.y + 2 + offset, style: theme.text)
        }
        let closes = readerMode ? " Enter closes " : " any key closes "
        buffer.write(closes, x: box.maxX - DisplayWidth.of(closes) - 2, y: box.maxY - 1, style: theme.secondary)
    }
}
