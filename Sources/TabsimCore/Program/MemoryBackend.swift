/// A terminal in memory: scripted input in, painted cells kept in a buffer. Headless
/// renders and tests run the real program loop on it. Waiting advances its manual
/// clock. Once the script is done it lets running animations finish (waits of up to
/// one frame) and then stops, rather than jump ahead to a later timer.
public final class MemoryBackend: TerminalBackend {
    public private(set) var size: Size
    /// What a terminal would show now.
    public private(set) var screen: CellBuffer
    private var inputs: [ScriptStep]
    public private(set) var bells = 0
    public private(set) var flashes = 0
    /// Cells painted so far, to measure how much a change costs.
    public private(set) var paintedCells = 0

    /// The clock that waiting for input advances, as time would pass on a terminal.
    public let clock: ManualClock

    /// Whether, its input used up, it waits out any time limit rather than stop (for
    /// a session driver, whose script says when to stop).
    private let waitsWhenIdle: Bool

    public init(size: Size, inputs: [ScriptStep] = [], clock: ManualClock = ManualClock(), waitsWhenIdle: Bool = false) {
        self.size = size
        self.waitsWhenIdle = waitsWhenIdle
        self.clock = clock
        screen = CellBuffer(size: size)
        self.inputs = inputs.reversed()
    }

    public func nextInput(timeoutMilliseconds: Int?) -> BackendInput {
        while case .wait(let remaining)? = inputs.last {
            // A timer due within the wait (a frame, a badge) fires at its time, even at
            // the wait's very end.
            guard let timeout = timeoutMilliseconds, timeout <= remaining else {
                clock.advance(by: remaining)
                inputs.removeLast()
                continue
            }
            clock.advance(by: timeout)
            inputs[inputs.count - 1] = .wait(remaining - timeout)
            if remaining == timeout { inputs.removeLast() }
            return .timeout
        }
        guard case .event(let event)? = inputs.popLast() else {
            guard let timeout = timeoutMilliseconds, timeout <= Program.frameInterval || waitsWhenIdle else { return .stop(reason: "end of input") }
            clock.advance(by: timeout)
            return .timeout
        }
        if case .resized(let newSize) = event { resize(to: newSize) }
        return .event(event)
    }

    /// The terminal changes size; the screen is blank until painted again.
    public func resize(to newSize: Size) {
        size = newSize
        screen = CellBuffer(size: newSize)
    }

    public func paint(_ changes: [CellBuffer.Change]) {
        screen.apply(changes)
        paintedCells += changes.reduce(0) { $0 + $1.cells.count }
    }

    public func flush() {}
    public func bell() { bells += 1 }
    public func flash() { flashes += 1 }
}

extension CellBuffer {
    /// Sets the cells of `changes` as a terminal shows them once painted: what a
    /// terminal backend that keeps its screen does with each paint.
    mutating func apply(_ changes: [Change]) {
        for change in changes {
            for (offset, cell) in change.cells.enumerated() { setCell(cell, x: change.x + offset, y: change.y) }
        }
    }

    /// Sets one cell as a terminal would when painted, with no repair of wide graphemes.
    mutating func setCell(_ cell: Cell, x: Int, y: Int) {
        guard x >= 0, x < size.width, y >= 0, y < size.height else { return }
        setRaw(cell, at: y * size.width + x)
    }
}
