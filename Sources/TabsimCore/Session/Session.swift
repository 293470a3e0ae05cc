/// How feedback is given besides the recording (B14).
public enum Haptics: String, CaseIterable, Sendable {
    case off, bell, flash
}

/// The application around the prototype: `reduce(&state, message, now)` applies one
/// message to a session and returns the effects to run. It scopes the prototype's
/// `Reducer`, unchanged, and adds what a session has besides: the device frame, the
/// band, captions, questions and comments, a study's progress, reloads and the
/// recording. Pure: no terminal, no clock, no I/O. A class, as it never changes: each
/// message's step holds it without copying the recording's header.
public final class Session: Sendable {
    /// How feedback is given besides the recording (B14).
    public let haptics: Haptics
    /// What the recording's launch entry states; nil: nothing is recorded.
    public let header: RecordingHeader?
    /// Whether the session is recorded: asked at every input, without copying the header.
    let isRecorded: Bool

    /// - Parameter header: the recording's launch entry (the size and first section are
    ///   filled in at launch); nil when the session is not recorded.
    public init(haptics: Haptics = .off, header: RecordingHeader? = nil) {
        self.haptics = haptics
        self.header = header
        isRecorded = header != nil
    }

    /// Applies `message` to `state` at `now` (milliseconds on the session's clock).
    /// - Returns: the effects to run, in order.
    public func reduce(_ state: inout SessionState, _ message: SessionMessage, now: Int) -> [SessionEffect] {
        // Once ended only time passes: running animations may finish.
        guard state.ended == nil || message == .tick else { return [] }
        // Moved, not copied: the step holds the only copy while it changes it.
        var step = Step(session: self, state: consume state, now: now)
        if message != .launch, step.state.ended == nil { step.timeOutIfDue() }
        switch message {
        case .launch: step.launch()
        case .input(let event, let browser):
            step.browser = browser
            step.receiveFromTerminal(event)
        case .scripted(let event): step.receiveScripted(event)
        case .tick: step.tick()
        case .reload(let reload): step.apply(reload)
        case .caption(let text, let until):
            step.state.overlay.caption = text
            step.state.captionUntil = text == nil ? nil : until
        case .resizeScreen(let size): step.resizeScreen(to: size)
        case .recorded(let recorded): step.replay(recorded)
        case .roundTrip(let milliseconds):
            if (0...RecordingEntry.maximumRoundTrip).contains(milliseconds) { step.record(.roundTrip(milliseconds: milliseconds)) }
        case .serverStopped: step.record(.serverStopped)
        case .resumed(let milliseconds): step.record(.resumed(awayMilliseconds: min(max(0, milliseconds), RecordingEntry.maximumAway)))
        case .reconnected(let milliseconds): step.record(.reconnected(awayMilliseconds: min(max(0, milliseconds), RecordingEntry.maximumAway)))
        case .recordingFailed(let failure, let kept): step.recordingFailed(failure, kept: kept)
        case .stop(let reason): step.end(reason: reason)
        }
        if step.state.reader != nil { step.followReaderFocus() }
        state = step.state
        return step.effects
    }
}

/// One message being applied: the state as it changes and the effects so far.
struct Step {
    let session: Session
    var state: SessionState
    let now: Int
    var effects: [SessionEffect] = []
    /// What the browser said of the input this step applies, for the first input entry
    /// it records: the input's own (a resize the band causes after it has none).
    var browser: BrowserInput?
    /// The reader is activating its element with a tap of its own: the tap reaches what
    /// is under it, and is not recorded (the reader's action is).
    var activatingForReader = false
    /// The reader's cursor was moved on purpose this step: it speaks again, even to say
    /// the same words.
    var readerMoved = false

    /// Milliseconds since launch.
    var sinceLaunch: Int { state.sinceLaunch(now) }

    /// Writes an entry, when the session is recorded and the recording has not failed.
    mutating func record(_ entry: RecordingEntry.Kind, browser: BrowserInput? = nil) {
        guard session.isRecorded, state.recordingFailure == nil else { return }
        effects.append(.record(entry, browser: browser))
    }

    /// The session begins: its launch entry, and a study's first task (re-scored by
    /// marks, the recording's first start begins it).
    mutating func launch() {
        if var launch = session.header {
            launch.size = state.app.size
            launch.shownSizeClass = state.app.sizeClass
            launch.section = sectionLabel(state.app.selectedSection)
            record(.launch(launch))
        }
        if let study = state.study, study.replay != .byMarks { beginTask() }
    }

