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
            drawItem(slot, isActive: slotIndex == bar.activeSlot, isPressed: state.pressed == .barSlot(slotIndex),
                     hasFocus: state.focus == .bar, into: &buffer)
        }
    }

    private func drawItem(_ slot: BarLayout.Slot, isActive: Bool, isPressed: Bool, hasFocus: Bool, into buffer: inout CellBuffer) {
        let section = slot.section.map { prototype.sections[$0] }
        let icon = section == nil ? Self.moreIcon : section?.icon
        let label = TextFitting.sanitized(section?.label ?? Self.moreLabel)
        let badge = section?.badge
        var style = isActive ? theme.barActive : theme.barInactive
        if isPressed { style = theme.barPressed }
        let itemRect = Rect(x: slot.rect.x, y: slot.rect.y + 1, width: slot.rect.width, height: 2)
        if isPressed { buffer.fill(itemRect, with: Cell(" ", style: style)) }

        let iconRow = itemRect.y, labelRow = itemRect.y + 1
        if let icon {
            let glyph = TextFitting.sanitized(isActive ? icon.filled : icon.unfilled)
            let width = DisplayWidth.of(glyph)
            let x = slot.rect.x + (slot.rect.width - width) / 2
            buffer.write(glyph, x: x, y: iconRow, style: style, limit: slot.rect.maxX)
            if let badge {
                drawBadge(badge, x: x + width, y: iconRow, limit: slot.rect.maxX, into: &buffer)
            }
        }
        if !label.isEmpty {
            var labelStyle = style
            if isActive && hasFocus && !isPressed { labelStyle.attributes.formUnion(theme.focusAttributes) }
            let fitted = TextFitting.truncated(label, toColumns: max(1, slot.rect.width - 1))
            let x = slot.rect.x + (slot.rect.width - DisplayWidth.of(fitted)) / 2
            buffer.write(fitted, x: x, y: labelRow, style: labelStyle, limit: slot.rect.maxX)
        }
    }

    /// A red badge with white text on the icon's top-right corner (B4).
    private func drawBadge(_ badge: Badge, x: Int, y: Int, limit: Int, into buffer: inout CellBuffer) {
        buffer.write(badge.text, x: x, y: y, style: theme.badge, limit: limit)
    }
}
