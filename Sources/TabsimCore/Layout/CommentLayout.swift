/// Where a comment panel's prompt, typed text, caret and simulated keyboard go in an
/// area of the terminal (in its coordinates): one layout for drawing and for
/// hit-testing taps on the keys.
struct CommentLayout {
    /// The most rows of typed text shown; a longer comment shows its end, where the caret is.
    static let maximumTextRows = 3
    static let hint = "Tap done when you have finished"

    let box: Rect
    let promptLines: [String]
    /// The rows of typed text shown, the first at `textTop`, each filling the field's width.
    let textLines: [String]
    let textTop: Int
    /// The cell after the last character.
    let caret: (x: Int, y: Int)
    let hintRow: Int
    /// The keys, along the bottom of the area as a phone's keyboard is; its return key is Done.
    let keyboard: KeyboardLayout

    init(_ request: CommentRequest, in area: Rect) {
        keyboard = KeyboardLayout(width: area.width, bottom: area.maxY)
        let above = max(0, area.height - KeyboardLayout.height)
        let width = max(0, min(area.width - 2, 64))
        let inner = max(1, width - 4)
        var rows = Self.rows(of: request.text, columns: inner)
        // The caret goes after the last character, on a row of its own when that one is full.
        if let last = rows.last, DisplayWidth.of(last) >= inner { rows.append("") }
        textLines = Array(rows.suffix(Self.maximumTextRows))
        // Two borders, two blank rows and the hint besides the prompt and the text.
        let allowed = max(1, above - 5 - textLines.count)
        promptLines = TextFitting.wrapped(TextFitting.sanitized(request.prompt), toColumns: inner, rows: allowed)
        let height = min(above, promptLines.count + textLines.count + 5)
        box = Rect(x: area.x + max(0, (area.width - width) / 2), y: area.y + max(0, (above - height) / 2), width: width, height: height)
        textTop = box.y + 2 + promptLines.count
        caret = (box.x + 2 + DisplayWidth.of(textLines.last ?? ""), textTop + max(0, textLines.count - 1))
        hintRow = box.maxY - 2
    }

    /// The key a tap at a cell hits, if any.
    func key(atX x: Int, y: Int) -> KeyboardKey? {
        keyboard.key(x: x, y: y)
    }

    /// `text` broken into rows of at most `columns` display columns, spaces kept, a
    /// wide character never split; at least one row.
    private static func rows(of text: String, columns: Int) -> [String] {
        var rows = [""]
        var used = 0
        for character in text {
            let width = DisplayWidth.of(character)
            if used + width > columns {
                rows.append("")
                used = 0
            }
            rows[rows.count - 1].append(character)
            used += width
        }
        return rows
    }
}