    /// Time passed: a frame tick (which ends finished animations and delivers due
    /// badges), a caption running out, a task's time limit.
    mutating func tick() {
        if let until = state.captionUntil, now >= until {
            state.overlay.caption = nil
            state.captionUntil = nil
        }
        send(.frameTick(generation: state.scheduledGeneration))
    }

    /// The session ends: recorded with `reason`, and the section it ended on kept.
    mutating func end(reason: String?) {
        record(.quit(section: sectionLabel(state.app.selectedSection), reason: reason ?? ""))
        state.ended = reason ?? "quit"
        effects += [.rememberExit(section: state.app.selectedSection), .quit]
    }

    /// Applies one event to the prototype, in its cells, and runs its effects.
    mutating func send(_ event: Event) {
        recordInput(event)
        let before = state.app
        let applied = state.reducer.reduce(&state.app, event, now: now)
        // A resize repaints everything, even to the same size (the terminal may have
        // cleared itself).
        if case .resized = event { effects.append(.repaint) }
        for effect in applied { run(effect) }
        effects.append(.applied(event, before: before, after: state.app, effects: applied, byReader: activatingForReader))
        if state.study != nil { trackTask(after: event, before: before) }
    }

    /// Records input in the prototype's cells, as a replay gives it back; what reader
    /// mode makes of its actions is not (the action is recorded).
    mutating func recordInput(_ event: Event) {
        guard session.isRecorded, !activatingForReader, let token = InputScript.token(for: event) else { return }
        record(.input(token), browser: browser)
        browser = nil
    }

    private mutating func run(_ effect: Effect) {
        switch effect {
        case .quit:
            end(reason: nil)
        case .selectionFeedback:
            record(.feedback(.selection(section: sectionLabel(state.app.selectedSection), page: pageLabel())))
            feedback(times: 1)
        case .notificationFeedback(let section):
            record(.feedback(.notification(section: sectionLabel(section), badge: state.app.badge(of: section, in: state.prototype)?.text ?? "")))
            feedback(times: 2)
        case .dialogChoice(let choice):
            record(.feedback(.dialog(title: choice.title, button: choice.button ?? "")))
        case .animate(let generation):
            state.scheduledGeneration = generation
        }
    }

    /// A bell or flash: once for a selection, twice (stronger) for a notification.
    private mutating func feedback(times: Int) {
        switch session.haptics {
        case .off: break
        case .bell: effects += Array(repeating: .bell, count: times)
        case .flash: effects += Array(repeating: .flash, count: times)
        }
    }

    /// Writing the recording failed: the band says so, with how much was kept.
    mutating func recordingFailed(_ failure: String, kept: Int) {
        guard state.recordingFailure == nil else { return }
        state.recordingFailure = "\(failure); \(kept) entries kept"
        var shown = state.overlay
        shown.band = Band("✗ The recording stopped: \(failure). \(kept) entries kept. Ctrl-C quits.", kind: .error)
        show(shown)
    }

    /// Changes what is drawn around the prototype. A band that comes, goes or wraps on
    /// more or fewer rows gives the prototype rows less or more, as a resize would.
    /// The caption, the reload problem and the reader's cursor are not the caller's:
    /// they stay.
    mutating func show(_ overlay: Overlay) {
        var overlay = overlay
        overlay.caption = state.overlay.caption
        overlay.problem = state.overlay.problem
        overlay.reader = state.overlay.reader
        guard overlay != state.overlay else { return }
        let rows = state.bandRows
        state.overlay = overlay
        if state.bandRows != rows { send(.resized(state.appSize)) }
    }

    func sectionLabel(_ index: Int?) -> String {
        guard let index else { return "More" }
        return state.prototype.sections[index].label
    }

    private func pageLabel() -> String {
        state.app.selectedPageLabel(in: state.prototype) ?? ""
    }
}

extension RecordingHeader {
    /// The launch entry of a session recorded with nothing more said about it.
    public static func plain(for prototype: Prototype, haptics: Haptics) -> RecordingHeader {
        RecordingHeader(prototypeName: prototype.name, outline: prototype.outline,
                        settings: SessionSettings(prototype: prototype, haptics: haptics, remember: prototype.remember))
    }
}
