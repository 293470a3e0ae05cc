extension Reducer {
    /// The state of a running prototype carried over to this reducer's prototype, after
    /// its file changed (live reload). Sections, pages, fields and rows are matched by
    /// their labels (a section without a label by its icon); what is left unmatched on
    /// both sides at the same place is taken as renamed. Each matched section keeps its
    /// selected page, pushed screens, scroll, cursor and typed text; a pushed screen whose
    /// row is gone falls back to its nearest remaining parent, a removed section to the
    /// first section, a removed or disabled page to the first enabled one; flipped
    /// switches stay flipped. Animations, a held press and an open alert or action sheet
    /// end. Pure: the same two prototypes and state give the same result.
    /// - Parameters:
    ///   - state: the state shown with `old`.
    ///   - old: the prototype `state` belongs to.
    public func carryOver(_ state: AppState, from old: Prototype) -> AppState {
        let new = prototype
        var next = AppState(prototype: new, size: state.size, launchedAt: state.launchedAt)
        let sectionMap = Matching.pairs(old.sections.map(Self.key), new.sections.map(Self.key))
        // Each matched section's header fields, paired once for its text, cursor and typing.
        var headerFields: [Int: [Int: Int]] = [:]
        for (oldIndex, newIndex) in sectionMap {
            let fields = Self.headerFieldPairs(from: old.sections[oldIndex], to: new.sections[newIndex])
            headerFields[newIndex] = fields
            next.sections[newIndex] = Self.carry(state.sections[oldIndex], from: old.sections[oldIndex], to: new.sections[newIndex],
                                                 headerFields: fields)
        }
        next.deliveredBadgeUpdates = Set(state.deliveredBadgeUpdates.compactMap { sectionMap[$0] })
        next.more.list = state.more.list
        next.more.chosen = state.more.chosen.flatMap { sectionMap[$0] }
        next.more.listAwaitsReturn = state.more.listAwaitsReturn
        switch state.selection {
        case .section(let index):
            next.selection = .section(sectionMap[index] ?? 0)
        case .moreList:
            next.selection = next.barModel(for: new).hasMore ? .moreList : .section(next.more.chosen ?? 0)
        }
        next.focus = state.focus
        if new.sidebar == .adaptable { next.sidebarChoice = state.sidebarChoice }
        next.showsHelp = state.showsHelp
        next.showsLint = state.showsLint
        next.lastDialogChoice = state.lastDialogChoice
        next.animationGeneration = state.animationGeneration
        // Typing goes on in the same field when it is still there, on the same screen.
        if let editing = state.editing, case .section(let oldIndex) = state.selection,
           case .section(let newIndex) = next.selection, sectionMap[oldIndex] == newIndex,
           let field = Self.field(editing, in: (state, oldIndex, old), to: (next, newIndex, new), headerFields: headerFields[newIndex] ?? [:]) {
            next.editing = field
            next.caret = state.caret
            next.keyboardShift = state.keyboardShift
            next.keyboardShiftIsManual = state.keyboardShiftIsManual
            next.keyboardLayer = state.keyboardLayer
        }
        if case .section(let oldIndex) = state.selection, case .section(let newIndex) = next.selection,
           sectionMap[oldIndex] == newIndex, let fields = headerFields[newIndex] {
            next.headerCursor = fields[state.headerCursor] ?? 0
        }
        normalizeAfterLayoutChange(&next)
        next.keepFilterMatches(in: new)
        keepCursorVisible(&next)
        refreshKeyboard(&next)
        return next
    }

    /// What a section is known by across reloads: its label, or its icon when it has none.
    private static func key(_ section: Section) -> String {
        section.label.isEmpty ? (section.icon?.unfilled ?? "") : section.label
    }

    /// Old header field → new, for a strip that stays a strip; none otherwise.
    private static func headerFieldPairs(from old: Section, to new: Section) -> [Int: Int] {
        guard case .pages(let oldStrip) = old.content, case .pages(let newStrip) = new.content else { return [:] }
        return Matching.pairs(oldStrip.header.fields.map(\.label), newStrip.header.fields.map(\.label))
    }

    private static func carry(_ memory: SectionState, from old: Section, to new: Section, headerFields fields: [Int: Int]) -> SectionState {
        var next = SectionState(section: new)
        switch (old.content, new.content) {
        case (.screen(let oldScreen), .screen(let newScreen)):
            next.pages[0] = carry(memory.pages[0], from: oldScreen, to: newScreen)
            next.stack = carry(memory.stack, from: oldScreen, to: newScreen)
        case (.pages(let oldStrip), .pages(let newStrip)):
            let pages = Matching.pairs(oldStrip.pages.map(\.label), newStrip.pages.map(\.label))
            for (oldPage, newPage) in pages {
                next.pages[newPage] = carry(memory.pages[oldPage], from: oldStrip.pages[oldPage].screen, to: newStrip.pages[newPage].screen)
            }
            if let page = pages[memory.selectedPage], !newStrip.pages[page].disabled {
                next.selectedPage = page
                let screen = newStrip.pages[page].screen
                next.stack = carry(memory.stack, from: oldStrip.pages[memory.selectedPage].screen, to: screen)
            }
            next.headerFieldTexts = Dictionary(uniqueKeysWithValues: memory.headerFieldTexts.compactMap { index, text in
                fields[index].map { ($0, text) }
            })
            next.stripOffset = memory.stripOffset
        default:
            // A screen became a strip or the other way round: nothing of it is the same.
            break
        }
        return next
    }

    /// The pushed screens whose rows are still there, each under the same parent; the
    /// first one gone ends the stack there, as does a screen the accessory presented.
    private static func carry(_ stack: [PushedScreen], from oldRoot: Screen, to newRoot: Screen) -> [PushedScreen] {
        var kept: [PushedScreen] = []
        var oldScreen = oldRoot, newScreen = newRoot
        for pushed in stack {
            guard pushed.rowIndex >= 0, pushed.rowIndex < oldScreen.rows.count, let oldDetail = oldScreen.rows[pushed.rowIndex].kind.screen,
                  let row = rowPairs(from: oldScreen, to: newScreen)[pushed.rowIndex],
                  let newDetail = newScreen.rows[row].kind.screen else { break }
            var next = PushedScreen(rowIndex: row, screen: carry(pushed.screen, from: oldDetail, to: newDetail),
                                    isModal: newScreen.rows[row].kind.isModal)
            oldScreen = oldDetail
            newScreen = newDetail
            if let newStrip = newDetail.strip {
                // A pushed screen's strip keeps what the section root's does; the screens
                // pushed from its page go on while that page is still there.
                let carried = carry(pushed.strip, from: oldDetail.strip, to: newStrip)
                next.strip = carried.memory
                kept.append(next)
                guard let pages = carried.pages, let oldStrip = oldDetail.strip else { break }
                oldScreen = oldStrip.pages[pages.old].screen
                newScreen = newStrip.pages[pages.new].screen
                continue
            }
            kept.append(next)
        }
        return kept
    }

    /// A pushed screen's strip memory on its new version, pages matched by label, and the
    /// selected page's old and new index when it is still there and selectable.
    private static func carry(_ memory: StripMemory?, from old: PageStrip?, to new: PageStrip) -> (memory: StripMemory, pages: (old: Int, new: Int)?) {
        var next = StripMemory(strip: new)
        guard let memory, let old else { return (next, nil) }
        let pages = Matching.pairs(old.pages.map(\.label), new.pages.map(\.label))
        for (oldPage, newPage) in pages {
            next.pages[newPage] = carry(memory.pages[oldPage], from: old.pages[oldPage].screen, to: new.pages[newPage].screen)
        }
        next.stripOffset = memory.stripOffset
        if old.header.fields.map(\.label) == new.header.fields.map(\.label) { next.headerFieldTexts = memory.headerFieldTexts }
        guard let page = pages[memory.selectedPage], !new.pages[page].disabled else { return (next, nil) }
        next.selectedPage = page
        return (next, (memory.selectedPage, page))
    }

    /// A screen's memory on its new version: the text of fields still there, the cursor
    /// on the same item (or where it was), the scroll moved with it (or at the top, when
    /// the list was).
    private static func carry(_ memory: ScreenState, from old: Screen, to new: Screen) -> ScreenState {
        var next = ScreenState()
        let fields = Matching.pairs(old.fields.map(\.label), new.fields.map(\.label))
        let rows = rowPairs(from: old, to: new)
        next.fieldTexts = Dictionary(uniqueKeysWithValues: memory.fieldTexts.compactMap { index, text in
            fields[index].map { ($0, text) }
        })
        let cursor: Int
        if memory.cursor < old.fields.count {
            cursor = fields[memory.cursor] ?? memory.cursor
        } else {
            let row = memory.cursor - old.fields.count
            cursor = new.fields.count + (rows[row] ?? row)
        }
        next.cursor = max(0, min(cursor, new.itemCount - 1))
        next.segment = Matching.pairs(old.segments.map(\.label), new.segments.map(\.label))[memory.segment] ?? 0
        // A list at its top stays there, so what the new version adds above shows (T8).
        next.scroll = memory.scroll == 0 ? 0 : max(0, memory.scroll + next.cursor - memory.cursor)
        // Flipped switches stay flipped on rows that are still switches.
        next.toggles = Dictionary(uniqueKeysWithValues: memory.toggles.compactMap { row, on in
            rows[row].flatMap { new.rows[$0].kind.isSwitch ? ($0, on) : nil }
        })
        return next
    }

    /// Old row → new row of a screen, by their texts as `Matching.pairs` pairs names:
    /// the second of two equal rows goes to the second.
    private static func rowPairs(from old: Screen, to new: Screen) -> [Int: Int] {
        Matching.pairs(texts(of: old.rows), texts(of: new.rows))
    }

    private static func texts(of rows: Rows) -> [String] {
        (0..<rows.count).map { rows[$0].text }
    }

    /// The field typed into, on its new version of the screen; nil when it is gone or
    /// the screen it was on fell back to a parent.
    private static func field(_ field: FieldRef, in old: (state: AppState, section: Int, prototype: Prototype),
                              to new: (state: AppState, section: Int, prototype: Prototype),
                              headerFields: [Int: Int]) -> FieldRef? {
        switch field {
        case .header(let index):
            return headerFields[index].map(FieldRef.header)
        case .content(let index):
            guard old.state.sections[old.section].stack.count == new.state.sections[new.section].stack.count else { return nil }
            let oldFields = old.state.currentScreen(in: old.prototype).fields
            let newFields = new.state.currentScreen(in: new.prototype).fields
            return Matching.pairs(oldFields.map(\.label), newFields.map(\.label))[index].map(FieldRef.content)
        }
    }
}

/// Pairs the items of two lists by name, for a reload.
enum Matching {
    /// Old index → new index: equal names in order of appearance (the second `Inbox` to
    /// the second `Inbox`), then what is left unmatched on both sides at the same index,
    /// taken as renamed.
    static func pairs(_ old: [String], _ new: [String]) -> [Int: Int] {
        var pairs: [Int: Int] = [:]
        var free: [String: [Int]] = [:]
        for (index, name) in new.enumerated() { free[name, default: []].append(index) }
        for (index, name) in old.enumerated() {
            guard var places = free[name], !places.isEmpty else { continue }
            pairs[index] = places.removeFirst()
            free[name] = places
        }
        let taken = Set(pairs.values)
        for index in old.indices where pairs[index] == nil && index < new.count && !taken.contains(index)
            && !old.contains(new[index]) {
            pairs[index] = index
        }
        return pairs
    }
}
