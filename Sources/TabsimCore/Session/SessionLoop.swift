/// The one session loop: takes the next message from its sources (scripts, timed
/// inputs) or the terminal (keys, mouse, resizes, the watched file, the clock) →
/// `Session.reduce` → effects → `SessionView` → diff → paint, and hands what happened to
/// observers that only read. `handle(_:)` and `nextDeadline` make it a step function a
/// server can drive for many sessions; `run()` blocks on one terminal, live or headless.
public final class SessionLoop {
    /// The session now; only `handle(_:)` changes it.
    public private(set) var state: SessionState
    public let session: Session
    /// Draws the session.
    public private(set) var view: SessionView
    /// Time between animation frames: up to 60 per second, only while something moves (S3).
    public static let frameInterval = 16
    /// Whether frames are drawn. A headless replay that keeps no frames turns it off: its
    /// observers draw the screens they need, and it ticks only when a tick changes
    /// something (`SessionState.nextChange`); time and state go on exactly as when drawing.
    public var drawsFrames = true
    /// The section the session ended on (nil: More), once it has ended.
    public private(set) var exitSection: Int??

    private let terminal: TerminalBackend
    private let clock: MonotonicClock
    private let log: EventLogSink?
    private var sources: [MessageSource] = []
    private var observers: [WeakObserver] = []
    /// Messages the effects of one message gave rise to (a failed write), handled next.
    private var pending: [SessionMessage] = []
    private var previous: CellBuffer?
    private var needsDraw = true

    /// - Parameters:
    ///   - log: where the recording is written (B14, W4); nil when the session is not
    ///     recorded.
    public init(session: Session, state: SessionState, view: SessionView, terminal: TerminalBackend,
                clock: MonotonicClock, log: EventLogSink? = nil) {
        self.session = session
        self.state = state
        self.view = view
        self.terminal = terminal
        self.clock = clock
        self.log = log
    }

    /// Milliseconds on the loop's clock.
    public var now: Int { clock.nowMilliseconds }

    /// Takes messages from `source` too, before the terminal's.
    public func add(source: MessageSource) { sources.append(source) }

    /// Tells `observer` of every step from now on; it is held weakly.
    public func add(observer: SessionObserver) { observers.append(WeakObserver(value: observer)) }

    /// The prototype's own screen now, nothing around it: what checks read.
    public func prototypeScreen() -> CellBuffer { view.prototypeScreen(state.app, now: now) }

    /// The layout of the prototype's screen now, the one its frame is drawn in.
    public func layout() -> ScreenLayout { view.layout(of: state.app) }

    /// When the loop must next be stepped with no input: an animation frame, a timer of
    /// the session's, a source's next message; nil: only input moves it.
    public var nextDeadline: Int? {
        // Frames that change nothing are not drawn, so a loop that draws none skips them.
        var due = drawsFrames ? state.nextDeadline(frameInterval: Self.frameInterval, now: now)
            : state.nextChange(frameInterval: Self.frameInterval, now: now)
        for source in sources { due = due.earlier(source.due(in: self)) }
        return due
    }

    /// Begins the session: observers see where it starts, its launch is recorded, the
    /// first frame is drawn.
    public func launch() {
        let opening = state, renderer = view.renderer, now = self.now
        for index in observers.indices {
            observers[index].value?.sessionLaunched(opening, frame: ScreenDrawing(renderer: renderer, state: opening.app, now: now))
        }
        handle(.launch)
        drawIfNeeded()
    }

    /// Runs until the session ends: each source's message when it is due, else the
    /// terminal's input, waited for until the next deadline (no idle CPU).
    /// - Parameter settling: let running animations finish after the end, so the last
    ///   frame is the settled screen (a headless picture).
    public func run(settling: Bool = false) {
        launch()
        while state.ended == nil {
            if let message = nextFromSources() {
                handle(message)
                // A caption is shown before what it names.
                if case .caption = message { drawIfNeeded() }
                continue
            }
            drawIfNeeded()
            handle(terminal.nextInput(timeoutMilliseconds: nextDeadline.map { max(0, $0 - now) }))
            // A burst of input costs one frame.
            while state.ended == nil, case let more = terminal.nextInput(timeoutMilliseconds: 0), more != .timeout { handle(more) }
        }
        while settling, state.app.isAnimating, terminal.nextInput(timeoutMilliseconds: Self.frameInterval) == .timeout {
            handle(SessionMessage.tick)
        }
        drawIfNeeded()
    }

