/// A tree test's browser (issue 31): the prototype's tree as labels only, a level at a
/// time, as Optimal Workshop's Treejack shows it. The top level is a list of buttons
/// named by their labels; a tap opens a node's children; Back goes up a level; *I'd
/// find it here* chooses the node open. Part of a study's progress, drawn over the
/// prototype, which the participant never sees.
public struct TreeChooser: Equatable, Sendable {
    /// What a button of the browser does.
    public enum Button: Equatable, Sendable {
        /// Up a level.
        case back
        /// Opens the child at this index of the node open.
        case child(Int)
        /// Chooses the node open as the answer.
        case choose
    }

    /// The top level's heading, where no node is open.
    public static let topTitle = "Where would you look?"
    /// The button that chooses the node open.
    public static let chooseLabel = "I'd find it here"

    public let tree: [TreeNode]
    /// The node open, as child indices from the top level; empty: the top level.
    public private(set) var path: [Int] = []
    /// The button the keyboard's cursor is on, by its place in `buttons`.
    public private(set) var cursor = 0
    /// Buttons scrolled past the top of the list.
    public private(set) var scroll = 0
    /// Where a press went down, while it is held: a drag scrolls the list, a tap presses
    /// the button it lifts on.
    var pressedAt: CellPoint?

    public init(tree: [TreeNode]) {
        self.tree = tree
    }

    /// The node open; nil at the top level.
    public var node: TreeNode? {
        var level = tree, node: TreeNode?
        for index in path {
            node = level[index]
            level = level[index].children
        }
        return node
    }

    /// The children of the node open (the top level's nodes at the top).
    private var level: [TreeNode] { node?.children ?? tree }

    /// The heading: the node open's label, or at the top a question.
    public var title: String { node?.label ?? Self.topTitle }

    /// The list's buttons in order: each child but a disabled page (nobody can reach one),
    /// then, below the top level, *I'd find it here*.
    public var buttons: [Button] {
        level.indices.filter { !level[$0].isDisabled }.map(Button.child) + (path.isEmpty ? [] : [.choose])
    }

    /// What a button says: a child's label, with `›` when it opens more.
    public func label(of button: Button) -> String {
        switch button {
        case .back: return "‹ Back"
        case .choose: return "✓ " + Self.chooseLabel
        case .child(let index): return level[index].label
        }
    }

    /// Whether a child's button opens more nodes.
    public func opensMore(_ button: Button) -> Bool {
        guard case .child(let index) = button else { return false }
        return level[index].children.contains { !$0.isDisabled }
    }

    /// The labels of the node open, from the top level.
    public var labels: [String] { TreeNode.labels(of: path, in: tree) }

    /// Opens a child of the node open.
    mutating func open(_ child: Int) {
        guard level.indices.contains(child) else { return }
        path.append(child)
        cursor = 0
        scroll = 0
    }

    /// Up a level, the cursor on the node left.
    /// - Returns: whether there was a level to go up to.
    mutating func goBack() -> Bool {
        guard let left = path.popLast() else { return false }
        cursor = buttons.firstIndex(of: .child(left)) ?? 0
        scroll = 0
        return true
    }

    /// Moves the keyboard's cursor by `step` buttons, within the list, scrolling it into
    /// the `shown` buttons a screenful holds.
    mutating func moveCursor(by step: Int, shown: Int) {
        cursor = max(0, min(buttons.count - 1, cursor + step))
        scroll = TreeChooserLayout.scroll(self, shown: shown, count: buttons.count)
    }

    /// Scrolls the list by `step` buttons, within it; the cursor stays on a button shown.
    mutating func scroll(by step: Int, shown: Int) {
        let from = TreeChooserLayout.scroll(self, shown: shown, count: buttons.count)
        scroll = max(0, min(buttons.count - shown, from + step))
        cursor = max(scroll, min(scroll + shown - 1, cursor))
    }
}
