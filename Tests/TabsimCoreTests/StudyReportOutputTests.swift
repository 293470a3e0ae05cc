import Foundation
import Testing
@testable import TabsimCore

/// W6: what every output of a study report holds (Markdown, CSV, JSON, HTML), from hand-made
/// results: misclicks, give-ups and timeouts, comments, notes, tasks not reached, and the
/// heatmaps of the HTML report.
@Suite("Usability study report outputs (W6)")
struct StudyReportOutputTests {
    static let bookshelf = try! PrototypeLoader.load(BuiltInExamples.named("bookshelf")!.source, file: "bookshelf")

    /// The bookshelf example's screen after `input`, as tabsim draws it.
    static func screen(_ input: String) -> CellBuffer {
        let backend = TestSession(bookshelf, theme: Theme(tint: .orange, mode: .color))
        try! backend.run(input + ",q")
        return backend.screen
    }

    static let reading = screen("wait:500")
    static let moreList = screen("wait:300,click:70:22,wait:600")

    let study = Study(file: "tasks.txt", name: "Shelf | *navigation*", tasks: [
        Study.Task(title: "Find the Downloads section", line: 2, goals: []),
        Study.Task(title: "Set a reading goal", line: 4, goals: []),
    ])

    /// A hit on the More tab, a misclick on blank space, a hit on Downloads in the More list.
    static let more = Tap(x: 70, y: 22, screen: "Reading", hit: true)
    static let blank = Tap(x: 40, y: 10, screen: "Reading", hit: false)
    static let downloads = Tap(x: 6, y: 3, screen: "More", hit: true)

    static func result(_ title: String, _ outcome: TaskOutcome, seconds: Double, stop: TaskStop? = nil, taps: [Tap] = [],
                       comment: String? = nil) -> TaskResult {
        var result = TaskResult(title: title, outcome: outcome, milliseconds: Int(seconds * 1000), inputs: taps.count, wrongSections: [],
                                moreUses: 1, backtracks: 0, firstClick: outcome == .notReached ? nil : "More",
                                firstClickCorrect: outcome == .notReached ? nil : true, lostness: outcome.rawValue.hasPrefix("not") ? nil : 0,
                                path: outcome == .notReached ? [] : ["Reading", "More", "Downloads"], stop: stop)
        result.taps = taps
        result.comment = comment
        return result
    }

    static func session(_ number: Int, _ variant: String, _ results: [TaskResult], sus: Double?) -> StudyReport.Session {
        var session = StudyReport.Session(name: "p\(number).jsonl", participant: "p\(number)", variant: variant, prototypeName: "Bookshelf",
                                          results: results, sus: sus)
        session.screens = ["Reading": reading, "More": moreList]
        return session
    }

    /// A: three sessions, taps (5, 3, 4) with misclicks (1, 0, 2) on task 1, where p3 gave up;
    /// p1 timed out on task 2, which p3 never reached. B: two sessions, two hits each.
    var heatmapReport: StudyReport {
        let find = "Find the Downloads section", goal = "Set a reading goal"
        let m = Self.more, t = Self.blank, d = Self.downloads
        return StudyReport(study: study, sessions: [
            Self.session(1, "A", [Self.result(find, .direct, seconds: 10, taps: [t, m, m, d, d], comment: "The <b>More</b> tab | was *hidden*"),
                                  Self.result(goal, .notDone, seconds: 60, stop: .timedOut)], sus: 75),
            Self.session(2, "A", [Self.result(find, .indirect, seconds: 40, taps: [m, d, d]),
                                  Self.result(goal, .direct, seconds: 5)], sus: 100),
            Self.session(3, "A", [Self.result(find, .notDone, seconds: 30, stop: .gaveUp, taps: [t, t, m, d]),
                                  Self.result(goal, .notReached, seconds: 0)], sus: nil),
            Self.session(4, "B", [Self.result(find, .direct, seconds: 10, taps: [m, d], comment: "Easy."),
                                  Self.result(goal, .direct, seconds: 4)], sus: 55),
            Self.session(5, "B", [Self.result(find, .direct, seconds: 10, taps: [m, d]),
                                  Self.result(goal, .direct, seconds: 6)], sus: nil),
        ], notes: ["p9.jsonl left out: it was recorded with another prototype", "p2 was recorded twice; the later recording counts"])
    }

