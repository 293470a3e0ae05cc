/// A modal screen's card, as iOS's page sheet: the top row of the screen it covers
/// left showing, dimmed as it recedes, then the card's rounded top edge in the
/// separator colour with a grabber centred on it in the secondary colour.
struct SheetCardView {
    let theme: Theme

    /// The grabber on the card's top edge.
    static let grabber = " ━━ "

    /// Draws the receding row from `presenting`, the frame of the screen under the
    /// card, and the card's edge above its content.
    func draw(over presenting: CellBuffer, into buffer: inout CellBuffer) {
        let width = buffer.size.width
        guard width >= 2, buffer.size.height >= AppState.sheetInset else { return }
        let receding = Rect(x: 0, y: 0, width: width, height: AppState.sheetInset - 1)
        buffer.copy(receding, from: presenting, by: 0)
        buffer.restyle(receding) { $0 = theme.dimmed($0) }
        let edge = receding.maxY
        buffer.write("╭" + String(repeating: "─", count: width - 2) + "╮", x: 0, y: edge, style: theme.material)
        let grabberWidth = Self.grabber.count
        if width >= grabberWidth + 4 {
            buffer.write(Self.grabber, x: (width - grabberWidth) / 2, y: edge, style: theme.secondary)
        }
    }
}
