/// Material 3's navigation bar and rail items: the icon with the active indicator, a
/// pill rounded by half blocks, around it when selected; the label under it, always or
/// only the selected one's (`labels:`); a count as a large badge on the icon's corner,
/// `!` as the small badge, a dot.
extension BarView {
    /// Columns the active indicator reaches beyond the icon on each side, its rounded
    /// end included: 64 dp around a 24 dp icon.
    static let indicatorPadding = 2

    func drawMaterialItem(_ slot: BarLayout.Slot, itemRect: Rect, styles: MaterialStyles, badge: Badge?, isActive: Bool, isPressed: Bool,
                          hasFocus: Bool, into buffer: inout CellBuffer) {
        let (icon, label) = BarLayout.parts(of: slot.section, in: prototype)
        let showsLabel = prototype.labels == .always || isActive
        // An item without an icon has its label in the indicator instead.
        let glyph = icon.map { TextFitting.sanitized(isActive ? $0.filled : $0.unfilled) }
            ?? TextFitting.truncated(label, toColumns: max(1, slot.rect.width - 2 * Self.indicatorPadding))
        let glyphWidth = DisplayWidth.of(glyph)
        let x = slot.rect.x + max(0, (slot.rect.width - glyphWidth) / 2)
        let limit = slot.rect.maxX
        let badgeText = badge.map { $0 == .alert ? "●" : $0.text }
        if isActive || isPressed {
            // The indicator holds the badge on the icon's corner too.
            let pill = Rect(x: max(slot.rect.x, x - Self.indicatorPadding), y: itemRect.y, width: 0, height: 1)
            let end = min(limit, x + glyphWidth + (badgeText.map(DisplayWidth.of) ?? 0) + Self.indicatorPadding)
            let fill = isPressed ? theme.barPressed : styles.indicator
            buffer.fill(Rect(x: pill.x, y: pill.y, width: end - pill.x, height: 1), with: Cell(" ", style: fill))
            if !isPressed, end - pill.x >= glyphWidth + 2 {
                buffer.write("▐", x: pill.x, y: pill.y, style: styles.indicatorEnd)
                buffer.write("▌", x: end - 1, y: pill.y, style: styles.indicatorEnd)
            }
        }
        var iconStyle = isPressed ? theme.barPressed : isActive ? styles.indicator : styles.item
        if icon == nil, isActive, hasFocus, !isPressed { iconStyle.attributes.formUnion(theme.focusAttributes) }
        let after = buffer.write(glyph, x: x, y: itemRect.y, style: iconStyle, limit: limit)
        // The dot is drawn on the indicator where there is one.
        var dot = styles.smallBadge
        if isActive, !isPressed { dot.background = styles.indicator.background }
        if let badgeText { buffer.write(badgeText, x: after, y: itemRect.y, style: badge == .alert ? dot : theme.badge, limit: limit) }
        guard icon != nil, showsLabel, !label.isEmpty, itemRect.height > 1 else { return }
        let fitted = TextFitting.truncated(label, toColumns: max(1, slot.rect.width - 1))
        var labelStyle = isActive ? styles.activeLabel : styles.item
        if isActive, hasFocus { labelStyle.attributes.formUnion(theme.focusAttributes) }
        buffer.write(fitted, x: slot.rect.x + (slot.rect.width - DisplayWidth.of(fitted)) / 2, y: itemRect.y + 1, style: labelStyle, limit: limit)
    }
}
