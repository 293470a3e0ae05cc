/// A screen a participant can be on: a section's page with screens pushed from it by
/// row, or the More list. What paths are made of (lostness counts them); the navigation
/// graph's nodes are `NavigationPlace`s, which add what each section remembers.
public struct ScreenNode: Hashable, Sendable {
    /// nil: the More list.
    public var section: Int?
    public var page: Int
    /// The rows chosen, from the root, to push the screens shown.
    public var rows: [Int]
    /// The page selected on each pushed screen with a strip, by depth.
    public var pushedPages: [Int: Int]

    /// The screen `state` shows.
    public init(_ state: AppState) {
        section = state.selectedSection
        page = state.selectedSection.map { state.sections[$0].selectedPage } ?? 0
        rows = state.selectedSection.map { state.sections[$0].stack.map(\.rowIndex) } ?? []
        let stack = state.selectedSection.map { state.sections[$0].stack } ?? []
        pushedPages = Dictionary(uniqueKeysWithValues: stack.indices.compactMap { depth in stack[depth].strip.map { (depth, $0.selectedPage) } })
    }

    /// How a person would name it: `Store › Top charts`, `Collections › Finished`, `More`.
    public func name(in prototype: Prototype) -> String {
        guard let section else { return "More" }
        var parts = [prototype.sections[section].label]
        var screen: Screen
        switch prototype.sections[section].content {
        case .screen(let root): screen = root
        case .pages(let strip):
            parts.append(strip.pages[page].label)
            screen = strip.pages[page].screen
        }
        for (depth, row) in rows.enumerated() {
            guard let opener = prototype.opener(row, on: screen), let detail = opener.kind.screen else { break }
            parts.append(detail.title ?? opener.text)
            screen = detail
            if let strip = detail.strip, let page = pushedPages[depth], strip.pages.indices.contains(page) {
                parts.append(strip.pages[page].label)
                screen = strip.pages[page].screen
            }
        }
        return parts.joined(separator: " › ")
    }
}

/// Where a participant is, as far as getting somewhere goes: the screen shown and what
/// each section and More remember (each section's page and pushed screens, the section
/// last chosen from More). Two states at one place are one node of the navigation graph.
struct NavigationPlace: Hashable, Sendable {
    struct Pushed: Hashable, Sendable {
        var row: Int
        var isModal: Bool
        /// The page of its strip, when it has one.
        var page: Int?
    }

    var selection: Selection
    var moreChosen: Int?
    var pages: [Int]
    var stacks: [[Pushed]]

    init(_ state: AppState) {
        selection = state.selection
        moreChosen = state.more.chosen
        pages = state.sections.map(\.selectedPage)
        stacks = state.sections.map { $0.stack.map { Pushed(row: $0.rowIndex, isModal: $0.isModal, page: $0.strip?.selectedPage) } }
    }
}

/// Where a participant can go in one tap (a bar item, More, a row of the More list, a
/// page, a row that pushes or links, Back), found by the reducer's own navigation from
/// real states: a section opens on the screen it remembers, a second tap on More
/// returns to its list. Shortest paths are measured on it from the state a task starts
/// in, not from a fresh launch (W6).
public struct NavigationGraph: Sendable {
    public let prototype: Prototype
    private let reducer: Reducer
    /// Places explored at most, so a prototype of thousands of screens cannot stall a study.
    public static let placeLimit = 20_000

    public init(prototype: Prototype) {
        self.prototype = prototype
        reducer = Reducer(prototype: prototype)
    }

    /// The shortest ways from one state to a task's goals.
    public struct Paths: Sendable {
        /// Taps on a shortest path to a goal; nil when no goal can be reached.
        public let shortest: Int?
        let fromStart: [NavigationPlace: Int]
        let toGoal: [NavigationPlace: Int]
        /// The sections the nearest goals are in.
        let goalSections: Set<Int>

        /// Whether `state`, reached after `taps` screen changes, lies on a shortest path.
        func isOnShortestPath(_ state: AppState, after taps: Int) -> Bool {
            onShortestPath(NavigationPlace(state), after: taps)
        }