    /// The first message a source has due now; each source is asked at most once.
    private func nextFromSources() -> SessionMessage? {
        for source in sources {
            if let message = source.next(in: self) { return message }
        }
        return nil
    }

    private func handle(_ input: BackendInput) {
        switch input {
        case .event(let event): handle(SessionMessage.input(event))
        case .timeout: handle(SessionMessage.tick)
        case .reload(let reload): handle(SessionMessage.reload(reload))
        case .stop(let reason): handle(SessionMessage.stop(reason: reason))
        }
    }

    /// Applies one message: the session's reducer, then its effects; observers hear of
    /// each event the prototype applied. The clock is read once a message: whatever the
    /// message records bears its time, however long the writing takes, as its replay has it.
    public func handle(_ message: SessionMessage) {
        pending.append(message)
        while !pending.isEmpty {
            let next = pending.removeFirst(), now = self.now
            // A loop that draws no frames keeps no copy to tell whether one is needed.
            let before = drawsFrames ? state : nil
            let effects = session.reduce(&state, next, now: now)
            let changed = before.map {
                state.app != $0.app || state.overlay != $0.overlay || state.terminal != $0.terminal
                    || state.device != $0.device || state.prototypeVersion != $0.prototypeVersion
            }
            if changed ?? true { needsDraw = true }
            for effect in effects { run(effect, at: now) }
        }
    }

    private func run(_ effect: SessionEffect, at now: Int) {
        switch effect {
        case .quit: break
        case .bell: terminal.bell()
        case .flash: terminal.flash()
        case .record(let kind, let browser):
            let entry = RecordingEntry(milliseconds: state.sinceLaunch(now), kind, clientMilliseconds: browser?.milliseconds,
                                       isAssistive: browser?.isAssistive ?? false)
            for index in observers.indices { observers[index].value?.sessionRecorded(entry) }
            guard let log else { return }
            if let failure = log.record(entry) { pending.append(.recordingFailed(failure, kept: log.entriesWritten)) }
        case .applied(let event, let before, let after, let effects, let byReader):
            guard !observers.isEmpty else { return }
            let step = PrototypeStep(event: event, before: before, after: after, effects: effects, byReader: byReader,
                                     milliseconds: state.sinceLaunch(now),
                                     frame: ScreenDrawing(renderer: view.renderer, state: after, now: now))
            for index in observers.indices { observers[index].value?.sessionApplied(step) }
        case .rememberExit(let section): exitSection = .some(section)
        case .repaint:
            previous = nil
            needsDraw = true
        case .resizeTerminal(let size): terminal.resize(to: size)
        case .announce(let text):
            for index in observers.indices { observers[index].value?.sessionAnnounced(text, milliseconds: state.sinceLaunch(now)) }
        }
    }

    /// Draws the frame, if anything changed or moves, and paints only the cells that changed.
    public func drawIfNeeded() {
        guard needsDraw || state.app.isAnimating else { return }
        needsDraw = false
        guard drawsFrames else { return }
        let now = self.now
        let frame = view.render(state, now: now)
        let changes = frame.changes(since: previous)
        previous = frame
        guard !changes.isEmpty else { return }
        terminal.paint(changes)
        terminal.flush()
        for index in observers.indices { observers[index].value?.sessionDrew(frame, at: now) }
    }
}

/// An observer the loop does not keep alive; read in place (`observers[index].value`),
/// as a copy of a weak reference costs more than the call it makes.
private struct WeakObserver {
    weak var value: SessionObserver?
}
