extension StudyReport {
    /// Per task: each variant's figures, the difference of two variants, the commonest
    /// paths and the participants' comments; then every participant's figures. Every text
    /// from a file, a recording or an argument is escaped, so it reads as itself.
    public var markdown: String {
        var out = ["# Study: \(markdownEscaped(title))", ""]
        if !notes.isEmpty { out += ["Notes:", ""] + notes.map { "- " + markdownEscaped($0) } + [""] }
        out += markdownTable(Self.variantColumns, variants.map { (self, $0) })
        for (index, task) in study.tasks.enumerated() {
            let summaries = variants.map { summary(task: index, variant: $0) }
            out += ["", "## Task \(index + 1): \(markdownEscaped(task.title))", ""]
            out += markdownTable(Self.figureColumns, zip(variants, summaries).map { ($0, $1) })
            if summaries.contains(where: { $0.isSmall && $0.n > 0 }) { out += ["", Self.smallSessionsNote] }
            for comparison in comparisons(task: index) { out += ["", markdownEscaped(Self.differenceLine(comparison))] }
            let paths = zip(variants, summaries).flatMap { variant, s in s.commonPaths().map { (variant, $0) } }
            if !paths.isEmpty {
                out += [""] + markdownTable([("Variant", false), ("Path", false), ("Outcome", false), ("Participants", true)], paths.map { variant, entry in
                    [variant, entry.path.joined(separator: " → "), entry.outcome.rawValue, String(entry.count)]
                })
            }
            let answers = variants.flatMap { variant in treeAnswers(task: index, variant: variant).map { (variant, $0) } }
            if !answers.isEmpty {
                out += [""] + markdownTable([("Variant", false), ("Answer (tree test)", false), ("Right", false), ("Participants", true)],
                                            answers.map { variant, answer in [variant, answer.node, answer.right ? "✓" : "✗", String(answer.count)] })
            }
            let said = comments(task: index)
            if !said.isEmpty {
                out += ["", "Comments:", ""] + said.map { "- \(markdownEscaped($0.who)) (\(markdownEscaped($0.variant))): \(markdownEscaped($0.comment))" }
            }
        }
        out += ["", "## Participants", ""]
        out += markdownTable(Self.sessionColumns.map(\.named) + Self.resultColumns.map(\.named), sessions.flatMap { session in
            session.results.map { r in
                Self.sessionColumns.map { $0.figure(of: session).shown }
                    + Self.resultColumns.map { $0.figure(of: r, reached: r.outcome != .notReached).shown }
            }
        })
        return out.joined(separator: "\n") + "\n"
    }

    /// The note after a task's figures where a variant has fewer than 5 sessions on it.
    static let smallSessionsNote = "† Fewer than \(smallSessions) sessions: the intervals are wide; read them as a first look."

    /// A Markdown table of `rows` (not yet escaped) under `columns` (heading, numeric).
    private func markdownTable(_ columns: [(heading: String, numeric: Bool)], _ rows: [[String]]) -> [String] {
        ["| " + columns.map(\.heading).joined(separator: " | ") + " |", "|" + columns.map { $0.numeric ? "---:|" : "---|" }.joined()]
            + rows.map { "| " + $0.map(markdownEscaped).joined(separator: " | ") + " |" }
    }

    private func markdownTable<Row>(_ columns: [ReportColumn<Row>], _ rows: [Row]) -> [String] {
        markdownTable(columns.map(\.named), rows.map { row in columns.map { $0.figure(of: row).shown } })
    }

    /// A tree test's answers to a task (Treejack's destinations): each node chosen, right
    /// or not, and by how many; the commonest first. None for another method's variant.
    func treeAnswers(task index: Int, variant: String) -> [(node: String, right: Bool, count: Int)] {
        let answers = sessions.filter { $0.variant == variant && $0.method == .tree && $0.results.indices.contains(index) }
            .compactMap { $0.results[index].tree }
        var counts: [[String]: (right: Bool, count: Int)] = [:]
        for answer in answers { if let chosen = answer.chosen { counts[chosen, default: (answer.isRight, 0)].count += 1 } }
        return counts.map { (TreeMeasure.name($0.key), $0.value.right, $0.value.count) }.sorted { ($1.count, $0.node) < ($0.count, $1.node) }
    }

