/// iOS 26's floating bar: a capsule with rounded ends over the content, its selected
/// item in a capsule of its own whose ends are rounded with half blocks; minimized, a
/// small capsule at the leading end holding the selected item (`minimize:`).
extension BarView {
    /// The floating bar at `now`: while it shrinks or grows, its capsule where `frame`
    /// has it, holding the whole bar's items that fit until it is half-way to the small
    /// one, then the selected one; under a cross-fade, one look then the other, dimmed.
    func drawFloating(_ bar: BarLayout, frame: FloatingBarFrame, state: AppState, now: Int, into buffer: inout CellBuffer) {
        if let motion = state.barMotion, motion.crossFades, !motion.isFinished(at: now) {
            drawSearchButton(bar, in: bar.searchButton, state: state, into: &buffer)
            let minimized = motion.showsMinimized(at: now)
            let area = minimized ? bar.minimizedArea : bar.fullArea
            drawLook(bar, minimized: minimized, in: area, state: state, into: &buffer)
            buffer.restyle(area) { $0 = theme.dimmed($0) }
            return
        }
        drawSearchButton(bar, in: frame.search, state: state, into: &buffer)
        drawLook(bar, minimized: frame.showsSmallLook, in: frame.capsule, state: state, into: &buffer)
    }

    /// iPadOS's top bar: the capsule of tabs, one row, centred at the top, and the search
    /// button apart.
    func drawTop(_ bar: BarLayout, state: AppState, into buffer: inout CellBuffer) {
        drawSearchButton(bar, in: bar.searchButton, state: state, into: &buffer)
        drawLook(bar, minimized: false, in: bar.area, state: state, into: &buffer)
    }

    /// The search tab's round button in `button`, apart at the trailing end, holding its
    /// icon: in its own capsule when it is selected.
    private func drawSearchButton(_ bar: BarLayout, in button: Rect?, state: AppState, into buffer: inout CellBuffer) {
        guard let slot = bar.model.searchSlot, let button else { return }
        drawCapsule(button, into: &buffer)
        drawItem(bar.slots[slot], itemRect: Rect(x: button.x + 1, y: button.y + 1, width: button.width - 2, height: button.height - 2),
                 floats: true, sideBySide: bar.sideBySide, badge: bar.slots[slot].section.flatMap { state.badge(of: $0, in: prototype) },
                 isActive: slot == bar.activeSlot, isPressed: state.pressed == .barSlot(slot),
                 hasFocus: prototype.showsKeyboardFocus && state.focus == .bar, into: &buffer)
    }

    /// The capsule in `area` holding the whole bar's items, or the selected one alone.
    private func drawLook(_ bar: BarLayout, minimized: Bool, in area: Rect, state: AppState, into buffer: inout CellBuffer) {
        drawCapsule(area, into: &buffer)
        guard minimized else { return drawItems(bar, state: state, within: area, into: &buffer) }
        let held = Rect(x: area.x + 1, y: area.y, width: area.width - 2, height: area.height)
        let slot = BarLayout.Slot(section: bar.slots.indices.contains(bar.activeSlot) ? bar.slots[bar.activeSlot].section : nil, rect: held)
        drawItem(slot, itemRect: Rect(x: held.x, y: area.y + 1, width: held.width, height: 1), floats: true, sideBySide: true,
                 badge: slot.section.flatMap { state.badge(of: $0, in: prototype) }, isActive: true,
                 isPressed: state.pressed == .barSlot(bar.activeSlot), hasFocus: prototype.showsKeyboardFocus && state.focus == .bar,
                 into: &buffer)
    }

    /// The capsule's edge, in line-drawing characters with rounded corners, around its
    /// glass: the item rows, filled.
    func drawCapsule(_ area: Rect, into buffer: inout CellBuffer) {
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