        func onShortestPath(_ place: NavigationPlace, after taps: Int) -> Bool {
            guard let shortest, fromStart[place] == taps, let rest = toGoal[place] else { return false }
            return taps + rest == shortest
        }

        /// Whether `place` lies on some shortest path, however it was reached (a digit
        /// reaches a section under More in one key where a tap takes two).
        func leadsOn(_ place: NavigationPlace) -> Bool {
            guard let shortest, let from = fromStart[place], let rest = toGoal[place] else { return false }
            return from + rest == shortest
        }
    }

    /// Breadth first from `state` until the nearest goals, then back from them.
    public func paths(from state: AppState, to goals: [WalkthroughScript.Expectation]) -> Paths {
        let start = Self.navigationOnly(state)
        let renderer = goals.contains { $0.needsScreen } ? Renderer(prototype: prototype, theme: Theme(tint: prototype.tint, mode: .monochrome)) : nil
        let origin = NavigationPlace(start)
        var fromStart = [origin: 0]
        var states = [origin: start]
        var queue = [origin], head = 0
        var reachedBy: [NavigationPlace: [NavigationPlace]] = [:]
        var found: [NavigationPlace] = []
        var goalDepth: Int?
        while head < queue.count {
            let place = queue[head]
            head += 1
            guard let depth = fromStart[place], let current = states[place] else { continue }
            // Breadth first: once a goal is found, only its depth is left to check.
            if let goalDepth, depth > goalDepth { break }
            if holds(goals, at: current, renderer: renderer) {
                found.append(place)
                goalDepth = depth
                continue
            }
            guard goalDepth == nil, fromStart.count < Self.placeLimit else { continue }
            for next in moves(from: current) {
                let nextPlace = NavigationPlace(next)
                guard nextPlace != place else { continue }
                reachedBy[nextPlace, default: []].append(place)
                if fromStart[nextPlace] == nil {
                    fromStart[nextPlace] = depth + 1
                    states[nextPlace] = next
                    queue.append(nextPlace)
                }
            }
        }
        var toGoal = Dictionary(uniqueKeysWithValues: found.map { ($0, 0) })
        var back = found, at = 0
        while at < back.count {
            let place = back[at]
            at += 1
            guard let distance = toGoal[place] else { continue }
            for previous in reachedBy[place] ?? [] where toGoal[previous] == nil {
                toGoal[previous] = distance + 1
                back.append(previous)
            }
        }
        let goalSections = Set(found.compactMap { place -> Int? in
            if case .section(let index) = place.selection { return index }
            return nil
        })
        return Paths(shortest: goalDepth, fromStart: fromStart, toGoal: toGoal, goalSections: goalSections)
    }

    /// Every screen reachable from `state` on which all of `goals` hold, by name, in the
    /// order a breadth-first search meets them (at most `placeLimit` places explored).
    public func screens(from state: AppState, where goals: [WalkthroughScript.Expectation]) -> [String] {
        let start = Self.navigationOnly(state)
        let renderer = goals.contains { $0.needsScreen } ? Renderer(prototype: prototype, theme: Theme(tint: prototype.tint, mode: .monochrome)) : nil
        var seen: Set<NavigationPlace> = [NavigationPlace(start)]
        var checked: Set<ScreenNode> = []
        var queue = [start], head = 0
        var names: [String] = []
        while head < queue.count {
            let current = queue[head]
            head += 1
            // The checks read the screen shown: once a screen, whatever is remembered elsewhere.
            if checked.insert(ScreenNode(current)).inserted, holds(goals, at: current, renderer: renderer) {
                names.append(ScreenNode(current).name(in: prototype))
            }
            guard seen.count < Self.placeLimit else { continue }
            for next in moves(from: current) where seen.insert(NavigationPlace(next)).inserted {
                queue.append(next)
            }
        }
        return names
    }

