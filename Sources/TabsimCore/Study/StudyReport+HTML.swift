#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension StudyReport {
    /// The report as one self-contained HTML page (W6): no script, no network, inline CSS and
    /// SVG. Per task, each variant's success rate and times as charts with their 95 % intervals,
    /// the commonest paths, the Markdown report's figures, the comments, and heatmaps of the
    /// taps on each screen; then every participant's figures.
    /// Every text from a file or an argument is sanitized and escaped.
    public var html: String { StudyHTMLPage(report: self).text }
}

/// Builds `StudyReport.html`.
struct StudyHTMLPage {
    let report: StudyReport
    /// The screens the heatmaps are drawn over.
    let screens: HeatmapScreens

    init(report: StudyReport) {
        self.report = report
        screens = HeatmapScreens(report: report)
    }

    /// Okabe–Ito colours, told apart with any colour vision; yellow is left out, too pale on white.
    static let palette = ["#0072B2", "#E69F00", "#009E73", "#CC79A7", "#D55E00", "#56B4E9", "#000000"]

    func colour(_ variant: String) -> String {
        let index = report.variants.firstIndex(of: variant) ?? 0
        return Self.palette[index % Self.palette.count]
    }

    var text: String {
        var out = ["<!DOCTYPE html>", "<html lang=\"en\">", "<head>", "<meta charset=\"utf-8\">",
                   "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">",
                   "<title>Study: \(escaped(report.title))</title>", "<style>", Self.style, Self.heatmapStyle, "</style>", "</head>", "<body>", "<main>"]
        out += header
        out += screenSymbols
        for index in report.study.tasks.indices { out += task(index) }
        out += participants
        out += ["<footer>Made by tabsim \(escaped(TabsimVersion.current)) (<code>tabsim study … --html</code>).</footer>",
                "</main>", "</body>", "</html>"]
        return out.joined(separator: "\n") + "\n"
    }

    // MARK: - Header

    private var header: [String] {
        let tasks = report.study.tasks.count, sessions = report.sessions.count
        var out = ["<header>", "<h1>Study: \(escaped(report.title))</h1>",
                   "<p class=\"meta\">\(count(tasks, "task")), \(count(sessions, "session")), \(count(report.variants.count, "variant")).</p>"]
        if !report.notes.isEmpty {
            out += ["<div class=\"notes\">", "<p class=\"strong\">Notes</p>", "<ul>"] + report.notes.map { "<li>\(escaped($0))</li>" } + ["</ul>", "</div>"]
        }
        guard !report.variants.isEmpty else { return out + ["<p>No sessions.</p>", "</header>"] }
        let columns = StudyReport.variantColumns
        out += ["<table class=\"variants\">", "<thead><tr>" + columns.map(headingCell).joined() + "</tr></thead>", "<tbody>"]
        for variant in report.variants {
            out.append("<tr><td>\(swatch(variant))\(escaped(variant))</td>" + columns.dropFirst().map { cell($0, (report, variant)) }.joined() + "</tr>")
        }
        out += ["</tbody>", "</table>", legend, "</header>"]
        return out
    }

