import Testing
@testable import TabsimCore

/// A live study's recording holds its tasks: the task list in the launch entry and an
/// entry at each task's start and end, so it is measured against the tasks the
/// participant saw, in the order given, however the task file changes later (W6).
@Suite("Tasks travel with the recording (W6)")
struct StudyTaskEntriesTests {
    private let bookshelf = try! PrototypeLoader.load(BuiltInExamples.named("bookshelf")!.source, file: "bookshelf")
    private let tasks = """
    study Shelf test
    task Find the Downloads section
    expect section Downloads
    task Go back to what you are reading
    limit 2s
    expect section Reading
    task Open the library
    expect section Library
    """

    /// A live study session on scripted input, recorded as `study --live` does.
    private func live(_ input: String, order: [Int] = [1, 2, 3], questions: Bool = false) throws -> String {
        let study = try Study.parse(tasks, file: "tasks.txt")
        let tracker = TaskTracker(study: study, asksQuestions: questions, order: order)
        var header = RecordingHeader(prototypeName: bookshelf.name, settings: SessionSettings(prototype: bookshelf, haptics: .off, remember: .never))
        header.state(study, order: order)
        let log = MemoryEventLog()
        try TestSession(bookshelf, theme: Theme(tint: .orange, mode: .color), log: log, header: header, study: tracker).run(input)
        return log.text
    }

