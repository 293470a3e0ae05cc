/// Where a list row's parts go in a row `width` columns wide from `x`: from the right
/// the switch or `›`, the badge, the value, then the text in the columns left, on as
/// many lines as the text size needs (`TextSize.lines`). The parts at the right sit on
/// the row's first line. The layout sizes a row's height from it and the view draws
/// from it, so the two agree.
struct RowLayout {
    /// The switch's column, for a switch row.
    var switchX: Int?
    /// The `›` column, for a row that goes to another screen.
    var chevronX: Int?
    /// The badge's text and column, when it has room.
    var badge: (text: String, x: Int)?
    /// The value's text, cut to at most half the row, and its column.
    var value: (text: String, x: Int)?
    /// The text's column.
    let textX: Int
    /// The text's lines: one at the default size, wrapped at larger ones.
    var lines: [String] = []

    init(row: Row, x: Int, width: Int, textSize: TextSize, maxLines: Int) {
        let maxX = x + width
        textX = x + 2
        var end = maxX - 1
        if row.kind.isSwitch {
            let knob = DisplayWidth.of(ContentView.switchOn)
            switchX = maxX - 2 - knob
            end = maxX - 3 - knob
        } else if row.kind.navigates {
            chevronX = maxX - 3
            end = maxX - 4
        }
        if let badge = row.badge {
            let text = TextFitting.truncated(TextFitting.sanitized(badge.text), toColumns: 4)
            let badgeX = end - DisplayWidth.of(text)
            if badgeX > x + 6 {
                self.badge = (text, badgeX)
                end = badgeX - 1
            }
        }
        if let value = row.value {
            // Right-aligned, taking at most half the row, so the text still shows.
            let fitted = TextFitting.truncated(TextFitting.sanitized(value), toColumns: max(0, (end - x) / 2 - 1))
            let valueX = end - DisplayWidth.of(fitted)
            self.value = (fitted, valueX)
            end = valueX - 1
        }
        lines = textSize.lines(of: TextFitting.sanitized(row.text), inColumns: max(0, end - x - 3), rows: maxLines)
    }
}