    /// The state as far as navigation goes: nothing moving, no dialog, field or filter.
    static func navigationOnly(_ state: AppState) -> AppState {
        var clean = state
        clean.transition = nil
        clean.indicator = nil
        clean.barMinimized = false
        clean.barMotion = nil
        clean.dialog = nil
        clean.editing = nil
        clean.pressed = nil
        clean.pressOrigin = nil
        clean.pressScroll = nil
        clean.keyboardFlash = nil
        clean.showsHelp = false
        clean.showsLint = false
        clean.more.list = ScreenState()
        for index in clean.sections.indices {
            clean.sections[index].pages = clean.sections[index].pages.map { _ in ScreenState() }
            clean.sections[index].headerFieldTexts = [:]
            for depth in clean.sections[index].stack.indices {
                clean.sections[index].stack[depth].screen = ScreenState()
                if var strip = clean.sections[index].stack[depth].strip {
                    strip.pages = strip.pages.map { _ in ScreenState() }
                    strip.headerFieldTexts = [:]
                    clean.sections[index].stack[depth].strip = strip
                }
            }
        }
        return clean
    }

    /// Every state one tap away, by the reducer's navigation.
    func moves(from state: AppState) -> [AppState] {
        var out: [AppState] = []
        func tap(_ change: (inout AppState) -> [Effect]) {
            var next = state
            _ = change(&next)
            out.append(Self.navigationOnly(next))
        }
        let bar = state.barModel(for: prototype)
        if !state.isModalShown {
            for slot in 0..<bar.slotCount { tap { reducer.selectSlot(slot, &$0) } }
            // iOS 26's bottom accessory is one tap away wherever it shows.
            if state.showsAccessory(in: prototype), state.accessoryResponds(in: prototype) { tap { reducer.openAccessory(&$0) } }
        }
        let screen = state.currentScreen(in: prototype)
        let first = screen.fields.count
        if state.selection == .moreList {
            for row in 0..<screen.rows.count { tap { reducer.activateItem(first + row, &$0) } }
            return out
        }
        if let strip = state.visibleStrip(in: prototype) {
            for page in strip.pages.indices where !strip.pages[page].disabled { tap { reducer.selectPage(page, &$0) } }
        }
        // A segmented screen's rows in every segment are a tap away: a segment is no
        // destination, so its own tap is not counted.
        for (index, segment) in screen.segments.enumerated() {
            let rows = screen.rows.source
            for row in segment.rows where rows[row].kind.navigates {
                tap { _ = reducer.selectSegment(index, &$0); return reducer.activateItem(first + row - segment.rows.lowerBound, &$0, onlyRows: true) }
            }
        }
        // Generated rows ({count, text}) lead nowhere.
        if case .listed(let rows) = screen.rows {
            for row in rows.indices where rows[row].kind.navigates {
                tap { reducer.activateItem(first + row, &$0, onlyRows: true) }
            }
        }
        tap { reducer.goBack(&$0) }
        return out
    }

    /// Whether every goal holds at `state`; a switch to flip or a dialog button to choose
    /// holds on the screen whose row does it.
    private func holds(_ goals: [WalkthroughScript.Expectation], at state: AppState, renderer: Renderer?) -> Bool {
        WalkthroughScript.Expectation.allHold(goals, prototype: prototype, state: state,
                                              screen: { renderer.map { $0.render(state) } ?? CellBuffer(size: state.size) }) { goal in
            Self.actedOnRow(goal).map { Self.screen(state.currentScreen(in: prototype), holds: $0) }
        }
    }

    /// The row a goal is reached by acting on: a switch to flip, or a row whose alert or
    /// action sheet has the button to choose. Its goal screen is the one holding it.
    private enum ActedOnRow {
        case toggle(String)
        case dialogButton(String)
    }

    private static func actedOnRow(_ goal: WalkthroughScript.Expectation) -> ActedOnRow? {
        switch goal {
        case .toggle(let name, _): return .toggle(name)
        case .choice(let button): return .dialogButton(button)
        default: return nil
        }
    }

    private static func screen(_ screen: Screen, holds row: ActedOnRow) -> Bool {
        guard case .listed(let rows) = screen.rows.source else { return false }
        switch row {
        case .toggle(let name): return rows.contains { $0.text == name && $0.kind.isSwitch }
        case .dialogButton(let button):
            return rows.contains { row in
                guard case .dialog(let dialog) = row.kind else { return false }
                return dialog.buttons.contains(button)
            }
        }
    }
}
