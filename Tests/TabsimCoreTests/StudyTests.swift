import Testing
@testable import TabsimCore


@Suite("Usability studies (W6)")
struct StudyTests {
    private let bookshelf = try! PrototypeLoader.load(BuiltInExamples.named("bookshelf")!.source, file: "bookshelf")
    private let tasks = """
    task Find the Downloads section   # a comment
    expect section Downloads
    task Open the list of finished books
    expect screen Finished
    task Set a reading goal
    expect screen Reading goal
    """

    /// The recording `tabsim --log` would write for scripted input.
    private func recordingText(_ input: String) throws -> String {
        let recorder = MemoryEventLog()
        try TestSession(bookshelf, theme: Theme(tint: .orange, mode: .color), log: recorder).run(input)
        return recorder.text
    }

    /// A session recorded as `tabsim --log` would, from scripted input.
    private func session(_ input: String) throws -> WalkthroughScript {
        try WalkthroughScript.fromRecording(try recordingText(input), file: "session")
    }

    @Test("W6: per task: outcome, time, inputs, wrong sections, More uses, back-tracks, first click, lostness and path")
    func measures() throws {
        let study = try Study.parse(tasks, file: "tasks.txt")
        let recording = try session("wait:500,right,wait:400,right,wait:400,right,wait:400,right,wait:300,enter,wait:800,esc,wait:300,down,down,enter,"
            + "wait:1000,esc,wait:200,up,enter,wait:200,down,enter,wait:5000,q")
        let results = try StudyAnalysis(prototype: bookshelf, study: study).results(for: recording)
        #expect(results.count == 3)
        // Reading → Library → Store → Search → More → Audiobooks → More → Downloads: S 8, N 7, and the
        // shortest path Reading → More → Downloads has R 3: √((7/8 − 1)² + (3/7 − 1)²) = 0.5849.
        let first = results[0]
        #expect(first.outcome == .indirect)
        #expect(first.milliseconds == 3100 && first.inputs == 9 && first.moreUses == 2 && first.backtracks == 1)
        #expect(first.wrongSections == ["Library", "Store", "Search", "Audiobooks"])
        #expect(first.firstClick == "Library" && first.firstClickCorrect == false)
        #expect(abs(first.lostness! - 0.5849) < 5e-5)
        #expect(first.path == ["Reading", "Library", "Store › Featured", "Search", "More", "Audiobooks", "More", "Downloads"])
        // Downloads → More → Collections → Finished is a shortest path: lostness 0, first click right.
        let second = results[1]
        // Esc back to the More list lies on that shortest path: no back-track (STUDIES.md).
        #expect(second.outcome == .direct)
        #expect(second.milliseconds == 1400 && second.inputs == 5 && second.wrongSections == [] && second.moreUses == 1 && second.backtracks == 0)
        #expect(second.firstClick == "More" && second.firstClickCorrect == true)
        #expect(second.lostness == 0)
        #expect(results[2].outcome == .notDone)
        #expect(results[2].milliseconds == 5000)
    }

    @Test("W6: a section under More reached by its digit is a use of More, and a straight path is a direct success")
    func digitThroughMore() throws {
        let study = try Study.parse("task Find downloads\nexpect section Downloads\n", file: "t")
        let results = try StudyAnalysis(prototype: bookshelf, study: study).results(for: try session("wait:700,7,wait:500,q"))
        #expect(results[0].moreUses == 1)
        #expect(results[0].outcome == .direct)
        #expect(results[0].milliseconds == 700)
    }

    @Test("W6: a task naming a section, page or screen the prototype lacks is an error with its line and a suggestion")
    func unknownNames() throws {
        let study = try Study.parse("task A\nexpect section Nope\ntask B\nexpect screen Finishd\nexpect page Top charts\n", file: "t.txt")
        let lines = study.problems(with: bookshelf).map(\.description)
        #expect(lines.count == 2)
        #expect(lines[0].hasPrefix("t.txt:2:1: error: task 'A': Bookshelf has no section 'Nope'"))
        #expect(lines[1].hasPrefix("t.txt:4:1: error: task 'B': Bookshelf has no screen 'Finishd'; did you mean 'Finished'?"))
    }

