import ArgumentParser
import Foundation
import TabsimCore
import TabsimTerminal

/// `tabsim study TASKS RECORDING…`: measures participants' recorded sessions (W6).
struct StudyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "study",
        abstract: "Measure recorded sessions against a study's tasks: time, inputs, wrong sections, More, back-tracks, success.",
        discussion: """
        TASKS has `task TITLE` lines, each followed by `expect …` lines that say when it is done (as in walkthroughs). \
        Each RECORDING is a session recorded with `tabsim --log FILE`. With --live, a participant does the tasks now: \
        each task shows in the top-right corner until it is done, the session is recorded to the --log file, and then \
        measured. Prints Markdown; --json writes every figure.
        """)

    @Argument(help: "The task file.")
    var tasks: String

    @Argument(help: "Recorded sessions (`tabsim --log FILE`).")
    var recordings: [String] = []

    @Flag(help: "Run the prototype now for a participant, showing each task, and record the session to --log.")
    var live = false

    @Option(help: "With --live: where the session is recorded (JSON lines).")
    var log: String?

    @Option(help: "The prototype the sessions used (a file); without it and --example, the built-in demo.")
    var prototype: String?

    @Option(help: "A shipped example the sessions used.")
    var example: String?

    @Option(help: "Write the figures as JSON to FILE.")
    var json: String?

    @OptionGroup var motion: MotionOptions
    @OptionGroup var display: DisplayOptions

    func validate() throws {
        if live {
            guard log != nil else { throw ValidationError("--live records the session: give --log FILE") }
            guard recordings.isEmpty else { throw ValidationError("--live takes no recordings; it makes one") }
        } else if recordings.isEmpty {
            throw ValidationError("give at least one recording, or --live --log FILE to run a session now")
        }
    }

    func run() throws {
        let source = try PrototypeSource.parse([prototype, example.map { "--example=\($0)" }].compactMap { $0 })
        let loaded = display.apply(to: motion.apply(to: try source.load()))
        let studyText: String
        do {
            studyText = try String(contentsOfFile: tasks, encoding: .utf8)
        } catch {
            throw CleanExit.failure("tabsim: cannot read the task file '\(tasks)'")
        }
        let study: Study
        do {
            study = try Study.parse(studyText, file: tasks)
        } catch {
            throw CleanExit.failure(error.description)
        }
        var recordings = self.recordings
        if live, let log {
            try runSession(prototype: loaded, study: study, log: log)
            recordings = [log]
        }
        let analysis = StudyAnalysis(prototype: loaded, study: study)
        let sessions = try recordings.map { path in
            StudyReport.Session(name: path, results: analysis.results(for: try ScriptFile.load(path)))
        }
        let report = StudyReport(study: study, prototypeName: loaded.name, sessions: sessions)
        print(report.markdown, terminator: "")
        if let json {
            do {
                try report.json.write(toFile: json, atomically: true, encoding: .utf8)
            } catch {
                throw CleanExit.failure("tabsim: cannot write '\(json)': \(error.localizedDescription)")
            }
        }
    }

    /// The participant's session: the prototype live, with the task prompts on top.
    private func runSession(prototype: Prototype, study: Study, log: String) throws {
        let eventLog = try FileEventLog(path: log)
        let terminal = try LiveTerminal.open()
        let prompts = TaskPromptBackend(wrapping: terminal, prototype: prototype, study: study)
        let program = Program(prototype: prototype, theme: Theme(tint: prototype.tint, mode: terminal.colorMode),
                              backend: prompts, clock: SystemClock(), log: eventLog)
        prompts.program = program
        program.run()
        terminal.close()
    }
}
