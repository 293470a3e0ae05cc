/// The bottom tab bar: icon above label, active/inactive/pressed looks, badges on the
/// icon's corner, and the material line while content continues beneath (B1–B4, B8).
struct BarView {
    let prototype: Prototype
    let theme: Theme

    static let moreIcon = Icon(unfilled: "⋯", filled: "⋯")
    static let moreLabel = "More"

    func draw(_ bar: BarLayout, state: AppState, materialShown: Bool, into buffer: inout CellBuffer) {
        let area = bar.area
        buffer.fill(area)
        if materialShown {
            buffer.write(String(repeating: "─", count: area.width), x: area.x, y: area.y, style: theme.material)
        }
        for (slotIndex, slot) in bar.slots.enumerated() {
            drawItem(slot, badge: slot.section.flatMap { state.badge(of: $0, in: prototype) },
                     isActive: slotIndex == bar.activeSlot, isPressed: state.pressed == .barSlot(slotIndex),
                     hasFocus: state.focus == .bar, orientation: state.orientation, into: &buffer)
        }
    }

    /// Portrait: icon above label on the two item rows. Landscape: icon beside label on
    /// the bar's middle row, in a bar of the same height (B6, B7).
    private func drawItem(_ slot: BarLayout.Slot, badge: Badge?, isActive: Bool, isPressed: Bool, hasFocus: Bool,
                          orientation: Orientation, into buffer: inout CellBuffer) {
        let section = slot.section.map { prototype.sections[$0] }
        let icon = section == nil ? Self.moreIcon : section?.icon
        let label = TextFitting.sanitized(section?.label ?? Self.moreLabel)
        var style = isActive ? theme.barActive : theme.barInactive
        if isPressed { style = theme.barPressed }
        let itemRect = Rect(x: slot.rect.x, y: slot.rect.y + 1, width: slot.rect.width, height: 2)
        if isPressed { buffer.fill(itemRect, with: Cell(" ", style: style)) }

        var labelStyle = style
        if isActive && hasFocus && !isPressed { labelStyle.attributes.formUnion(theme.focusAttributes) }
        let glyph = icon.map { TextFitting.sanitized(isActive ? $0.filled : $0.unfilled) } ?? ""
        let iconWidth = DisplayWidth.of(glyph)
        let badgeWidth = badge.map { DisplayWidth.of($0.text) } ?? 0
        let limit = slot.rect.maxX

        if orientation == .landscape || iconWidth == 0 {
            // One line, "icon badge label" (or "label badge" without an icon), centred.
            let row = orientation == .landscape ? itemRect.y : itemRect.y + 1
            let gap = (iconWidth > 0 || badge != nil) && !label.isEmpty ? 1 : 0
            let room = max(1, slot.rect.width - 1 - iconWidth - badgeWidth - gap)
            let fitted = label.isEmpty ? "" : TextFitting.truncated(label, toColumns: room)
            let total = iconWidth + badgeWidth + gap + DisplayWidth.of(fitted)
            var x = slot.rect.x + max(0, (slot.rect.width - total) / 2)
            let spacer = String(repeating: " ", count: gap)
            if iconWidth > 0 {
                x = buffer.write(glyph, x: x, y: row, style: style, limit: limit)
                if let badge { x = buffer.write(badge.text, x: x, y: row, style: theme.badge, limit: limit) }
                buffer.write(spacer + fitted, x: x, y: row, style: labelStyle, limit: limit)
            } else {
                x = buffer.write(fitted + spacer, x: x, y: row, style: labelStyle, limit: limit)
                if let badge { buffer.write(badge.text, x: x, y: row, style: theme.badge, limit: limit) }
            }
            return
        }
        if iconWidth > 0 {
            let x = slot.rect.x + (slot.rect.width - iconWidth) / 2
            buffer.write(glyph, x: x, y: itemRect.y, style: style, limit: limit)
            // The badge sits on the icon's top-right corner (B4).
            if let badge { buffer.write(badge.text, x: x + iconWidth, y: itemRect.y, style: theme.badge, limit: limit) }
        }
        if !label.isEmpty {
            let fitted = TextFitting.truncated(label, toColumns: max(1, slot.rect.width - 1))
            let x = slot.rect.x + (slot.rect.width - DisplayWidth.of(fitted)) / 2
            buffer.write(fitted, x: x, y: itemRect.y + 1, style: labelStyle, limit: limit)
        }
    }
}
