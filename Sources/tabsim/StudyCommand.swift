import ArgumentParser
import Foundation
import TabsimCore
import TabsimTerminal

/// `tabsim study TASKS RECORDING…`: measures participants' recorded sessions and
/// compares variants (W6).
struct StudyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "study",
        abstract: "Measure recorded sessions against a study's tasks, and compare variants.",
        discussion: """
        TASKS has `task TITLE` lines, each followed by `expect …` lines that say when it is done (as in walkthroughs). \
        Each RECORDING is a session recorded with `tabsim --log FILE` or `tabsim study TASKS --live --log FILE`; it \
        names its prototype and settings, so none need be given. Sessions are grouped by --variant (else by prototype \
        and settings) and compared. With --live, a participant does the tasks now: each task shows in a band above \
        the prototype until it is done, then the Single Ease Question (1–7) asks how easy it was; after the last \
        task come the ten System Usability Scale statements (1–5). Answers are given by a digit or a click, and \
        the session and its answers are recorded to the --log file, then measured.
        """)

    @Argument(help: "The task file.")
    var tasks: String

    @Argument(help: "Recorded sessions (`tabsim --log FILE`).")
    var recordings: [String] = []

    @Flag(help: "Run the prototype now for a participant, showing each task, and record the session to --log.")
    var live = false

    @OptionGroup var recording: RecordingOptions

    @Option(help: "The prototype the sessions used (a file), when the recordings do not name it or to replace it.")
    var prototype: String?

    @Option(help: "A shipped example the sessions used.")
    var example: String?

    @Flag(help: "With --live, do not ask the Single Ease Question after each task and the SUS statements at the end.")
    var noQuestions = false

    @Option(help: "Write every figure as JSON to FILE.")
    var json: String?

    @Option(help: "Write one row per participant and task as CSV to FILE, for spreadsheets.")
    var csv: String?

    @Option(help: "Write the report as one self-contained HTML page with charts to FILE, for a browser.")
    var html: String?

    @OptionGroup var motion: MotionOptions
    @OptionGroup var display: DisplayOptions
    @OptionGroup var replay: ReplaySetup
    @OptionGroup var frame: DeviceOptions

    func validate() throws {
        if !live, recording.log != nil {
            throw ValidationError("--log records a live session: add --live, or give the recordings to measure without --log")
        }
        if !live, frame.device != nil || frame.viewport != nil {
            throw ValidationError("--device and --viewport show a live session: add --live")
        }
        if live {
            guard recording.log != nil else { throw ValidationError("--live records the session: give --log FILE") }
            guard recordings.isEmpty else { throw ValidationError("--live takes no recordings; it makes one") }
        } else if recordings.isEmpty {
            throw ValidationError("give at least one recording, or --live --log FILE to run a session now")
        }
    }

    func run() throws {
        let source = try PrototypeSource.parse([prototype, example.map { "--example=\($0)" }].compactMap { $0 })
        let study = try loadStudy()
        var recordings = self.recordings
        var terminal: NcursesBackend?
        if live, let log = recording.log {
            terminal = try runSession(source: source, study: study, log: log)
            recordings = [log]
        }
        var sessions: [StudySession] = []
        for path in recordings {
            let script = try ScriptFile.load(path)
            if script.steps.contains(where: { if case .reload = $0.step { true } else { false } }) {
                throw CleanExit.failure("tabsim: \(ReplaySetup.shown(path)) reloaded its prototype while it was being edited (--watch); "
                    + "a study measures one version, so record participants without --watch (`tabsim walk` replays it)")
            }
            // The session just recorded states the settings it ran with.
            let prototype = live
                ? try replay.prototype(for: script, at: path, source: source, motion: MotionOptions.parse([]), display: DisplayOptions.parse([]))
                : try replay.prototype(for: script, at: path, source: source, motion: motion, display: display)
            try check(study, against: prototype)
            sessions.append(StudySession(name: path, recording: script, prototype: prototype))
        }
        let measured = try sessions.map { session in
            do throws(WalkthroughRunner.Failure) {
                return try session.measured(study: study)
            } catch {
                throw CleanExit.failure("tabsim: \(ReplaySetup.shown(session.name)) does not fit its prototype: \(TextFitting.sanitized(error.description))")
            }
        }
        let report = StudyReport(study: study, sessions: measured)
        print(report.markdown, terminator: "")
        let inputs = [tasks] + recordings
        try OutputFile.write(json, report.json, notOver: inputs)
        try OutputFile.write(csv, report.csv, notOver: inputs)
        try OutputFile.write(html, report.html, notOver: inputs)
        if let terminal { try LiveTerminal.exitIfSignalled(terminal) }
    }

    private func loadStudy() throws -> Study {
        let text: String
        do {
            text = try String(contentsOfFile: tasks, encoding: .utf8)
        } catch {
            throw CleanExit.failure("tabsim: cannot read the task file \(ReplaySetup.shown(tasks))")
        }
        do {
            return try Study.parse(text, file: tasks)
        } catch {
            throw CleanExit.failure(error.description)
        }
    }

    /// Tasks name sections, pages and screens the prototype has (checked before anything runs).
    private func check(_ study: Study, against prototype: Prototype) throws {
        let problems = study.problems(with: prototype)
        if !problems.isEmpty { throw CleanExit.failure(problems.map(\.description).joined(separator: "\n")) }
    }

    /// The participant's session: the prototype live, touch only unless --input says
    /// otherwise, with the task at hand in a band above it.
    /// - Returns: the closed terminal, which says whether a signal ended the session.
    private func runSession(source: PrototypeSource, study: Study, log: String) throws -> NcursesBackend {
        let (loaded, text) = try source.loadSource()
        var prototype = display.apply(to: motion.apply(to: loaded))
        if display.input == nil { prototype.input = .touch }
        try check(study, against: prototype)
        let eventLog = try recording.open(notOver: [tasks])
        let terminal = try LiveTerminal.open(recording: eventLog)
        let prompter = TaskPrompter(prototype: prototype, study: study, asksQuestions: !noQuestions)
        let program = Program(prototype: prototype, theme: Theme(tint: prototype.tint, mode: terminal.colorMode),
                              backend: try frame.framing(terminal, mode: terminal.colorMode), clock: SystemClock(), log: eventLog,
                              header: recording.header(source: source, prototype: prototype, text: text, haptics: .off, remember: .never),
                              overlay: prompter.overlay)
        program.add(observer: prompter)
        program.run()
        terminal.close()
        try RecordingOptions.check(program, log: log)
        return terminal
    }
}
