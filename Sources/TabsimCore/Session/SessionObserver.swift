/// What the prototype did with one event: the event (in its cells), the states before
/// and after, and when (milliseconds since launch).
public struct PrototypeStep {
    public let event: Event
    public let before: AppState
    public let after: AppState
    /// What the event led to: a quit, feedback, an animation.
    public let effects: [Effect]
    public let milliseconds: Int
    /// The prototype's screen after the event, drawn when asked for.
    public let frame: () -> CellBuffer
}

/// Watches a session loop and only reads: study measures, exports and checks learn what
/// happened from here, never by changing the session.
public protocol SessionObserver: AnyObject {
    /// The session is launching from `state`, before its launch is handled (a study's
    /// first task starts then); `frame` draws the prototype's screen.
    func sessionLaunched(_ state: SessionState, frame: @escaping () -> CellBuffer)
    /// The session recorded `entry` (a recorded session, or a recording's replay, which
    /// records what its session did with no file to write).
    func sessionRecorded(_ entry: RecordingEntry)
    /// The prototype applied an event.
    func sessionApplied(_ step: PrototypeStep)
    /// The loop drew a changed frame of the whole terminal, at `now` on its clock.
    func sessionDrew(_ frame: CellBuffer, at now: Int)
}

extension SessionObserver {
    public func sessionLaunched(_ state: SessionState, frame: @escaping () -> CellBuffer) {}
    public func sessionApplied(_ step: PrototypeStep) {}
    public func sessionRecorded(_ entry: RecordingEntry) {}
    public func sessionDrew(_ frame: CellBuffer, at now: Int) {}
}

/// A source of messages besides the terminal: a script or recording, timed inputs. It
/// reads the session through the loop (read-only) to know when its next message is due.
public protocol MessageSource: AnyObject {
    /// The message due now, if any.
    func next(in loop: SessionLoop) -> SessionMessage?
    /// When the next message is due by itself, on the loop's clock; nil: not until
    /// something else happens.
    func due(in loop: SessionLoop) -> Int?
}