    private func json(_ report: StudyReport) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(report.json.utf8)) as? [String: Any])
    }

    @Test("W6: the misclick rate pools taps: (5, 3, 4) taps with (1, 0, 2) misclicks is 3/12 = 25 %, beside n, in every output")
    func misclickRate() throws {
        let report = heatmapReport
        let a = report.summary(task: 0, variant: "A")
        #expect(a.taps == 12 && a.misclicks == 3 && a.n == 3)
        #expect(report.markdown.contains("| A | 3 † | 2/3 "))
        #expect(report.markdown.contains(" | 1 | 0 | 3/12 (25 %) |"), "gave up 1, timed out 0, then the misclick rate")
        #expect(report.markdown.contains(" | 0 | 0 | 0/4 (0 %) |"), "B: no misclicks in 4 taps")
        #expect(report.html.contains("<td class=\"num\">3/12 (25 %)</td>"))
        let task = try #require((try json(report)["tasks"] as? [[String: Any]])?.first)
        let variantA = try #require((task["variants"] as? [[String: Any]])?.first)
        #expect(variantA["variant"] as? String == "A")
        #expect(variantA["misclicks"] as? Int == 3 && variantA["taps"] as? Int == 12 && variantA["n"] as? Int == 3)
        #expect(variantA["misclick_rate"] as? Double == 0.25)
        #expect(variantA["gave_up"] as? Int == 1 && variantA["timed_out"] as? Int == 0)
        // Per participant: misclicks over taps.
        #expect(report.markdown.contains("| Find the Downloads section | not done (gave up) | 30.00 | 4 | 2/4 |"))
    }

    @Test("W6: give-ups and timeouts are counted per task and variant, and each participant's outcome says why it was not done")
    func stops() throws {
        let report = heatmapReport
        #expect(report.summary(task: 1, variant: "A").stops(.timedOut) == 1)
        #expect(report.markdown.contains("| Set a reading goal | not done (timed out) | 60.00 |"))
        #expect(report.html.contains("<span class=\"outcome o-notdone\">✗ not done (gave up)</span>"))
        let csv = report.csv.split(separator: "\r\n")
        #expect(csv[1].hasPrefix("p1.jsonl,p1,A,Bookshelf,75.0,Find the Downloads section,direct,,10.000,5,1,5,,1,0,More,yes,0.0000,,"))
        #expect(csv[2].hasPrefix("p1.jsonl,p1,A,Bookshelf,75.0,Set a reading goal,not done,timed out,60.000,"))
        let sessions = try #require(try json(report)["sessions"] as? [[String: Any]])
        let p3 = try #require(sessions[2]["tasks"] as? [[String: Any]])
        #expect(p3[0]["outcome"] as? String == "not done" && p3[0]["stop"] as? String == "gave up")
    }

    @Test("W6: a task not reached has empty cells in CSV and the participants' table, and null in JSON, not 0")
    func notReached() throws {
        let report = heatmapReport
        let csv = report.csv.split(separator: "\r\n").map(String.init)
        #expect(csv[0] == "session,participant,variant,prototype,sus,task,outcome,stop,seconds,inputs,misclicks,taps,wrong_sections,"
            + "more_uses,backtracks,first_click,first_click_correct,lostness,seq,comment,path")
        // 13 measures after the outcome and its stop, all empty.
        #expect(csv[6] == "p3.jsonl,p3,A,Bookshelf,,Set a reading goal,not reached," + String(repeating: ",", count: 13))
        #expect(report.markdown.contains("| p3.jsonl | p3 | A | Bookshelf | – | Set a reading goal | not reached |" + String(repeating: "  |", count: 11)))
        #expect(report.html.contains("<tr><td>Set a reading goal</td><td><span class=\"outcome o-notdone\">– not reached</span></td>"
            + String(repeating: "<td class=\"num\"></td>", count: 3) + "<td></td>" + String(repeating: "<td class=\"num\"></td>", count: 2) + "<td></td>"
            + String(repeating: "<td class=\"num\"></td>", count: 2) + "<td></td><td></td></tr>"))
        let sessions = try #require(try json(report)["sessions"] as? [[String: Any]])
        let task = try #require((sessions[2]["tasks"] as? [[String: Any]])?.last)
        for key in ["seconds", "inputs", "misclicks", "taps", "more_uses", "backtracks", "first_click", "lostness", "seq", "comment"] {
            #expect(task[key] is NSNull, "\(key): \(String(describing: task[key]))")
        }
        #expect(task["outcome"] as? String == "not reached")
    }

    @Test("W6: the title and the notes head the Markdown and HTML reports and are in JSON")
    func titleAndNotes() throws {
        let report = heatmapReport
        #expect(report.markdown.hasPrefix("# Study: Shelf \\| \\*navigation\\*\n\nNotes:\n\n- p9.jsonl left out: it was recorded with another prototype\n"))
        #expect(report.html.contains("<title>Study: Shelf | *navigation*</title>"))
        #expect(report.html.contains("<li>p2 was recorded twice; the later recording counts</li>"))
        let object = try json(report)
        #expect(object["title"] as? String == "Shelf | *navigation*" && object["study_file"] as? String == "tasks.txt")
        #expect((object["notes"] as? [String])?.count == 2)
    }

    @Test("W6: participants' comments are listed under their task in Markdown, HTML and JSON, escaped")
    func comments() throws {
        let report = heatmapReport
        #expect(report.markdown.contains("Comments:\n\n- p1 (A): The &lt;b&gt;More&lt;/b&gt; tab \\| was \\*hidden\\*\n- p4 (B): Easy.\n\n## Task 2"))
        #expect(report.html.contains("<span class=\"strong\">p1</span> (A): The &lt;b&gt;More&lt;/b&gt; tab | was *hidden*</li>"))
        let task = try #require((try json(report)["tasks"] as? [[String: Any]])?.first)
        let said = try #require(task["comments"] as? [[String: Any]])
        #expect(said.map { $0["who"] as? String } == ["p1", "p4"])
        #expect(said[1]["comment"] as? String == "Easy.")
    }

    @Test("W6: fewer than 5 sessions of a variant on a task gets a note beside its intervals; 5 do not")
    func smallSessions() {
        let report = heatmapReport
        #expect(report.markdown.contains("| B | 2 † | 2/2 (29 %–100 %) |"))
        #expect(report.markdown.contains("\n\n† Fewer than 5 sessions: the intervals are wide; read them as a first look.\n"))
        #expect(report.html.contains("<p class=\"note\">† Fewer than 5 sessions"))
        let five = StudyReport(study: study, sessions: (1...5).map { Self.session($0, "A", [Self.result("Find the Downloads section", .direct, seconds: 3)], sus: nil) })
        #expect(!five.markdown.contains("†") && !five.html.contains("†"))
    }

    @Test("W6: JSON holds the comparisons of the variants (Agresti–Caffo, time ratio with Welch) and each variant's SUS, numbers as numbers")
    func jsonComparison() throws {
        let object = try json(heatmapReport)
        let variants = try #require(object["variants"] as? [[String: Any]])
        // A: SUS 75 and 100 → 87.5 (n 2); B: 55 (n 1).
        #expect(variants[0]["variant"] as? String == "A" && variants[0]["sus_mean"] as? Double == 87.5 && variants[0]["sus_n"] as? Int == 2)
        #expect(variants[1]["sus_mean"] as? Double == 55 && variants[1]["sessions"] as? Int == 2)
        let task = try #require((object["tasks"] as? [[String: Any]])?.first)
        let comparisons = try #require(task["comparisons"] as? [[String: Any]])
        #expect(comparisons.count == 1)
        let comparison = try #require(comparisons.first)
        // A 2/3, B 2/2: (3/5 − 3/4) ± 1.959964 · √(0.6 · 0.4 / 5 + 0.75 · 0.25 / 4) = −0.15 ± 0.6037.
        #expect(comparison["first"] as? String == "A" && comparison["second"] as? String == "B")
        #expect(comparison["success_difference_adjusted"] as? Double == -0.15)
        // Observed: 2/3 − 2/2 = −0.3333.
        #expect(comparison["success_difference_observed"] as? Double == -0.3333)
        #expect(comparison["success_difference_interval"] as? [Double] == [-0.7537, 0.4537])
        // Times of A's successes 10 and 40 s (GM 20), of B's 10 and 10 s: ratio 2; Welch df 1 (B has no spread).
        #expect(comparison["time_ratio"] as? Double == 2)
        #expect(comparison["time_ratio_degrees_of_freedom"] as? Double == 1)
        #expect((comparison["time_ratio_interval"] as? [Double])?.count == 2)
        let first = try #require((task["variants"] as? [[String: Any]])?.first)
        #expect(first["success_interval"] is [Double] && first["successes"] as? Int == 2)
        #expect(heatmapReport.json.hasPrefix("{\"notes\":["), "keys sorted")
        // One variant: no comparison.
        let one = StudyReport(study: study, sessions: [Self.session(1, "A", [], sus: nil)])
        #expect(((try json(one)["tasks"] as? [[String: Any]])?.first?["comparisons"] as? [Any])?.isEmpty == true)
    }

    @Test("W6: the columns are defined once: CSV's header and JSON's keys are the columns' keys, Markdown's and HTML's headings their headings")
    func oneTable() throws {
        let report = heatmapReport
        // The variants' table and each task's, the variant first in both.
        for (columns, records) in [(StudyReport.variantColumns.map(\.named), try #require(try json(report)["variants"] as? [[String: Any]])),
                                   (StudyReport.figureColumns.map(\.named), try #require((try json(report)["tasks"] as? [[String: Any]])?.first?["variants"] as? [[String: Any]]))] {
            #expect(columns.first?.heading == "Variant" && records.map { $0["variant"] as? String } == ["A", "B"])
            #expect(report.markdown.contains("| " + columns.map(\.heading).joined(separator: " | ") + " |"))
            let headings = columns.map { "<th\($0.numeric ? " class=\"num\"" : "")>\($0.heading.replacing("(95 % CI)", with: "(95&nbsp;%&nbsp;CI)"))</th>" }
            #expect(report.html.contains("<thead><tr>" + headings.joined() + "</tr></thead>"))
        }
        #expect(Set(try #require((try json(report)["variants"] as? [[String: Any]])?.first).keys) == Set(StudyReport.variantColumns.flatMap(\.keys)))
        let taskVariant = try #require(((try json(report)["tasks"] as? [[String: Any]])?.first?["variants"] as? [[String: Any]])?.first)
        #expect(Set(taskVariant.keys) == Set(StudyReport.figureColumns.flatMap(\.keys)))
        #expect(report.html.contains("<tr><th scope=\"row\"><span class=\"swatch\""), "each task's row names its variant with its colour")
        let keys = (StudyReport.sessionColumns.flatMap(\.keys) + StudyReport.resultColumns.flatMap(\.keys))
        #expect(report.csv.hasPrefix(keys.joined(separator: ",") + "\r\n"))
        let sessions = try #require(try json(report)["sessions"] as? [[String: Any]])
        let task = try #require((sessions[0]["tasks"] as? [[String: Any]])?.first)
        #expect(Set(task.keys) == Set(StudyReport.resultColumns.flatMap(\.keys) + ["tap_list"]))
        #expect((task["tap_list"] as? [[String: Any]])?.map { $0["hit"] as? Bool } == [false, true, true, true, true])
        #expect(Set(sessions[0].keys) == Set(StudyReport.sessionColumns.flatMap(\.keys) + ["tasks"]))
        let headings = (StudyReport.sessionColumns + []).map(\.heading) + StudyReport.resultColumns.map(\.heading)
        #expect(report.markdown.contains("| " + headings.joined(separator: " | ") + " |"))
        for heading in StudyReport.resultColumns.map(\.heading) + StudyReport.figureColumns.map(\.heading) {
            #expect(report.html.contains(">\(heading.replacing("(95 % CI)", with: "(95&nbsp;%&nbsp;CI)"))</th>"), "\(heading)")
        }
    }

    @Test("W6: each screen tapped is drawn once in the page, as tabsim draws it, and shown under every heatmap over it")
    func screensDrawnOnce() throws {
        let html = heatmapReport.html
        // Screens sorted by name in a session: More, then Reading; B's are the same drawings as A's.
        #expect(html.components(separatedBy: "<symbol id=\"screen-").count - 1 == 2)
        #expect(html.contains(AnimatedSVG.stillSymbol(Self.reading, id: "screen-1")))
        #expect(html.contains("<text xml:space=\"preserve\""), "the screen's text, drawn by AnimatedSVG")
        // Task 1: A and B each tapped on Reading and More and first clicked on Reading; nobody tapped in task 2.
        #expect(html.components(separatedBy: "<use href=\"#screen-1\"/>").count - 1 == 4)
        #expect(html.components(separatedBy: "<use href=\"#screen-0\"/>").count - 1 == 2)
        #expect(html.components(separatedBy: "<h3>Where participants tapped</h3>").count - 1 == 1)
    }

    @Test("W6: a heatmap has one mark per cell and kind: hits a filled circle, misclicks a cross, larger and numbered by count")
    func heatmapMarks() throws {
        let html = heatmapReport.html
        // A on Reading: 4 hits on the More tab (70, 22): r = 6 + 3 · log2 4 = 12 at (70.5 · 8.4, 22.5 · 18).
        #expect(html.contains("<figcaption>Taps on Reading: 7, 3 misclicks</figcaption>"))
        #expect(html.contains("<circle class=\"hit\" cx=\"592.2\" cy=\"405.0\" r=\"12.0\"/><text class=\"count\" x=\"605.2\" y=\"399.0\">4</text>"))
        // 3 misclicks on blank space (40, 10): r = 6 + 3 · log2 3 = 10.75 around (340.2, 189).
        let cross = "M329.4 178.2L351.0 199.8M351.0 178.2L329.4 199.8"
        #expect(html.contains("<path class=\"miss-edge\" d=\"\(cross)\"/><path class=\"miss\" d=\"\(cross)\"/><text class=\"count\" x=\"352.0\" y=\"183.6\">3</text>"))
        // A's first clicks: p1 and p3 on blank space, p2 on the More tab: one cross of 2, one circle of 1, unnumbered.
        #expect(html.contains("<figcaption>First clicks on Reading: 3, 2 misclicks</figcaption>"))
        #expect(html.contains("<circle class=\"hit\" cx=\"592.2\" cy=\"405.0\" r=\"6.0\"/>"))
        #expect(html.contains("role=\"img\" aria-label=\"Task 1, A: Taps on More: 5, 0 misclicks\""))
        // The key draws both marks, with what they mean.
        #expect(html.contains("<circle class=\"hit\" cx=\"10\" cy=\"10\" r=\"5.5\"/></svg> tap on something that responds"))
        #expect(html.contains("</svg> misclick: tap on nothing that responds"))
        #expect(html.contains("svg .miss { fill: none; stroke: #FF6A1A;") && html.contains("svg .hit { fill: #56B4E9;"))
    }

    @Test("W6: heatmaps of 2,000 sessions × 10 tasks add under 2 MiB to the page: taps on one cell make one mark")
    func heatmapsStaySmall() {
        let cells = (0..<40).map { (x: ($0 * 17) % 80, y: ($0 * 7) % 24) }
        let screenNames = ["Reading", "More", "Downloads"]
        let tasks = (1...10).map { Study.Task(title: "Task \($0)", line: $0, goals: []) }
        var random = SystemRandomNumberGenerator()
        let sessions = (0..<2000).map { number in
            let results = tasks.map { task in
                Self.result(task.title, .direct, seconds: Double.random(in: 2...60, using: &random), taps: (0..<6).map { _ in
                    let cell = cells.randomElement(using: &random)!
                    return Tap(x: cell.x, y: cell.y, screen: screenNames.randomElement(using: &random)!, hit: Int.random(in: 0..<5, using: &random) > 0)
                })
            }
            var session = Self.session(number, number % 2 == 0 ? "A" : "B", results, sus: nil)
            session.screens["Downloads"] = Self.reading
            return session
        }
        let large = StudyReport(study: Study(file: "t", tasks: tasks), sessions: sessions).html
        let untapped = StudyReport(study: Study(file: "t", tasks: tasks), sessions: sessions.map { session in
            var session = session
            session.screens = [:]
            for index in session.results.indices { session.results[index].taps = [] }
            return session
        }).html
        let heatmaps = large.utf8.count - untapped.utf8.count
        #expect(heatmaps < 2 << 20, "heatmaps: \(heatmaps) bytes")
        #expect(large.components(separatedBy: "<symbol ").count - 1 == 2, "Reading (also drawn for Downloads) and More, once each")
    }

    @Test("W6: a sample report with heatmaps, written to TABSIM_HTML_OUT when set, for a look in a browser")
    func heatmapSample() throws {
        let html = heatmapReport.html
        #expect(html.contains("<h3>Where participants tapped</h3>"))
        if let path = ProcessInfo.processInfo.environment["TABSIM_HTML_OUT"] {
            try html.write(toFile: path, atomically: true, encoding: .utf8)
        }
    }

    @Test("W6: CSV text that a spreadsheet would run as a formula starts with ', fields with , ; a quote or a line break are quoted; numbers stay numbers")
    func csvSafety() {
        #expect(StudyReport.csvField(.text("=HYPERLINK(\"http://x\")")) == "\"'=HYPERLINK(\"\"http://x\"\")\"")
        #expect(StudyReport.csvField(.text("+1")) == "'+1" && StudyReport.csvField(.text("@SUM(A1)")) == "'@SUM(A1)")
        #expect(StudyReport.csvField(.text("-0.25")) == "'-0.25", "text from a file, even a number")
        #expect(StudyReport.csvField(.text("\tTab")) == "'\u{FFFD}Tab" && StudyReport.csvField(.text("\rCR")) == "'\u{FFFD}CR")
        #expect(StudyReport.csvField(.number(-0.25, places: 2)) == "-0.25", "a number tabsim writes")
        #expect(StudyReport.csvField(.text("a; b")) == "\"a; b\"")
        #expect(StudyReport.csvField(.text("line one\nline two")) == "\"line one\nline two\"")
        #expect(StudyReport.csvField(.texts(["Reading", "-Library"], separator: " → ")) == "Reading → -Library")
        #expect(StudyReport.csvField(.texts(["=Reading", "Store"], separator: "; ")) == "\"'=Reading; Store\"")
        var result = Self.result("=cmd|' /C calc'!A0", .direct, seconds: 1, comment: "-2+3; said \"no\"\nthen left")
        result.wrongSections = ["Store", "Library"]
        let csv = StudyReport(study: study, sessions: [.init(name: "@p1", variant: "+v", prototypeName: "P", results: [result])]).csv
        let row = csv.split(separator: "\r\n")[1]
        #expect(row.hasPrefix("'@p1,,'+v,P,,'=cmd|' /C calc'!A0,direct,,1.000,0,0,0,\"Store; Library\",1,0,More,yes,0.0000,,"
            + "\"'-2+3; said \"\"no\"\"\nthen left\",Reading → More → Downloads"))
    }

    @Test("W6: the Markdown report escapes every text from a file: < > & as entities, | * _ ` [ ] # ~ with a backslash, line ends as spaces")
    func markdownSafety() {
        let hostile = "# Find <b>x</b> & [link](http://x) *now* | `code` _u_ ~~s~~"
        let study = Study(file: "[t].txt", tasks: [Study.Task(title: hostile, line: 1, goals: [])])
        var result = Self.result(hostile, .direct, seconds: 1, comment: "*great*\r\n# not a\rheading\n\u{202E}x")
        result.path = ["<Reading>", "A|B"]
        let markdown = StudyReport(study: study, sessions: [.init(name: "_p_.jsonl", variant: "`v`", prototypeName: "P", results: [result])]).markdown
        let escaped = "\\# Find &lt;b&gt;x&lt;/b&gt; &amp; \\[link\\](http://x) \\*now\\* \\| \\`code\\` \\_u\\_ \\~\\~s\\~\\~"
        #expect(markdown.hasPrefix("# Study: \\[t\\].txt\n"))
        #expect(markdown.contains("## Task 1: " + escaped + "\n"))
        #expect(markdown.contains("| \\`v\\` | P | prototype | 1 | – |"))
        #expect(markdown.contains("| \\_p\\_.jsonl | – | \\`v\\` | P | – | " + escaped + " | direct |"))
        #expect(markdown.contains("| &lt;Reading&gt; → A\\|B |"))
        // A line end (LF or CRLF) is a space; a lone CR and a bidirectional override are not shown.
        let comment = "\\*great\\* \\# not a\u{FFFD}heading \u{FFFD}x\n"
        #expect(markdown.contains("- – (\\`v\\`): " + comment) || markdown.contains("- \\_p\\_.jsonl (\\`v\\`): " + comment))
    }
}

