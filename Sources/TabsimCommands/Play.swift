import ArgumentParser
import TabsimCore
import TabsimTerminal

/// `tabsim play SCRIPT [FILE]`: plays a walkthrough or recording live, for demos (W2).
struct Play: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Play a walkthrough script or a recording in the terminal, showing each input.",
        discussion: """
        You can press keys during playback; q quits. Checks are shown as ✓ or ✗ and summed up at the end. \
        --cast, --frames, --svg and --gif keep what the terminal showed, at the times it showed it.
        """)

    @Argument(help: "The walkthrough script, or a recording made with `tabsim --log FILE`.")
    var script: String

    @OptionGroup var source: PrototypeSource
    @OptionGroup var motion: MotionOptions
    @OptionGroup var display: DisplayOptions
    @OptionGroup var replay: ReplaySetup
    @OptionGroup var frame: DeviceOptions
    @OptionGroup var export: RunExportOptions

    @Option(help: "Playback speed: 2 is twice as fast, 0.5 half.")
    var speed: Double = 1

    @Flag(help: "Do not show each input as a caption.")
    var noCaptions = false

    @Flag(help: "Reload the prototype FILE each time it is saved, as `tabsim --watch` does, while the script plays.")
    var watch = false

    func validate() throws {
        guard speed > 0, speed <= 100 else { throw ValidationError("--speed must be above 0 and at most 100") }
        if watch, source.path == nil { throw ValidationError("--watch needs a prototype FILE to watch") }
    }

    func run() throws {
        let parsed = try ScriptFile.load(script)
        if watch, parsed.header != nil {
            throw CleanExit.failure("tabsim: --watch plays a walkthrough script on a file being edited; a recording replays the versions it recorded")
        }
        let prototype = try replay.prototype(for: parsed, at: script, source: source, motion: motion, display: display)
        try ScriptFile.checkNames(parsed, against: prototype)
        let exports = try export.open(title: "\(prototype.name): \(script)", speed: 1)
        // A live study's recording shows its task band and panels as the participant saw
        // them; a problem with its tasks is said before the terminal is taken.
        let tracker = try ScriptFile.studyShown(in: parsed)
        let terminal = try LiveTerminal.open(appearance: prototype.appearance)
        if watch { source.watch(on: terminal) { display.apply(to: motion.apply(to: $0)) } }
        let start = ScriptSource.start(of: parsed)
        let source = ScriptSource(script: parsed, pacing: .live(parsed, speed: speed), showsCaptions: !noCaptions)
        source.frameSink = exports
        // A recording starts on the section its session was launched on.
        let loop = LiveSession.loop(prototype: prototype, on: terminal, device: try frame.liveDevice(size: start.size),
                                    initialSection: start.section.flatMap { label in prototype.sections.firstIndex { $0.label == label } } ?? 0,
                                    study: tracker, reader: parsed.header?.settings?.reader)
        loop.add(source: source)
        loop.add(observer: source)
        loop.run()
        terminal.close()
        try LiveTerminal.exitIfPaintFailed(terminal)
        try exports?.close()
        let name = TextFitting.sanitized(script)
        for step in source.skipped {
            StandardStream.error.write("\(name):\(step.line): warning: \(TextFitting.sanitized(step.problem ?? ""))\n")
        }
        for result in source.results {
            if let problem = result.problem { print("\(name):\(result.line): \(TextFitting.sanitized(problem))") }
        }
        let failed = source.results.filter { $0.problem != nil }.count
        print("\(name): \(TextFitting.counted(source.results.count - failed, "check")) passed, \(failed) failed")
        try LiveTerminal.exitIfSignalled(terminal)
        if failed > 0 { throw ExitCode.failure }
    }
}

/// Reading a walkthrough script or a recording, with its problems printed on failure.
enum ScriptFile {
    static func load(_ path: String) throws -> WalkthroughScript {
        let text = try TextFile.read(path)
        InputFiles.note(path)
        let script: WalkthroughScript
        do {
            script = try WalkthroughScript.read(text, file: path)
        } catch {
            throw CleanExit.failure(error.description)
        }
        for warning in script.warnings { StandardStream.error.write(warning.description + "\n") }
        return script
    }

    /// The study a recording holds, replayed as its participant saw it (band, questions,
    /// comments): nil for a walkthrough or a plain recording.
    static func studyShown(in script: WalkthroughScript) throws -> TaskTracker? {
        do {
            return try TaskTracker.replaying(script)
        } catch {
            throw CleanExit.failure(error.description)
        }
    }

    /// Refuses a script (not a recording) that names what the prototype lacks, every
    /// such line listed with the closest name, before anything runs.
    static func checkNames(_ script: WalkthroughScript, against prototype: Prototype) throws {
        guard script.header == nil else { return }
        let problems = script.problems(with: prototype)
        guard problems.isEmpty else { throw CleanExit.failure(problems.map(\.description).joined(separator: "\n")) }
    }
}
