@testable import TabsimCore

extension TestSession {
    /// A live study of `tasks` on `prototype`, taken by `method`, recorded in memory and
    /// launched: the session, its recording and the tasks.
    static func recordedStudy(_ prototype: Prototype, tasks: String, method: StudyMethod, size: Size = Size(width: 40, height: 20),
                              asksQuestions: Bool = false) throws -> (session: TestSession, log: MemoryEventLog, study: Study) {
        let study = try Study.parse(tasks, file: "tasks.txt")
        var header = RecordingHeader(prototypeName: prototype.name, settings: SessionSettings(prototype: prototype, haptics: .off, remember: .never))
        header.state(study, order: Array(1...study.tasks.count))
        header.method = method
        let log = MemoryEventLog()
        let live = TestSession(prototype, size: size, log: log, header: header,
                               study: TaskTracker(study: study, asksQuestions: asksQuestions, method: method))
        live.launch()
        return (live, log, study)
    }

    /// A tap at a cell: a press, then its release 80 ms later.
    func tap(x: Int, y: Int) {
        send(.mouse(MouseEvent(.press, x: x, y: y)))
        clock.advance(by: 80)
        send(.mouse(MouseEvent(.release, x: x, y: y)))
    }
}
