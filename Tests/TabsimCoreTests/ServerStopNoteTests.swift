import Testing
@testable import TabsimCore

/// A served session its server stopped with, taken up by a restarted server: its
/// recording says how long the server was away (`resumed`, `away_ms`), which its times
/// leave out, and the report says so (issue 29 item 3; the trial of issue 28). A page
/// that lost its connection and came back is recorded too (`reconnected`): the session
/// went on, so its time away is in the task's time, and the report says that.
@Suite("A server's stop or a lost connection in a session's times")
struct ServerStopNoteTests {
    @Test("W6: a session taken up 21.6 s after its server stopped mid-task is measured on its recorded times, and the report says when, in which task, and for how long the time away is left out")
    func awayIsNoted() throws {
        let bookshelf = try PrototypeLoader.load(BuiltInExamples.named("bookshelf")!.source, file: "bookshelf")
        let study = try Study.parse("task Open your Library\nexpect section Library\ntask Find the Store\nexpect section Store\n", file: "tasks.txt")
        var header = RecordingHeader(prototypeName: bookshelf.name, settings: SessionSettings(prototype: bookshelf, haptics: .off, remember: .never))
        header.state(study, order: [1, 2])
        let log = MemoryEventLog()
        let live = TestSession(bookshelf, log: log, header: header, study: TaskTracker(study: study, asksQuestions: false))
        live.launch()
        live.clock.advance(by: 2000)
        live.send(.key(.character("2")))
        live.clock.advance(by: 2100)
        live.handle(.resumed(awayMilliseconds: 21_600))
        live.clock.advance(by: 900)
        live.send(.key(.character("3")))
        live.handle(.stop(reason: "end of input"))
        #expect(log.text.contains(#""t_ms":4100,"at":"2026-11-22T00:00:00.000Z","event":"resumed","away_ms":21600"#))

        let recording = try WalkthroughScript.fromRecording(log.text, file: "p6.jsonl")
        let report = try #require(RecordingsReport.report(study: study, recordings: [.init(name: "p6.jsonl", script: recording, prototype: bookshelf)],
                                                          leftOut: .init(names: [], given: 1, reason: "")))
        #expect(report.sessions.first?.results.map(\.milliseconds) == [2000, 3000], "the recorded times: the time away is in neither")
        #expect(report.notes.contains("'p6.jsonl': its server stopped 4.1 s in, during task 2, and the session went on 21.6 s later, when a restarted server "
            + "took it up: that time, when the participant could do nothing, is left out of its times"), "\(report.notes)")
    }

    @Test("W6: a page that took its session up again 4 s after losing its connection mid-task: the time away is in the task's time, and the report says when, in which task and how long")
    func reconnectIsNoted() throws {
        let bookshelf = try PrototypeLoader.load(BuiltInExamples.named("bookshelf")!.source, file: "bookshelf")
        let study = try Study.parse("task Open your Library\nexpect section Library\n", file: "tasks.txt")
        var header = RecordingHeader(prototypeName: bookshelf.name, settings: SessionSettings(prototype: bookshelf, haptics: .off, remember: .never))
        header.state(study, order: [1])
        let log = MemoryEventLog()
        let live = TestSession(bookshelf, log: log, header: header, study: TaskTracker(study: study, asksQuestions: false))
        live.launch()
        live.clock.advance(by: 5000)
        live.handle(.reconnected(awayMilliseconds: 4012))
        live.clock.advance(by: 1000)
        live.send(.key(.character("2")))
        live.handle(.stop(reason: "end of input"))
        #expect(log.text.contains(#""t_ms":5000,"at":"2026-11-22T00:00:00.000Z","event":"reconnected","away_ms":4012"#))

        let recording = try WalkthroughScript.fromRecording(log.text, file: "p5.jsonl")
        let report = try #require(RecordingsReport.report(study: study, recordings: [.init(name: "p5.jsonl", script: recording, prototype: bookshelf)],
                                                          leftOut: .init(names: [], given: 1, reason: "")))
        #expect(report.sessions.first?.results.map(\.milliseconds) == [6000], "the time away is in the task's")
        #expect(report.notes.contains("'p5.jsonl': its page took the session up again 5.0 s in, during task 1, after 4.0 s without a connection "
            + "(a locked phone, a reload): the session went on meanwhile, so that time is in its times"), "\(report.notes)")
    }
}