    private func taskEntries(_ text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            guard let start = line.range(of: #""task":"#) else { return nil }
            return String(line[start.lowerBound...].prefix { $0 != "," }) + " " + (line.contains(#""status":"start""#) ? "start"
                : line.contains(#""status":"done""#) ? "done" : line.contains(#""status":"timed_out""#) ? "timed_out" : "?")
        }
    }

    @Test("W6: the launch entry states the tasks, their hash and order; each task's start and end is an entry")
    func recordedTasks() throws {
        let text = try live("wait:500,7,wait:700,1,wait:300,2,wait:100,q")
        let launch = text.split(separator: "\n")[0]
        #expect(launch.contains(#""study_tasks":["study Shelf test","task Find the Downloads section","expect section Downloads","task Go back to what you are reading","limit 2000ms","expect section Reading","task Open the library","expect section Library"]"#))
        #expect(launch.contains(#""study_sha256":"\#(try Study.parse(tasks, file: "t").hash)""#))
        #expect(launch.contains(#""task_order":[1,2,3]"#))
        #expect(taskEntries(text) == [#""task":1 start"#, #""task":1 done"#, #""task":2 start"#, #""task":2 done"#, #""task":3 start"#, #""task":3 done"#])
        let recording = try WalkthroughScript.fromRecording(text, file: "p1.jsonl")
        #expect(try recording.header?.study(file: "p1.jsonl") == Study.parse(tasks, file: "p1.jsonl"))
    }

    @Test("W6: a task's limit ends it as timed out, and the next begins; the analysis says why it was not done")
    func timeLimit() throws {
        // Downloads at 0.5 s; then nothing: Go back… times out 2 s later, at 2.5 s; Library at 3.7 s.
        let text = try live("wait:500,7,wait:2500,wait:700,2,wait:100,q")
        #expect(taskEntries(text) == [#""task":1 start"#, #""task":1 done"#, #""task":2 start"#, #""task":2 timed_out"#, #""task":3 start"#, #""task":3 done"#])
        #expect(text.split(separator: "\n").contains { $0.hasPrefix(#"{"t_ms":2500,"#) && $0.contains(#""task":2,"status":"timed_out""#) })
        let results = try StudyAnalysis(prototype: bookshelf, study: try Study.parse(tasks, file: "t"))
            .results(for: try WalkthroughScript.fromRecording(text, file: "p1.jsonl"))
        #expect(results.map(\.outcome) == [.direct, .notDone, .direct])
        #expect(results[1].stop == .timedOut && results[1].milliseconds == 2000)
        #expect(results[2].milliseconds == 1200)
    }

    @Test("W6: Give up (Ctrl-G, or a tap on it in the band) ends the task as given up and the study goes on; a comment asked after a task is recorded and reported")
    func giveUpAndComment() throws {
        let study = try Study.parse("""
        task Find the Downloads section
        expect section Downloads
        comment Where did you expect it?
        task Go back to what you are reading
        expect section Reading
        task Open the library
        expect section Library
        """, file: "t.txt")
        let tracker = TaskTracker(study: study, asksQuestions: false)
        var header = RecordingHeader(prototypeName: bookshelf.name, settings: SessionSettings(prototype: bookshelf, haptics: .off, remember: .never))
        header.state(study, order: [1, 2, 3])
        // Task 1 given up by Ctrl-G; its comment typed; task 2 given up by a tap on Give up
        // (the band's first row ends with it); task 3 done.
        let band = BandLayout(Band("Task 2 of 3: Go back to what you are reading", action: .giveUp), width: 80)
        let giveUp = try #require(band.button)
        let (x, y) = (giveUp.rect.x + 1, giveUp.rect.y)
        let log = MemoryEventLog()
        try TestSession(bookshelf, theme: Theme(tint: .orange, mode: .color), log: log, header: header, study: tracker).run(
            "wait:400,3,wait:600,ctrl-g,wait:300,type:In More,enter,wait:900,press:\(x):\(y),release:\(x):\(y),wait:500,2,wait:100,q")
        #expect(taskEntries(log.text) == [#""task":1 start"#, #""task":1 ?"#, #""task":2 start"#, #""task":2 ?"#, #""task":3 start"#, #""task":3 done"#])
        #expect(log.text.contains(#""task":1,"status":"gave_up""#) && log.text.contains(#""task":2,"status":"gave_up""#))
        #expect(log.text.contains(#""comment":"In More","item":1"#))
        let results = try StudyAnalysis(prototype: bookshelf, study: study).results(for: try WalkthroughScript.fromRecording(log.text, file: "p.jsonl"))
        #expect(results.map(\.outcome) == [.notDone, .notDone, .direct])
        #expect(results.map(\.stop) == [.gaveUp, .gaveUp, nil])
        #expect(results[0].comment == "In More" && results[0].milliseconds == 1000 && results[0].inputs == 1)
        #expect(results[1].milliseconds == 900 && results[1].inputs == 0, "the tap on Give up is no input: \(results[1])")
        #expect(results[2].milliseconds == 500)
    }

    @Test("W6: tasks given in another order are measured each from its own start, and reported in the file's order")
    func order() throws {
        // Order 3, 1, 2: Library at 0.4 s; Downloads 0.6 s later; Reading 0.8 s later.
        let text = try live("wait:400,2,wait:600,7,wait:800,1,wait:100,q", order: [3, 1, 2])
        #expect(text.split(separator: "\n")[0].contains(#""task_order":[3,1,2]"#))
        let results = try StudyAnalysis(prototype: bookshelf, study: try Study.parse(tasks, file: "t"))
            .results(for: try WalkthroughScript.fromRecording(text, file: "p1.jsonl"))
        #expect(results.map(\.title) == ["Find the Downloads section", "Go back to what you are reading", "Open the library"])
        #expect(results.map(\.milliseconds) == [600, 800, 400])
        #expect(results.map(\.outcome) == [.direct, .direct, .direct])
    }

    @Test("W6: re-scored against a reordered task file, no time is negative and each SEQ answer stays with its task")
    func rescoredNeverNegative() throws {
        let text = try live("wait:500,7,wait:4000,4,wait:300,1,wait:2000,5,wait:300,2,wait:300,6,q", questions: true)
        let reordered = try Study.parse("task Open the library\nexpect section Library\ntask Find the Downloads section\nexpect section Downloads\n",
                                        file: "edited.txt")
        let recording = try WalkthroughScript.fromRecording(text, file: "p1.jsonl")
        #expect(try recording.header?.study(file: "p1.jsonl")?.firstDifference(from: reordered)
            == "task 1 was 'Find the Downloads section', now 'Open the library'")
        let results = try StudyAnalysis(prototype: bookshelf, study: reordered).results(for: recording, useMarks: false)
        #expect(results.allSatisfy { ($0.milliseconds.map { $0 >= 0 }) ?? true }, "\(results.map(\.milliseconds))")
        // Its own tasks keep each answer with the task it was about: 4 for Downloads, 5 for Reading, 6 for Library.
        let own = try StudyAnalysis(prototype: bookshelf, study: try Study.parse(tasks, file: "t")).results(for: recording)
        #expect(own.map(\.seq) == [4, 5, 6])
    }

    @Test("W6: re-scored against a retitled task file, every figure stays (give-ups, time-outs, where tasks start); against other checks, a recorded end still ends the task")
    func rescoredKeepsItsMarks() throws {
        let text = try live("wait:500,7,wait:2500,wait:700,2,wait:100,q")
        let recording = try WalkthroughScript.fromRecording(text, file: "p1.jsonl")
        let own = try StudyAnalysis(prototype: bookshelf, study: try Study.parse(tasks, file: "t")).results(for: recording)
        let retitled = try Study.parse(tasks.replacingOccurrences(of: "Open the library", with: "Go to the library"), file: "t2")
        var again = try StudyAnalysis(prototype: bookshelf, study: retitled).results(for: recording)
        #expect(again[2].title == "Go to the library")
        again[2].title = own[2].title
        #expect(again == own)
        // Task 1 now asks for Store: the recorded end (Downloads) ends it, not done.
        let changed = try Study.parse(tasks.replacingOccurrences(of: "expect section Downloads", with: "expect section Store"), file: "t3")
        let results = try StudyAnalysis(prototype: bookshelf, study: changed).results(for: recording)
        #expect(results.map(\.outcome) == [.notDone, .notDone, .direct])
        #expect(results[0].stop == nil && results[0].milliseconds == 500 && results[1].stop == .timedOut)
    }

    @Test("W6: a task that starts elsewhere (from) puts the prototype there, records it, and is measured from there")
    func startsElsewhere() throws {
        let study = try Study.parse("""
        task Find the Downloads section
        expect section Downloads
        task Open the finished books
        from screen Collections
        expect screen Finished
        """, file: "t.txt")
        let tracker = TaskTracker(study: study, asksQuestions: false)
        var header = RecordingHeader(prototypeName: bookshelf.name, settings: SessionSettings(prototype: bookshelf, haptics: .off, remember: .never))
        header.state(study, order: [1, 2])
        let log = MemoryEventLog()
        try TestSession(bookshelf, theme: Theme(tint: .orange, mode: .color), log: log, header: header, study: tracker)
            .run("wait:300,7,wait:500,down,wait:200,enter,wait:100,q")
        #expect(log.text.contains(#""task":2,"status":"start","title":"Open the finished books","from":"screen Collections"}"#))
        #expect(!log.text.contains("showStart"), "the move is not an input")
        let result = try StudyAnalysis(prototype: bookshelf, study: study).results(for: try WalkthroughScript.fromRecording(log.text, file: "p.jsonl"))[1]
        #expect(result.path == ["Collections", "Collections › Finished"], "\(result)")
        #expect(result.outcome == .direct && result.lostness == 0 && result.inputs == 2 && result.milliseconds == 700)
        let unknown = try Study.parse("task A\nfrom screen Finishd\nexpect screen Finished\n", file: "u.txt")
        #expect(unknown.problems(with: bookshelf).map(\.description)
            == ["u.txt:2:1: error: task 'A': Bookshelf has no screen 'Finishd' to start from; did you mean 'Finished'?"])
    }

    @Test("W6: in touch mode a key that changes nothing is no input; a screen named as a section in `from` is pointed out")
    func touchKeysAndFromHint() throws {
        var touch = bookshelf
        touch.input = .touch
        let log = MemoryEventLog()
        try TestSession(touch, theme: Theme(tint: .orange, mode: .color), log: log).run("wait:100,right,left,9,wait:100,click:24:22,wait:100")
        let study = try Study.parse("task Open the library\nexpect section Library\n", file: "t")
        let result = try StudyAnalysis(prototype: touch, study: study).results(for: try WalkthroughScript.fromRecording(log.text, file: "p.jsonl"))[0]
        #expect(result.inputs == 1 && result.outcome == .direct, "\(result)")
        let slip = try Study.parse("task A\nfrom Finished\nexpect screen Finished\n", file: "u.txt")
        #expect(slip.problems(with: bookshelf).map(\.description)
            == ["u.txt:2:1: error: task 'A': Bookshelf has no section 'Finished' to start from; did you mean `from screen Finished`?"])
    }

