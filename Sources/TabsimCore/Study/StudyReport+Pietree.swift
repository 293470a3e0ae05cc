#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension StudyHTMLPage {
    /// Per tree-test variant, the task's pietree (issue 31): the nodes reached in the
    /// tree's shape, each a pie of where participants went from it, sized by visits; the
    /// right answers and the way to them in bold, ✓ on the answers. Empty without a tree test.
    func pietrees(task index: Int) -> [String] {
        var out: [String] = []
        for variant in report.variants {
            let sessions = report.sessions.filter { $0.variant == variant && $0.method == .tree && $0.results.indices.contains(index) }
            guard !sessions.isEmpty else { continue }
            let tree = Pietree(answers: sessions.compactMap { $0.results[index].tree })
            let label = "Task \(index + 1), \(TextFitting.sanitized(variant)): pietree of \(count(sessions.count, "participant"))"
            let answers = report.treeAnswers(task: index, variant: variant).map { answer in
                "<li>\(answer.right ? "✓" : "✗") \(escaped(answer.node)): \(answer.count)</li>"
            }
            out += ["<figure class=\"pietree\"><figcaption>\(swatch(variant))\(escaped(variant))</figcaption>", pietree(tree, label: label),
                    "</figure>"]
            if !answers.isEmpty { out += ["<p class=\"key\">Answers chosen:</p>", "<ul class=\"answers\">"] + answers + ["</ul>"] }
        }
        guard !out.isEmpty else { return [] }
        return ["<h3>Pietree</h3>", Self.pietreeKey] + out
    }

    /// Where a pie's slices go, in the order they are drawn, with their colours.
    static let pietreeSlices = [("on toward a right answer", "#009E73"), ("on, away from every right answer", "#E69F00"),
                                ("back up", "#0072B2"), ("chose it, a right answer", "#000000"), ("chose it, a wrong answer", "#D55E00"),
                                ("gave up or ran out of time there", "#999999")]

    static let pietreeKey = "<p class=\"key\">" + pietreeSlices.map { name, colour in
        "<span class=\"k\" style=\"color:\(colour)\">●</span> \(name)"
    }.joined(separator: " ") + " · a pie's size: its visits · <strong>bold</strong>: a right answer (✓) or the way to one</p>"

    private func pietree(_ tree: Pietree, label: String) -> String {
        let row = 30.0, indent = 26.0, left = 18.0
        let most = Double(tree.nodes.map(\.visits).max() ?? 1)
        let width = left + Double((tree.nodes.map(\.depth).max() ?? 0)) * indent + 360, height = Double(tree.nodes.count) * row + 8
        var out = "<svg class=\"pietree\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(px(width)) \(px(height))\" role=\"img\" "
            + "aria-label=\"\(escaped(label))\"><title>\(escaped(label))</title>"
        var centres: [[String]: (x: Double, y: Double)] = [:]
        for (place, node) in tree.nodes.enumerated() {
            let x = left + Double(node.depth) * indent, y = Double(place) * row + row / 2 + 4
            centres[node.labels] = (x, y)
            // An elbow from the parent's pie down and across to this one.
            if !node.labels.isEmpty, let parent = centres[Array(node.labels.dropLast())] {
                out += "<path class=\"edge\(node.leadsOn ? " on" : "")\" d=\"M\(px(parent.x)) \(px(parent.y))V\(px(y))H\(px(x))\"/>"
            }
        }
        for node in tree.nodes {
            guard let centre = centres[node.labels] else { continue }
            let radius = node.visits == 0 ? 3 : 5 + 6 * (Double(node.visits) / most).squareRoot()
            let leading = Set(tree.nodes.filter(\.leadsOn).map(\.labels))
            let toward = node.onTo.filter { leading.contains(node.labels + [$0.child]) }.map(\.count).reduce(0, +)
            let away = node.onTo.map(\.count).reduce(0, +) - toward
            out += "<g><title>\(escaped(Pietree.said(node)))</title>"
            out += pie([toward, away, node.back, node.isRight ? node.chosen : 0, node.isRight ? 0 : node.chosen, node.stopped], at: centre, radius: radius)
            let text = TextFitting.truncated(TextFitting.sanitized(node.label), toColumns: 40) + (node.isRight ? " ✓" : "") + " · \(node.visits)"
            out += "<text x=\"\(px(centre.x + 14))\" y=\"\(px(centre.y + 4.5))\"\(node.leadsOn ? " class=\"on\"" : "")>\(escaped(text))</text></g>"
        }
        return out + "</svg>"
    }

    /// A pie of `counts`, a slice each in `pietreeSlices`' colours; an empty ring when all are 0.
    private func pie(_ counts: [Int], at centre: (x: Double, y: Double), radius: Double) -> String {
        let total = counts.reduce(0, +)
        guard total > 0 else { return "<circle class=\"unvisited\" cx=\"\(px(centre.x))\" cy=\"\(px(centre.y))\" r=\"\(px(radius))\"/>" }
        var out = "", start = -Double.pi / 2
        for (index, count) in counts.enumerated() where count > 0 {
            let colour = Self.pietreeSlices[index].1
            guard count < total else {
                return "<circle cx=\"\(px(centre.x))\" cy=\"\(px(centre.y))\" r=\"\(px(radius))\" fill=\"\(colour)\"/>"
            }
            let end = start + 2 * Double.pi * Double(count) / Double(total)
            let (x0, y0) = (centre.x + radius * cos(start), centre.y + radius * sin(start))
            let (x1, y1) = (centre.x + radius * cos(end), centre.y + radius * sin(end))
            out += "<path fill=\"\(colour)\" d=\"M\(px(centre.x)) \(px(centre.y))L\(px(x0)) \(px(y0))A\(px(radius)) \(px(radius)) 0 \(end - start > Double.pi ? 1 : 0) 1 \(px(x1)) \(px(y1))Z\"/>"
            start = end
        }
        return out
    }

    static let pietreeStyle = """
    figure.pietree { margin: 8px 0 12px; }
    svg.pietree { display: block; max-width: 100%; height: auto; font: 13px system-ui, sans-serif; }
    svg.pietree text { fill: #222; }
    svg.pietree text.on { font-weight: 700; }
    svg.pietree .edge { fill: none; stroke: #999; stroke-width: 1.5; }
    svg.pietree .edge.on { stroke: #222; stroke-width: 2.5; }
    svg.pietree .unvisited { fill: #ffffff; stroke: #666; stroke-width: 1.5; }
    """
}
