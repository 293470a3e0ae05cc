/// The large content viewer's panel (`LargeContentViewer`): a rounded card at the
/// screen's centre, filled as a dialog's card, holding the bar item's filled icon and,
/// under it, its label enlarged, as UIKit's HUD shows a tab bar item at an
/// accessibility text size. A cell cannot grow, so the label is drawn in fullwidth
/// letters, each two columns wide.
struct LargeContentView {
    let prototype: Prototype
    let theme: Theme

    /// The narrowest the card's inside is, so a short label still shows as a card.
    static let minimumInnerWidth = 14

    func draw(_ viewer: LargeContentViewer, bar: BarLayout, into buffer: inout CellBuffer) {
        guard viewer.isShown, let slot = viewer.slot, bar.slots.indices.contains(slot) else { return }
        let (icon, label) = BarLayout.parts(of: bar.slots[slot].section, in: prototype)
        let glyph = icon.map { TextFitting.sanitized($0.filled) } ?? ""
        let room = buffer.size.width - 4
        let text = TextFitting.truncated(Self.enlarged(label), toColumns: room - 4)
        let inner = min(room - 2, max(Self.minimumInnerWidth, DisplayWidth.of(text) + 4, DisplayWidth.of(glyph) + 4))
        // The edge, a blank row, the icon, a blank row and the label, each when there is one.
        var lines: [(text: String, style: Style)] = []
        if !glyph.isEmpty { lines.append((glyph, theme.text)) }
        if !text.isEmpty { lines.append((text, theme.title)) }
        let height = 2 * lines.count + 3
        let card = Rect(x: (buffer.size.width - inner - 2) / 2, y: max(0, (buffer.size.height - height) / 2), width: inner + 2, height: height)
        buffer.drawPanel(card, style: theme.material, corners: .rounded)
        for (index, line) in lines.enumerated() {
            buffer.write(TextFitting.centered(line.text, inColumns: inner), x: card.x + 1, y: card.y + 2 + 2 * index, style: line.style)
        }
        buffer.restyle(card) { if $0.background == .default { $0.background = theme.palette.groupedBackground } }
    }

    /// `text` in fullwidth letters: each printable ASCII character as its fullwidth form
    /// (U+FF01 to U+FF5E, a space as U+3000), two columns wide; others as they are.
    static func enlarged(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { scalar in
            switch scalar.value {
            case 0x20: "\u{3000}"
            case 0x21...0x7E: Unicode.Scalar(scalar.value - 0x21 + 0xFF01) ?? scalar
            default: scalar
            }
        }))
    }
}
