extension StudyReport {
    /// The report as one self-contained HTML page (W6): no script, no network, inline CSS and
    /// SVG. Per task, each variant's success rate and times as charts with their 95 % intervals,
    /// the commonest paths, a tree test's pietree, the Markdown report's figures, the comments,
    /// and heatmaps of the taps on each screen; then every participant's figures, up to `StudyHTMLPage.listedSessions`
    /// sessions: a larger study's page says that the CSV and JSON outputs hold them, so it
    /// stays small enough to open.
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

    /// Sessions up to which the page lists every participant: their rows, each their dot
    /// in the time charts, and every comment on a task. Past it the rows and the comments
    /// past this many are left to the CSV and JSON outputs (the page says so), and the
    /// dots gather those drawn at one place.
    static let listedSessions = 300

    /// Okabe–Ito colours, told apart with any colour vision; yellow is left out, too pale on white.
    static let palette = ["#0072B2", "#E69F00", "#009E73", "#CC79A7", "#D55E00", "#56B4E9", "#000000"]

    func colour(_ variant: String) -> String {
        let index = report.variants.firstIndex(of: variant) ?? 0
        return Self.palette[index % Self.palette.count]
    }

    var text: String {
        var out = ["<!DOCTYPE html>", "<html lang=\"en\">", "<head>", "<meta charset=\"utf-8\">",
                   "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">",
                   "<title>Study: \(escaped(report.title))</title>", "<style>", Self.style, Self.heatmapStyle, Self.pietreeStyle, "</style>", "</head>", "<body>", "<main>"]
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
            out.append("<tr>" + columns.map { $0.keys == StudyReport.variantColumn.keys ? variantCell(variant) : cell($0, (report, variant)) }.joined() + "</tr>")
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

    /// A variant's colour and name, in a row naming it (`th`) or among its figures.
    private func variantCell(_ variant: String, tag: String = "td") -> String {
        "<\(tag)\(tag == "th" ? " scope=\"row\"" : "")>\(swatch(variant))\(escaped(variant))</\(tag)>"
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
                "<p class=\"key\"><span class=\"k\">●</span> done <span class=\"k\">○</span> not done (time until it was given up, timed out or the session ended) "
                    + "<span class=\"k\">◆</span> geometric mean of those who did it, its line the 95 % interval (t on log times)"
                    + (report.sessions.count > Self.listedSessions ? "; a dot stands for every participant at its place, its title says how many" : "")
                    + (summaries.contains { $0.1.results.contains { $0.milliseconds == 0 } } ? "; a time of 0 counts as 0.001 s, as in the geometric mean" : "")
                    + "</p>", "</figure>"]
        out += paths(task: index, summaries)
        out += pietrees(task: index)
        out += ["<h3>Figures</h3>", "<div class=\"scroll\">", "<table class=\"figures\">",
                "<thead><tr>" + StudyReport.figureColumns.map(headingCell).joined() + "</tr></thead>", "<tbody>"]
        for row in summaries {
            out.append("<tr>" + StudyReport.figureColumns.map { column in
                column.keys == StudyReport.variantColumn.keys ? variantCell(row.0, tag: "th") : cell(column, row)
            }.joined() + "</tr>")
        }
        out += ["</tbody>", "</table>", "</div>"]
        if summaries.contains(where: { $0.1.isSmall && $0.1.n > 0 }) { out.append("<p class=\"note\">\(escaped(StudyReport.smallSessionsNote))</p>") }
        for comparison in report.comparisons(task: index) {
            out.append("<p class=\"difference\">\(escaped(StudyReport.differenceLine(comparison)))</p>")
        }
        let said = report.comments(task: index)
        if !said.isEmpty {
            out += ["<h3>Comments</h3>", "<ul class=\"comments\">"]
                + said.prefix(Self.listedSessions).map { "<li>\(swatch($0.variant))<span class=\"strong\">\(escaped($0.who))</span> (\(escaped($0.variant))): \(escaped($0.comment))</li>" }
                + ["</ul>"]
            if said.count > Self.listedSessions {
                out.append("<p class=\"note\">The first \(Self.listedSessions) of \(said.count) comments: all of them are in the CSV and JSON outputs.</p>")
            }
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

    // MARK: - Participants

    /// Each session a group of rows, one per task (the Markdown report's figures), under a row
    /// naming it, its variant and its SUS.
    private var participants: [String] {
        var out = ["<section class=\"participants\">", "<h2>Participants</h2>"]
        guard !report.sessions.isEmpty else { return out + ["<p>No sessions.</p>", "</section>"] }
        guard report.sessions.count <= Self.listedSessions else {
            return out + ["<p>\(count(report.sessions.count, "session")) are too many to list here: every participant's "
                + "figures, a row for each task, are in the CSV and JSON outputs of the same study "
                + "(<code>tabsim study … --csv FILE --json FILE</code>). This page keeps each task's figures, paths and heatmaps.</p>", "</section>"]
        }
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

    /// Text from a file or an argument, safe anywhere in the page (`HTMLText`).
    func escaped(_ text: String) -> String { HTMLText.escaped(text) }

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
