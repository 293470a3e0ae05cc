/// The bottom tab bar: icon above label, active/inactive/pressed looks, badges on the
/// icon's corner, and the material line while content continues beneath (B1–B4, B8).
struct BarView {
    let prototype: Prototype
    let theme: Theme

    static let moreIcon = Icon(unfilled: "⋯", filled: "⋯")
    static let moreLabel = "More"

    /// The docked bar (iOS 17's, with its material line; Material 3's navigation bar or
    /// rail, on its surface), or iPadOS's top bar; `drawFloating` draws iOS 26's.
    func draw(_ bar: BarLayout, state: AppState, materialShown: Bool, into buffer: inout CellBuffer) {
        if bar.kind == .top { return drawTop(bar, state: state, into: &buffer) }
        let area = bar.area
        if prototype.platform == .material3 {
            buffer.fill(area, with: Cell(" ", style: bar.kind == .rail ? theme.materialRail.container : theme.materialNavigation.container))
        } else {
            buffer.fill(area)
            if materialShown {
                buffer.write(String(repeating: "─", count: area.width), x: area.x, y: area.y, style: theme.material)
            }
        }
        drawItems(bar, state: state, within: area, into: &buffer)
    }

    /// The items whose slots lie within `area`'s columns, on their rows: under the
    /// docked bar's top row, inside a capsule's edges, or from a rail slot's top.
    func drawItems(_ bar: BarLayout, state: AppState, within area: Rect, into buffer: inout CellBuffer) {
        for (slotIndex, slot) in bar.slots.enumerated() where slot.rect.x >= area.x && slot.rect.maxX <= area.maxX {
            let rows = switch bar.kind {
            case .floating, .top: Rect(x: slot.rect.x, y: area.y + 1, width: slot.rect.width, height: area.height - 2)
            case .docked: Rect(x: slot.rect.x, y: area.y + 1, width: slot.rect.width, height: 2)
            case .rail: Rect(x: slot.rect.x, y: slot.rect.y, width: slot.rect.width, height: 2)
            }
            let badge = slot.section.flatMap { state.badge(of: $0, in: prototype) }
            let (isActive, isPressed) = (slotIndex == bar.activeSlot, state.pressed == .barSlot(slotIndex))
            let hasFocus = prototype.showsKeyboardFocus && state.focus == .bar
            if prototype.platform == .material3 {
                drawMaterialItem(slot, itemRect: rows, styles: bar.kind == .rail ? theme.materialRail : theme.materialNavigation, badge: badge,
                                 isActive: isActive, isPressed: isPressed, hasFocus: hasFocus, into: &buffer)
            } else {
                drawItem(slot, itemRect: rows, floats: bar.isCapsule, sideBySide: bar.sideBySide, showsIcon: bar.showsIcons, badge: badge,
                         isActive: isActive, isPressed: isPressed, hasFocus: hasFocus, into: &buffer)
            }
        }
    }

    /// How an item's parts fit its slot: the icon's glyph, the badge's text (a dot when
    /// a count does not fit beside the icon), the gap before the label, and the label,
    /// whole or cut with … to the room left (under the icon, or beside icon and badge).
    func fitted(_ slot: BarLayout.Slot, badge: Badge?, isActive: Bool, sideBySide: Bool, showsIcon: Bool = true)
        -> (glyph: String, badge: String?, gap: Int, label: String) {
        let (icon, label) = BarLayout.parts(of: slot.section, in: prototype)
        let glyph = (showsIcon ? icon : nil).map { TextFitting.sanitized(isActive ? $0.filled : $0.unfilled) } ?? ""
        let iconWidth = DisplayWidth.of(glyph)
        let usable = slot.rect.width - 1
        let badgeText = badge.map { iconWidth + DisplayWidth.of($0.text) <= usable ? $0.text : "●" }
        let gap = (iconWidth > 0 || badge != nil) && !label.isEmpty ? 1 : 0
        guard !label.isEmpty else { return (glyph, badgeText, gap, "") }
        let room = sideBySide || iconWidth == 0 ? usable - iconWidth - (badgeText.map(DisplayWidth.of) ?? 0) - gap : usable
        return (glyph, badgeText, gap, TextFitting.truncated(label, toColumns: max(1, room)))
    }

