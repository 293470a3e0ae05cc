/// iOS 26's floating bar: a capsule with rounded ends over the content, its selected
/// item in a capsule of its own whose ends are rounded with half blocks.
extension BarView {
    /// The capsule's edge, in line-drawing characters with rounded corners, around its
    /// glass: the item rows, filled.
    func drawCapsule(_ bar: BarLayout, into buffer: inout CellBuffer) {
        let area = bar.area
        guard area.width >= 2, area.height >= 2 else { return }
        let edge = String(repeating: "─", count: area.width - 2)
        buffer.write("╭" + edge + "╮", x: area.x, y: area.y, style: theme.capsule.edge)
        for y in (area.y + 1)..<(area.maxY - 1) {
            buffer.write("│", x: area.x, y: y, style: theme.capsule.edge)
            buffer.fill(Rect(x: area.x + 1, y: y, width: area.width - 2, height: 1), with: Cell(" ", style: theme.capsule.glass))
            buffer.write("│", x: area.maxX - 1, y: y, style: theme.capsule.edge)
        }
        buffer.write("╰" + edge + "╯", x: area.x, y: area.maxY - 1, style: theme.capsule.edge)
    }

    /// Rounds the selected item's capsule: a half block at each end of a row the item
    /// leaves blank there.
    func roundEnds(of rect: Rect, into buffer: inout CellBuffer) {
        guard rect.width >= 3 else { return }
        for y in rect.y..<rect.maxY {
            if buffer[rect.x, y].text == " " { buffer.write("▐", x: rect.x, y: y, style: theme.capsule.selectedEnd) }
            if buffer[rect.maxX - 1, y].text == " " { buffer.write("▌", x: rect.maxX - 1, y: y, style: theme.capsule.selectedEnd) }
        }
    }
}