    @Test("W6: a task file's mistakes name their lines")
    func parseErrors() {
        #expect(throws: PrototypeError.self) { try Study.parse("expect section A\n", file: "t") }
        do {
            _ = try Study.parse("task A\ntask B\nexpect sectoin B\nfind it\n", file: "t")
            Issue.record("a task file with three mistakes parsed")
        } catch {
            let lines = error.diagnostics.map(\.description)
            #expect(lines.contains { $0.hasPrefix("t:3:1: error: expect what?") })
            #expect(lines.contains { $0.hasPrefix("t:4:1: error: a task file has `study`, `task`, `expect`") })
            #expect(lines.contains("t:1:1: error: task 'A' has no `expect` line saying when it is done"))
        }
    }

    @Test("W6: the report groups sessions by variant, with intervals, the difference of two variants, paths, JSON and CSV")
    func report() throws {
        let study = try Study.parse(tasks, file: "tasks.txt")
        let analysis = StudyAnalysis(prototype: bookshelf, study: study)
        func measured(_ name: String, _ variant: String, _ input: String) throws -> StudyReport.Session {
            .init(name: name, participant: name, variant: variant, prototypeName: "Bookshelf", results: try analysis.results(for: try session(input)))
        }
        let report = StudyReport(study: study, sessions: [
            try measured("p1", "slide", "wait:1000,7,wait:100,1,wait:100,enter"),
            try measured("p2", "slide", "wait:2000,7,wait:100,q"),
            try measured("p3", "none", "wait:4000,7,wait:100,q"),
            try measured("p4", "none", "right,wait:2000,right,wait:2000,q"),
        ])
        #expect(report.variants == ["slide", "none"])
        let markdown = report.markdown
        // slide: 2 of 2 (adjusted Wald 0.29–1), times 1 and 2 s: median 1.5, geometric mean √2 = 1.41,
        // exp(ln √2 ± 12.706 · 0.4901 / √2) = 0.02–115.61.
        #expect(markdown.contains("| slide | 2 † | 2/2 (29 %–100 %) | 2/2 | 1.50 | 1.41 (0.02–115.61) | 1.00 | 1.00 | 2/2 | 0.00 |"))
        // none: 1 of 2 (0.09–0.91); done at 4 s, and given up at 4 s.
        #expect(markdown.contains("| none | 2 † | 1/2 (9 %–91 %) | 1/2 | 4.00 |"))
        // Observed 2/2 − 1/2 = +0.50; Agresti–Caffo: 3/4 − 2/4 = 0.25 ± 1.96 · √(0.75 · 0.25 / 4 + 0.5 · 0.5 / 4) = −0.40 to +0.90.
        #expect(markdown.contains("slide against none: success +0.50 observed, +0.25 adjusted (Agresti–Caffo; 95 % CI −0.40 to +0.90)"))
        #expect(markdown.contains("| slide | Reading → Downloads | direct | 2 |"))
        #expect(report.json.contains(#""n":2,"success_interval":[0.2902,1],"successes":2,"taps":0,"timed_out":0,"variant":"slide""#))
        let rows = report.csv.split(separator: "\r\n")
        #expect(rows.count == 1 + 4 * 3)
        #expect(rows[0] == "session,participant,variant,prototype,sus,task,outcome,stop,seconds,inputs,misclicks,taps,wrong_sections,more_uses,backtracks,"
            + "first_click,first_click_correct,lostness,seq,comment,path")
        #expect(rows[1] == "p1,p1,slide,Bookshelf,,Find the Downloads section,direct,,1.000,1,0,0,,1,0,Downloads,yes,0.0000,,,Reading → Downloads")
    }

    @Test("W6: a live session shows each task in a band above the prototype until its checks hold, then the next")
    func livePrompts() throws {
        let study = try Study.parse(tasks, file: "tasks.txt")
        let events = try InputScript.parse("right,right,right,right,down,down,enter,esc,up,enter,down,enter").compactMap { step -> Event? in
            if case .event(let event) = step { return event }
            return nil
        }
        let terminal = CaptureTerminal(events: events, oneAtATime: true)
        let program = TestSession(bookshelf, theme: Theme(tint: .orange, mode: .color), terminal: terminal,
                                  study: TaskTracker(study: study, asksQuestions: false))
        try program.run()
        #expect(terminal.captions == [
            "Task 1 of 3: Find the Downloads section",
            "Task 2 of 3: Open the list of finished books",
            "Task 3 of 3: Set a reading goal",
        ])
        #expect(program.loop.state.study?.done == 2)
        // The band has a row of its own: the prototype is laid out below it, title whole.
        #expect(program.state.size == Size(width: 80, height: 23))
        #expect(terminal.screen.lines[1].hasPrefix(" ‹ Collections"))
    }

    @Test("W4: a failed write stops the recording, shows on screen at once, and says how many entries were kept")
    func recordingFailure() throws {
        let log = MemoryEventLog()
        log.failsAfter = 2
        let terminal = CaptureTerminal(events: [.key(.right), .key(.right), .key(.right)])
        let program = TestSession(bookshelf, theme: Theme(tint: .orange, mode: .color), terminal: terminal, log: log)
        try program.run()
        #expect(log.entries.count == 2)
        #expect(program.loop.state.recordingFailure == "No space left on device; 2 entries kept")
        #expect(terminal.screen.lines[0].contains("✗ The recording stopped: No space left on device. 2 entries kept."))
    }

    @Test("W4: a recording states its prototype and settings, and replays with them")
    func selfDescribing() throws {
        var prototype = bookshelf
        prototype.transition = .none
        let header = RecordingHeader(prototypePath: "shelf.yaml", prototypeName: "Bookshelf", prototypeHash: "ab12",
                                     outline: prototype.outline, settings: SessionSettings(prototype: prototype, haptics: .bell, remember: .never),
                                     participant: "p1", variant: "none")
        let log = MemoryEventLog()
        try TestSession(prototype, theme: Theme(tint: .orange, mode: .color), log: log, header: header).run("right,q")
        let first = log.text.split(separator: "\n")[0]
        #expect(first.hasPrefix(#"{"t_ms":0,"at":"2026-11-22T00:00:00.000Z","event":"launch","format":2,"tabsim":"\#(TabsimVersion.current)","prototype":"shelf.yaml","prototype_name":"Bookshelf","prototype_sha256":"ab12","outline":["Reading","Library","Store","Store/Featured","Store/Top charts","Store/New","#))
        #expect(first.hasSuffix(#""transition":"none","duration":280,"reduce_motion":false,"size_class":"auto","orientation":"auto","layout":"auto","platform":"ios17","input_mode":"both","haptics":"bell","remember":"never","size":"80x24","section":"Reading","participant":"p1","variant":"none","size_class_shown":"compact"}"#))
        let read = try WalkthroughScript.fromRecording(log.text, file: "p1.jsonl")
        var expected = header
        expected.size = Size(width: 80, height: 24)
        expected.section = "Reading"
        expected.shownSizeClass = .compact
        #expect(read.header == expected)
        #expect(read.header?.settings?.apply(to: bookshelf).transition == TransitionStyle.none)
    }

    @Test("W4: a recording cut mid-line replays every complete line, with a warning naming the cut line")
    func cutRecording() throws {
        let text = try recordingText("right,wait:100,right,wait:100,q")
        let cut = String(text.dropLast(12))
        let script = try WalkthroughScript.fromRecording(cut, file: "cut.jsonl")
        #expect(script.warnings.map(\.description) == ["cut.jsonl:\(text.split(separator: "\n").count):1: warning: the recording was cut here, mid-entry; the \(script.steps.count) steps before it replay"])
        #expect(throws: PrototypeError.self) { try WalkthroughScript.fromRecording(cut + "\n", file: "bad.jsonl") }
    }

    @Test("W4: recordings stay readable: a changed prototype is described by its sections and pages")
    func outlineChanges() {
        let changes = OutlineChange.describe(from: ["Explore", "Explore/Nearby", "Explore/Lakes", "Trips", "Saved"],
                                             to: ["Explore", "Explore/Nearby", "Explore/Rivers", "Journeys", "Saved", "Profile"])
        #expect(changes == ["renamed page 'Explore/Lakes' to 'Explore/Rivers'", "removed section 'Trips'", "added section 'Journeys'", "added section 'Profile'"])
        #expect(OutlineChange.describe(from: ["A", "B"], to: ["A", "C"]) == ["renamed section 'B' to 'C'"])
    }

    // Defects a researcher met trying a four-participant study.

    @Test("W6: a session ending mid-task leaves the tasks after it not reached, in no figure; time on task is measured on successes")
    func notReached() throws {
        let study = try Study.parse(tasks, file: "tasks.txt")
        let quitter = try session("wait:700,right,wait:300,q")
        let results = try StudyAnalysis(prototype: bookshelf, study: study).results(for: quitter)
        #expect(results.map(\.outcome) == [.notDone, .notReached, .notReached])
        let doer = try session("wait:700,7,wait:1000,q")
        let report = StudyReport(study: study, sessions: [
            .init(name: "a", variant: "v", prototypeName: "Bookshelf", results: results),
            .init(name: "b", variant: "v", prototypeName: "Bookshelf",
                  results: try StudyAnalysis(prototype: bookshelf, study: study).results(for: doer)),
        ])
        let first = report.summary(task: 0, variant: "v")
        #expect(first.n == 2 && first.successes == 1)
        #expect(first.seconds == [0.7], "only the success is timed")
        #expect(report.summary(task: 1, variant: "v").n == 1, "a not-reached task counts in no n")
    }

    @Test("W6: the researcher's quit is not an input; a task not done lists as wrong only sections holding no goal, and has no lostness")
    func notDoneMeasures() throws {
        let study = try Study.parse("task Open Store's top charts\nexpect page Top charts\n", file: "t")
        // Library (wrong), then Store (the goal's section) without reaching Top charts, then q.
        let result = try StudyAnalysis(prototype: bookshelf, study: study).results(for: try session("wait:300,2,wait:300,3,wait:300,q"))[0]
        #expect(result.outcome == .notDone)
        #expect(result.inputs == 2)
        #expect(result.wrongSections == ["Library"])
        #expect(result.lostness == nil)
        #expect(result.firstClick == "Library" && result.firstClickCorrect == false)
    }

    @Test("W6: a report whose intervals are huge (two sessions, far apart) prints them instead of crashing")
    func hugeIntervals() {
        func done(_ ms: Int) -> TaskResult {
            TaskResult(title: "Find the Downloads section", outcome: .direct, milliseconds: ms, inputs: 1, wrongSections: [], moreUses: 0,
                       backtracks: 0, firstClick: nil, firstClickCorrect: nil, lostness: nil, path: [])
        }
        let study = Study(file: "t", tasks: [Study.Task(title: "Find the Downloads section", line: 1, goals: [.section("Downloads")])])
        let report = StudyReport(study: study, sessions: [
            .init(name: "a", variant: "v", prototypeName: "P", results: [done(1)]),
            .init(name: "b", variant: "v", prototypeName: "P", results: [done(600_000)]),
        ])
        #expect(report.markdown.contains("| v | 2 † | 2/2"))
        #expect(report.json.contains("\"geometric_mean_interval\":["))
    }
}
