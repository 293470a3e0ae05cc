import TabsimCore

/// The terminal a participant's session paints on: a grid of cells in a browser. It
/// keeps the runs the loop paints and makes them one `frame` message at each flush,
/// which the session sends to the page; the loop is stepped by the page's messages and
/// the session's timer, never by `run()`.
final class WebTerminal: TerminalBackend {
    private(set) var size: Size
    private let encoder: FrameEncoder
    private var painted: [CellBuffer.Change] = []
    /// Frames flushed and not yet taken by the session.
    private var frames: [ServerMessage.Frame] = []

    init(size: Size, appearance: Appearance) {
        self.size = size
        encoder = FrameEncoder(appearance: appearance)
    }

    /// Nothing waits on a page: its messages step the loop as they come.
    func nextInput(timeoutMilliseconds: Int?) -> BackendInput { .timeout }

    func paint(_ changes: [CellBuffer.Change]) { painted += changes }

    func flush() {
        guard !painted.isEmpty else { return }
        frames.append(encoder.frame(painted, size: size))
        painted.removeAll()
    }

    /// A page has no bell and no flash: haptics are off in a served study.
    func bell() {}
    func flash() {}

    /// The page's grid changed (a `phone` page turned); the loop repaints it whole.
    func resize(to size: Size) { self.size = size }

    /// The frames flushed since the last call, oldest first.
    func takeFrames() -> [ServerMessage.Frame] {
        defer { frames.removeAll() }
        return frames
    }

    /// The whole of `screen` as one frame, for a page that has none of it yet.
    func fullFrame(of screen: CellBuffer) -> ServerMessage.Frame {
        encoder.frame(screen.changes(since: nil), size: screen.size)
    }
}
