import Testing
@testable import TabsimCore

/// Collects log lines as a `--log` file would hold them.
private final class Recorder: EventLogSink {
    var text = ""
    func record(_ entry: EventLogEntry) { text += entry.jsonLine() + "\n" }
}

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

    /// A session recorded as `tabsim --log` would, from scripted input.
    private func session(_ input: String) throws -> WalkthroughScript {
        let recorder = Recorder()
        let backend = MemoryBackend(size: Size(width: 80, height: 24), inputs: try InputScript.parse(input))
        Program(prototype: bookshelf, theme: Theme(tint: .orange, mode: .color), backend: backend, clock: backend.clock, log: recorder).run()
        return try WalkthroughScript.fromRecording(recorder.text, file: "session")
    }

    @Test("W6: per task: time, inputs, wrong sections, uses of More, back-tracks and success")
    func measures() throws {
        let study = try Study.parse(tasks, file: "tasks.txt")
        let recording = try session("wait:500,right,wait:400,right,wait:400,right,wait:400,right,wait:300,enter,wait:800,esc,wait:300,down,down,enter,"
            + "wait:1000,esc,wait:200,up,enter,wait:200,down,enter,wait:5000,q")
        let results = StudyAnalysis(prototype: bookshelf, study: study).results(for: recording)
        #expect(results.count == 3)
        #expect(results[0] == TaskResult(title: "Find the Downloads section", succeeded: true, milliseconds: 3100, inputs: 9,
                                         wrongSections: ["Library", "Store", "Search", "Audiobooks"], moreUses: 2, backtracks: 1))
        #expect(results[1] == TaskResult(title: "Open the list of finished books", succeeded: true, milliseconds: 1400, inputs: 5,
                                         wrongSections: [], moreUses: 1, backtracks: 1))
        #expect(results[2].succeeded == false)
        #expect(results[2].milliseconds == 5000)
    }

    @Test("W6: a task file's mistakes name their lines")
    func parseErrors() {
        #expect(throws: PrototypeError.self) { try Study.parse("expect section A\n", file: "t") }
        do {
            _ = try Study.parse("task A\ntask B\nexpect sectoin B\nfind it\n", file: "t")
        } catch {
            let lines = error.diagnostics.map(\.description)
            #expect(lines.contains { $0.hasPrefix("t:3:1: error: expect what?") })
            #expect(lines.contains { $0.hasPrefix("t:4:1: error: a task file has `task TITLE` lines") })
            #expect(lines.contains("t:1:1: error: task 'A' has no `expect` line saying when it is done"))
        }
    }

    @Test("W6: the report compares sessions in Markdown and JSON")
    func report() throws {
        let study = try Study.parse(tasks, file: "tasks.txt")
        let analysis = StudyAnalysis(prototype: bookshelf, study: study)
        let fast = try session("7,wait:100,1,wait:100,enter")
        let slow = try session("right,wait:2000,right,wait:2000")
        let report = StudyReport(study: study, prototypeName: "Bookshelf", sessions: [
            .init(name: "fast", results: analysis.results(for: fast)), .init(name: "slow", results: analysis.results(for: slow)),
        ])
        #expect(report.markdown.contains("| Find the Downloads section | yes | 0.00 | 1 | – | 0 | 0 |"))
        #expect(report.markdown.contains("| Find the Downloads section | 1/2 |"))
        #expect(report.json.hasPrefix(#"{"study":"tasks.txt","prototype":"Bookshelf","sessions":[{"session":"fast","tasks":[{"task":"Find the Downloads section","succeeded":true,"milliseconds":0,"inputs":1,"wrong_sections":[],"more_uses":0,"backtracks":0}"#))
    }

    @Test("W6: a live session shows each task until its checks hold, then the next")
    func livePrompts() throws {
        let study = try Study.parse(tasks, file: "tasks.txt")
        let events = try InputScript.parse("right,right,right,right,down,down,enter,esc,up,enter,down,enter").compactMap { step -> Event? in
            if case .event(let event) = step { return event }
            return nil
        }
        let terminal = CaptureTerminal(events: events)
        let prompts = TaskPromptBackend(wrapping: terminal, prototype: bookshelf, study: study)
        let program = Program(prototype: bookshelf, theme: Theme(tint: .orange, mode: .color), backend: prompts, clock: terminal.clock)
        prompts.program = program
        program.run()
        #expect(terminal.captions == [
            "Task 1 of 3: Find the Downloads section",
            "Task 2 of 3: Open the list of finished books",
            "Task 3 of 3: Set a reading goal",
        ])
        #expect(prompts.done == 2)
    }
}
