/// Where a tree test's browser puts its heading, Back and each button in an area: one
/// layout for drawing, hit-testing and the accessibility tree. Touched (a phone's
/// page), Back and each button are three rows tall, 58 CSS px on a phone, past the 44 px
/// a finger needs; clicked or typed at, a row each.
struct TreeChooserLayout {
    /// Rows of a touched button: its label in the middle one.
    static let touchHeight = 3
    let area: Rect
    /// Back's button, below the top level.
    let back: Rect?
    /// The heading's row and where it starts.
    let titleRow: Rect
    let title: String
    /// The buttons shown, each with the cells it takes.
    let buttons: [(button: TreeChooser.Button, rect: Rect)]
    /// The row under the heading, a line across.
    let ruleRow: Int
    /// Buttons above and below those shown.
    let hiddenAbove: Bool
    let hiddenBelow: Bool
    /// Rows a button takes.
    let pitch: Int
    /// Buttons a screenful shows, one at least for the keys' steps.
    let shownCount: Int

    /// - Parameter chooser: the browser, whose scroll is kept within the list.
    init(_ chooser: TreeChooser, in area: Rect, touch: Bool) {
        self.area = area
        let pitch = touch ? Self.touchHeight : 1
        self.pitch = pitch
        let header = Rect(x: area.x, y: area.y, width: area.width, height: min(area.height, pitch))
        let backWidth = chooser.path.isEmpty ? 0 : min(8, area.width / 3)
        back = backWidth > 0 ? Rect(x: header.x, y: header.y, width: backWidth, height: header.height) : nil
        let middle = header.y + header.height / 2
        titleRow = Rect(x: header.x + backWidth + 1, y: middle, width: max(0, area.width - 2 * (backWidth + 1)), height: 1)
        title = TextFitting.truncated(TextFitting.sanitized(chooser.title), toColumns: titleRow.width)
        ruleRow = header.maxY
        let top = ruleRow + 1
        let all = chooser.buttons
        // Buttons a screenful holds: none where even one does not fit.
        let room = max(0, (area.maxY - top) / pitch)
        shownCount = max(1, room)
        let scroll = Self.scroll(chooser, shown: shownCount, count: all.count)
        let shown = all.dropFirst(scroll).prefix(room)
        buttons = shown.enumerated().map { offset, button in
            (button, Rect(x: area.x, y: top + offset * pitch, width: area.width, height: pitch))
        }
        hiddenAbove = scroll > 0
        hiddenBelow = scroll + shown.count < all.count
    }

    /// The list's scroll: the browser's, kept so the cursor shows and no row is left empty
    /// while buttons are hidden above.
    static func scroll(_ chooser: TreeChooser, shown: Int, count: Int) -> Int {
        var scroll = min(chooser.scroll, max(0, count - shown))
        if chooser.cursor < scroll { scroll = chooser.cursor }
        if chooser.cursor >= scroll + shown { scroll = chooser.cursor - shown + 1 }
        return max(0, scroll)
    }


    /// The button at a cell, Back included.
    func button(atX x: Int, y: Int) -> TreeChooser.Button? {
        if let back, back.contains(x: x, y: y) { return .back }
        return buttons.first { $0.rect.contains(x: x, y: y) }?.button
    }
}
