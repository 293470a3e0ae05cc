import TabsimCore

/// One prototype's state driven as the program loop drives it, minus the terminal:
/// events go through the reducer at the manual clock's time, and each frame is
/// rendered and diffed against the one before (as `Program.drawIfNeeded` does).
struct FrameBench {
    let prototype: Prototype
    let reducer: Reducer
    let renderer: Renderer
    let clock = ManualClock()
    var state: AppState
    var previous: CellBuffer?
    /// What the renderer reuses from frame to frame, kept as the program does.
    var frameCache = FrameCache()
    /// Changed cells of every frame, summed and printed, so that no frame's work can be
    /// optimized away.
    var checksum = 0

    init(prototype: Prototype, size: Size) {
        self.prototype = prototype
        reducer = Reducer(prototype: prototype)
        renderer = Renderer(prototype: prototype, theme: Theme(tint: .blue, mode: .color))
        state = AppState(prototype: prototype, size: size, launchedAt: clock.nowMilliseconds)
    }

    /// Applies `event` at the manual clock's time; returns the microseconds the reducer took.
    @discardableResult
    mutating func send(_ event: Event) -> Double {
        let now = clock.nowMilliseconds
        return timed { _ = reducer.reduce(&state, event, now: now) }.microseconds
    }

    /// Composes the frame at the manual clock's time and diffs it against the previous
    /// frame; returns the microseconds both took.
    @discardableResult
    mutating func drawFrame() -> Double {
        let now = clock.nowMilliseconds
        let (changes, microseconds) = timed { () -> [CellBuffer.Change] in
            let frame = renderer.render(state, overlay: Overlay(), now: now, cache: &frameCache)
            defer { previous = frame }
            return frame.changes(since: previous)
        }
        checksum &+= changes.reduce(0) { $0 + $1.cells.count }
        return microseconds
    }

    var sizeText: String { "\(state.size.width)x\(state.size.height)" }
}
