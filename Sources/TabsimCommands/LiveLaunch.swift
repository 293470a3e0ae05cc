import TabsimCore
import TabsimTerminal

/// A live session as `tabsim [FILE]` starts it: what the command line chose, as plain
/// values. `Run` makes one from its options; a command line that gives none is made
/// one directly (`withoutOptions`), without building `Run`'s option groups, whose
/// property wrappers took about 0.4 ms of each launch.
struct LiveLaunch {
    var source: PrototypeSource
    /// What the options change in the loaded prototype (and in each reload).
    var adjust: (Prototype) -> Prototype
    /// Whether to ask the terminal for its background: no `--appearance` picks the palette.
    var asksBackground: Bool
    /// The recording options, nil without `--log` (the others go only with it).
    var recording: RecordingOptions?
    var device: Device?
    var reader: ScreenReader?
    var haptics: Haptics
    var remember: RememberPolicy?
    var watch: Bool

    /// Runs the session until it quits; records its section in the launch memory.
    func run() throws {
        // The terminal's answers travel while the prototype loads.
        NcursesBackend.askAhead(background: asksBackground)
        let (loaded, text) = try source.loadSource()
        let prototype = adjust(loaded)
        let eventLog = try recording?.open()
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
        if watch { source.watch(on: backend, settings: adjust) }
        var header = recording?.header(source: source, prototype: prototype, text: text, haptics: haptics, remember: policy)
            ?? RecordingOptions.header(source: source, prototype: prototype, text: text, haptics: haptics, remember: policy,
                                       participant: nil, variant: nil, recordingFolder: nil)
        // The file will change: the recording keeps the version it starts from.
        if watch { header.source = text }
        let loop = LiveSession.loop(prototype: prototype, on: backend, device: device, haptics: haptics, log: eventLog,
                                    header: header, initialSection: initialSection, reader: reader)
        loop.run()
        backend.close()
        try LiveTerminal.exitIfPaintFailed(backend)
        if policy != .never, case .some(.some(let section)) = loop.exitSection {
            // The memory as it is now: other sessions may have quit since this one launched.
            let warning = memoryFile.update { $0.recordExit(for: source.memoryKey, section: section, prototype: loop.state.prototype) }
            if let warning { printWarning(warning) }
        }
        try RecordingOptions.check(loop, log: recording?.log)
        try LiveTerminal.exitIfSignalled(backend)
    }

    private func printWarning(_ message: String) {
        StandardStream.error.write("tabsim: warning: \(TextFitting.sanitized(message))\n")
    }
}

extension LiveLaunch {
    /// The launch `run`'s options choose.
    init(_ run: Run) throws {
        let (motion, display) = (run.motion, run.display)
        self.init(source: run.source, adjust: { display.apply(to: motion.apply(to: $0)) },
                  asksBackground: display.appearance?.value == nil, recording: run.recording.log == nil ? nil : run.recording,
                  device: try run.frame.liveDevice(), reader: run.readerMode.reader, haptics: run.haptics, remember: run.remember,
                  watch: run.watch)
    }
}