    /// What participants wrote after a task, in the order of the sessions.
    func comments(task index: Int) -> [(variant: String, who: String, comment: String)] {
        sessions.compactMap { session in
            guard session.results.indices.contains(index), let comment = session.results[index].comment,
                  !comment.allSatisfy(\.isWhitespace) else { return nil }
            return (session.variant, session.participant ?? session.name, comment)
        }
    }

    /// Each variant against each later one on one task (a prototype, a tree and a
    /// first-click variant: three pairs): the difference of success rates (Agresti–Caffo)
    /// and the ratio of geometric mean times (Welch), each with its 95 % interval, where
    /// there are enough sessions. None with one variant.
    func comparisons(task index: Int) -> [VariantComparison] {
        let summaries = variants.map { summary(task: index, variant: $0) }
        let methods = variants.map { variant in sessions.first { $0.variant == variant }?.method ?? .prototype }
        return variants.indices.flatMap { first in
            variants.indices.dropFirst(first + 1).map { second in
                let a = summaries[first], b = summaries[second]
                let observed = a.n > 0 && b.n > 0 ? Double(a.successes) / Double(a.n) - Double(b.successes) / Double(b.n) : nil
                return VariantComparison(first: variants[first], second: variants[second], observedSuccessDifference: observed,
                                         success: StudyStatistics.rateDifference((a.successes, a.n), (b.successes, b.n)),
                                         time: StudyStatistics.geometricMeanRatio(a.seconds.map { max($0, 0.001) }, b.seconds.map { max($0, 0.001) }),
                                         methods: methods[first] == methods[second] ? nil : (methods[first], methods[second]))
            }
        }
    }

    /// A comparison in words (not yet escaped for a format).
    static func differenceLine(_ c: VariantComparison) -> String {
        var parts: [String] = []
        if let d = c.success, let observed = c.observedSuccessDifference {
            // Beside the Agresti–Caffo estimate, the difference as observed, which a reader checks first.
            parts.append("success \(signed(observed)) observed, \(signed(d.difference)) adjusted (Agresti–Caffo; 95 % CI "
                + "\(signed(d.interval.lower)) to \(signed(d.interval.upper)))")
        }
        if c.time == nil, c.success != nil {
            parts.append("no time ratio (it needs two successes in each variant)")
        }
        if let r = c.time {
            parts.append("time ratio \(decimal(r.ratio)) (95 % CI \(decimal(r.interval.lower))–\(decimal(r.interval.upper)))")
        }
        var label = "\(c.first) against \(c.second)"
        if let methods = c.methods {
            label += " (\(Self.measured(by: methods.first)) against \(Self.measured(by: methods.second)))"
        }
        return parts.isEmpty ? "\(label): too few sessions for intervals." : "\(label): " + parts.joined(separator: "; ") + "."
    }

    /// What a method's success and time measure, for a comparison across methods.
    private static func measured(by method: StudyMethod) -> String {
        switch method {
        case .prototype: "the task done on the prototype"
        case .firstClick: "the first tap"
        case .tree: "the answer in the tree"
        }
    }

    /// One row per participant and task (RFC 4180), for spreadsheets: a task not reached
    /// has its measures empty. Text that holds , ; a quote or a line break is quoted, and
    /// text (or a part of it after a , or ;) that a spreadsheet would take for a formula
    /// starts with '.
    public var csv: String {
        let header = (Self.sessionColumns.flatMap(\.keys) + Self.resultColumns.flatMap(\.keys)).joined(separator: ",")
        let rows = sessions.flatMap { session in
            session.results.map { r in
                (Self.sessionColumns.flatMap { $0.figure(of: session).values }
                    + Self.resultColumns.flatMap { $0.figure(of: r, reached: r.outcome != .notReached).values })
                    .map(Self.csvField).joined(separator: ",")
            }
        }
        return ([header] + rows).joined(separator: "\r\n") + "\r\n"
    }

    /// One CSV field: numbers as written, text made safe for spreadsheets (OWASP CSV injection).
    static func csvField(_ value: ReportValue) -> String {
        switch value {
        case .text(let text?): csvText(text)
        case .texts(let texts, let separator): csvText(texts.map { TextFitting.sanitized($0) }.joined(separator: separator))
        case .integer(let value): String(value)
        case .number(let value?, let places) where value.isFinite: decimal(value, places: places)
        case .flag(let value): value ? "yes" : "no"
        case .interval(let interval, let places): "\(decimal(interval.lower, places: places))–\(decimal(interval.upper, places: places))"
        case .none, .text(nil), .number: ""
        }
    }

