/// A terminal in memory: the cells painted kept in a buffer, time passing on a manual
/// clock while it is waited on. Headless renders, walkthroughs and tests run the real
/// session loop on it; their input comes from the loop's sources.
public final class MemoryBackend: TerminalBackend {
    public private(set) var size: Size
    /// What a terminal would show now.
    public private(set) var screen: CellBuffer
    public private(set) var bells = 0
    public private(set) var flashes = 0
    /// Cells painted so far, to measure how much a change costs.
    public private(set) var paintedCells = 0

    /// The clock that waiting for input advances, as time would pass on a terminal.
    public let clock: ManualClock

    public init(size: Size, clock: ManualClock = ManualClock()) {
        self.size = size
        self.clock = clock
        screen = CellBuffer(size: size)
    }

    /// No input ever arrives: time passes until the timeout; with none, the session is over.
    public func nextInput(timeoutMilliseconds: Int?) -> BackendInput {
        guard let timeout = timeoutMilliseconds else { return .stop(reason: "end of input") }
        clock.advance(by: timeout)
        return .timeout
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
