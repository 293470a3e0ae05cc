/// How selection feedback is given besides the event log (B14).
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
    private var previous: CellBuffer?
    private var needsDraw = true
    private var quitRequested = false
    /// The generation of the animation that frames are being drawn for.
    private var scheduledGeneration = 0

    /// - Parameters:
    ///   - clock: the time source; a `ManualClock` for tests and headless runs.
    ///   - initialSection: the section selected at launch (T10).
    public init(prototype: Prototype, theme: Theme, backend: TerminalBackend, clock: MonotonicClock,
                haptics: Haptics = .off, initialSection: Int = 0) {
        self.backend = backend
        self.clock = clock
        self.haptics = haptics
        reducer = Reducer(prototype: prototype)
        renderer = Renderer(prototype: prototype, theme: theme)
        state = AppState(prototype: prototype, size: backend.size, initialSection: initialSection)
    }

    /// Runs until the user quits or the backend stops.
    public func run() {
        drawIfNeeded()
        while !quitRequested {
            // Block on input when nothing moves: no timers, no idle CPU.
            switch backend.nextInput(timeoutMilliseconds: state.isAnimating ? Self.frameInterval : nil) {
            case .stop: return
            case .timeout: send(.frameTick(generation: scheduledGeneration))
            case .event(let event):
                send(event)
                drainPendingInput()
            }
            drawIfNeeded()
        }
    }

    /// Applies pending input before drawing, so a burst of keys costs one frame.
    private func drainPendingInput() {
        while !quitRequested, case .event(let event) = backend.nextInput(timeoutMilliseconds: 0) {
            send(event)
        }
    }

    /// Applies one event and runs its effects.
    public func send(_ event: Event) {
        let before = state
        let effects = reducer.reduce(&state, event, now: clock.nowMilliseconds)
        if state != before { needsDraw = true }
        if case .resized = event { previous = nil }
        for effect in effects { run(effect) }
    }

    private func run(_ effect: Effect) {
        switch effect {
        case .quit: quitRequested = true
        case .selectionFeedback:
            switch haptics {
            case .off: break
            case .bell: backend.bell()
            case .flash: backend.flash()
            }
        case .animate(let generation): scheduledGeneration = generation
        }
    }

    /// Draws the frame and paints only the cells that changed.
    public func drawIfNeeded() {
        guard needsDraw || state.isAnimating else { return }
        needsDraw = false
        let frame = renderer.render(state, now: clock.nowMilliseconds).buffer
        let changes = frame.changes(since: previous)
        if !changes.isEmpty {
            backend.paint(changes)
            backend.flush()
        }
        previous = frame
    }

    /// The section selected at exit, for the launch memory (T10).
    public var selectedSectionAtExit: Int? {
        state.selectedSection
    }
}
