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

    func run() throws { try LiveLaunch(self).run() }
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
