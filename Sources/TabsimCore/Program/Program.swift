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
    private let backend: TerminalBackend
    private var previous: CellBuffer?
    private var needsDraw = true
    private var quitRequested = false

    /// - Parameters:
    ///   - initialSection: the section selected at launch (T10).
    public init(prototype: Prototype, theme: Theme, backend: TerminalBackend, haptics: Haptics = .off, initialSection: Int = 0) {
        self.backend = backend
        self.haptics = haptics
        reducer = Reducer(prototype: prototype)
        renderer = Renderer(prototype: prototype, theme: theme)
        state = AppState(prototype: prototype, size: backend.size, initialSection: initialSection)
    }

    /// Runs until the user quits or the backend stops.
    public func run() {
        drawIfNeeded()
        while !quitRequested {
            switch backend.nextInput(timeoutMilliseconds: nil) {
            case .stop: return
            case .timeout: break
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
        let effects = reducer.reduce(&state, event)
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
        }
    }

    /// Draws the frame and paints only the cells that changed.
    public func drawIfNeeded() {
        guard needsDraw else { return }
        needsDraw = false
        let frame = renderer.render(state).buffer
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
