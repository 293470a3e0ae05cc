/// What the prototype did with one event: the event (in its cells), the states before
/// and after, and when (milliseconds since launch).
public struct PrototypeStep {
    public let event: Event
    public let before: AppState
    public let after: AppState
    /// What the event led to: a quit, feedback, an animation.
    public let effects: [Effect]
    /// Reader mode made the event (an activation's tap, a scroll to the next row): what
    /// the participant did is the reader's action, recorded as such.
    public let byReader: Bool
    public let milliseconds: Int
    /// The prototype's screen after the event, drawn when asked for.
    public let frame: ScreenDrawing
}

/// A prototype's screen in one state, drawn only when asked for: most steps of a replay
/// are never drawn.
public struct ScreenDrawing: Sendable {
    let renderer: Renderer
    let state: AppState
    /// The clock's time it is drawn at, for what moves.
    let now: Int

    public func draw() -> CellBuffer { renderer.render(state, now: now) }
}

/// Watches a session loop and only reads: study measures, exports and checks learn what
/// happened from here, never by changing the session.
public protocol SessionObserver: AnyObject {
    /// The session is launching from `state`, before its launch is handled (a study's
    /// first task starts then); `frame` draws the prototype's screen.
    func sessionLaunched(_ state: SessionState, frame: ScreenDrawing)
    /// The session recorded `entry` (a recorded session, or a recording's replay, which
    /// records what its session did with no file to write).
    func sessionRecorded(_ entry: RecordingEntry)
    /// The prototype applied an event.
    func sessionApplied(_ step: PrototypeStep)
    /// The loop drew a changed frame of the whole terminal, at `now` on its clock.
    func sessionDrew(_ frame: CellBuffer, at now: Int)
    /// The screen reader said `text` (reader mode), `milliseconds` after launch.
    func sessionAnnounced(_ text: String, milliseconds: Int)
}

extension SessionObserver {
    public func sessionLaunched(_ state: SessionState, frame: ScreenDrawing) {}
    public func sessionApplied(_ step: PrototypeStep) {}
    public func sessionRecorded(_ entry: RecordingEntry) {}
    public func sessionDrew(_ frame: CellBuffer, at now: Int) {}
    public func sessionAnnounced(_ text: String, milliseconds: Int) {}
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
