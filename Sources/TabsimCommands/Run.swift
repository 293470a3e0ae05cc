import ArgumentParser
import TabsimCore
import TabsimTerminal

/// `tabsim [FILE]`: runs a prototype live in the terminal.
struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "run", abstract: "Run a prototype in the terminal (the default).")

    @OptionGroup var source: PrototypeSource
    @OptionGroup var motion: MotionOptions
    @OptionGroup var display: DisplayOptions
    @OptionGroup var recording: RecordingOptions
    @OptionGroup var frame: DeviceOptions
    @OptionGroup var readerMode: ReaderModeOption

    @Option(help: "Feedback besides the log: off, bell or flash (once for a selection, twice for a badge arriving).")
    var haptics: Haptics = .off

    @Option(help: "Which section opens at launch: never, habitual or always the last one (overrides the prototype's `remember`). A recorded session (--log) uses no launch memory unless this is given.")
    var remember: RememberPolicy?

    @Flag(help: "Reload the prototype each time its file is saved, keeping the selection, pushed screens, scroll and typed text; a file that does not load shows its first problem over the last good version.")
    var watch = false

    func validate() throws {
        if watch, source.path == nil { throw ValidationError("--watch needs a prototype FILE to watch") }
    }

    func run() throws {
        // The terminal's answers travel while the prototype loads.
        NcursesBackend.askAhead(background: display.appearance?.value == nil)
        let (loaded, text) = try source.loadSource()
        let prototype = display.apply(to: motion.apply(to: loaded))
        let eventLog = try recording.open()
        // Every recorded participant starts alike: no launch memory unless asked for.
        let policy = remember ?? (eventLog == nil ? prototype.remember : .never)
        let memoryFile = LaunchMemoryFile()
        var memory = LaunchMemory()
        if policy != .never {
            let (read, warning) = memoryFile.read()
            if let warning { printWarning(warning) }
            memory = read
        }
        let initialSection = memory.initialSection(for: source.memoryKey, prototype: prototype, policy: policy)
        let backend = try LiveTerminal.open(recording: eventLog, appearance: prototype.appearance)
        if watch { source.watch(on: backend) { display.apply(to: motion.apply(to: $0)) } }
        var header = recording.header(source: source, prototype: prototype, text: text, haptics: haptics, remember: policy)
        // The file will change: the recording keeps the version it starts from.
        if watch { header.source = text }
        let loop = LiveSession.loop(prototype: prototype, on: backend, device: try frame.liveDevice(), haptics: haptics, log: eventLog,
                                    header: header, initialSection: initialSection, reader: readerMode.reader)
        loop.run()
        backend.close()
        try LiveTerminal.exitIfPaintFailed(backend)
        if policy != .never, case .some(.some(let section)) = loop.exitSection {
            // The memory as it is now: other sessions may have quit since this one launched.
            let warning = memoryFile.update { $0.recordExit(for: source.memoryKey, section: section, prototype: loop.state.prototype) }
            if let warning { printWarning(warning) }
        }
        try RecordingOptions.check(loop, log: recording.log)
        try LiveTerminal.exitIfSignalled(backend)
    }

    private func printWarning(_ message: String) {
        StandardStream.error.write("tabsim: warning: \(TextFitting.sanitized(message))\n")
    }
}

extension RecordingOptions {
    /// Exits non-zero, saying how much was kept, when the recording failed mid-session.
    static func check(_ loop: SessionLoop, log: String?) throws {
        guard let failure = loop.state.recordingFailure, let log else { return }
        throw CleanExit.failure("tabsim: the recording '\(TextFitting.sanitized(log))' stopped: \(failure)")
    }
}

extension Haptics: ExpressibleByArgument {}
extension RememberPolicy: ExpressibleByArgument {}
