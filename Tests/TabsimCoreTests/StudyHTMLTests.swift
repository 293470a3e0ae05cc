import Foundation
import Testing
@testable import TabsimCore

/// W6: the study report as one self-contained HTML page.
@Suite("Usability study HTML report (W6)")
struct StudyHTMLTests {
    private let study = Study(file: "tasks.txt", tasks: [
        Study.Task(title: "Find the Downloads section", line: 1, goals: []),
        Study.Task(title: "Set a reading goal", line: 3, goals: []),
    ])

    private func result(_ title: String, _ outcome: TaskOutcome, _ milliseconds: Int, path: [String] = ["Reading", "More", "Downloads"],
                        seq: Int? = nil) -> TaskResult {
        TaskResult(title: title, outcome: outcome, milliseconds: milliseconds, inputs: 3, wrongSections: [], moreUses: 1, backtracks: 0,
                   firstClick: path.dropFirst().first, firstClickCorrect: true, lostness: 0, path: path, seq: seq)
    }

    /// Two variants of five: A does the first task 4 times of 5, B every time; nobody does the second.
    private var twoVariants: StudyReport {
        let sessions = (1...10).map { number in
            let variant = number <= 5 ? "A" : "B"
            let first = number == 5 ? result("Find the Downloads section", .notDone, 9000, path: ["Reading", "Library"])
                : result("Find the Downloads section", number % 2 == 0 ? .direct : .indirect, 1000 * number, seq: number % 7 + 1)
            let second = result("Set a reading goal", .notDone, number == 3 ? 0 : 500 * number, path: ["Downloads"])
            return StudyReport.Session(name: "p\(number).jsonl", participant: "p\(number)", variant: variant, prototypeName: "Bookshelf",
                                       results: [first, second], sus: number.isMultiple(of: 3) ? 72.5 : nil)
        }
        return StudyReport(study: study, sessions: sessions)
    }

    @Test("W6: a task title, variant, session or screen name from a file is escaped and loses its control characters")
    func escaping() {
        let hostile = "<script>alert(1)</script>\u{1B}[31m & \"quoted\" 'single'"
        let study = Study(file: "t\u{1B}]0;x\u{07}.txt", tasks: [Study.Task(title: hostile, line: 1, goals: [])])
        let report = StudyReport(study: study, sessions: [
            .init(name: "<img src=x onerror=alert(1)>", participant: "\u{1B}[2J", variant: "<b>\"v\"</b>", prototypeName: "P & Q",
                  results: [result(hostile, .direct, 1200, path: ["<script>", "Screen\u{1B}"])]),
        ])
        let html = report.html
        #expect(!html.lowercased().contains("<script"))
        #expect(!html.contains("<img"))
        #expect(!html.contains("<b>"))
        #expect(!html.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(!html.contains("\u{1B}") && !html.contains("\u{07}"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;\u{FFFD}[31m &amp; &quot;quoted&quot; &#39;single&#39;"))
        #expect(html.contains("&lt;b&gt;&quot;v&quot;&lt;/b&gt;"))
        #expect(html.contains("<title>Study: t\u{FFFD}]0;x\u{FFFD}.txt</title>"))
    }

