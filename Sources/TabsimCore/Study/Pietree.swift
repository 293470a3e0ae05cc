/// A tree test's task as Treejack's pietree draws it (issue 31): every node the
/// participants reached, in the tree's shape, with how often each was reached and where
/// they went from it: on to each child, back up, or the answer chosen there (or the task
/// ended there otherwise); the right answers, and the nodes above them, marked. Nodes are
/// their labels from the top, kept whole.
struct Pietree {
    struct Node: Equatable {
        /// Its labels from the top level; the top level has none.
        var labels: [String]
        /// Times a participant was on it (the top level once at each task's start).
        var visits = 0
        /// Moves on to each child, by its label, in the order first made.
        var onTo: [Move] = []
        var back = 0
        /// Answers chosen here.
        var chosen = 0
        /// Tasks that ended here unanswered: given up, timed out, the session ended.
        var stopped = 0
        /// A right answer is here or below it.
        var leadsOn = false
        /// A right answer.
        var isRight = false

        /// How paths name it: `More › Downloads`; the top level `Top`.
        var name: String { TreeMeasure.name(labels) }
        var depth: Int { labels.count }
        var label: String { labels.last ?? name }
    }

    struct Move: Equatable {
        var child: String
        var count: Int
    }

    /// The nodes depth first, children in the order first reached; right answers nobody
    /// reached are there too, with the nodes above them.
    private(set) var nodes: [Node] = []

    /// - Parameter answers: a tree test's answers to one task.
    init(answers: [TreeAnswer]) {
        var byLabels: [[String]: Node] = [:]
        var children: [[String]: [[String]]] = [:]
        // A node and those above it, each known once, children in the order first met.
        func add(_ labels: [String]) {
            var known: [String] = []
            for label in [nil] + labels.map(Optional.some) {
                if let label { known.append(label) }
                guard byLabels[known] == nil else { continue }
                byLabels[known] = Node(labels: known)
                if !known.isEmpty { children[Array(known.dropLast()), default: []].append(known) }
            }
        }
        add([])
        for answer in answers {
            for labels in answer.levels { add(labels) }
            for (index, labels) in answer.levels.enumerated() {
                byLabels[labels]?.visits += 1
                guard index + 1 < answer.levels.count else { break }
                let next = answer.levels[index + 1]
                if next.count < labels.count {
                    byLabels[labels]?.back += 1
                } else if let label = next.last {
                    if let at = byLabels[labels]?.onTo.firstIndex(where: { $0.child == label }) {
                        byLabels[labels]?.onTo[at].count += 1
                    } else {
                        byLabels[labels]?.onTo.append(Move(child: label, count: 1))
                    }
                }
            }
            guard let last = answer.levels.last else { continue }
            if answer.chosen != nil { byLabels[last]?.chosen += 1 } else { byLabels[last]?.stopped += 1 }
        }
        for right in Set(answers.flatMap(\.right)) {
            add(right)
            byLabels[right]?.isRight = true
            for depth in 0...right.count { byLabels[Array(right.prefix(depth))]?.leadsOn = true }
        }
        // Depth first, without recursion: a node's children follow it.
        var stack: [[String]] = [[]]
        while let labels = stack.popLast() {
            guard let node = byLabels[labels] else { continue }
            nodes.append(node)
            stack += (children[labels] ?? []).reversed()
        }
    }

    /// What a node's pie says, as its title: `More: 2 visits; 2 on to Downloads`.
    static func said(_ node: Node) -> String {
        var parts = node.onTo.map { "\($0.count) on to \(TextFitting.sanitized($0.child))" }
        if node.back > 0 { parts.append("\(node.back) back") }
        if node.chosen > 0 { parts.append("\(node.chosen) chose it") }
        if node.stopped > 0 { parts.append("\(node.stopped) stopped there") }
        let kind = node.isRight ? " (a right answer)" : node.leadsOn ? " (on the way to a right answer)" : ""
        return "\(TextFitting.sanitized(node.label))\(kind): \(node.visits) visit\(node.visits == 1 ? "" : "s")"
            + (parts.isEmpty ? "" : "; " + parts.joined(separator: "; "))
    }
}
