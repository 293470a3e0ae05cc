/// A tree test's task as Treejack's pietree draws it (issue 31): every node the
/// participants reached, in the tree's shape, with how often each was reached and where
/// they went from it: on to each child, back up, or the answer chosen there (or the task
/// ended there otherwise); the right answers, and the nodes above them, marked.
struct Pietree {
    struct Node: Equatable {
        /// As paths name it: `More › Downloads`; the top level `Top`.
        var name: String
        var label: String
        var depth: Int
        /// Times a participant was on it (the top level once at each task's start).
        var visits = 0
        /// Moves on to each child, by its name, in the order first made.
        var onTo: [(name: String, count: Int)] = []
        var back = 0
        /// Answers chosen here.
        var chosen = 0
        /// Tasks that ended here unanswered: given up, timed out, the session ended.
        var stopped = 0
        /// A right answer is here or below it.
        var leadsOn = false
        /// A right answer.
        var isRight = false

        static func == (a: Node, b: Node) -> Bool {
            a.name == b.name && a.visits == b.visits && a.onTo.map(\.name) == b.onTo.map(\.name) && a.onTo.map(\.count) == b.onTo.map(\.count)
                && a.back == b.back && a.chosen == b.chosen && a.stopped == b.stopped && a.leadsOn == b.leadsOn && a.isRight == b.isRight
        }
    }

    /// The nodes depth first, children in the order first reached; right answers nobody
    /// reached are there too, with the nodes above them.
    private(set) var nodes: [Node] = []

    /// - Parameter results: a tree test's results for one task.
    init(results: [TaskResult]) {
        var byName: [String: Node] = [:]
        var children: [String: [String]] = [:]
        func node(_ name: String) {
            guard byName[name] == nil else { return }
            let labels = Self.labels(name)
            byName[name] = Node(name: name, label: labels.last ?? name, depth: labels.count)
            guard let parent = Self.parent(of: name) else { return }
            node(parent)
            children[parent, default: []].append(name)
        }
        node(TreeMeasure.name([]))
        let right = Set(results.flatMap(\.rightNodes))
        for result in results where result.outcome != .notReached {
            for name in result.path { node(name) }
            for (index, name) in result.path.enumerated() {
                byName[name]?.visits += 1
                guard index + 1 < result.path.count else { break }
                let next = result.path[index + 1]
                if Self.labels(next).count < Self.labels(name).count {
                    byName[name]?.back += 1
                } else if let at = byName[name]?.onTo.firstIndex(where: { $0.name == next }) {
                    byName[name]?.onTo[at].count += 1
                } else {
                    byName[name]?.onTo.append((next, 1))
                }
            }
            guard let last = result.path.last else { continue }
            // A right answer is direct or indirect; a wrong one, not done with no stop.
            if result.succeeded || result.stop == nil { byName[last]?.chosen += 1 } else { byName[last]?.stopped += 1 }
        }
        for name in right.sorted() {
            node(name)
            byName[name]?.isRight = true
            var above: String? = name
            while let current = above {
                byName[current]?.leadsOn = true
                above = Self.parent(of: current)
            }
        }
        func walk(_ name: String) {
            guard let node = byName[name] else { return }
            nodes.append(node)
            for child in children[name] ?? [] { walk(child) }
        }
        walk(TreeMeasure.name([]))
    }

    /// A node's labels from its name; the top level has none.
    static func labels(_ name: String) -> [String] {
        name == TreeMeasure.name([]) ? [] : name.components(separatedBy: " › ")
    }

    static func parent(of name: String) -> String? {
        let labels = labels(name)
        guard !labels.isEmpty else { return nil }
        return TreeMeasure.name(Array(labels.dropLast()))
    }

    /// What a node's pie says, as its title: `More: 2 visits; 2 on to Downloads`.
    static func said(_ node: Node) -> String {
        var parts = node.onTo.map { "\($0.count) on to \(labels($0.name).last ?? $0.name)" }
        if node.back > 0 { parts.append("\(node.back) back") }
        if node.chosen > 0 { parts.append("\(node.chosen) chose it") }
        if node.stopped > 0 { parts.append("\(node.stopped) stopped there") }
        let kind = node.isRight ? " (a right answer)" : node.leadsOn ? " (on the way to a right answer)" : ""
        return "\(TextFitting.sanitized(node.label))\(kind): \(node.visits) visit\(node.visits == 1 ? "" : "s")"
            + (parts.isEmpty ? "" : "; " + parts.joined(separator: "; "))
    }
}
