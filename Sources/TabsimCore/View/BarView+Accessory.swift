/// iOS 26's bottom accessory and the sidebar toggle of `sidebar: adaptable`, drawn with
/// the floating bar's capsule.
extension BarView {
    /// The accessory at `now`: over the whole bar, or inline beside the minimized one,
    /// moving between the two where `frame` has it (on the bar's clock and curve); under
    /// a cross-fade, in one place then the other, dimmed.
    func drawAccessory(_ accessory: AccessoryLayout, frame: FloatingBarFrame?, state: AppState, now: Int, into buffer: inout CellBuffer) {
        guard let motion = state.barMotion, !motion.isFinished(at: now) else {
            return drawAccessory(in: accessory.area, state: state, into: &buffer)
        }
        if motion.crossFades {
            let area = motion.showsMinimized(at: now) ? accessory.inlineArea : accessory.fullArea
            drawAccessory(in: area, state: state, into: &buffer)
            buffer.restyle(area) { $0 = theme.dimmed($0) }
            return
        }
        drawAccessory(in: frame?.accessory ?? accessory.area, state: state, into: &buffer)
    }

    /// The accessory's capsule in `area`, its icon and text on the row inside, from the
    /// leading end; Pressed while the pointer holds it.
    private func drawAccessory(in area: Rect, state: AppState, into buffer: inout CellBuffer) {
        guard let accessory = prototype.accessory, area.width >= 4 else { return }
        drawCapsule(area, into: &buffer)
        let row = Rect(x: area.x + 1, y: area.y + 1, width: area.width - 2, height: 1)
        let style = state.pressed == .accessory ? theme.barPressed : theme.capsule.item
        if state.pressed == .accessory { buffer.fill(row, with: Cell(" ", style: style)) }
        let icon = accessory.icon.map { TextFitting.sanitized($0) + " " } ?? ""
        let text = TextFitting.truncated(icon + TextFitting.sanitized(accessory.text), toColumns: row.width - 2)
        buffer.write(text, x: row.x + 1, y: row.y, style: style, limit: row.maxX - 1)
    }

    /// The sidebar toggle: a round button holding its glyph beside the top bar, or the
    /// glyph in the sidebar's first row; Pressed while the pointer holds it.
    func drawSidebarToggle(_ area: Rect, state: AppState, into buffer: inout CellBuffer) {
        let pressed = state.pressed == .sidebarToggle
        let style = pressed ? theme.barPressed : theme.capsule.item
        if area.height >= 3 {
            drawCapsule(area, into: &buffer)
            let row = Rect(x: area.x + 1, y: area.y + 1, width: area.width - 2, height: 1)
            if pressed { buffer.fill(row, with: Cell(" ", style: style)) }
            buffer.write(TextFitting.centered(SidebarToggle.glyph, inColumns: row.width), x: row.x, y: row.y, style: style)
        } else {
            buffer.write(TextFitting.centered(SidebarToggle.glyph, inColumns: area.width), x: area.x, y: area.y,
                         style: pressed ? theme.barPressed : theme.text)
        }
    }
}
