/// Everything that can happen to a session, from any of its sources: the terminal (or a
/// browser), a script or recording, the watched file, the clock, the recorder. The only
/// input of `Session.reduce`.
public enum SessionMessage: Equatable, Sendable {
    /// The session begins: the launch is recorded and a study's first task starts.
    case launch
    /// Input from the terminal, in its cells: the session maps it through the device
    /// frame and past the band and panels to the prototype. A remote participant's
    /// browser states when the input happened on its own clock, and whether a screen
    /// reader made it (`tabsim serve`); the input's entry in the recording keeps both.
    case input(Event, browser: BrowserInput? = nil)
    /// Input from a script or recording, in the prototype's cells (the band and the
    /// device frame are not counted), as it was recorded.
    case scripted(Event)
    /// Time passed with nothing else happening: an animation frame, a badge, a task's
    /// time limit, a caption running out.
    case tick
    /// The prototype's file changed (`--watch`), or a replay reached a recorded reload.
    /// Boxed: every other message stays small.
    indirect case reload(PrototypeReload)
    /// A caption over the prototype's top-right corner (nil removes it), shown until
    /// `until` (milliseconds on the session's clock), or until the next when nil.
    case caption(String?, until: Int?)
    /// A script or recording gives the prototype this size; its screen (the viewport in a
    /// device frame) gets the band's rows besides, when a replayed study shows one.
    case resizeScreen(Size)
    /// A replayed study recording moves the study on as the participant did.
    case recorded(RecordedStudyStep)
    /// A remote participant's browser measured a message's way to tabsim and back
    /// (`tabsim serve`): recorded, for people judging the network; nothing else changes.
    case roundTrip(milliseconds: Int)
    /// The server stops with the session under way: recorded, so that the time up to
    /// the stop counts when a restarted server takes the session up.
    case serverStopped
    /// A restarted server took the session up from its recording, away this long.
    case resumed(awayMilliseconds: Int)
    /// A remote participant's page took the session up again on a new connection, after
    /// this long without one; the session went on meanwhile.
    case reconnected(awayMilliseconds: Int)
    /// Writing the recording failed: why, and how many entries were kept whole.
    case recordingFailed(String, kept: Int)
    /// The session ends without a quit of its own: a signal, the end of a script or of
    /// the input; `reason` is recorded.
    case stop(reason: String)
}

/// A participant's step a study recording holds that the replay shows as it happened.
public enum RecordedStudyStep: Equatable, Sendable {
    /// A task's start or end.
    case task(TaskMark)
    case answer(RecordedAnswer)
    case comment(RecordedComment)
}

/// Work `Session.reduce` asks the loop to do; the session never does it itself.
public enum SessionEffect: Equatable, Sendable {
    /// The session is over.
    case quit
    /// Audible or visual feedback (`Haptics`), once.
    case bell
    case flash
    /// Write one entry in the recording; the loop gives it its time. An input's entry
    /// keeps what its browser stated, when it came from one.
    case record(RecordingEntry.Kind, browser: BrowserInput? = nil)
    /// The prototype applied `event` (in its own cells): observers hear of it with the
    /// states before and after, and whether reader mode made it (boxed: two whole states
    /// are too large to copy with every effect).
    indirect case applied(Event, before: AppState, after: AppState, effects: [Effect], byReader: Bool)
    /// The session has ended on this section (nil: More): a launch memory keeps it.
    case rememberExit(section: Int?)
    /// Paint the whole terminal again: it may have been cleared (a resize).
    case repaint
    /// Give a headless terminal a new size (a script's resize).
    case resizeTerminal(Size)
    /// The screen reader says this (reader mode): its cursor moved, or what it says of
    /// the element it is on changed.
    case announce(String)
}