    /// Side by side (landscape): icon beside label on the first item row. Stacked
    /// (portrait): icon above label on the two item rows. The docked bar's height is the
    /// same (B6, B7); the floating capsule's selected item sits in its own capsule.
    func drawItem(_ slot: BarLayout.Slot, itemRect: Rect, floats: Bool, sideBySide: Bool, showsIcon: Bool = true, badge: Badge?,
                  isActive: Bool, isPressed: Bool, hasFocus: Bool, into buffer: inout CellBuffer) {
        var style = floats ? (isActive ? theme.capsule.selected : theme.capsule.item) : (isActive ? theme.barActive : theme.barInactive)
        if isPressed { style = theme.barPressed }
        if floats && isActive && !isPressed { buffer.fill(itemRect, with: Cell(" ", style: style)) }
        defer { if floats && isActive && !isPressed { roundEnds(of: itemRect, into: &buffer) } }
        var labelStyle = style
        if isActive && hasFocus && !isPressed { labelStyle.attributes.formUnion(theme.focusAttributes) }
        let (glyph, badgeText, gap, fitted) = fitted(slot, badge: badge, isActive: isActive, sideBySide: sideBySide, showsIcon: showsIcon)
        let iconWidth = DisplayWidth.of(glyph)
        let badgeWidth = badgeText.map(DisplayWidth.of) ?? 0
        let limit = slot.rect.maxX

        if sideBySide || iconWidth == 0 {
            // One line, "icon badge label" (or "label badge" without an icon), centred;
            // pressed fills that line, not the empty row beside it.
            let row = sideBySide ? itemRect.y : itemRect.y + 1
            if isPressed { buffer.fill(Rect(x: itemRect.x, y: row, width: itemRect.width, height: 1), with: Cell(" ", style: style)) }
            let total = iconWidth + badgeWidth + gap + DisplayWidth.of(fitted)
            var x = slot.rect.x + max(0, (slot.rect.width - total) / 2)
            let spacer = String(repeating: " ", count: gap)
            if iconWidth > 0 {
                x = buffer.write(glyph, x: x, y: row, style: style, limit: limit)
                if let badgeText { x = buffer.write(badgeText, x: x, y: row, style: theme.badge, limit: limit) }
                x = buffer.write(spacer, x: x, y: row, style: style, limit: limit)
                buffer.write(fitted, x: x, y: row, style: labelStyle, limit: limit)
            } else {
                // The focus underline is the label's alone, not the gap before the badge.
                x = buffer.write(fitted, x: x, y: row, style: labelStyle, limit: limit)
                x = buffer.write(spacer, x: x, y: row, style: style, limit: limit)
                if let badgeText { buffer.write(badgeText, x: x, y: row, style: theme.badge, limit: limit) }
            }
            return
        }
        if isPressed { buffer.fill(itemRect, with: Cell(" ", style: style)) }
        let x = slot.rect.x + max(0, (slot.rect.width - iconWidth - badgeWidth) / 2)
        buffer.write(glyph, x: x, y: itemRect.y, style: style, limit: limit)
        // The badge sits on the icon's top-right corner (B4).
        if let badgeText { buffer.write(badgeText, x: x + iconWidth, y: itemRect.y, style: theme.badge, limit: limit) }
        if !fitted.isEmpty {
            let labelX = slot.rect.x + (slot.rect.width - DisplayWidth.of(fitted)) / 2
            buffer.write(fitted, x: labelX, y: itemRect.y + 1, style: labelStyle, limit: limit)
        }
    }
}
