/// A live terminal whose screen can be read back: it keeps a copy of every cell
/// painted, so a live session (`play --cast`, `--svg`…) can export the frames its
/// audience saw. Everything else goes straight through.
public final class ScreenMirror: TerminalBackend, ReadableScreen {
    private let inner: TerminalBackend
    /// What the terminal shows, as painted through the mirror.
    private var screen: CellBuffer

    public init(wrapping inner: TerminalBackend) {
        self.inner = inner
        screen = CellBuffer(size: inner.size)
    }

    public var size: Size { inner.size }

    public func nextInput(timeoutMilliseconds: Int?) -> BackendInput {
        let input = inner.nextInput(timeoutMilliseconds: timeoutMilliseconds)
        // A resized terminal is blank until painted again.
        if case .event(.resized) = input { screen = CellBuffer(size: inner.size) }
        return input
    }

    public func paint(_ changes: [CellBuffer.Change]) {
        screen.apply(changes)
        inner.paint(changes)
    }

    public func flush() { inner.flush() }
    public func bell() { inner.bell() }
    public func flash() { inner.flash() }

    public var shownScreen: CellBuffer? { screen }
}
