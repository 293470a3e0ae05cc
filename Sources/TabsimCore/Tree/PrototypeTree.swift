/// A prototype's navigation as a tree (issue 31), as a tree test shows it: the sections
/// in the bar's order, those a phone puts under More under a More node; each section's
/// strip pages or segments; the rows that open a screen, down to screens that open none.
/// Labels are whole, as written: a "/" is part of a label, not a level.
public struct TreeNode: Equatable, Sendable {
    public enum Kind: String, Equatable, Sendable {
        case section, more, page, segment, screen
    }

    /// A tap that leads from a node's parent to it in the prototype, by the reducer's
    /// own navigation: what puts the prototype where a tree test's answer is.
    public enum Step: Equatable, Sendable {
        /// A section, through More when a phone puts it there.
        case section(Int)
        /// The More list.
        case more
        /// A page of the strip shown.
        case page(Int)
        /// A segment of the screen shown.
        case segment(Int)
        /// The item (fields first, then the rows shown) that opens a screen.
        case item(Int)
    }

    public var label: String
    public var kind: Kind
    /// A strip page that cannot be chosen (`disabled: true`).
    public var isDisabled = false
    public var children: [TreeNode] = []
    /// The tap from the parent to it; none for a node made by hand.
    public var step: Step?

    public init(label: String, kind: Kind, isDisabled: Bool = false, children: [TreeNode] = [], step: Step? = nil) {
        self.label = label
        self.kind = kind
        self.isDisabled = isDisabled
        self.children = children
        self.step = step
    }

    /// The phone a tree is made for, and its nodes' places found on: compact width, so a
    /// More node holds what a phone's bar cannot.
    static let phone = Size(width: 40, height: 24)

    /// The prototype's tree: its sections, as a phone's bar (compact width) holds them.
    public static func tree(of prototype: Prototype) -> [TreeNode] {
        let bar = AppState(prototype: prototype, size: phone).barModel(for: prototype)
        let nodes = prototype.sections.enumerated().map { index, section in
            TreeNode(label: section.label, kind: .section, children: children(of: section.content), step: .section(index))
        }
        guard bar.hasMore else { return nodes }
        let more = TreeNode(label: "More", kind: .more, children: bar.overflow.map { nodes[$0] }, step: .more)
        let direct = nodes.indices.filter { !bar.isOverflow($0) }.map { nodes[$0] }
        // More takes the slot after the sections shown directly, before iOS 26's search tab.
        return Array(direct.prefix(bar.directCount)) + [more] + direct.dropFirst(bar.directCount)
    }

    private static func children(of content: SectionContent) -> [TreeNode] {
        switch content {
        case .screen(let screen): children(of: screen)
        case .pages(let strip): pages(of: strip)
        }
    }

    private static func pages(of strip: PageStrip) -> [TreeNode] {
        strip.pages.enumerated().map { index, page in
            TreeNode(label: page.label, kind: .page, isDisabled: page.disabled, children: children(of: page.screen), step: .page(index))
        }
    }

    /// A screen's segments, each with the screens its rows open, or those of all its
    /// rows; a pushed screen's own strip, its pages.
    private static func children(of screen: Screen) -> [TreeNode] {
        if let strip = screen.strip { return pages(of: strip) }
        guard case .listed(let rows) = screen.rows else { return [] }   // generated rows open nothing
        let fields = screen.fields.count
        guard !screen.segments.isEmpty else { return opened(by: rows[...], firstItem: fields) }
        return screen.segments.enumerated().map { index, segment in
            let range = segment.rows.clamped(to: rows.indices)
            // A segment shows its rows from its first, after the screen's fields.
            return TreeNode(label: segment.label, kind: .segment, children: opened(by: rows[range], firstItem: fields - range.lowerBound),
                            step: .segment(index))
        }
    }

    /// The rows that open a screen (pushed or presented), each with what that screen
    /// opens; `firstItem` is the item number of the slice's row 0.
    private static func opened(by rows: ArraySlice<Row>, firstItem: Int) -> [TreeNode] {
        rows.indices.compactMap { index in
            let row = rows[index]
            return row.kind.screen.map { TreeNode(label: row.text, kind: .screen, children: children(of: $0), step: .item(firstItem + index)) }
        }
    }

    /// The prototype where the node at `path` (child indices from the top level) is: a
    /// fresh launch on the phone the tree is made for, then each node's tap; nil when the
    /// path names no node.
    static func state(at path: [Int], in tree: [TreeNode], prototype: Prototype) -> AppState? {
        let reducer = Reducer(prototype: prototype)
        var state = AppState(prototype: prototype, size: phone)
        var level = tree
        for index in path {
            guard level.indices.contains(index) else { return nil }
            let node = level[index]
            switch node.step {
            case .section(let section): _ = reducer.selectSection(section, &state)
            case .more:
                guard let slot = state.barModel(for: prototype).moreSlot else { return nil }
                _ = reducer.selectSlot(slot, &state)
            case .page(let page): _ = reducer.selectPage(page, &state)
            case .segment(let segment): _ = reducer.selectSegment(segment, &state)
            case .item(let item): _ = reducer.activateItem(item, &state, onlyRows: true)
            case nil: return nil
            }
            level = node.children
        }
        return NavigationGraph.navigationOnly(state)
    }

    /// The labels of the nodes on `path`, from the top level.
    public static func labels(of path: [Int], in tree: [TreeNode]) -> [String] {
        var level = tree, labels: [String] = []
        for index in path where level.indices.contains(index) {
            labels.append(level[index].label)
            level = level[index].children
        }
        return labels
    }

}

extension [TreeNode] {
    /// The tree as indented text, two spaces a level; a disabled page says so. A label's
    /// bidirectional controls, which the loader lets through, are shown as �, so the
    /// terminal never reorders what follows them.
    public var indentedText: String {
        lines(depth: 0).map { String(repeating: "  ", count: $0.depth) + TextFitting.sanitized($0.node.label) + ($0.node.isDisabled ? " (disabled)" : "") }
            .joined(separator: "\n") + (isEmpty ? "" : "\n")
    }

    /// The tree in Treejack's import shape: a node a row, its label in the column of its
    /// level (the first column the top level), the other cells empty; each label made
    /// safe for spreadsheets as the study report's CSV makes its texts.
    public var treejackCSV: String {
        let rows = lines(depth: 0)
        let columns = (rows.map(\.depth).max() ?? 0) + 1
        return rows.map { row in
            (0..<columns).map { $0 == row.depth ? StudyReport.csvField(.text(row.node.label)) : "" }.joined(separator: ",")
        }.joined(separator: "\r\n") + (rows.isEmpty ? "" : "\r\n")
    }

    /// Every node, depth first, with its depth.
    private func lines(depth: Int) -> [(depth: Int, node: TreeNode)] {
        flatMap { [(depth, $0)] + $0.children.lines(depth: depth + 1) }
    }
}
