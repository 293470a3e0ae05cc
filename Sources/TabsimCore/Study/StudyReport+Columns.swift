/// The report's columns, defined once (W6): the Markdown and HTML tables show each
/// figure as `ReportFigure.shown`, CSV and JSON hold its `values` under the column's keys.

/// A value as the data formats hold it: CSV writes it as text, JSON as its own type.
enum ReportValue: Encodable, Equatable, Sendable {
    /// Text from a file, a recording or an argument; nil: none.
    case text(String?)
    /// Several texts: a JSON array, in CSV joined with `separator`.
    case texts([String], separator: String)
    case integer(Int)
    /// A number rounded to `places` decimals; nil (or not finite): none.
    case number(Double?, places: Int)
    /// yes or no in CSV, true or false in JSON.
    case flag(Bool)
    /// A 95 % interval: `[lower, upper]` in JSON.
    case interval(Interval, places: Int)
    /// Nothing to say (not reached, not asked): empty in CSV, null in JSON.
    case none

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .text(let text?): try container.encode(TextFitting.sanitized(text, keepingNewlines: true))
        case .texts(let texts, _): try container.encode(texts.map { TextFitting.sanitized($0) })
        case .integer(let value): try container.encode(value)
        case .number(let value?, let places) where value.isFinite: try container.encode(Self.rounded(value, places: places))
        case .flag(let value): try container.encode(value)
        case .interval(let interval, let places):
            guard interval.lower.isFinite, interval.upper.isFinite else { return try container.encodeNil() }
            try container.encode([Self.rounded(interval.lower, places: places), Self.rounded(interval.upper, places: places)])
        case .none, .text(nil), .number: try container.encodeNil()
        }
    }

    /// `value` to `places` decimals, so that JSON holds 0.2902 rather than 0.29015891…
    private static func rounded(_ value: Double, places: Int) -> Double {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        guard abs(value) * scale < 1e15 else { return value }
        return (value * scale).rounded() / scale
    }
}

/// One figure: as a table shows it, and as the data formats hold it (one value per key).
struct ReportFigure: Sendable {
    /// Not yet escaped for a format; "–" where there is nothing to show.
    var shown: String
    var values: [ReportValue]

    init(_ shown: String, _ values: [ReportValue]) {
        self.shown = shown
        self.values = values
    }

    /// A count: shown and held as itself.
    static func count(_ value: Int) -> ReportFigure { ReportFigure(String(value), [.integer(value)]) }

    /// A mean or a measure, shown with `shown` decimals and held with `held`; – when there is none.
    static func number(_ value: Double?, shown: Int = 2, held: Int = 4) -> ReportFigure {
        ReportFigure(value.map { decimal($0, places: shown) } ?? "–", [.number(value, places: held)])
    }
}

/// A column of the report's tables and data: its heading (Markdown, HTML), its keys (CSV
/// header, JSON), and how its figure is found in a row.
struct ReportColumn<Row>: Sendable {
    var heading: String
    var keys: [String]
    /// Right-aligned in the tables.
    var numeric: Bool
    /// A measure of the task, blank (null in JSON) where the task was not reached; false
    /// for what names the row.
    var isMeasure: Bool
    var figure: @Sendable (Row) -> ReportFigure

    init(_ heading: String, _ keys: [String], numeric: Bool = false, isMeasure: Bool = true, figure: @escaping @Sendable (Row) -> ReportFigure) {
        self.heading = heading
        self.keys = keys
        self.numeric = numeric
        self.isMeasure = isMeasure
        self.figure = figure
    }

    /// The figure of `row`; blank (shown "", every value none) when `reached` is false and this is a measure.
    func figure(of row: Row, reached: Bool = true) -> ReportFigure {
        guard reached || !isMeasure else { return ReportFigure("", keys.map { _ in .none }) }
        return figure(row)
    }

    /// The same column in a table whose rows hold a `Row` (`part` finds it).
    func reading<Outer>(_ part: @escaping @Sendable (Outer) -> Row) -> ReportColumn<Outer> {
        ReportColumn<Outer>(heading, keys, numeric: numeric, isMeasure: isMeasure) { [figure] in figure(part($0)) }
    }
}

