/// A prototype's navigation as a tree (issue 31), as a tree test shows it: the sections
/// in the bar's order, those a phone puts under More under a More node; each section's
/// strip pages or segments; the rows that open a screen, down to screens that open none.
/// Labels are whole, as written: a "/" is part of a label, not a level.
public struct TreeNode: Equatable, Sendable {
    public enum Kind: String, Equatable, Sendable {
        case section, more, page, segment, screen
    }

    public var label: String
    public var kind: Kind
    /// A strip page that cannot be chosen (`disabled: true`).
    public var isDisabled = false
    public var children: [TreeNode] = []

    /// The prototype's tree: its sections, as a phone's bar (compact width) holds them.
    public static func tree(of prototype: Prototype) -> [TreeNode] {
        let bar = AppState(prototype: prototype, size: Size(width: 40, height: 24)).barModel(for: prototype)
        let nodes = prototype.sections.map { section in
            TreeNode(label: section.label, kind: .section, children: children(of: section.content))
        }
        guard bar.hasMore else { return nodes }
        let more = TreeNode(label: "More", kind: .more, children: bar.overflow.map { nodes[$0] })
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
        strip.pages.map { TreeNode(label: $0.label, kind: .page, isDisabled: $0.disabled, children: children(of: $0.screen)) }
    }

    /// A screen's segments, each with the screens its rows open, or those of all its
    /// rows; a pushed screen's own strip, its pages.
    private static func children(of screen: Screen) -> [TreeNode] {
        if let strip = screen.strip { return pages(of: strip) }
        guard case .listed(let rows) = screen.rows else { return [] }   // generated rows open nothing
        guard !screen.segments.isEmpty else { return opened(by: rows[...]) }
        return screen.segments.map { segment in
            let range = segment.rows.clamped(to: rows.indices)
            return TreeNode(label: segment.label, kind: .segment, children: opened(by: rows[range]))
        }
    }

    /// The rows that open a screen (pushed or presented), each with what that screen opens.
    private static func opened(by rows: ArraySlice<Row>) -> [TreeNode] {
        rows.compactMap { row in
            row.kind.screen.map { TreeNode(label: row.text, kind: .screen, children: children(of: $0)) }
        }
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
