extension Reducer {
    /// Selecting a bar slot: a section, or More (B5, B13).
    func selectSlot(_ slot: Int, _ state: inout AppState) -> [Effect] {
        let bar = state.barModel(for: prototype)
        state.editing = nil
        if slot == bar.slot(for: state.selection) {
            reselectActiveSlot(slot, bar: bar, &state)
            return []
        }
        if slot == bar.moreSlot {
            // The section last chosen from More, if it is still under More.
            state.selection = state.more.chosen.flatMap { bar.isOverflow($0) ? Selection.section($0) : nil } ?? .moreList
        } else {
            state.selection = .section(bar.section(atSlot: slot) ?? slot)
        }
        if state.focus == .strip || state.focus == .header { state.focus = .bar }
        revealSelectedPage(&state)
        // iOS 26's search tab opens typing into its field, with the keyboard.
        if state.showsSearchFieldBelow(in: prototype) { state.editing = .content(0) }
        return [.selectionFeedback]
    }

    /// Re-selecting the active item pops to the root; at the root it scrolls to top (B13).
    /// Re-selecting More returns to the More list in one tap, as iOS does; the section
    /// chosen from it keeps its own screens for when it is chosen again.
    private func reselectActiveSlot(_ slot: Int, bar: BarModel, _ state: inout AppState) {
        if slot == bar.moreSlot, case .section = state.selection {
            state.selection = .moreList
            state.more.chosen = nil
            return
        }
        popToRootOrTop(&state)
    }

    /// Pops the selected section's pushed screens; at the root, scrolls to the top.
    private func popToRootOrTop(_ state: inout AppState) {
        if let index = state.selectedSection, !state.sections[index].stack.isEmpty {
            state.sections[index].stack.removeAll()
            return
        }
        var screen = state.currentScreenState
        screen.cursor = 0
        screen.scroll = 0
        state.currentScreenState = screen
    }

    /// Jumping to a section by number, through More when it is under More (I1).
    func selectSection(_ index: Int, _ state: inout AppState) -> [Effect] {
        let bar = state.barModel(for: prototype)
        guard bar.isOverflow(index) else { return selectSlot(bar.slot(for: .section(index)), &state) }
        state.editing = nil
        guard state.selection != .section(index) else {
            popToRootOrTop(&state)
            return []
        }
        state.selection = .section(index)
        state.more.chosen = index
        revealSelectedPage(&state)
        return [.selectionFeedback]
    }

    /// Selecting a page of the visible strip; disabled pages cannot be selected (T11).
    func selectPage(_ page: Int, _ state: inout AppState) -> [Effect] {
        guard let strip = state.visibleStrip(in: prototype), strip.pages.indices.contains(page), !strip.pages[page].disabled else { return [] }
        state.editing = nil
        guard state.stripPage != page else { return [] }
        state.stripPage = page
        revealSelectedPage(&state)
        return [.selectionFeedback]
    }

    /// Selects the next (`step` 1) or previous (-1) page of the visible strip that can
    /// be selected, if there is one.
    func stepPage(_ step: Int, _ state: inout AppState) -> [Effect] {
        guard let strip = state.visibleStrip(in: prototype) else { return [] }
        var page = state.stripPage + step
        while strip.pages.indices.contains(page), strip.pages[page].disabled { page += step }
        guard strip.pages.indices.contains(page) else { return [] }
        return selectPage(page, &state)
    }

    /// Scrolls the strip so the selected page is fully in view (T5).
    func revealSelectedPage(_ state: inout AppState) {
        guard let strip = state.visibleStrip(in: prototype) else { return }
        let width = state.screenFrame(in: prototype).width
        let layout = StripLayout(strip: strip, selected: state.stripPage, offset: state.stripOffset, area: Rect(x: 0, y: 0, width: width, height: 2))
        state.stripOffset = StripLayout.offset(revealing: state.stripPage, spans: layout.spans, current: layout.offset, width: width,
                                               align: prototype.stripAlign)
    }

    /// Scrolls the strip sideways without changing the selection (T5 wheel).
    func scrollStrip(by columns: Int, _ state: inout AppState) {
        guard let strip = state.visibleStrip(in: prototype) else { return }
        let layout = StripLayout(strip: strip, selected: state.stripPage, offset: state.stripOffset + columns,
                                 area: Rect(x: 0, y: 0, width: state.screenFrame(in: prototype).width, height: 2))
        state.stripOffset = layout.offset
    }

    /// Esc, Left in the list, or `‹ Back`: pop a pushed screen, or return to More's list.
    func goBack(_ state: inout AppState) -> [Effect] {
        state.editing = nil
        guard let index = state.selectedSection else { return [] }
        if !state.sections[index].stack.isEmpty {
            state.sections[index].stack.removeLast()
            return []
        }
        if state.barModel(for: prototype).isOverflow(index) {
            state.selection = .moreList
            state.more.chosen = nil
        }
        return []
    }

    /// Enter on the cursor's item: focus a field, or do what the row's kind does (open
    /// its screen, follow its link, flip its switch, present its dialog, or choose a
    /// section from the More list). `onlyRows` (→) only chooses a row that navigates.
    func activateItem(_ item: Int, _ state: inout AppState, onlyRows: Bool = false) -> [Effect] {
        let screen = state.currentScreen(in: prototype)
        guard item >= 0, item < screen.itemCount else { return [] }
        if item < screen.fields.count {
            if !onlyRows { state.editing = .content(item) }
            return []
        }
        let row = item - screen.fields.count
        let kind = screen.rows[row].kind
        if onlyRows, !kind.navigates { return [] }
        switch kind {
        case .plain:
            return []
        case .section(let section):
            state.selection = .section(section)
            state.more.chosen = section
            revealSelectedPage(&state)
            return [.selectionFeedback]
        case .dialog(let dialog):
            state.dialog = PresentedDialog(dialog, platform: prototype.platform)
            state.editing = nil
            return []
        case .link(let link):
            guard let target = prototype.destination(of: link) else { return [] }
            return follow(target, &state)
        case .toggle:
            guard let on = state.isOn(row: row, in: prototype) else { return [] }
            state.currentScreenState.toggles[screen.sourceRow(row)] = !on
            return []
        case .detail, .modal:
            guard let index = state.selectedSection else { return [] }
            state.sections[index].stack.append(AppState.pushed(row: screen.sourceRow(row), kind: kind))
            if state.focus == .strip || state.focus == .header || kind.isModal { state.focus = .content }
            return []
        }
    }

    /// A `link:` row: to its section as a tap on its tab does (through More when it is
    /// under More; to the section it is in, popping to the root), then to its page as a
    /// tap on the page does, showing the strip.
    /// A modal screen it is on closes first, as a sheet is dismissed before its app
    /// switches tabs.
    func follow(_ target: (section: Int, page: Int?), _ state: inout AppState) -> [Effect] {
        if let index = state.selectedSection, let modal = state.sections[index].stack.firstIndex(where: \.isModal) {
            state.sections[index].stack.removeSubrange(modal...)
        }
        var effects: [Effect] = []
        if state.selectedSection != target.section {
            effects += selectSection(target.section, &state)
        } else if target.page == nil {
            // A link to the section it is in is a tap on the active tab (B13).
            popToRootOrTop(&state)
        }
        guard let page = target.page else { return effects }
        state.sections[target.section].stack.removeAll()
        let selected = selectPage(page, &state)
        return effects.isEmpty ? selected : effects
    }
}
