/// A screen a participant can be on: a section's page with screens pushed from it by
/// row, or the More list. The nodes of the navigation graph (lostness, first click).
public struct ScreenNode: Hashable, Sendable {
    /// nil: the More list.
    public var section: Int?
    public var page: Int
    /// The rows chosen, from the root, to push the screens shown.
    public var rows: [Int]

    /// The screen `state` shows.
    public init(_ state: AppState) {
        section = state.selectedSection
        page = state.selectedSection.map { state.sections[$0].selectedPage } ?? 0
        rows = state.selectedSection.map { state.sections[$0].stack.map(\.rowIndex) } ?? []
    }

    init(section: Int?, page: Int, rows: [Int]) {
        self.section = section
        self.page = page
        self.rows = rows
    }

    /// A state showing this screen, fresh otherwise, to check a task's goals against.
    func state(prototype: Prototype, size: Size) -> AppState {
        var state = AppState(prototype: prototype, size: size)
        guard let section else {
            state.selection = .moreList
            return state
        }
        state.selection = .section(section)
        state.sections[section].selectedPage = page
        var screen = state.rootScreen(of: section, in: prototype)
        for row in rows {
            state.sections[section].stack.append(PushedScreen(rowIndex: row, isModal: screen.rows[row].isModal))
            screen = screen.rows[row].detail ?? screen
        }
        return state
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
        for row in rows {
            guard row < screen.rows.count, let detail = screen.rows[row].detail else { break }
            parts.append(detail.title ?? screen.rows[row].text)
            screen = detail
        }
        return parts.joined(separator: " › ")
    }
}

/// Where a participant can go from each screen in one step (a bar item, More, a page, a
/// row, a link, Back), at one terminal size: what shortest paths are measured on.
public struct NavigationGraph: Sendable {
    public let prototype: Prototype
    public let size: Size

    public init(prototype: Prototype, size: Size) {
        self.prototype = prototype
        self.size = size
    }

    /// The screens one step away from `node`.
    func neighbours(of node: ScreenNode) -> [ScreenNode] {
        let bar = AppState(prototype: prototype, size: size).barModel(for: prototype)
        var out: [ScreenNode] = []
        let state = node.state(prototype: prototype, size: size)
        if !state.isModalShown {
            out += (0..<bar.directCount).map { ScreenNode(section: $0, page: firstPage(of: $0), rows: []) }
            if bar.hasMore { out.append(ScreenNode(section: nil, page: 0, rows: [])) }
        }
        guard let section = node.section else {
            return out + bar.overflow.map { ScreenNode(section: $0, page: firstPage(of: $0), rows: []) }
        }
        if node.rows.isEmpty, case .pages(let strip) = prototype.sections[section].content {
            out += strip.pages.indices.filter { !strip.pages[$0].disabled }.map { ScreenNode(section: section, page: $0, rows: []) }
        }
        let screen = state.currentScreen(in: prototype)
        if case .listed(let rows) = screen.rows {
            out += rows.indices.filter { rows[$0].detail != nil }.map { ScreenNode(section: section, page: node.page, rows: node.rows + [$0]) }
            // A link row leads to its section's first page, or to the page it names.
            out += rows.compactMap { $0.link.flatMap(prototype.destination(of:)) }
                .map { ScreenNode(section: $0.section, page: $0.page ?? firstPage(of: $0.section), rows: []) }
        }
        if !node.rows.isEmpty {
            out.append(ScreenNode(section: section, page: node.page, rows: Array(node.rows.dropLast())))
        } else if bar.isOverflow(section) {
            out.append(ScreenNode(section: nil, page: 0, rows: []))
        }
        return out.filter { $0 != node }
    }

    private func firstPage(of section: Int) -> Int {
        guard case .pages(let strip) = prototype.sections[section].content else { return 0 }
        return strip.pages.firstIndex { !$0.disabled } ?? 0
    }

    /// Steps from `start` to every screen reachable from it (breadth first).
    public func distances(from start: ScreenNode) -> [ScreenNode: Int] {
        var distance = [start: 0]
        var queue = [start], head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            for next in neighbours(of: node) where distance[next] == nil {
                distance[next] = distance[node]! + 1
                queue.append(next)
            }
        }
        return distance
    }

    /// The screens where every goal holds, among those reachable from `start`; the goals
    /// that need text on screen are checked on the screen as drawn.
    public func goals(_ goals: [WalkthroughScript.Expectation], reachable: [ScreenNode: Int]) -> Set<ScreenNode> {
        let renderer = Renderer(prototype: prototype, theme: Theme(tint: prototype.tint, mode: .monochrome))
        let needsScreen = goals.contains { $0.needsScreen }
        return Set(reachable.keys.filter { node in
            let state = node.state(prototype: prototype, size: size)
            let screen = needsScreen ? renderer.render(state) : CellBuffer(size: size)
            return goals.allSatisfy { goal in
                if let row = Self.actedOnRow(goal) { return Self.screen(state.currentScreen(in: prototype), holds: row) }
                return goal.problem(prototype: prototype, state: state, screen: screen) == nil
            }
        })
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
        guard case .listed(let rows) = screen.rows else { return false }
        switch row {
        case .toggle(let name): return rows.contains { $0.text == name && $0.toggle != nil }
        case .dialogButton(let button): return rows.contains { $0.dialog?.buttons.contains(button) == true }
        }
    }
}