    @Test("W6: the page is self-contained: no script, no link, no source and no address but the SVG namespace")
    func selfContained() {
        let html = twoVariants.html + StudyReportOutputTests().heatmapReport.html
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("<meta charset=\"utf-8\">"))
        #expect(html.contains("<title>Study: tasks.txt</title>"))
        for forbidden in ["<script", "<link", "<img", "<iframe", "<object", "src=", "url(", "@import", "javascript:"] {
            #expect(!html.lowercased().contains(forbidden), "\(forbidden)")
        }
        // A reference goes only to a screen drawn in the page itself (the heatmaps).
        #expect(html.lowercased().components(separatedBy: "href=").dropFirst().allSatisfy { $0.hasPrefix("\"#screen-") })
        let addresses = html.replacing("xmlns=\"http://www.w3.org/2000/svg\"", with: "")
        #expect(!addresses.contains("http://") && !addresses.contains("https://") && !addresses.contains("//www."))
    }

    @Test("W6: success intervals are adjusted Wald (4 of 5: 36 %–98 %), in the chart and the table, with time intervals")
    func intervals() throws {
        let html = twoVariants.html
        #expect(html.contains("<tspan class=\"strong\">4/5 · 80 %</tspan> (36 %–98 %)"))
        #expect(html.contains("<td>4/5 (36 %–98 %)</td>"))
        #expect(html.contains("A 4 of 5, 80 % (95 % CI 36 %–98 %)"))
        // The same figures as the Markdown report, row by row.
        let markdown = twoVariants.markdown
        for variant in ["A", "B"] {
            let figures = StudyReport.figureColumns.map { $0.figure(of: (variant, twoVariants.summary(task: 0, variant: variant))).shown }
            #expect(figures.first == variant)
            #expect(markdown.contains("| " + figures.joined(separator: " | ") + " |"))
            for figure in figures.dropFirst() { #expect(html.contains(">\(figure)</td>")) }
        }
        // Two variants: the Markdown report's difference line.
        let difference = StudyReport.differenceLine(try #require(twoVariants.comparisons(task: 0).first))
        #expect(difference.hasPrefix("A against B: success "))
        #expect(html.contains("<p class=\"difference\">\(difference)</p>"))
        #expect(markdown.contains(difference))
    }

    @Test("W6: each variant has its colour in a legend, and every chart a text alternative")
    func legendAndText() throws {
        let html = twoVariants.html
        let legend = try #require(html.firstRange(of: "<ul class=\"legend\""))
        let end = try #require(html[legend.upperBound...].firstRange(of: "</ul>"))
        let items = html[legend.lowerBound..<end.upperBound]
        #expect(items.contains("background:#0072B2\" aria-hidden=\"true\"></span>A</li>"))
        #expect(items.contains("background:#E69F00\" aria-hidden=\"true\"></span>B</li>"))
        let charts = html.components(separatedBy: "<svg ").count - 1
        #expect(charts == 4)
        #expect(html.components(separatedBy: "role=\"img\" aria-label=\"Task ").count - 1 == charts)
        #expect(html.contains("<title>Task 1 time on task in seconds by variant: A 5 participants, geometric mean"))
    }

    @Test("W6: the page is well formed: every svg, table, section and list is closed")
    func wellFormed() {
        for html in [twoVariants.html, oneVariant.html, StudyReport(study: study, sessions: []).html] {
            for tag in ["svg", "table", "section", "figure", "ul", "ol", "div", "tbody", "thead", "tr", "g", "text", "p", "header", "main"] {
                let opened = html.components(separatedBy: "<\(tag) ").count + html.components(separatedBy: "<\(tag)>").count - 2
                let closed = html.components(separatedBy: "</\(tag)>").count - 1
                #expect(opened == closed, "<\(tag)>: \(opened) opened, \(closed) closed")
            }
            #expect(html.hasSuffix("</html>\n"))
        }
    }

    /// One variant; a session with no SEQ, no SUS, a time of 0 and a task not done.
    private var oneVariant: StudyReport {
        StudyReport(study: study, sessions: [
            .init(name: "only.jsonl", variant: "solo", prototypeName: "Bookshelf",
                  results: [result("Find the Downloads section", .direct, 0, path: ["Reading"]), result("Set a reading goal", .notDone, 0, path: ["Reading"])]),
        ])
    }

    @Test("W6: one variant, a time of 0, a task nobody did, and no SEQ or SUS: no difference line, and – for what is missing")
    func edges() {
        let html = oneVariant.html
        #expect(!html.contains("class=\"difference\""))
        #expect(html.contains("0/1 · 0 %"))
        // No SUS in the variants table, no SEQ in the task's figures or the participant's.
        #expect(html.contains("<td class=\"num\">1</td><td class=\"num\">–</td></tr>"))
        #expect(html.contains("<td class=\"num\">–</td></tr>"))
        #expect(html.contains("GM 0.00 s"))
        #expect(html.contains("one time: no interval"))
        // Time on task is measured on successes: a task nobody did has none.
        #expect(html.contains("nobody did it"))
        // decimal() shows a number that is not finite as null.
        #expect(!html.contains("null"))
        let empty = StudyReport(study: study, sessions: []).html
        #expect(empty.contains("<p>No sessions.</p>"))
        #expect(!empty.contains("<svg"))
    }

    @Test("W6: SUS with its n per variant, and mean SEQ per task, as in the Markdown report")
    func questionnaires() throws {
        let html = twoVariants.html
        // A: p3 72.5; B: p6 and p9 72.5.
        #expect(html.contains("<td class=\"num\">72.5 (n 1)</td></tr>"))
        #expect(html.contains("<td class=\"num\">72.5 (n 2)</td></tr>"))
        #expect(twoVariants.markdown.contains("| 72.5 (n 2) |"))
        // A's SEQ on task 1: p1–p4 answered 2, 3, 4, 5: 3.5; nobody answered on task 2.
        let seq = try #require(StudyReport.figureColumns.first { $0.heading == "SEQ" })
        #expect(seq.figure(of: ("A", twoVariants.summary(task: 0, variant: "A"))).shown == "3.5")
        #expect(html.contains("<td class=\"num\">3.5</td><td class=\"num\">0</td>"), "SEQ, then nobody gave up")
        #expect(seq.figure(of: ("A", twoVariants.summary(task: 1, variant: "A"))).shown == "–")
    }

    @Test("W6: the page of 2,000 sessions × 10 tasks stays under 2 MiB: it lists no participant's rows, says the CSV and JSON hold them, and gathers the time dots")
    func largeStudySummarised() {
        let tasks = (1...10).map { Study.Task(title: "Task \($0)", line: $0, goals: []) }
        let screens = ["Reading", "Library", "Store", "Search", "More", "Downloads", "Settings"]
        let sessions = (0..<2000).map { number in
            let results = tasks.indices.map { task in
                let milliseconds = 400 + (number * 7919 + task * 104_729) % 60_000
                let wrong = screens[(number + task) % screens.count]
                return result(tasks[task].title, number % 9 == 0 ? .notDone : number % 3 == 0 ? .indirect : .direct, milliseconds,
                              path: ["Reading", wrong, "Downloads"], seq: number % 7 + 1)
            }
            return StudyReport.Session(name: "recordings/p\(number).jsonl", participant: "p\(number)", variant: number % 2 == 0 ? "A" : "B",
                                       prototypeName: "Bookshelf", results: results, sus: Double(number % 41) + 50)
        }
        let html = StudyReport(study: Study(file: "t", tasks: tasks), sessions: sessions).html
        #expect(html.utf8.count < 2 << 20, "\(html.utf8.count) bytes")
        #expect(html.contains("2000 sessions are too many to list here: every participant's figures")
                && html.contains("in the CSV and JSON outputs of the same study (<code>tabsim study … --csv FILE --json FILE</code>)"))
        #expect(!html.contains("<table class=\"people\">") && !html.contains("p1999.jsonl"), "no participant's rows")
        #expect(html.contains("<h2>Task 10: Task 10</h2>") && html.components(separatedBy: "<table class=\"figures\">").count == 11, "every task's table")
        #expect(html.contains(" participants: ") && html.contains("a dot stands for every participant at its place"))
        // A small study still lists everyone.
        #expect(twoVariants.html.contains("<table class=\"people\">") && twoVariants.html.contains("p10.jsonl"))
    }

    @Test("W6: a report from recorded sessions, written to TABSIM_HTML_OUT when set, for a look in a browser")
    func recordedSessions() throws {
        let report = try recordedReport()
        let html = report.html
        #expect(html.contains("Reading</span></li><li><span class=\"screen\">Downloads</span>"))
        if let path = ProcessInfo.processInfo.environment["TABSIM_HTML_OUT"] {
            try html.write(toFile: path, atomically: true, encoding: .utf8)
            try oneVariant.html.write(toFile: path + ".one-variant.html", atomically: true, encoding: .utf8)
        }
    }

    /// Ten participants of the bookshelf example, five a variant, with recorded input.
    private func recordedReport() throws -> StudyReport {
        let bookshelf = try PrototypeLoader.load(BuiltInExamples.named("bookshelf")!.source, file: "bookshelf")
        let study = try Study.parse("""
        task Find the Downloads section
        expect section Downloads
        task Open the list of finished books
        expect screen Finished
        task Set a reading goal
        expect screen Reading goal
        """, file: "tasks.txt")
        let analysis = StudyAnalysis(prototype: bookshelf, study: study)
        func measured(_ number: Int, _ variant: String, _ input: String, seq: [Int?], sus: Double?) throws -> StudyReport.Session {
            let recorder = MemoryEventLog()
            let backend = TestSession(bookshelf, theme: Theme(tint: .orange, mode: .color), log: recorder)
            try backend.run(input)
            var results = try analysis.results(for: try WalkthroughScript.fromRecording(recorder.text, file: "p\(number).jsonl"))
            for index in results.indices where index < seq.count { results[index].seq = seq[index] }
            return .init(name: "recordings/p\(number).jsonl", participant: "p\(number)", variant: variant, prototypeName: "Bookshelf",
                         results: results, sus: sus)
        }
        let lost = "right,wait:400,right,wait:400,right,wait:400,right,wait:300,enter,wait:800,esc,wait:300,down,down,enter,"
        return StudyReport(study: study, sessions: [
            try measured(1, "slide", "wait:1000,7,wait:2100,6,wait:600,down,enter,wait:3000,1,wait:500,enter,wait:900,q", seq: [7, 6, 5], sus: 85),
            try measured(2, "slide", "wait:2300,7,wait:1800,6,wait:900,down,enter,wait:4000,q", seq: [6, 5, nil], sus: 77.5),
            try measured(3, "slide", "wait:500," + lost + "wait:2500,6,wait:700,down,enter,wait:6000,q", seq: [3, 5, 2], sus: 60),
            try measured(4, "slide", "wait:1600,7,wait:1300,6,wait:700,down,enter,wait:1800,1,wait:400,enter,wait:600,q", seq: [7, 7, 6], sus: nil),
            try measured(5, "slide", "wait:3100,7,wait:2600,6,wait:800,up,down,enter,wait:7000,q", seq: [5, 4, 2], sus: 70),
            try measured(6, "none", "wait:2800,7,wait:3300,6,wait:1100,down,enter,wait:8000,q", seq: [5, 4, 2], sus: 65),
            try measured(7, "none", "wait:900," + lost + "wait:5200,q", seq: [2, nil, nil], sus: 42.5),
            try measured(8, "none", "wait:4100,7,wait:2600,6,wait:900,down,enter,wait:2000,1,wait:700,enter,wait:500,q", seq: [4, 5, 6], sus: 70),
            try measured(9, "none", "wait:3500,right,wait:1200,7,wait:2900,6,wait:900,down,enter,wait:9000,q", seq: [4, 4, 1], sus: nil),
            try measured(10, "none", "wait:6200,7,wait:2400,6,wait:1000,down,enter,wait:6500,q", seq: [nil, nil, nil], sus: 55),
        ])
    }
}