    @Test("W6: the refusal of a changed task file names what changed, before and after")
    func differencesNamed() throws {
        let recorded = try Study.parse(tasks, file: "t")
        func changed(_ from: String, _ to: String) throws -> String? {
            recorded.firstDifference(from: try Study.parse(tasks.replacingOccurrences(of: from, with: to), file: "t2"))
        }
        #expect(try changed("limit 2s", "limit 30s") == "task 2's limit was 2000 ms, now 30000 ms")
        #expect(try changed("limit 2s", "from Library") == "task 2 started from none, now from Library")
        #expect(try changed("expect section Library", "expect section Store") == "task 3's checks were `section Library`, now `section Store`")
        #expect(try changed("study Shelf test", "study Renamed") == nil, "the study's name is not a task")
    }

    @Test("W6: a task whose goal is a disabled page is an error naming its line")
    func disabledGoal() throws {
        let newsstand = try PrototypeLoader.load(BuiltInExamples.named("newsstand")!.source, file: "newsstand")
        let study = try Study.parse("task Read the archive\nexpect page Archive\n", file: "t.txt")
        #expect(study.problems(with: newsstand).map(\.description) == ["t.txt:2:1: error: task 'Read the archive': the page 'Archive' is disabled, so it can never be selected"])
    }

    @Test("W6: a balanced Latin square gives each task each position once per round")
    func latinSquare() {
        // Williams, 4 tasks: 0 1 3 2 / 1 2 0 3 / 2 3 1 0 / 3 0 2 1.
        #expect((0..<4).map { TaskOrder.williamsRow($0, of: 4) } == [[0, 1, 3, 2], [1, 2, 0, 3], [2, 3, 1, 0], [3, 0, 2, 1]])
    }
}
