/// Draws a live study's band above the prototype (W6), and the band's whole text in a
/// panel when a participant taps a band too short for it.
struct BandView {
    let theme: Theme

    static let closeHint = "Tap or press a key to close"

    /// Draws the band's rows at the top of `buffer`: its text, and its action's button
    /// at the end of the first row.
    func draw(_ band: Band, into buffer: inout CellBuffer) {
        let layout = BandLayout(band, width: buffer.size.width)
        let style = band.kind == .error ? theme.badge : Style(attributes: [.bold, .reverse])
        buffer.fill(Rect(x: 0, y: 0, width: buffer.size.width, height: layout.height), with: Cell(" ", style: style))
        for (row, line) in layout.lines.enumerated() {
            buffer.write(line, x: 1, y: row, style: style)
        }
        if let button = layout.button {
            // Out of the band's reverse video, so it reads as a button.
            let label = TextFitting.truncated(" \(button.action.label) ", toColumns: button.rect.width)
            buffer.write(label, x: button.rect.x, y: button.rect.y, style: Style(attributes: [.bold]))
        }
    }

    /// Draws the band's whole text in a panel over the rows of `buffer` from `top` down.
    func drawWholeText(of band: Band, into buffer: inout CellBuffer, top: Int) {
        let area = Size(width: buffer.size.width, height: max(0, buffer.size.height - top))
        let width = max(0, min(area.width - 2, 64))
        let inner = width - 4
        // Two borders, a blank row and the hint besides the text.
        let lines = TextFitting.wrapped(TextFitting.sanitized(band.text), toColumns: inner, rows: area.height - 4)
        let height = lines.count + 4
        guard inner > 0, !lines.isEmpty, height <= area.height else { return }
        let box = Rect(x: (area.width - width) / 2, y: top + (area.height - height) / 2, width: width, height: height)
        buffer.drawPanel(box, style: Style(attributes: [.bold]))
        for (offset, line) in lines.enumerated() {
            buffer.write(line, x: box.x + 2, y: box.y + 1 + offset, style: theme.title)
        }
        buffer.write(TextFitting.truncated(Self.closeHint, toColumns: inner), x: box.x + 2, y: box.maxY - 2, style: theme.secondary)
    }
}