    private static func csvText(_ text: String) -> String {
        let safe = withoutFormulas(text)
        guard safe.contains(where: { ",;\"\n\r".contains($0) }) else { return safe }
        return "\"" + safe.replacing("\"", with: "\"\"") + "\""
    }

    /// `text` sanitized, with ' before its start and before every part after a `,` or `;`
    /// that a spreadsheet would take for a formula (`=` `+` `-` `@`, a tab or a CR, after
    /// any quotes and spaces): split on either separator, as one set to `;` splits, no cell runs.
    static func withoutFormulas(_ text: String) -> String {
        let given = Array(text.unicodeScalars)
        // The sanitizer replaces each unsafe scalar with one: the two line up.
        let clean = Array(TextFitting.sanitized(text, keepingNewlines: true).unicodeScalars)
        var out = String.UnicodeScalarView()
        for (index, scalar) in clean.enumerated() {
            if index == 0 || given[index - 1] == "," || given[index - 1] == ";",
               let first = given[index...].first(where: { $0 != "\"" && $0 != " " }), "=+-@\t\r".unicodeScalars.contains(first) {
                out.append("'")
            }
            out.append(scalar)
        }
        return String(out)
    }

    /// Text from a file for Markdown: one line, no control characters; & < > as entities
    /// and every character Markdown reads as markup (| * _ ` [ ] # ~ \\) escaped.
    /// Scalar by scalar: a participant's path may be a megabyte long.
    func markdownEscaped(_ text: String) -> String {
        // Most texts (a path of thousands of screens among them) have nothing to escape.
        guard text.unicodeScalars.contains(where: { "\n&<>\\|*_`[]#~".unicodeScalars.contains($0) }) else {
            return TextFitting.sanitized(text)
        }
        // A line end (LF, or CRLF) is a space.
        var oneLine = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard scalar == "\n" else {
                oneLine.append(scalar)
                continue
            }
            if oneLine.last == "\r" { oneLine.removeLast() }
            oneLine.append(" ")
        }
        var out = String.UnicodeScalarView()
        for scalar in TextFitting.sanitized(String(oneLine)).unicodeScalars {
            switch scalar {
            case "&": out.append(contentsOf: "&amp;".unicodeScalars)
            case "<": out.append(contentsOf: "&lt;".unicodeScalars)
            case ">": out.append(contentsOf: "&gt;".unicodeScalars)
            case "\\", "|", "*", "_", "`", "[", "]", "#", "~": out.append(contentsOf: ["\\", scalar])
            default: out.append(scalar)
            }
        }
        return String(out)
    }

    private static func signed(_ value: Double) -> String { (value >= 0 ? "+" : "−") + decimal(abs(value)) }
}

/// Two variants compared on one task: `first` against `second`.
struct VariantComparison {
    var first: String
    var second: String
    /// The first variant's success rate less the second's, as observed.
    var observedSuccessDifference: Double?
    /// The Agresti–Caffo estimate (a success and a failure added to each) and its interval.
    var success: (difference: Double, interval: Interval)?
    var time: (ratio: Double, interval: Interval, degreesOfFreedom: Double)?
    /// How each variant's tasks were taken, when they differ: its success and time then
    /// measure different things (a first tap, an answer in the tree, a task done).
    var methods: (first: StudyMethod, second: StudyMethod)?
}

extension ReportColumn {
    /// The heading and alignment, for a table.
    var named: (heading: String, numeric: Bool) { (heading, numeric) }
}

/// `value` with `places` decimals, without Foundation.
func decimal(_ value: Double, places: Int = 2) -> String {
    guard value.isFinite else { return "null" }
    // Beyond what an Int holds with the decimals (an interval from two sessions can be).
    guard abs(value) < 1e12 else { return "\(value)" }
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    let scaled = Int((abs(value) * scale).rounded())
    let whole = scaled / Int(scale), fraction = String(scaled % Int(scale))
    let sign = value < 0 && scaled > 0 ? "-" : ""
    guard places > 0 else { return sign + String(whole) }
    return sign + "\(whole)." + String(repeating: "0", count: places - fraction.count) + fraction
}
