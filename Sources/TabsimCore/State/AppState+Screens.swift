extension AppState {
    /// The screen the content area shows now: the More list, a pushed screen, or the
    /// selected section's (or page's) root screen.
    public func currentScreen(in prototype: Prototype) -> Screen {
        guard let index = selectedSection else { return moreListScreen(in: prototype) }
        return filtered(stackScreen(of: index, depth: sections[index].stack.count, in: prototype).screen, section: index, in: prototype)
    }

    /// The title of the pushed screen on top of the selected section, as its navigation
    /// bar shows it: its own, else the text of the row that opened it.
    public func pushedTitle(in prototype: Prototype) -> String? {
        guard let index = selectedSection, !sections[index].stack.isEmpty else { return nil }
        return stackScreen(of: index, depth: sections[index].stack.count, in: prototype).title
    }

    /// The screen reached on section `index` by following the first `depth` screens
    /// pushed on it from its root (as far as their rows still open them), unfiltered,
    /// and its title as a back button names it; of a pushed screen with a strip, its
    /// selected page's screen, and the written screen holding the strip.
    private func stackScreen(of index: Int, depth: Int, in prototype: Prototype) -> (screen: Screen, title: String, written: Screen?) {
        let section = sections[index]
        var screen = rootScreen(of: index, in: prototype).showing(segment: section.pages[section.selectedPage].segment)
        var title = rootTitle(of: index, in: prototype)
        var written: Screen?
        for pushed in section.stack.prefix(depth) {
            // A pushed screen's row is found among all the rows, whichever segment shows.
            guard let row = prototype.opener(pushed.rowIndex, on: screen), let detail = row.kind.screen else { break }
            title = detail.title ?? row.text
            written = detail
            if let strip = detail.strip, let memory = pushed.strip, strip.pages.indices.contains(memory.selectedPage) {
                screen = strip.pages[memory.selectedPage].screen.showing(segment: memory.pages[memory.selectedPage].segment)
            } else {
                screen = detail.showing(segment: pushed.screen.segment)
            }
        }
        return (screen, title, written)
    }

    /// `screen` with only the rows its filter fields' text matches (case-insensitive,
    /// anywhere in the row's text), and an empty state naming the text when none does.
    /// The matches the reducer kept for the same text are used rather than found again.
    private func filtered(_ screen: Screen, section: Int, in prototype: Prototype) -> Screen {
        let words = filterWords(of: screen, section: section, in: prototype)
        guard !words.isEmpty else { return screen }
        let matches = currentScreenState.filterMatches.flatMap { $0.words == words ? $0 : nil }
            ?? FilterMatches(words: words, screen: screen)
        var result = screen
        result.rows = .picked(from: screen.rows.source, indices: matches.indices.map(screen.sourceRow))
        result.empty = "No results for “\(words.joined(separator: " "))”"
        return result
    }

    /// The typed text of `screen`'s filter fields, and of its strip header's when it is
    /// a page's root (a header's field narrows the page it is over), word by word.
    private func filterWords(of screen: Screen, section: Int, in prototype: Prototype) -> [String] {
        var queries = screen.fields.indices.filter { screen.fields[$0].filter }.compactMap { currentScreenState.fieldTexts[$0] }
        if let strip = visibleStrip(in: prototype) {
            queries += strip.header.fields.indices.filter { strip.header.fields[$0].filter }.compactMap { headerFieldTexts[$0] }
        }
        return queries.map { $0.trimmingSpaces }.filter { !$0.isEmpty }
    }

    /// Finds the matches of the screen shown for its filter text once, when the text
    /// changed, and keeps them with the screen, so drawing and hit-testing a list of
    /// thousands do not search it again.
    mutating func keepFilterMatches(in prototype: Prototype) {
        guard let section = selectedSection else { return }
        let screen = stackScreen(of: section, depth: sections[section].stack.count, in: prototype).screen
        let words = filterWords(of: screen, section: section, in: prototype)
        if words.isEmpty {
            if currentScreenState.filterMatches != nil { currentScreenState.filterMatches = nil }
        } else if currentScreenState.filterMatches?.words != words {
            currentScreenState.filterMatches = FilterMatches(words: words, screen: screen)
        }
    }

    /// The root screen of a section: its screen, or its selected page's.
    public func rootScreen(of index: Int, in prototype: Prototype) -> Screen {
        switch prototype.sections[index].content {
        case .screen(let screen): return screen
        case .pages(let strip): return strip.pages[sections[index].selectedPage].screen
        }
    }

    /// The More tab's list of the sections that do not fit in the bar (B5).
    public func moreListScreen(in prototype: Prototype) -> Screen {
        let bar = barModel(for: prototype)
        let rows = bar.overflow.map { index -> Row in
            let section = prototype.sections[index]
            let icon = section.icon.map { $0.unfilled + " " } ?? ""
            return Row(text: icon + section.label, kind: .section(index), badge: badge(of: index, in: prototype))
        }
        return Screen(title: "More", rows: .listed(rows))
    }

    /// A section's badge now: its `badge_update`'s once that has arrived (B4).
    public func badge(of section: Int, in prototype: Prototype) -> Badge? {
        let definition = prototype.sections[section]
        if deliveredBadgeUpdates.contains(section), let update = definition.badgeUpdate { return update.badge }
        return definition.badge
    }

    /// When the next `badge_update` is due, if one is still to come.
    public func nextBadgeUpdate(in prototype: Prototype) -> Int? {
        var due: Int?
        for (index, section) in prototype.sections.enumerated() where !deliveredBadgeUpdates.contains(index) {
            due = due.earlier(section.badgeUpdate.map { launchedAt + $0.afterMilliseconds })
        }
        return due
    }

    /// The strip showing: the selected section's at its root, or the pushed screen's on
    /// top when it has one.
    public func visibleStrip(in prototype: Prototype) -> PageStrip? {
        guard let index = selectedSection else { return nil }
        guard !sections[index].stack.isEmpty else {
            if case .pages(let strip) = prototype.sections[index].content { return strip }
            return nil
        }
        guard sections[index].stack.last?.strip != nil else { return nil }
        return stackScreen(of: index, depth: sections[index].stack.count, in: prototype).written?.strip
    }

    /// Whether a screen was pushed on the selected section, or the More list is under it.
    public func canGoBack(in prototype: Prototype) -> Bool {
        guard let index = selectedSection else { return false }
        return !sections[index].stack.isEmpty || barModel(for: prototype).isOverflow(index)
    }

    /// The title of the screen Back returns to, as iOS shows on its back button:
    /// the screen below a pushed one, or More for a section chosen from the More list.
    public func previousTitle(in prototype: Prototype) -> String? {
        guard let index = selectedSection else { return nil }
        let stack = sections[index].stack
        guard !stack.isEmpty else { return barModel(for: prototype).isOverflow(index) ? BarView.moreLabel : nil }
        return stackScreen(of: index, depth: stack.count - 1, in: prototype).title
    }

    /// The title a section's root screen shows.
    func rootTitle(of index: Int, in prototype: Prototype) -> String {
        switch prototype.sections[index].content {
        case .screen(let screen): return screen.title ?? prototype.sections[index].label
        case .pages(let strip): return strip.header.title ?? prototype.sections[index].label
        }
    }

    /// Which sections have a slot and which go under More; a sidebar lists them all. A
    /// floating bar (iOS 26) sets the search tab apart.
    public func barModel(for prototype: Prototype) -> BarModel {
        let count = prototype.sections.count
        return BarModel(sectionCount: count, maximumItems: usesSidebar ? max(1, count) : sizeClass.maximumBarItems,
                        searchSection: usesSidebar || !prototype.platform.barFloats ? nil : prototype.searchSection)
    }

    /// The memory of the screen the content area shows now.
    public var currentScreenState: ScreenState {
        get {
            guard let index = selectedSection else { return more.list }
            let section = sections[index]
            guard let top = section.stack.last else { return section.pages[section.selectedPage] }
            return top.strip.map { $0.pages[$0.selectedPage] } ?? top.screen
        }
        set {
            // An unchanged screen is not written back, so that the state keeps sharing its
            // pages' storage with the one before: comparing the two (the frame cache)
            // then skips a strip of thousands of pages.
            guard newValue != currentScreenState else { return }
            guard let index = selectedSection else {
                more.list = newValue
                return
            }
            let top = sections[index].stack.count - 1
            if top < 0 {
                sections[index].pages[sections[index].selectedPage] = newValue
            } else if let page = sections[index].stack[top].strip?.selectedPage {
                sections[index].stack[top].strip?.pages[page] = newValue
            } else {
                sections[index].stack[top].screen = newValue
            }
        }
    }

    /// The text typed into a field so far.
    public func text(of field: FieldRef) -> String {
        switch field {
        case .header(let i): return headerFieldTexts[i] ?? ""
        case .content(let i): return currentScreenState.fieldTexts[i] ?? ""
        }
    }

    /// Whether the switch of row `row` on the screen shown is on: as flipped on this
    /// screen, else as the file sets it; nil when the row has no switch.
    public func isOn(row: Int, in prototype: Prototype) -> Bool? {
        let screen = currentScreen(in: prototype)
        guard row >= 0, row < screen.rows.count else { return nil }
        return isOn(screen.rows[row], at: row, of: screen)
    }

    /// Whether the switch of `row`, shown at `index` on `screen` (the screen shown), is
    /// on; for a view that has the screen and the row at hand already.
    func isOn(_ row: Row, at index: Int, of screen: Screen) -> Bool? {
        guard case .toggle(let initial) = row.kind else { return nil }
        return currentScreenState.toggles[screen.sourceRow(index)] ?? initial
    }

    mutating func setText(_ text: String, of field: FieldRef) {
        switch field {
        case .header(let i):
            if selectedSection != nil { headerFieldTexts[i] = text }
        case .content(let i): currentScreenState.fieldTexts[i] = text
        }
    }
}
