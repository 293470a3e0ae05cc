import TabsimCore
import TabsimTerminal

/// The session loop on the live terminal, for `run`, `play` and `study --live`.
enum LiveSession {
    /// A loop for `prototype` on `terminal`, in `device`'s frame when there is one.
    /// - Parameters:
    ///   - log: where the session is recorded, with `header` as its launch entry.
    ///   - reader: the screen reader of reader mode, which the launch entry states too.
    static func loop(prototype: Prototype, on terminal: NcursesBackend, device: Device?, haptics: Haptics = .off,
                     log: EventLogSink? = nil, header: RecordingHeader? = nil, initialSection: Int = 0,
                     study: TaskTracker? = nil, reader: ScreenReader? = nil) -> SessionLoop {
        let clock = SystemClock()
        let theme = Theme(tint: prototype.tint, mode: terminal.colorMode, appearance: prototype.appearance ?? terminal.appearance)
        let state = SessionState(prototype: prototype, terminal: terminal.size, device: device, initialSection: initialSection,
                                 study: study, launchedAt: clock.nowMilliseconds, reader: reader)
        var recorded = log.map { _ in header ?? .plain(for: prototype, haptics: haptics) }
        recorded?.settings?.reader = reader
        return SessionLoop(session: Session(haptics: haptics, header: recorded), state: state,
                           view: SessionView(prototype: prototype, theme: theme), terminal: terminal, clock: clock, log: log)
    }
}
