import ArgumentParser
import TabsimCore

/// `tabsim walk SCRIPT [FILE]`: runs a walkthrough headless and checks it (W1, W3, W5).
struct Walk: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "walk",
        abstract: "Run a walkthrough script headless with a virtual clock, and check it.",
        discussion: """
        A script has one action or check a line: size 80x24, key right right, type TEXT, \
        click TEXT, press TEXT, release TEXT, wait MS, resize WxH, expect section|page|screen|text NAME, \
        expect no text TEXT, expect bar|keyboard shown|hidden; a first line `reader voiceover` (or talkback) runs it in \
        reader mode. Exits 1 at the first failing check, naming its line and printing the screen.
        """)

    @Argument(help: "The walkthrough script, or a recording made with `tabsim --log FILE` (replayed as it happened).")
    var script: String

    @OptionGroup var source: PrototypeSource
    @OptionGroup var motion: MotionOptions
    @OptionGroup var display: DisplayOptions
    @OptionGroup var replay: ReplaySetup

    @OptionGroup var frame: DeviceOptions

    @Option(help: "Screen size as COLUMNSxROWS (80x24), unless the script sets one; with --device or --viewport, the terminal the frame is centred in (the frame's own size unless given).")
    var size: String?

    @OptionGroup var export: RunExportOptions
    @OptionGroup var readerMode: ReaderModeOption

    @Option(help: "Write what the screen reader says, a line an announcement after its time (mm:ss.mmm), to OUT.txt (- for standard output): for a script in reader mode (its `reader` line, or --reader) or a recording made in it.")
    var transcript: String?

    @Option(help: "With --svg or --gif: play FACTOR times as fast.")
    var speed: Double = 1

    /// A recording replays in the mode it was made in: `--reader` is refused for one, and
    /// `--transcript` needs a reader, the script's, the option's or the recording's.
    private func checkReaderMode(of parsed: WalkthroughScript) throws {
        if let header = parsed.header {
            if let reader = readerMode.reader {
                let made = header.settings?.reader.map { "in reader mode with \($0.rawValue)" } ?? "without reader mode"
                throw CleanExit.failure("tabsim: \(ReplaySetup.shown(script)) was recorded \(made), and a recording replays as it was made: "
                    + "drop --reader \(reader.rawValue)")
            }
            if transcript != nil, header.settings?.reader == nil {
                throw CleanExit.failure("tabsim: \(ReplaySetup.shown(script)) was not recorded in reader mode, and a recording replays as it was made: "
                    + "--transcript takes a recording made with --reader, or a walkthrough script in reader mode")
            }
        } else if transcript != nil, readerMode.reader == nil, parsed.reader == nil {
            throw CleanExit.failure("tabsim: --transcript writes what a screen reader says, and \(ReplaySetup.shown(script)) does not run in reader mode: "
                + "make its first line `reader voiceover` (or talkback), or add --reader voiceover")
        }
    }

    func validate() throws {
        guard speed > 0, speed <= 100 else { throw ValidationError("--speed must be above 0 and at most 100") }
    }

    func run() throws {
        let parsed = try ScriptFile.load(script)
        if parsed.header != nil, let size, try frame.chosen() == nil, let recorded = ScriptSource.start(of: parsed).size {
            throw CleanExit.failure("tabsim: \(ReplaySetup.shown(script)) was recorded at \(recorded.width)x\(recorded.height) and replays at that size, "
                + "so --size \(TextFitting.sanitized(size)) would change nothing: drop it (with --device, --size is the terminal the frame is centred in)")
        }
        try checkReaderMode(of: parsed)
        let prototype = try replay.prototype(for: parsed, at: script, source: source, motion: motion, display: display)
        try ScriptFile.checkNames(parsed, against: prototype)
        // A live study's recording shows its task band and panels as the participant saw them.
        let study = try ScriptFile.studyShown(in: parsed)
        // The exports draw in the palette the run is drawn in.
        let appearance = prototype.appearance ?? .dark
        let (failure, checksPassed) = try SVGPalette.$appearance.withValue(appearance) { () throws -> (WalkthroughRunner.Failure?, Int) in
            let exports = try export.open(title: "\(prototype.name): \(script)", speed: speed)
            let framing = try frame.headless(terminal: size)
            let screenSize = try framing?.device.viewport ?? DeviceOptions.size(size ?? "80x24")
            let runner = WalkthroughRunner(prototype: prototype, theme: Theme(tint: prototype.tint, mode: .color, appearance: appearance),
                                           size: screenSize)
            runner.framing = framing
            runner.study = study
            runner.reader = readerMode.reader
            let spoken = transcript.map { _ in ReaderTranscript() }
            runner.observer = spoken
            runner.frameSink = exports
            var failure: WalkthroughRunner.Failure?
            do throws(WalkthroughRunner.Failure) {
                try runner.run(parsed)
            } catch {
                failure = error
            }
            try exports?.close()
            try OutputFile.write(transcript, spoken?.text ?? "")
            return (failure, runner.checksPassed)
        }
        if let failure {
            throw CleanExit.failure(TextFitting.sanitized(failure.description) + "\nscreen at that moment:\n\(failure.screen)")
        }
        // A recording's waits are its own steps, not lines anyone wrote: count what was done.
        let done = parsed.header == nil
            ? TextFitting.counted(Set(parsed.steps.map(\.line)).count, "step")
            : TextFitting.counted(parsed.steps.filter { if case .events = $0.step { return true } else { return false } }.count, "input")
        let summary = "\(TextFitting.sanitized(script)): \(done), \(TextFitting.counted(checksPassed, "check")) passed"
        // An export or transcript on standard output is kept whole: the summary goes to standard error.
        if export.writesToStandardOutput || transcript.map(OutputFile.isStandardOutput) == true {
            StandardStream.error.write(summary + "\n")
        } else {
            print(summary)
        }
    }

}
