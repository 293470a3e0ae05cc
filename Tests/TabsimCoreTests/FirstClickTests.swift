import Testing
@testable import TabsimCore

/// The first-click test (issue 31, W6): the same tasks and goals, each ended by the
/// participant's first tap, right when that tap is the first step of a shortest path.
@Suite("First-click tests")
struct FirstClickTests {
    private let bookshelf = try! PrototypeLoader.load(BuiltInExamples.named("bookshelf")!.source, file: "bookshelf")
    private let tasks = "task Open the store\nexpect section Store\ntask Find your downloads\nexpect section Downloads\n"

    /// A live first-click session of `tasks` on bookshelf at 40x20, recorded, launched.
    private func liveStudy(asksQuestions: Bool = false) throws -> (session: TestSession, log: MemoryEventLog, study: Study) {
        try TestSession.recordedStudy(bookshelf, tasks: tasks, method: .firstClick, asksQuestions: asksQuestions)
    }

    /// Taps the bar item labelled `label`: a press, then its release 80 ms later.
    private func tap(_ label: String, in live: TestSession) throws {
        let rows = live.screen.lines
        let y = try #require(rows.lastIndex { $0.contains(label) })
        live.tap(x: DisplayWidth.of(String(rows[y][..<rows[y].range(of: label)!.lowerBound])) + 1, y: y)
    }

    private func marks(_ log: MemoryEventLog) -> [String] {
        log.entries.compactMap { entry in
            guard case .task(let mark, _) = entry.kind else { return nil }
            return "\(mark.task) \(mark.status.rawValue)"
        }
    }

    @Test("W6: the band asks for one tap; each task's first tap ends it, the wrong one and the right one alike; the launch entry says first-click")
    func firstTapEnds() throws {
        let (live, log, _) = try liveStudy()
        #expect(live.overlay.band?.text == "Task 1 of 2: Open the store · Tap where you would start")
        live.clock.advance(by: 1500)
        try tap("Library", in: live)
        live.clock.advance(by: 2000)
        try tap("More", in: live)
        #expect(marks(log) == ["1 start", "1 first_click", "2 start", "2 first_click"])
        #expect(log.text.split(separator: "\n").first?.contains(#""method":"first-click""#) == true)
        #expect(live.screen.lines[0].contains("That was the last of 2 tasks"))
    }

    @Test("W6: measured by hand: a first tap on Library for the Store is wrong (not done), on More for Downloads right (direct); times from each start")
    func measured() throws {
        let (live, log, study) = try liveStudy()
        live.clock.advance(by: 1500)
        try tap("Library", in: live)
        live.clock.advance(by: 2000)
        try tap("More", in: live)
        live.handle(.stop(reason: "end of input"))
        let recording = try WalkthroughScript.fromRecording(log.text, file: "p1.jsonl")
        #expect(recording.header?.method == .firstClick)
        let results = try StudyAnalysis(prototype: bookshelf, study: study).results(for: recording)
        #expect(results.map(\.outcome) == [.notDone, .direct])
        #expect(results.map(\.firstClickCorrect) == [false, true])
        #expect(results.map(\.firstClick) == ["Library", "More"])
        // Task 1 from launch to the release 1500 + 80 ms later; task 2 from there to its
        // own release 2000 + 80 ms on.
        #expect(results.map(\.milliseconds) == [1580, 2080])
        #expect(results.map(\.inputs) == [1, 1])
        let session = StudySession(name: "p1.jsonl", recording: recording, prototype: bookshelf)
        #expect(session.variant.hasSuffix(", first-click test)"), "\(session.variant)")
    }

    @Test("W6: every first-click task without a `from` starts on the first section's root, not where the last tap led, and its start says so")
    func startsAtHome() throws {
        let (live, log, _) = try liveStudy()
        try tap("More", in: live)
        #expect(live.state.selectedSection == 0, "task 2 starts on Reading, not the More list")
        let starts = log.entries.compactMap { entry -> String? in
            guard case .task(let mark, _) = entry.kind, mark.status == .start else { return nil }
            return mark.from.map(Study.written)
        }
        #expect(starts == ["Reading", "Reading"])
    }

    @Test("W6: a first tap on nothing (a misclick) ends the task, and is its first click, wrong")
    func misclick() throws {
        let (live, log, study) = try liveStudy()
        // Blank space under Reading's rows.
        live.tap(x: 20, y: 12)
        try tap("More", in: live)
        live.handle(.stop(reason: "end of input"))
        let recording = try WalkthroughScript.fromRecording(log.text, file: "p1.jsonl")
        let results = try StudyAnalysis(prototype: bookshelf, study: study).results(for: recording)
        #expect(results.map(\.firstClick) == ["Reading, nothing there", "More"])
        #expect(results.map(\.firstClickCorrect) == [false, true])
        #expect(results[0].misclicks == 1)
    }

    @Test("W6: a first tap that meets the task's goal ends it as done")
    func tapOnTheGoal() throws {
        let (live, log, _) = try liveStudy()
        try tap("Store", in: live)
        #expect(marks(log).prefix(2) == ["1 start", "1 done"])
    }

    @Test("W6: the release of the tap that answered the Single Ease Question does not end the next task")
    func answerReleaseIsNoTap() throws {
        let (live, log, _) = try liveStudy(asksQuestions: true)
        try tap("Library", in: live)
        live.settle()
        let rows = live.screen.lines
        let y = try #require(rows.firstIndex { $0.contains("[6]") })
        let x = DisplayWidth.of(String(rows[y][..<rows[y].range(of: "[6]")!.lowerBound])) + 1
        live.send(.mouse(MouseEvent(.press, x: x, y: y)))
        live.send(.mouse(MouseEvent(.release, x: x, y: y)))
        live.settle()
        #expect(marks(log) == ["1 start", "1 first_click", "2 start"], "task 2 under way")
    }

    @Test("P: a served study's variant takes `method: first-click`; another word is named with its line")
    func servedVariant() throws {
        let folder = "/tmp/study"
        let study = try ServedStudyFile.load("tasks: tasks.txt\nvariants:\n  - {name: clicks, example: bookshelf, method: first-click}\n",
                                             file: "study.yaml", folder: folder)
        #expect(study.variants.first?.method == .firstClick)
        #expect(throws: PrototypeError.self) {
            try ServedStudyFile.load("tasks: tasks.txt\nvariants:\n  - {name: clicks, example: bookshelf, method: first-clik}\n",
                                     file: "study.yaml", folder: folder)
        }
    }
}
