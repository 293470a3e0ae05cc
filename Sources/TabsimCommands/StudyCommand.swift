import ArgumentParser
import TabsimCore
import TabsimTerminal

/// `tabsim study [TASKS] RECORDING…`: measures participants' recorded sessions and
/// compares variants (W6).
struct StudyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "study",
        abstract: "Measure recorded sessions against a study's tasks, and compare variants.",
        discussion: """
        A live study's recording holds its tasks, so `tabsim study p1.jsonl p2.jsonl` (or a folder of recordings) \
        needs nothing else; a task file given first, or with --tasks, must match them (--allow-changed-tasks \
        re-scores them against it on purpose). A task file has `task TITLE` lines, each followed by `expect …` \
        lines that say when it is done (as in walkthroughs), and optionally `from SECTION` or `from screen TITLE` \
        (where it starts), `limit 90s` and `comment [PROMPT]`; a `study NAME` line names the report. Sessions are \
        grouped by --variant (else by prototype and settings), split by bar layout, and compared. With --live, a \
        participant does the tasks now: each shows in a band above the prototype until it is done or given up, \
        then the Single Ease Question (1–7) asks how easy it was; after the last task come the ten System \
        Usability Scale statements (1–5). The session, its tasks and answers are recorded to --log, then measured.
        """)

    @Argument(help: "The task file (optional when the recordings hold their tasks), then the recordings or folders of them.")
    var files: [String] = []

    @Option(help: "The task file, when it is not given first.")
    var tasks: String?

    @Flag(help: "Measure recordings against a task file that differs from the tasks they hold (re-scoring on purpose).")
    var allowChangedTasks = false

    @Flag(help: "Report the recordings that can be measured when some are left out (each said on stderr), and exit 0; without it, a recording left out fails the study.")
    var allowMissing = false

    @Flag(help: "Run the prototype now for a participant, showing each task, and record the session to --log.")
    var live = false

    @Flag(help: "Check the task file against --prototype (or --example) before anyone takes it: each task's shortest path, and what is wrong with it; exit 1 when anything is.")
    var check = false

    @Option(help: "With --check, the screen the prototype is shown at, as COLUMNSxROWS (80x24): which sections the bar shows, and so the paths, depend on it.")
    var size: String?

    @OptionGroup var recording: RecordingOptions

    @Option(help: "The prototype the sessions used (a file), when the recordings do not name it or to replace it.")
    var prototype: String?

    @Option(help: "A shipped example the sessions used.")
    var example: String?

    @Flag(help: "With --live, do not ask the Single Ease Question after each task and the SUS statements at the end.")
    var noQuestions = false

    @Option(help: "With --live, the order of the tasks: fixed (the file's), shuffle (random), or latin (a balanced Latin square row by participant).")
    var order: TaskOrder = .fixed

    @Option(help: "With --live, how the tasks are taken: prototype (until their goals hold), first-click (the task's first tap ends it; right when it is the first step of a shortest path), or tree (the prototype's tree by its labels alone; I'd find it here ends the task, right when the goals hold there).")
    var method: StudyMethod = .prototype

    @Option(help: ArgumentHelp("With --live, alternate variants over the participants recorded into --log's folder: NAME=PROTOTYPE,… (or NAME,… with one prototype); the chosen variant is recorded.", valueName: "variants"))
    var assign: VariantAssignment?

    @Option(help: "Write every figure as JSON to FILE.")
    var json: String?

    @Option(help: "Write one row per participant and task as CSV to FILE, for spreadsheets.")
    var csv: String?

    @Option(help: "Write the report as one self-contained HTML page with charts and heatmaps to FILE, for a browser.")
    var html: String?

    @OptionGroup var motion: MotionOptions
    @OptionGroup var display: DisplayOptions
    @OptionGroup var replay: ReplaySetup
    @OptionGroup var frame: DeviceOptions
    @OptionGroup var readerMode: ReaderModeOption

    func validate() throws {
        if !live, recording.log != nil {
            throw ValidationError("--log records a live session: add --live, or give the recordings to measure without --log")
        }
        if !live, frame.device != nil || frame.viewport != nil {
            throw ValidationError("--device and --viewport show a live session: add --live")
        }
        if assign != nil, !live { throw ValidationError("--assign chooses a live participant's variant: add --live") }
        if readerMode.reader != nil, !live { throw ValidationError("--reader runs a live session in reader mode: add --live") }
        if method != .prototype, !live { throw ValidationError("--method says how a live participant takes the tasks: add --live") }
        if assign != nil, recording.variant != nil { throw ValidationError("give --assign or --variant, not both") }
        if size != nil, !check { throw ValidationError("--size is the screen --check searches at: add --check") }
        if check {
            guard !live else { throw ValidationError("give --check or --live, not both") }
            guard files.count + (tasks == nil ? 0 : 1) == 1 else { throw ValidationError("--check takes the task file alone, and --prototype or --example") }
            guard prototype != nil || example != nil else { throw ValidationError("--check searches a prototype: give --prototype FILE or --example NAME") }
        } else if live {
            guard recording.log != nil else { throw ValidationError("--live records the session: give --log FILE") }
            guard files.count + (tasks == nil ? 0 : 1) == 1 else { throw ValidationError("--live takes the task file and no recordings; it makes one") }
        } else if files.isEmpty {
            throw ValidationError("give the recordings (and the task file, unless they hold their tasks), or --live --log FILE to run a session now")
        }
    }

    func run() throws {
        let source = try PrototypeSource.parse([prototype, example.map { "--example=\($0)" }].compactMap { $0 })
        if check { return try checkStudy(source: source) }
        let split = try StudyInputs.split(files, tasks: tasks)
        let (taskFile, paths) = (split.taskFile, split.recordings)
        if !live, paths.isEmpty {
            throw CleanExit.failure(split.underWay.isEmpty ? "tabsim: no recordings to measure: give them after the task file, or a folder of them"
                : "tabsim: no recordings to measure: every session in the folder is under way or paused (its index.jsonl says so) and may yet finish")
        }
        let given = try taskFile.map(StudyInputs.loadStudy)
        (paths + [source.path].compactMap { $0 } + (assign?.variants.compactMap(\.prototype) ?? [])).forEach(InputFiles.note)
        // The report's files are checked now, not after a participant's session.
        for output in [json, csv, html] { try OutputFile.refuseInput(output) }
        var recordings = paths
        var terminal: NcursesBackend?
        if live, let log = recording.log, let given {
            terminal = try runSession(source: source, study: given, log: log)
            recordings = [log]
        }
        try StudyInputs.refuseRepeatedFiles(recordings)
        var loaded: [StudyInputs.Loaded] = []
        var leftOut: [String] = []
        for path in recordings {
            let script: WalkthroughScript
            do throws(StudyInputs.LeftOut) {
                script = try StudyInputs.readRecording(path)
            } catch {
                StandardStream.error.write(error.warning + "\n")
                leftOut.append(path)
                continue
            }
            // The session just recorded states the settings it ran with. A recording whose
            // prototype cannot be had (gone, changed, broken) is left out, its reason printed.
            let prototype: Prototype
            do {
                prototype = live
                    ? try replay.prototype(for: script, at: path, source: source, motion: MotionOptions.parse([]), display: DisplayOptions.parse([]))
                    : try replay.prototype(for: script, at: path, source: source, motion: motion, display: display)
            } catch let error as ExitCode where error == .failure {
                StandardStream.error.write("tabsim: warning: \(ReplaySetup.shown(path)) left out: its prototype cannot be used (said above)\n")
                leftOut.append(path)
                continue
            }
            loaded.append(.init(path: path, name: StudyInputs.reportName(path), script: script, prototype: prototype))
        }
        guard !loaded.isEmpty else { throw StudyInputs.noneLeft(of: recordings.count) }
        // Again with the prototypes the recordings name, before anything about the report is said.
        for output in [json, csv, html] { try OutputFile.refuseInput(output) }
        var (study, scoring) = try StudyInputs.tasks(given: given, taskFile: taskFile, recordings: loaded, allowChanged: allowChangedTasks)
        scoring.notes += RecordingsReport.underWayNote(split.underWay.count, names: split.underWay.map(StudyInputs.reportName))
        for session in loaded { try check(study, against: session.prototype) }
        // Reports get mailed: they name files as given, or from here, never by absolute paths.
        study.file = StudyInputs.reportName(study.file)
        let measured = zip(loaded, scoring.useMarks).map { session, useMarks in
            RecordingsReport.Recording(name: session.name, script: session.script, prototype: session.prototype, useMarks: useMarks)
        }
        let earlier = RecordingsReport.LeftOut(names: leftOut.map(StudyInputs.reportName), given: recordings.count,
                                               reason: "each for the reason tabsim study printed")
        var missing = leftOut.count
        guard let report = RecordingsReport.report(study: study, recordings: measured, leftOut: earlier, notes: scoring.notes, onLeftOut: { _, error in
            let problem = StudyInputs.LeftOut(place: "\(error.file):\(error.line)", reason: "it does not fit its prototype: \(error.message)")
            StandardStream.error.write(problem.warning + "\n")
            missing += 1
        }) else { throw StudyInputs.noneLeft(of: recordings.count) }
        if missing > 0, !allowMissing { throw StudyInputs.someLeft(missing, of: recordings.count) }
        for note in report.notes { StandardStream.error.write("tabsim: warning: \(TextFitting.sanitized(note))\n") }
        print(report.markdown, terminator: "")
        try OutputFile.write(json, report.json, notOver: recordings)
        try OutputFile.write(csv, report.csv, notOver: recordings)
        try OutputFile.write(html, report.html, notOver: recordings)
        if let terminal { try LiveTerminal.exitIfSignalled(terminal) }
    }

    /// `--check`: every task searched on the prototype; its shortest path printed when
    /// nothing is wrong, else each problem with its line, and exit 1.
    private func checkStudy(source: PrototypeSource) throws {
        let study = try StudyInputs.loadStudy(tasks ?? files[0])
        let prototype = display.apply(to: motion.apply(to: try source.load()))
        try check(study, against: prototype)
        let result = StudyCheck(study: study, prototype: prototype, size: try DeviceOptions.size(size ?? "80x24"))
        guard result.isSound else {
            throw CleanExit.failure(result.tasks.flatMap(\.problems).map { TextFitting.sanitized($0.description) }.joined(separator: "\n"))
        }
        print(TextFitting.sanitized(result.summary, keepingNewlines: true), terminator: "")
    }

    /// Tasks name sections, pages and screens the prototype has (checked before anything runs).
    private func check(_ study: Study, against prototype: Prototype) throws {
        let problems = study.problems(with: prototype)
        if !problems.isEmpty { throw CleanExit.failure(problems.map(\.description).joined(separator: "\n")) }
    }

    /// The participant's session: the prototype live, touch only unless --input says
    /// otherwise, with the task at hand in a band above it.
    /// - Returns: the closed terminal, which says whether a signal ended the session.
    private func runSession(source given: PrototypeSource, study: Study, log: String) throws -> NcursesBackend {
        let participant = TaskOrder.participantNumber(beside: log)
        let variant = assign?.variant(forParticipant: participant)
        let source = try variant?.prototype.map { try PrototypeSource.parse([$0]) } ?? given
        let (loaded, text) = try source.loadSource()
        var prototype = display.apply(to: motion.apply(to: loaded))
        if display.input == nil { prototype.input = .touch }
        try check(study, against: prototype)
        let taskOrder = order.order(of: study.tasks.count, participant: participant)
        let eventLog = try recording.open(notOver: [study.file])
        let terminal = try LiveTerminal.open(recording: eventLog, appearance: prototype.appearance)
        let tracker = TaskTracker(study: study, asksQuestions: !noQuestions, order: taskOrder, method: method)
        var header = recording.header(source: source, prototype: prototype, text: text, haptics: .off, remember: .never)
        header.state(study, order: taskOrder)
        header.method = method == .prototype ? nil : method
        header.device = frame.device ?? frame.viewport
        if let variant { header.variant = variant.name }
        let loop = LiveSession.loop(prototype: prototype, on: terminal, device: try frame.liveDevice(), log: eventLog, header: header,
                                    study: tracker, reader: readerMode.reader)
        loop.run()
        terminal.close()
        try LiveTerminal.exitIfPaintFailed(terminal)
        try RecordingOptions.check(loop, log: log)
        return terminal
    }
}

extension StudyMethod: ExpressibleByArgument {}
