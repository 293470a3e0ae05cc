import TabsimCore

/// One prototype's session driven through the real session loop, minus the terminal:
/// each event handled at the manual clock's time, each frame composed, diffed and handed
/// to a terminal that only counts the cells it is given.
struct FrameBench {
    let prototype: Prototype
    let loop: SessionLoop
    let clock = ManualClock()
    private let terminal: CountingTerminal

    init(prototype: Prototype, size: Size) {
        self.prototype = prototype
        terminal = CountingTerminal(size: size)
        let state = SessionState(prototype: prototype, terminal: size, launchedAt: clock.nowMilliseconds)
        loop = SessionLoop(session: Session(), state: state,
                           view: SessionView(prototype: prototype, theme: Theme(tint: .blue, mode: .color)), terminal: terminal, clock: clock)
    }

    /// The prototype's state now.
    var state: AppState { loop.state.app }

    /// Changed cells of every frame, summed and printed, so that no frame's work can be
    /// optimized away.
    var checksum: Int { terminal.paintedCells }

    /// Handles `event` (a frame tick as time passing) at the manual clock's time;
    /// returns the microseconds the session took.
    @discardableResult
    func send(_ event: Event) -> Double {
        let message: SessionMessage = if case .frameTick = event { .tick } else { .input(event) }
        return timed { loop.handle(message) }.microseconds
    }

    /// Composes the frame at the manual clock's time, diffs it against the previous
    /// frame and paints the changes; returns the microseconds it took.
    @discardableResult
    func drawFrame() -> Double {
        timed { loop.drawIfNeeded() }.microseconds
    }

    var sizeText: String { "\(state.size.width)x\(state.size.height)" }
}

/// A terminal that takes frames and keeps only the count of cells painted.
private final class CountingTerminal: TerminalBackend {
    let size: Size
    private(set) var paintedCells = 0

    init(size: Size) { self.size = size }

    func nextInput(timeoutMilliseconds: Int?) -> BackendInput { .stop(reason: "benchmark") }
    func paint(_ changes: [CellBuffer.Change]) { paintedCells &+= changes.reduce(0) { $0 + $1.cells.count } }
    func flush() {}
    func bell() {}
    func flash() {}
}
