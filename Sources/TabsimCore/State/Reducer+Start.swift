extension Reducer {
    /// A fresh state showing where a task starts (W6): a section at its root, or the
    /// screen with that title, pushed as its rows push it; the size and what the session
    /// forced (size class, orientation, layout) stay. Unknown names leave `state` as it is
    /// (task files are checked against the prototype before a session starts).
    func startState(_ start: Study.Start, from state: AppState) -> AppState {
        guard let place = prototype.place(of: start) else { return state }
        var fresh = AppState(prototype: prototype, size: state.size, initialSection: place.section, launchedAt: state.launchedAt)
        fresh.sizeClassOverride = state.sizeClassOverride
        fresh.orientationOverride = state.orientationOverride
        fresh.navigationOverride = state.navigationOverride
        fresh.sidebarChoice = state.sidebarChoice
        fresh.deliveredBadgeUpdates = state.deliveredBadgeUpdates
        if state.barModel(for: prototype).isOverflow(place.section) { fresh.more.chosen = place.section }
        fresh.sections[place.section].selectedPage = place.page
        var screen = fresh.rootScreen(of: place.section, in: prototype)
        for row in place.rows {
            guard screen.rows.count > row else { break }
            fresh.sections[place.section].stack.append(AppState.pushed(row: row, kind: screen.rows[row].kind))
            screen = screen.rows[row].kind.screen ?? screen
        }
        revealSelectedPage(&fresh)
        return fresh
    }
}

extension Prototype {
    /// Where a task's `from` names: a section's first selectable page, or the first
    /// written screen with that title and the rows that push it.
    func place(of start: Study.Start) -> (section: Int, page: Int, rows: [Int])? {
        switch start {
        case .section(let label):
            guard let index = sections.firstIndex(where: { $0.label == label }) else { return nil }
            return (index, SectionState(section: sections[index]).selectedPage, [])
        case .screen(let title):
            for (index, section) in sections.enumerated() {
                let roots: [(page: Int, screen: Screen, title: String)]
                switch section.content {
                case .screen(let screen): roots = [(0, screen, screen.title ?? section.label)]
                case .pages(let strip):
                    roots = strip.pages.enumerated().filter { !$0.element.disabled }
                        .map { ($0.offset, $0.element.screen, strip.header.title ?? section.label) }
                }
                for root in roots {
                    if root.title == title { return (index, root.page, []) }
                    if let rows = Self.rows(toScreenTitled: title, from: root.screen) { return (index, root.page, rows) }
                }
            }
            return nil
        }
    }

    /// The rows that push, one from the other, a screen titled `title`, depth first.
    private static func rows(toScreenTitled title: String, from screen: Screen) -> [Int]? {
        guard case .listed(let rows) = screen.rows else { return nil }
        for (index, row) in rows.enumerated() {
            guard let detail = row.kind.screen else { continue }
            if (detail.title ?? row.text) == title { return [index] }
            if let deeper = Self.rows(toScreenTitled: title, from: detail) { return [index] + deeper }
        }
        return nil
    }
}