    /// A table heading: right-aligned over numbers, "(95 % CI)" kept on one line.
    private func headingCell<Row>(_ column: ReportColumn<Row>) -> String {
        "<th\(column.numeric ? " class=\"num\"" : "")>\(escaped(column.heading).replacing("(95 % CI)", with: "(95&nbsp;%&nbsp;CI)"))</th>"
    }

    /// A table cell holding `column`'s figure of `row`.
    private func cell<Row>(_ column: ReportColumn<Row>, _ row: Row, reached: Bool = true) -> String {
        "<td\(column.numeric ? " class=\"num\"" : "")>\(escaped(column.figure(of: row, reached: reached).shown))</td>"
    }

    /// Each variant's colour and name.
    private var legend: String {
        "<ul class=\"legend\" aria-label=\"Variants\">" + report.variants.map { "<li>\(swatch($0))\(escaped($0))</li>" }.joined() + "</ul>"
    }

    func swatch(_ variant: String) -> String {
        "<span class=\"swatch\" style=\"background:\(colour(variant))\" aria-hidden=\"true\"></span>"
    }

    // MARK: - Tasks

    private func task(_ index: Int) -> [String] {
        let title = report.study.tasks[index].title
        var out = ["<section class=\"task\">", "<h2>Task \(index + 1): \(escaped(title))</h2>"]
        let summaries = report.variants.map { ($0, report.summary(task: index, variant: $0)) }
        guard summaries.contains(where: { $0.1.n > 0 }) else { return out + ["<p>No sessions.</p>", "</section>"] }
        out.append(legend)
        out += ["<figure>", "<figcaption>Success rate, with its 95 % interval (adjusted Wald)</figcaption>",
                successChart(task: index, summaries), "</figure>"]
        out += ["<figure>", "<figcaption>Time on task (seconds, log scale): each participant, and the geometric mean with its 95 % interval</figcaption>",
                timeChart(task: index, summaries),
                "<p class=\"key\"><span class=\"k\">●</span> done <span class=\"k\">○</span> not done (time until the session ended) "
                    + "<span class=\"k\">◆</span> geometric mean of those who did it, its line the 95 % interval (t on log times)"
                    + (summaries.contains { $0.1.results.contains { $0.milliseconds == 0 } } ? "; a time of 0 counts as 0.001 s, as in the geometric mean" : "")
                    + "</p>", "</figure>"]
        out += paths(task: index, summaries)
        out += ["<h3>Figures</h3>", "<div class=\"scroll\">", "<table class=\"figures\">",
                "<thead><tr><th>Variant</th>" + StudyReport.figureColumns.map(headingCell).joined() + "</tr></thead>", "<tbody>"]
        for (variant, s) in summaries {
            out.append("<tr><th scope=\"row\">\(swatch(variant))\(escaped(variant))</th>" + StudyReport.figureColumns.map { cell($0, s) }.joined() + "</tr>")
        }
        out += ["</tbody>", "</table>", "</div>"]
        if summaries.contains(where: { $0.1.isSmall && $0.1.n > 0 }) { out.append("<p class=\"note\">\(escaped(StudyReport.smallSessionsNote))</p>") }
        if report.variants.count == 2 { out.append("<p class=\"difference\">\(escaped(report.differenceLine(task: index)))</p>") }
        let said = report.comments(task: index)
        if !said.isEmpty {
            out += ["<h3>Comments</h3>", "<ul class=\"comments\">"]
                + said.map { "<li>\(swatch($0.variant))<span class=\"strong\">\(escaped($0.who))</span> (\(escaped($0.variant))): \(escaped($0.comment))</li>" }
                + ["</ul>"]
        }
        out += heatmaps(task: index)
        out.append("</section>")
        return out
    }

    /// The commonest paths of each variant, each a row of screens joined by arrows.
    private func paths(task index: Int, _ summaries: [(String, TaskSummary)]) -> [String] {
        var out = ["<h3>Commonest paths</h3>"]
        for (variant, s) in summaries where s.n > 0 {
            out.append("<div class=\"pathgroup\" style=\"border-left-color:\(colour(variant))\">")
            out.append("<h4>\(swatch(variant))\(escaped(variant))</h4>")
            for entry in s.commonPaths() {
                let outcome = Self.outcomeClass(entry.outcome)
                let screens = entry.path.map { "<li><span class=\"screen\">\(escaped($0))</span></li>" }.joined()
                out.append("<div class=\"path \(outcome)\"><span class=\"count\">\(entry.count) of \(s.n)</span>"
                    + "<span class=\"outcome \(outcome)\">\(Self.outcomeLabel(entry.outcome))</span>"
                    + "<ol aria-label=\"\(escaped(entry.path.joined(separator: " → ")))\">\(screens)</ol></div>")
            }
            out.append("</div>")
        }
        return out
    }

    static func outcomeClass(_ outcome: TaskOutcome) -> String {
        switch outcome {
        case .direct: "o-direct"
        case .indirect: "o-indirect"
        case .notDone, .notReached: "o-notdone"
        }
    }

    static func outcomeLabel(_ outcome: TaskOutcome) -> String {
        switch outcome {
        case .direct: "✓ direct"
        case .indirect: "↺ indirect"
        case .notDone: "✗ not done"
        case .notReached: "– not reached"
        }
    }

    // MARK: - Charts

    /// Both charts: variant names on the left, the plot, the figures on the right.
    private static let width = 900.0, nameRight = 150.0, plotLeft = 165.0, plotRight = 615.0, figuresLeft = 632.0

    private func successChart(task index: Int, _ summaries: [(String, TaskSummary)]) -> String {
        let rowHeight = 34.0, top = 6.0
        let height = top + rowHeight * Double(summaries.count) + 36
        func x(_ rate: Double) -> Double { Self.plotLeft + rate * (Self.plotRight - Self.plotLeft) }
        let said = summaries.map { variant, s in
            s.successInterval.map { "\(TextFitting.sanitized(variant)) \(s.successes) of \(s.n), \(StudyReport.percentage(Double(s.successes) / Double(s.n))) (95 % CI \(StudyReport.percentage($0.lower))–\(StudyReport.percentage($0.upper)))" }
                ?? "\(TextFitting.sanitized(variant)) no sessions"
        }
        let label = "Task \(index + 1) success rate by variant: " + said.joined(separator: "; ") + "."
        var out = [svgOpen(height: height, label: label)]
        let bottom = top + rowHeight * Double(summaries.count)
        for step in 0...5 {
            let rate = Double(step) / 5
            out.append("<line class=\"grid\" x1=\"\(px(x(rate)))\" y1=\"\(px(top))\" x2=\"\(px(x(rate)))\" y2=\"\(px(bottom))\"/>")
            out.append("<text class=\"tick\" x=\"\(px(x(rate)))\" y=\"\(px(bottom + 16))\" text-anchor=\"middle\">\(step * 20) %</text>")
        }
        out.append("<line class=\"axis\" x1=\"\(px(Self.plotLeft))\" y1=\"\(px(bottom))\" x2=\"\(px(Self.plotRight))\" y2=\"\(px(bottom))\"/>")
        out.append("<text class=\"axis-title\" x=\"\(px((Self.plotLeft + Self.plotRight) / 2))\" y=\"\(px(bottom + 32))\" text-anchor=\"middle\">participants who did the task</text>")
        for (row, (variant, s)) in summaries.enumerated() {
            let y = top + rowHeight * (Double(row) + 0.5), c = colour(variant)
            out.append("<g>" + nameLabel(variant, y: y))
            if let interval = s.successInterval {
                let rate = Double(s.successes) / Double(s.n)
                out.append("<rect x=\"\(px(Self.plotLeft))\" y=\"\(px(y - 9))\" width=\"\(px(x(rate) - Self.plotLeft))\" height=\"18\" fill=\"\(c)\" fill-opacity=\"0.28\"/>")
                out.append(whisker(from: x(interval.lower), to: x(interval.upper), y: y, colour: c))
                out.append("<circle cx=\"\(px(x(rate)))\" cy=\"\(px(y))\" r=\"5.5\" fill=\"\(c)\" stroke=\"#1a1a1a\" stroke-width=\"1\"/>")
                out.append("<text class=\"figure\" x=\"\(px(Self.figuresLeft))\" y=\"\(px(y + 4.5))\"><tspan class=\"strong\">\(s.successes)/\(s.n) · "
                    + "\(StudyReport.percentage(rate))</tspan> (\(StudyReport.percentage(interval.lower))–\(StudyReport.percentage(interval.upper)))</text>")
            } else {
                out.append("<text class=\"figure\" x=\"\(px(Self.plotLeft + 6))\" y=\"\(px(y + 4.5))\">no sessions</text>")
            }
            out.append("</g>")
        }
        out.append("</svg>")
        return out.joined(separator: "\n")
    }

    private func timeChart(task index: Int, _ summaries: [(String, TaskSummary)]) -> String {
        // Times of 0 count as a millisecond, as for the geometric mean.
        func clamped(_ seconds: Double) -> Double { max(seconds, 0.001) }
        // Every dot drawn, done or not, and each geometric mean.
        let data = summaries.flatMap { $0.1.results.map { clamped(Double($0.milliseconds) / 1000) } } + summaries.compactMap { $0.1.geometricMean?.mean }
        var low = data.min() ?? 1, high = data.max() ?? 1
        // Room for the intervals, but no more than tenfold past the data: a longer whisker ends in an arrow.
        let intervals = summaries.compactMap { $0.1.geometricMean?.interval }
        low = max(min(low, intervals.map(\.lower).min() ?? low), low / 10)
        high = min(max(high, intervals.map(\.upper).max() ?? high), high * 10)
        let axis = LogAxis(low: low, high: high)
        func x(_ seconds: Double) -> Double { Self.plotLeft + axis.fraction(seconds) * (Self.plotRight - Self.plotLeft) }

        let rowHeight = 62.0, top = 6.0
        let bottom = top + rowHeight * Double(summaries.count)
        let said = summaries.map { variant, s in
            guard let gm = s.geometricMean else { return "\(TextFitting.sanitized(variant)) no sessions" }
            return "\(TextFitting.sanitized(variant)) \(s.n) \(s.n == 1 ? "participant" : "participants"), geometric mean \(decimal(gm.mean)) s"
                + (gm.interval.map { " (95 % CI \(decimal($0.lower))–\(decimal($0.upper)))" } ?? "")
        }
        let label = "Task \(index + 1) time on task in seconds by variant: " + said.joined(separator: "; ") + "."
        var out = [svgOpen(height: bottom + 36, label: label)]
        for tick in axis.ticks {
            out.append("<line class=\"\(tick.labelled ? "grid" : "grid minor")\" x1=\"\(px(x(tick.value)))\" y1=\"\(px(top))\" x2=\"\(px(x(tick.value)))\" y2=\"\(px(bottom))\"/>")
            if tick.labelled {
                out.append("<text class=\"tick\" x=\"\(px(x(tick.value)))\" y=\"\(px(bottom + 16))\" text-anchor=\"middle\">\(tick.text)</text>")
            }
        }
        out.append("<line class=\"axis\" x1=\"\(px(Self.plotLeft))\" y1=\"\(px(bottom))\" x2=\"\(px(Self.plotRight))\" y2=\"\(px(bottom))\"/>")
        out.append("<text class=\"axis-title\" x=\"\(px((Self.plotLeft + Self.plotRight) / 2))\" y=\"\(px(bottom + 32))\" text-anchor=\"middle\">seconds (log scale)</text>")
        for (row, (variant, s)) in summaries.enumerated() {
            let y = top + rowHeight * (Double(row) + 0.5), c = colour(variant)
            out.append("<g>" + nameLabel(variant, y: y))
            guard let gm = s.geometricMean else {
                out += ["<text class=\"figure\" x=\"\(px(Self.plotLeft + 6))\" y=\"\(px(y + 4.5))\">\(s.n == 0 ? "no sessions" : "nobody did it")</text>", "</g>"]
                continue
            }
            // Participants above the line, lifted or lowered where they would overlap.
            let dotsY = y - 9, shifts = [0.0, -7, 7, -14, 14]
            var placed: [(x: Double, shift: Double)] = []
            let people = report.sessions.filter { $0.variant == variant && $0.results.indices.contains(index) && $0.results[index].outcome != .notReached }
                .map { ($0.results[index], $0.name) }.sorted { $0.0.milliseconds < $1.0.milliseconds }
            for (result, name) in people {
                let seconds = Double(result.milliseconds) / 1000, cx = x(clamped(seconds))
                let shift = shifts.first { shift in !placed.contains { abs($0.x - cx) < 9 && $0.shift == shift } } ?? 0
                placed.append((cx, shift))
                let fill = result.succeeded ? "fill=\"\(c)\" stroke=\"#ffffff\" stroke-width=\"1\"" : "fill=\"#ffffff\" stroke=\"\(c)\" stroke-width=\"2\""
                out.append("<circle cx=\"\(px(cx))\" cy=\"\(px(dotsY + shift))\" r=\"4.5\" \(fill)><title>\(escaped(name)): \(decimal(seconds)) s, "
                    + "\(result.outcome.rawValue)</title></circle>")
            }
            let lineY = y + 17
            if let interval = gm.interval {
                out.append(whisker(from: x(max(interval.lower, axis.low)), to: x(min(interval.upper, axis.high)), y: lineY, colour: c,
                                   openLeft: interval.lower < axis.low, openRight: interval.upper > axis.high))
            }
            let gx = x(gm.mean)
            out.append("<path d=\"M\(px(gx)) \(px(lineY - 7))L\(px(gx + 7)) \(px(lineY))L\(px(gx)) \(px(lineY + 7))L\(px(gx - 7)) \(px(lineY))Z\" fill=\"\(c)\" "
                + "stroke=\"#1a1a1a\" stroke-width=\"1\"/>")
            let range = gm.interval.map { "95 % CI \(decimal($0.lower))–\(decimal($0.upper)) s" } ?? "one time: no interval"
            out.append("<text class=\"figure\" x=\"\(px(Self.figuresLeft))\" y=\"\(px(y - 4))\"><tspan class=\"strong\">GM \(decimal(gm.mean)) s</tspan>"
                + " · median \(s.medianSeconds.map { decimal($0) } ?? "–") s</text>")
            out.append("<text class=\"figure small\" x=\"\(px(Self.figuresLeft))\" y=\"\(px(y + 13))\">\(range)</text>")
            out.append("</g>")
        }
        out.append("</svg>")
        return out.joined(separator: "\n")
    }

    private func svgOpen(height: Double, label: String) -> String {
        "<svg class=\"chart\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(px(Self.width)) \(px(height))\" role=\"img\" "
            + "aria-label=\"\(escaped(label))\"><title>\(escaped(label))</title>"
    }

    /// The variant's name, right-aligned before the plot: on two lines when long (names that
    /// differ late, as `Bookshelf (transition slide, 280 ms)` do, stay apart), cut with … past that;
    /// the whole name in its title.
    private func nameLabel(_ variant: String, y: Double) -> String {
        let clean = TextFitting.sanitized(variant), room = Self.nameRight - 6
        var lines = [""]
        for word in clean.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            let joined = lines[lines.count - 1].isEmpty ? word : lines[lines.count - 1] + " " + word
            if Self.estimatedWidth(joined) <= room || lines[lines.count - 1].isEmpty || lines.count == 2 {
                lines[lines.count - 1] = joined
            } else {
                lines.append(word)
            }
        }
        lines = lines.map { line in
            guard Self.estimatedWidth(line) > room else { return line }
            var cut = line
            while !cut.isEmpty, Self.estimatedWidth(cut + "…") > room { cut.removeLast() }
            return cut + "…"
        }
        let spans = lines.count == 1
            ? escaped(lines[0])
            : "<tspan x=\"\(px(Self.nameRight))\" dy=\"-7\">\(escaped(lines[0]))</tspan><tspan x=\"\(px(Self.nameRight))\" dy=\"15\">\(escaped(lines[1]))</tspan>"
        return "<text class=\"name\" x=\"\(px(Self.nameRight))\" y=\"\(px(y + 4.5))\" text-anchor=\"end\"><title>\(escaped(clean))</title>\(spans)</text>"
    }

    /// About how wide `text` is in the charts' bold 13 px sans-serif (an SVG text cannot be measured
    /// without a script): generous, so that a name cut to fit never runs past the chart's edge.
    static func estimatedWidth(_ text: String) -> Double {
        text.reduce(0) { width, character in
            if DisplayWidth.of(String(character)) == 2 { return width + 15 }
            if "iljtfrI.,:;'|!()[] ".contains(character) { return width + 5 }
            if "mwMW@%&".contains(character) { return width + 13 }
            if character.isUppercase { return width + 11 }
            return width + 8.5
        }
    }

    /// An interval: a line with end caps, or an arrow head where it runs past the axis.
    private func whisker(from left: Double, to right: Double, y: Double, colour: String, openLeft: Bool = false, openRight: Bool = false) -> String {
        var out = "<line x1=\"\(px(left))\" y1=\"\(px(y))\" x2=\"\(px(right))\" y2=\"\(px(y))\" stroke=\"\(colour)\" stroke-width=\"2.5\"/>"
        for (end, open, direction) in [(left, openLeft, -1.0), (right, openRight, 1.0)] {
            out += open
                ? "<path d=\"M\(px(end + direction * 7)) \(px(y))L\(px(end)) \(px(y - 5))L\(px(end)) \(px(y + 5))Z\" fill=\"\(colour)\"/>"
                : "<line x1=\"\(px(end))\" y1=\"\(px(y - 6))\" x2=\"\(px(end))\" y2=\"\(px(y + 6))\" stroke=\"\(colour)\" stroke-width=\"2.5\"/>"
        }
        return out
    }

    // MARK: - Participants

    /// Each session a group of rows, one per task (the Markdown report's figures), under a row
    /// naming it, its variant and its SUS.
    private var participants: [String] {
        var out = ["<section class=\"participants\">", "<h2>Participants</h2>"]
        guard !report.sessions.isEmpty else { return out + ["<p>No sessions.</p>", "</section>"] }
        let columns = StudyReport.resultColumns
        out += ["<div class=\"scroll\">", "<table class=\"people\">", "<thead><tr>" + columns.map(headingCell).joined() + "</tr></thead>"]
        for session in report.sessions {
            let named = StudyReport.sessionColumns.map { column in
                let figure = column.figure(of: session).shown
                return column.keys == ["session"] ? "<span class=\"strong\">\(escaped(figure))</span>" : "\(escaped(column.heading)) \(escaped(figure))"
            }
            out += ["<tbody>", "<tr class=\"session\"><th colspan=\"\(columns.count)\" scope=\"rowgroup\">\(swatch(session.variant))"
                + named.joined(separator: " · ") + "</th></tr>"]
            if session.results.isEmpty { out.append("<tr><td colspan=\"\(columns.count)\">No tasks measured.</td></tr>") }
            for r in session.results {
                let cells = columns.map { column in
                    column.keys.first == "outcome"
                        ? "<td><span class=\"outcome \(Self.outcomeClass(r.outcome))\">\(Self.outcomeLabel(r.outcome))\(r.stop.map { " (\($0.rawValue))" } ?? "")</span></td>"
                        : cell(column, r, reached: r.outcome != .notReached)
                }
                out.append("<tr>" + cells.joined() + "</tr>")
            }
            out.append("</tbody>")
        }
        out += ["</table>", "</div>", "</section>"]
        return out
    }

    // MARK: - Text

    /// Text from a file or an argument, safe anywhere in the page: control characters shown as
    /// �, and & < > " ' as entities.
    func escaped(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in TextFitting.sanitized(text).unicodeScalars {
            switch scalar {
            case "&": out.append(contentsOf: "&amp;".unicodeScalars)
            case "<": out.append(contentsOf: "&lt;".unicodeScalars)
            case ">": out.append(contentsOf: "&gt;".unicodeScalars)
            case "\"": out.append(contentsOf: "&quot;".unicodeScalars)
            case "'": out.append(contentsOf: "&#39;".unicodeScalars)
            default: out.append(scalar)
            }
        }
        return String(out)
    }

    func count(_ value: Int, _ noun: String) -> String { "\(value) \(noun)\(value == 1 ? "" : "s")" }

    /// A coordinate in the charts' 900-wide view box.
    func px(_ value: Double) -> String { decimal(value, places: 1) }

    static let style = """
    :root { color-scheme: light; }
    body { margin: 0; background: #fff; color: #1a1a1a; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif; }
    main { max-width: 940px; margin: 0 auto; padding: 20px 20px 40px; }
    h1 { font-size: 22px; margin: 0 0 2px; overflow-wrap: anywhere; }
    h2 { font-size: 18px; margin: 32px 0 6px; padding-top: 14px; border-top: 2px solid #d8d8d8; overflow-wrap: anywhere; }
    h3 { font-size: 15px; margin: 18px 0 6px; }
    h4 { font-size: 13px; margin: 0 0 4px; overflow-wrap: anywhere; }
    .meta { color: #555; margin: 0 0 12px; }
    table { border-collapse: collapse; font-size: 13px; margin: 6px 0; }
    th, td { border-bottom: 1px solid #e0e0e0; padding: 4px 6px; text-align: left; vertical-align: top; }
    thead th { background: #f2f2f2; border-bottom: 1px solid #bbb; vertical-align: bottom; }
    tbody th { font-weight: 600; }
    .num { text-align: right; font-variant-numeric: tabular-nums; }
    table.figures td, table.people td { white-space: nowrap; }
    table.figures { font-size: 12px; }
    table.figures th, table.figures td { padding: 4px 4px; }
    table.people { width: 100%; }
    table.people td:not(.num) { white-space: normal; overflow-wrap: break-word; }
    table.people tr.session th { white-space: normal; background: #f7f7f7; font-weight: normal; border-top: 2px solid #ccc; overflow-wrap: anywhere; }
    .strong { font-weight: 600; }
    table.figures tbody th { min-width: 5em; max-width: 12em; overflow-wrap: anywhere; }
    .n { color: #666; font-size: 12px; }
    .scroll { overflow-x: auto; }
    .swatch { display: inline-block; width: 12px; height: 12px; border-radius: 2px; margin-right: 6px; vertical-align: -1px; }
    .legend { display: flex; flex-wrap: wrap; gap: 4px 18px; list-style: none; margin: 8px 0; padding: 0; font-size: 13px; }
    figure { margin: 14px 0 6px; }
    figcaption { font-weight: 600; font-size: 13px; margin-bottom: 2px; }
    svg.chart { display: block; width: 100%; max-width: 900px; height: auto; }
    svg text { font-family: system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif; fill: #1a1a1a; }
    svg .name { font-size: 13px; font-weight: 600; }
    svg .tick { font-size: 12px; fill: #555; }
    svg .axis-title { font-size: 12px; fill: #555; }
    svg .figure { font-size: 13px; }
    svg .figure.small { font-size: 12px; fill: #555; }
    svg .strong { font-weight: 600; }
    svg .grid { stroke: #dcdcdc; stroke-width: 1; }
    svg .grid.minor { stroke: #efefef; }
    svg .axis { stroke: #888; stroke-width: 1; }
    .key { font-size: 12px; color: #555; margin: 2px 0 0; }
    .key .k { color: #1a1a1a; margin-left: 10px; }
    .key .k:first-child { margin-left: 0; }
    .pathgroup { border-left: 4px solid #999; padding: 2px 0 2px 10px; margin: 8px 0 12px; }
    .path { display: grid; grid-template-columns: 4.5em 7em 1fr; align-items: baseline; gap: 8px; margin: 5px 0; font-size: 13px; }
    .path .count { text-align: right; font-variant-numeric: tabular-nums; }
    .path ol { display: flex; flex-wrap: wrap; align-items: center; row-gap: 4px; list-style: none; margin: 0; padding: 0; }
    .path li:not(:last-child)::after { content: "→"; color: #666; padding: 0 5px; }
    .screen { display: inline-block; border: 1.5px solid #888; border-radius: 4px; padding: 0 6px; background: #fafafa; }
    .path.o-direct .screen { border-color: #009E73; }
    .path.o-indirect .screen { border-color: #B07800; }
    .path.o-notdone .screen { border-color: #D55E00; border-style: dashed; }
    .outcome { display: inline-block; border-radius: 10px; padding: 0 8px; font-size: 12px; white-space: nowrap; }
    .outcome.o-direct { background: #d4efe4; color: #00583f; }
    .outcome.o-indirect { background: #fbe8c0; color: #6b4a00; }
    .outcome.o-notdone { background: #f9d8c8; color: #8a3400; }
    .notes { background: #fff6e0; border-left: 4px solid #E69F00; padding: 4px 10px; margin: 8px 0 12px; }
    .notes p, .notes ul { margin: 2px 0; }
    .note { font-size: 12px; color: #555; margin: 2px 0; }
    ul.comments { margin: 4px 0; padding-left: 18px; font-size: 13px; overflow-wrap: anywhere; }
    .difference { background: #f5f5f5; border-left: 4px solid #888; padding: 6px 10px; margin: 8px 0; }
    footer { margin-top: 32px; color: #777; font-size: 12px; }
    """
}

