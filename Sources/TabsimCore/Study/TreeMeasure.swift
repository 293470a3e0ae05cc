/// What a tree test's task is measured by (issue 31), as Treejack measures it: the nodes
/// opened in order and the one chosen. Success: the task's goals hold where the chosen
/// node is in the prototype; direct: right without going back up; first click: the first
/// node opened from the top, right when a right answer lies under it.
struct TreeMeasure {
    /// Each node opened, by its labels from the top level (an empty list: back at the top).
    private(set) var opened: [[String]] = []

    mutating func open(_ node: [String]) { opened.append(node) }

    /// The task's result; `chosen` nil: not answered (`outcome` says how it ended).
    /// - Parameter answers: the nodes where the task's goals hold, by their labels.
    func result(_ task: Study.Task, chosen: [String]?, outcome: TaskOutcome?, stop: TaskStop?, milliseconds: Int,
                answers: Set<[String]>) -> TaskResult {
        let leadsOn = { (node: [String]) in answers.contains { $0.starts(with: node) } }
        var backtracks = 0, previous: [String] = []
        for node in opened {
            if node.count < previous.count { backtracks += 1 }
            previous = node
        }
        let right = chosen.map(answers.contains) ?? false
        let resolved = outcome ?? (right ? (backtracks == 0 ? .direct : .indirect) : .notDone)
        let first = opened.first { !$0.isEmpty }
        let branches = opened.compactMap(\.first).uniqued()
        var result = TaskResult(title: task.title, outcome: resolved, milliseconds: milliseconds, inputs: opened.count + (chosen == nil ? 0 : 1),
                                wrongSections: branches.filter { !leadsOn([$0]) }, moreUses: opened.filter { $0 == ["More"] }.count,
                                backtracks: backtracks, firstClick: first.map(Self.name), firstClickCorrect: first.map(leadsOn),
                                lostness: nil, path: [Self.name([])] + opened.map(Self.name))
        result.stop = stop
        result.tree = TreeAnswer(levels: [[]] + opened, chosen: chosen, right: answers.sorted { $0.lexicographicallyPrecedes($1) })
        return result
    }

    /// A node as paths show it: `Library › Shelves`; the top level `Top`.
    static func name(_ node: [String]) -> String {
        node.isEmpty ? "Top" : node.joined(separator: " › ")
    }

    /// Every node of `tree` where `task`'s goals hold, in the prototype on the phone the
    /// tree is made for (on a wider screen a More node would lead nowhere).
    static func answers(to task: Study.Task, in tree: [TreeNode], prototype: Prototype) -> Set<[String]> {
        let renderer = Renderer(prototype: prototype, theme: Theme(tint: prototype.tint, mode: .monochrome))
        var found: Set<[String]> = []
        func visit(_ level: [TreeNode], path: [Int]) {
            for index in level.indices where !level[index].isDisabled {
                let here = path + [index]
                if let state = TreeNode.state(at: here, in: tree, prototype: prototype),
                   task.isDone(prototype: prototype, state: state, screen: { renderer.render(state) }) {
                    found.insert(TreeNode.labels(of: here, in: tree))
                }
                visit(level[index].children, path: here)
            }
        }
        visit(tree, path: [])
        return found
    }
}

/// A tree test's task as answered (issue 31), each node by its labels from the top level
/// (the top level: none), kept whole: a label may hold any text, `›` included.
public struct TreeAnswer: Equatable, Sendable {
    /// Each level shown, in order, from the top level the task starts at.
    public var levels: [[String]]
    /// The node chosen; nil: the task ended unanswered.
    public var chosen: [String]?
    /// The nodes where the task's goals hold.
    public var right: [[String]]

    /// Whether the answer is right.
    public var isRight: Bool { chosen.map(right.contains) ?? false }
}
