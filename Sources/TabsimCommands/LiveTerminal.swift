import ArgumentParser
import TabsimCore
import TabsimTerminal

/// Opening the live terminal for `run`, `play` and `study --live`.
enum LiveTerminal {
    /// The ncurses backend, in colour unless `NO_COLOR` is set, marking when it is idle
    /// for the end-to-end tests if `TABSIM_IDLE_MARKER` is on; on failure, one clear
    /// line and exit status 1, with the terminal untouched and the session's empty
    /// recording, if any, removed. The terminal is asked for its background unless
    /// `appearance` is already chosen.
    static func open(recording: RecordingFile? = nil, appearance: Appearance? = nil) throws -> NcursesBackend {
        do {
            return try NcursesBackend(noColor: !(Environment.value("NO_COLOR") ?? "").isEmpty,
                                      marksIdle: Environment.isOn("TABSIM_IDLE_MARKER"), asksBackground: appearance == nil)
        } catch {
            recording?.discardIfEmpty()
            throw CleanExit.failure("tabsim: \(error.description)")
        }
    }

    /// After the session, with the terminal given back: a frame curses could not paint
    /// ends tabsim with one message naming the library, its version and `TERM`, and
    /// status 1, before anything else is said of the session.
    static func exitIfPaintFailed(_ backend: NcursesBackend) throws {
        if let failure = backend.paintFailure { throw CleanExit.failure("tabsim: \(TextFitting.sanitized(failure.description))") }
    }

    /// After the session: a caught terminating signal (SIGTERM, SIGHUP, SIGINT, SIGQUIT…)
    /// ends tabsim with 128 + its number, as the shell reports a killed program, so a
    /// supervisor can tell it from a quit.
    static func exitIfSignalled(_ backend: NcursesBackend) throws {
        if let signal = backend.stopSignal { throw ExitCode(128 + signal) }
    }
}
