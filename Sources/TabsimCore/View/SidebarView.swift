/// The sections as a sidebar in regular width (B15): the app's name, then one row a
/// section with its icon, label and badge.
struct SidebarView {
    let prototype: Prototype
    let theme: Theme

    func draw(_ sidebar: SidebarLayout, state: AppState, into buffer: inout CellBuffer) {
        let area = sidebar.area
        buffer.fill(area)
        buffer.write(TextFitting.truncated(TextFitting.sanitized(prototype.name), toColumns: area.width - 3),
                     x: area.x + 1, y: area.y, style: theme.title)
        for y in area.y..<area.maxY { buffer.write("│", x: area.maxX - 1, y: y, style: theme.material) }
        let active = state.selectedSection
        for (index, row) in sidebar.rows.enumerated() where row.maxY <= area.maxY {
            let section = prototype.sections[index]
            let isActive = index == active
            var style = isActive ? theme.selected : theme.text
            if state.pressed == .barSlot(index) { style = theme.barPressed }
            if isActive && prototype.showsKeyboardFocus && state.focus == .bar { style.attributes.formUnion(theme.focusAttributes) }
            buffer.fill(row, with: Cell(" ", style: style))
            let icon = section.icon.map { (isActive ? $0.filled : $0.unfilled) + " " } ?? ""
            let badge = state.badge(of: index, in: prototype).map { " " + $0.text + " " } ?? ""
            let room = row.width - 2 - DisplayWidth.of(badge)
            buffer.write(TextFitting.truncated(TextFitting.sanitized(icon + section.label), toColumns: room),
                         x: row.x + 1, y: row.y, style: style)
            if !badge.isEmpty {
                buffer.write(badge, x: row.maxX - DisplayWidth.of(badge), y: row.y, style: theme.badge)
            }
        }
    }
}
