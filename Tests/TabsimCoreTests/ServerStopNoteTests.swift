import Testing
@testable import TabsimCore

/// A served session its server stopped with, taken up by a restarted server: its
/// recording says how long the server was away (`resumed`, `away_ms`), which its times
/// leave out, and the report says so (issue 29 item 3; the trial of issue 28). A page
/// that lost its connection and came back is recorded too (`reconnected`): the session
/// went on, so its time away is in the task's time, and the report says that.
@Suite("A server's stop or a lost connection in a session's times")
struct ServerStopNoteTests {
    private let bookshelf = try! PrototypeLoader.load(BuiltInExamples.named("bookshelf")!.source, file: "bookshelf")

    /// A live, recorded session of `tasks` on bookshelf, launched.
    private func liveStudy(_ tasks: String) throws -> (session: TestSession, log: MemoryEventLog, study: Study) {
        let study = try Study.parse(tasks, file: "tasks.txt")
        var header = RecordingHeader(prototypeName: bookshelf.name, settings: SessionSettings(prototype: bookshelf, haptics: .off, remember: .never))
        header.state(study, order: Array(1...study.tasks.count))
        let log = MemoryEventLog()
        let live = TestSession(bookshelf, log: log, header: header, study: TaskTracker(study: study, asksQuestions: false))
        live.launch()
        return (live, log, study)
    }

    /// The report of the one recording `log` holds, named `name`.
    private func report(of log: MemoryEventLog, named name: String, study: Study) throws -> StudyReport {
        let recording = try WalkthroughScript.fromRecording(log.text, file: name)
        return try #require(RecordingsReport.report(study: study, recordings: [.init(name: name, script: recording, prototype: bookshelf)],
                                                    leftOut: .init(names: [], given: 1, reason: "")))
    }

    @Test("W6: a session taken up 21.6 s after its server stopped mid-task is measured on its recorded times, and the report says when, in which task, and for how long the time away is left out")
    func awayIsNoted() throws {
        let (live, log, study) = try liveStudy("task Open your Library\nexpect section Library\ntask Find the Store\nexpect section Store\n")
        live.clock.advance(by: 2000)
        live.send(.key(.character("2")))
        live.clock.advance(by: 2100)
        live.handle(.resumed(awayMilliseconds: 21_600))
        live.clock.advance(by: 900)
        live.send(.key(.character("3")))
        live.handle(.stop(reason: "end of input"))
        #expect(log.text.contains(#""t_ms":4100,"at":"2026-11-22T00:00:00.000Z","event":"resumed","away_ms":21600"#))

        let report = try report(of: log, named: "p6.jsonl", study: study)
        #expect(report.sessions.first?.results.map(\.milliseconds) == [2000, 3000], "the recorded times: the time away is in neither")
        #expect(report.notes.contains("'p6.jsonl': its server stopped 4.1 s in, during task 2, and the session went on 21.6 s later, when a restarted server "
            + "took it up: that time, when the participant could do nothing, is left out of its times"), "\(report.notes)")
    }

    @Test("W6: a page that took its session up again 4 s after losing its connection mid-task: the time away is in the task's time, and the report says when, in which task and how long")
    func reconnectIsNoted() throws {
        let (live, log, study) = try liveStudy("task Open your Library\nexpect section Library\n")
        live.clock.advance(by: 5000)
        live.handle(.reconnected(awayMilliseconds: 4012))
        live.clock.advance(by: 1000)
        live.send(.key(.character("2")))
        live.handle(.stop(reason: "end of input"))
        #expect(log.text.contains(#""t_ms":5000,"at":"2026-11-22T00:00:00.000Z","event":"reconnected","away_ms":4012"#))

        let report = try report(of: log, named: "p5.jsonl", study: study)
        #expect(report.sessions.first?.results.map(\.milliseconds) == [6000], "the time away is in the task's")
        #expect(report.notes.contains("'p5.jsonl': its page took the session up again 5.0 s in, during task 1, after 4.0 s without a connection "
            + "(a locked phone, a reload): the session went on meanwhile, so that time is in its times"), "\(report.notes)")
    }
}