extension StudyReport {
    /// The variant a row is about: first in the variants' table and in each task's. The
    /// HTML page shows it with the variant's colour.
    static let variantColumn = ReportColumn<String>("Variant", ["variant"], isMeasure: false) { ReportFigure($0, [.text($0)]) }

    /// Per variant: what it is, how many sessions it has and their SUS.
    static let variantColumns: [ReportColumn<(report: StudyReport, variant: String)>] = [
        variantColumn.reading { $0.variant },
        ReportColumn("Prototype", ["prototype"], isMeasure: false) { row in
            let name = row.report.sessions.first { $0.variant == row.variant }?.prototypeName ?? ""
            return ReportFigure(name, [.text(name)])
        },
        ReportColumn("Method", ["method"], isMeasure: false) { row in
            let method = row.report.sessions.first { $0.variant == row.variant }?.method.rawValue ?? ""
            return ReportFigure(method, [.text(method)])
        },
        ReportColumn("Sessions", ["sessions"], numeric: true) { row in .count(row.report.sessions.filter { $0.variant == row.variant }.count) },
        ReportColumn("SUS (mean, n)", ["sus_mean", "sus_n"], numeric: true) { row in
            let sus = row.report.meanSUS(variant: row.variant)
            return ReportFigure(sus.map { "\(decimal($0.mean, places: 1)) (n \($0.n))" } ?? "–",
                                [.number(sus?.mean, places: 1), .integer(sus?.n ?? 0)])
        },
    ]

    /// Each variant's figures on one task, the variant first.
    static let figureColumns: [ReportColumn<(variant: String, summary: TaskSummary)>] =
        [variantColumn.reading { $0.variant }] + summaryColumns.map { $0.reading { $0.summary } }

    /// One variant's figures on one task.
    private static let summaryColumns: [ReportColumn<TaskSummary>] = [
        ReportColumn("n", ["n"], numeric: true) { s in ReportFigure(s.isSmall && s.n > 0 ? "\(s.n) †" : String(s.n), [.integer(s.n)]) },
        ReportColumn("Success (95 % CI)", ["successes", "success_interval"]) { s in
            ReportFigure(s.successInterval.map { "\(s.successes)/\(s.n) (\(percentage($0.lower))–\(percentage($0.upper)))" } ?? "–",
                         [.integer(s.successes), s.successInterval.map { .interval($0, places: 4) } ?? .none])
        },
        ReportColumn("Direct", ["direct_successes"], numeric: true) { s in ReportFigure("\(s.directSuccesses)/\(s.n)", [.integer(s.directSuccesses)]) },
        ReportColumn("Median time (s)", ["median_seconds"], numeric: true) { s in .number(s.medianSeconds) },
        ReportColumn("Geometric mean time (s) (95 % CI)", ["geometric_mean_seconds", "geometric_mean_interval"]) { s in
            let gm = s.geometricMean
            return ReportFigure(gm.map { gm in decimal(gm.mean) + (gm.interval.map { " (\(decimal($0.lower))–\(decimal($0.upper)))" } ?? "") } ?? "–",
                                [.number(gm?.mean, places: 4), gm?.interval.map { .interval($0, places: 4) } ?? .none])
        },
        ReportColumn("Inputs", ["mean_inputs"], numeric: true) { s in .number(s.meanInputs) },
        ReportColumn("More", ["mean_more_uses"], numeric: true) { s in .number(s.meanMoreUses) },
        ReportColumn("First click", ["first_click_correct", "first_click_known"], numeric: true) { s in
            ReportFigure(s.firstClicks.of > 0 ? "\(s.firstClicks.correct)/\(s.firstClicks.of)" : "–",
                         [.integer(s.firstClicks.correct), .integer(s.firstClicks.of)])
        },
        ReportColumn("Lostness", ["mean_lostness"], numeric: true) { s in .number(s.meanLostness) },
        ReportColumn("SEQ", ["mean_seq"], numeric: true) { s in .number(s.meanSEQ, shown: 1) },
        ReportColumn("Gave up", ["gave_up"], numeric: true) { s in .count(s.stops(.gaveUp)) },
        ReportColumn("Timed out", ["timed_out"], numeric: true) { s in .count(s.stops(.timedOut)) },
        ReportColumn("Misclick rate", ["misclicks", "taps", "misclick_rate"], numeric: true) { s in
            let rate = s.taps > 0 ? Double(s.misclicks) / Double(s.taps) : nil
            return ReportFigure(rate.map { "\(s.misclicks)/\(s.taps) (\(percentage($0)))" } ?? "–",
                                [.integer(s.misclicks), .integer(s.taps), .number(rate, places: 4)])
        },
    ]

