/// The sections as a sidebar in regular width (B15): the app's name, then one row a
/// section with its icon, label and badge, each group under its heading. On
/// `material3` it is the navigation drawer: the selected row in the active indicator,
/// a pill whose ends half blocks round.
struct SidebarView {
    let prototype: Prototype
    let theme: Theme

    func draw(_ sidebar: SidebarLayout, state: AppState, into buffer: inout CellBuffer) {
        let area = sidebar.area
        buffer.fill(area)
        // The sidebar toggle, when there is one, takes the end of the name's row.
        let toggle = state.showsSidebarToggle(in: prototype) ? 4 : 0
        buffer.write(TextFitting.truncated(TextFitting.sanitized(prototype.name), toColumns: area.width - 3 - toggle),
                     x: area.x + 1, y: area.y, style: theme.title)
        var heading = theme.secondary
        heading.attributes.insert(.bold)
        for group in sidebar.headings where group.rect.maxY <= area.maxY {
            buffer.write(TextFitting.truncated(TextFitting.sanitized(group.text), toColumns: group.rect.width - 2),
                         x: group.rect.x + 1, y: group.rect.y, style: heading)
        }
        for y in area.y..<area.maxY { buffer.write("│", x: area.maxX - 1, y: y, style: theme.material) }
        let active = state.selectedSection, drawer = prototype.platform == .material3
        for (index, row) in sidebar.rows.enumerated() where row.maxY <= area.maxY {
            let section = prototype.sections[index]
            let isActive = index == active, isPressed = state.pressed == .barSlot(index)
            var style = isActive ? (drawer ? theme.materialNavigation.indicator : theme.selected) : theme.text
            if isPressed { style = theme.barPressed }
            // The focus underline is the label's, not the icon's or the row's.
            var labelStyle = style
            if isActive && prototype.showsKeyboardFocus && state.focus == .bar { labelStyle.attributes.formUnion(theme.focusAttributes) }
            buffer.fill(row, with: Cell(" ", style: style))
            // The pill's ends, and the badge inside them.
            let inset = drawer ? 1 : 0
            if drawer, isActive, !isPressed {
                var end = theme.materialNavigation.indicatorEnd
                end.background = .default
                buffer.write("▐", x: row.x, y: row.y, style: end)
                buffer.write("▌", x: row.maxX - 1, y: row.y, style: end)
            }
            let icon = section.icon.map { TextFitting.sanitized(isActive ? $0.filled : $0.unfilled) + " " } ?? ""
            let badge = state.badge(of: index, in: prototype).map { " " + $0.text + " " } ?? ""
            let room = row.width - 2 - inset - DisplayWidth.of(badge)
            let text = TextFitting.truncated(icon + TextFitting.sanitized(section.label), toColumns: room)
            let label = text.hasPrefix(icon) ? String(text.dropFirst(icon.count)) : text
            let x = buffer.write(String(text.prefix(text.count - label.count)), x: row.x + 1, y: row.y, style: style)
            buffer.write(label, x: x, y: row.y, style: labelStyle)
            if !badge.isEmpty {
                buffer.write(badge, x: row.maxX - inset - DisplayWidth.of(badge), y: row.y, style: theme.badge)
            }
        }
    }
}
