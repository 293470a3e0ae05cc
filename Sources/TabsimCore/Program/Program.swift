/// How feedback is given besides the event log (B14).
public enum Haptics: String, CaseIterable, Sendable {
    case off, bell, flash
}

/// The program loop: input → reducer → effects → view → diff → paint. The same loop
/// runs live on ncurses and headless on an in-memory backend.
public final class Program {
    public private(set) var state: AppState
    public let reducer: Reducer
    public let renderer: Renderer
    public let haptics: Haptics
    /// Time between animation frames: up to 60 per second, only while something moves (S3).
    public static let frameInterval = 16

    private let backend: TerminalBackend
    private let clock: MonotonicClock
    private let log: EventLogSink?
    private var previous: CellBuffer?
    private var needsDraw = true
    private var quitRequested = false
    /// The generation of the animation that frames are being drawn for.
    private var scheduledGeneration = 0

    /// - Parameters:
    ///   - clock: the time source; a `ManualClock` for tests and headless runs.
    ///   - log: where every input and every feedback is recorded (B14), if anywhere.
    ///   - initialSection: the section selected at launch (T10).
    public init(prototype: Prototype, theme: Theme, backend: TerminalBackend, clock: MonotonicClock,
                haptics: Haptics = .off, log: EventLogSink? = nil, initialSection: Int = 0) {
        self.backend = backend
        self.clock = clock
        self.haptics = haptics
        self.log = log
        reducer = Reducer(prototype: prototype)
        renderer = Renderer(prototype: prototype, theme: theme)
        state = AppState(prototype: prototype, size: backend.size, initialSection: initialSection,
                         launchedAt: clock.nowMilliseconds)
    }

    /// Runs until the user quits or the backend stops.
    public func run() {
        record(["event": "launch", "section": sectionLabel(state.selectedSection),
                "size": "\(state.size.width)x\(state.size.height)"])
        drawIfNeeded()
        while !quitRequested {
            switch backend.nextInput(timeoutMilliseconds: waitLimit()) {
            case .stop: return
            case .timeout: tick()
            case .event(let event):
                send(event)
                drainPendingInput()
            }
            drawIfNeeded()
        }
    }

    /// How long to wait for input: a frame while something moves, until the next
    /// badge arrives, or for ever. Nothing wakes the loop otherwise (no idle CPU).
    private func waitLimit() -> Int? {
        if state.isAnimating { return Self.frameInterval }
        guard let due = state.nextBadgeUpdate(in: reducer.prototype) else { return nil }
        return max(0, due - clock.nowMilliseconds)
    }

    /// Time passed with no input: a frame tick, which ends finished animations and
    /// delivers due badges.
    public func tick() {
        send(.frameTick(generation: scheduledGeneration))
    }

    /// Headless: lets `milliseconds` pass on a manual clock frame by frame, so
    /// animations run and timed badges arrive, drawing each frame.
    public func pass(_ milliseconds: Int, on clock: ManualClock) {
        var left = milliseconds
        while left > 0 {
            let step = min(left, Self.frameInterval)
            clock.advance(by: step)
            left -= step
            tick()
            drawIfNeeded()
        }
    }

    /// Headless: lets running animations finish on a manual clock, then draws the
    /// final frame (also after a quit, which ends the loop before drawing).
    /// - Returns: the milliseconds that passed.
    @discardableResult
    public func settle(on clock: ManualClock, limit: Int = 10_000) -> Int {
        var waited = 0
        while state.isAnimating, waited < limit {
            pass(Self.frameInterval, on: clock)
            waited += Self.frameInterval
        }
        drawIfNeeded()
        return waited
    }

    /// Applies pending input before drawing, so a burst of keys costs one frame.
    private func drainPendingInput() {
        while !quitRequested, case .event(let event) = backend.nextInput(timeoutMilliseconds: 0) {
            send(event)
        }
    }

    /// Applies one event and runs its effects.
    public func send(_ event: Event) {
        if let token = InputScript.token(for: event) { record(["input": token]) }
        let before = state
        let effects = reducer.reduce(&state, event, now: clock.nowMilliseconds)
        if state != before { needsDraw = true }
        if case .resized = event { previous = nil }
        for effect in effects { run(effect) }
    }

    private func run(_ effect: Effect) {
        switch effect {
        case .quit:
            quitRequested = true
            record(["event": "quit", "section": sectionLabel(state.selectedSection)])
        case .selectionFeedback:
            record(["feedback": "selection", "section": sectionLabel(state.selectedSection), "page": pageLabel()])
            giveFeedback(times: 1)
        case .notificationFeedback(let section):
            record(["feedback": "notification", "section": sectionLabel(section),
                    "badge": state.badge(of: section, in: reducer.prototype)?.text ?? ""])
            giveFeedback(times: 2)
        case .animate(let generation): scheduledGeneration = generation
        }
    }

    /// A bell or flash: once for a selection, twice (stronger) for a notification.
    private func giveFeedback(times: Int) {
        for _ in 0..<times {
            switch haptics {
            case .off: break
            case .bell: backend.bell()
            case .flash: backend.flash()
            }
        }
    }

    private func record(_ fields: KeyValuePairs<String, String>) {
        guard let log else { return }
        let kept = fields.filter { !$0.value.isEmpty }.map { ($0.key, $0.value) }
        log.record(EventLogEntry(milliseconds: clock.nowMilliseconds - state.launchedAt, fields: kept))
    }

    private func sectionLabel(_ index: Int?) -> String {
        guard let index else { return "More" }
        return reducer.prototype.sections[index].label
    }

    private func pageLabel() -> String {
        guard let index = state.selectedSection, case .pages(let strip) = reducer.prototype.sections[index].content else { return "" }
        return strip.pages[state.sections[index].selectedPage].label
    }

    /// Draws the frame and paints only the cells that changed.
    public func drawIfNeeded() {
        guard needsDraw || state.isAnimating else { return }
        needsDraw = false
        let frame = renderer.render(state, now: clock.nowMilliseconds)
        let changes = frame.changes(since: previous)
        if !changes.isEmpty {
            backend.paint(changes)
            backend.flush()
        }
        previous = frame
    }
}