    /// Each session: what names it, and its SUS.
    static let sessionColumns: [ReportColumn<Session>] = [
        ReportColumn("Session", ["session"], isMeasure: false) { ReportFigure($0.name, [.text($0.name)]) },
        ReportColumn("Participant", ["participant"], isMeasure: false) { ReportFigure($0.participant ?? "–", [.text($0.participant)]) },
        ReportColumn("Variant", ["variant"], isMeasure: false) { ReportFigure($0.variant, [.text($0.variant)]) },
        ReportColumn("Prototype", ["prototype"], isMeasure: false) { ReportFigure($0.prototypeName, [.text($0.prototypeName)]) },
        ReportColumn("SUS", ["sus"], numeric: true) { .number($0.sus, shown: 1, held: 1) },
    ]

    /// One participant's figures on one task; those after the outcome are blank where it was not reached.
    static let resultColumns: [ReportColumn<TaskResult>] = [
        ReportColumn("Task", ["task"], isMeasure: false) { ReportFigure($0.title, [.text($0.title)]) },
        ReportColumn("Outcome", ["outcome", "stop"], isMeasure: false) { r in
            ReportFigure(r.outcome.rawValue + (r.stop.map { " (\($0.rawValue))" } ?? ""), [.text(r.outcome.rawValue), .text(r.stop?.rawValue)])
        },
        ReportColumn("Time (s)", ["seconds"], numeric: true) { r in .number(r.seconds, shown: 2, held: 3) },
        ReportColumn("Inputs", ["inputs"], numeric: true) { .count($0.inputs) },
        ReportColumn("Misclicks", ["misclicks", "taps"], numeric: true) { r in
            ReportFigure(r.taps.isEmpty ? "–" : "\(r.misclicks)/\(r.taps.count)", [.integer(r.misclicks), .integer(r.taps.count)])
        },
        ReportColumn("Wrong sections", ["wrong_sections"]) { r in
            ReportFigure(r.wrongSections.isEmpty ? "–" : r.wrongSections.joined(separator: ", "), [.texts(r.wrongSections, separator: "; ")])
        },
        ReportColumn("More", ["more_uses"], numeric: true) { .count($0.moreUses) },
        ReportColumn("Back", ["backtracks"], numeric: true) { .count($0.backtracks) },
        ReportColumn("First click", ["first_click", "first_click_correct"]) { r in
            ReportFigure(r.firstClick.map { "\($0)\(r.firstClickCorrect.map { $0 ? " ✓" : " ✗" } ?? "")" } ?? "–",
                         [.text(r.firstClick), r.firstClickCorrect.map(ReportValue.flag) ?? .none])
        },
        ReportColumn("Lostness", ["lostness"], numeric: true) { .number($0.lostness) },
        ReportColumn("SEQ", ["seq"], numeric: true) { r in ReportFigure(r.seq.map(String.init) ?? "–", [r.seq.map(ReportValue.integer) ?? .none]) },
        ReportColumn("Comment", ["comment"]) { r in ReportFigure(r.comment ?? "–", [.text(r.comment)]) },
        ReportColumn("Path", ["path"]) { r in ReportFigure(r.path.joined(separator: " → "), [.texts(r.path, separator: " → ")]) },
    ]

    /// A rate as a whole percentage: 0.36 → "36 %".
    static func percentage(_ value: Double) -> String { "\(Int((value * 100).rounded())) %" }
}