/// A log axis in seconds, its ends and ticks on the 1–2–5 steps.
struct LogAxis {
    let low: Double
    let high: Double
    let ticks: [(value: Double, text: String, labelled: Bool)]

    init(low: Double, high: Double) {
        // Every 1–2–5 step from 0.001 s to a day.
        var steps: [(value: Double, text: String)] = []
        var scale = 0.001, places = 3
        while scale < 100_000 {
            for mantissa in [1.0, 2, 5] { steps.append((mantissa * scale, decimal(mantissa * scale, places: places))) }
            scale *= 10
            places = max(places - 1, 0)
        }
        // A little room at each end, so that no dot sits on the edge.
        var lower = steps.lastIndex { $0.value <= low / 1.1 } ?? 0
        var upper = steps.firstIndex { $0.value >= high * 1.1 } ?? steps.count - 1
        if lower >= upper {
            lower = max(lower - 1, 0)
            upper = min(lower + 2, steps.count - 1)
        }
        self.low = steps[lower].value
        self.high = steps[upper].value
        // Past three decades only the powers of ten are labelled.
        let many = upper - lower > 9
        ticks = steps[lower...upper].enumerated().map { offset, step in
            (step.value, step.text, !many || (lower + offset) % 3 == 0)
        }
    }

    /// Where `value` lies from low (0) to high (1).
    func fraction(_ value: Double) -> Double {
        let clamped = min(max(value, low), high)
        return (log(clamped) - log(low)) / (log(high) - log(low))
    }
}
