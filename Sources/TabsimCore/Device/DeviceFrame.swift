/// Shows the program in a device frame: a terminal backend that wraps the real one
/// (ncurses live, in memory headless). The program sees only the viewport: its size,
/// its own coordinates in mouse reports, and paints there. The frame keeps what the
/// program painted last, offsets each paint into the terminal, and draws the bezel and
/// status bar itself, so the program's rendering knows nothing of it.
///
/// A terminal resize moves the frame, never the viewport; a terminal too small for
/// the frame shows a notice until it is large enough, and the program goes on unseen
/// meanwhile. Mouse reports on the bezel or outside are dropped, except the release of a
/// press made on the screen: it reaches the program off its screen, so the press is
/// cancelled (I2).
public final class DeviceFrame: TerminalBackend, ReadableScreen, ResizableScreen {
    /// The device shown, with the viewport's size now.
    public private(set) var device: Device
    private let inner: TerminalBackend
    private let bezel: BezelView
    /// Whether the terminal is sized to the frame (headless pictures): a new viewport
    /// resizes it too.
    private let terminalFollowsFrame: Bool
    /// The program's screen as painted so far.
    private var screen: CellBuffer
    private var layout: FrameLayout
    /// The next flush paints the whole terminal: at first, after a resize.
    private var needsWholePaint = true
    /// A press on the screen went to the program and has not been released.
    private var pressHeld = false

    /// - Parameters:
    ///   - mode: how the terminal shows colour, for the bezel.
    ///   - terminalFollowsFrame: resize `inner` with the frame when the viewport changes
    ///     (a headless terminal made the frame's size).
    public init(wrapping inner: TerminalBackend, device: Device, mode: ColorMode, terminalFollowsFrame: Bool = false) {
        self.inner = inner
        self.device = device
        bezel = BezelView(mode: mode)
        self.terminalFollowsFrame = terminalFollowsFrame
        screen = CellBuffer(size: device.viewport)
        layout = FrameLayout(terminal: inner.size, viewport: device.viewport)
    }

    /// The prototype's screen: the viewport, whatever the terminal's size.
    public var size: Size { device.viewport }

    public func nextInput(timeoutMilliseconds: Int?) -> BackendInput {
        while true {
            let input = inner.nextInput(timeoutMilliseconds: timeoutMilliseconds)
            guard case .event(let event) = input else { return input }
            switch event {
            case .resized(let terminal):
                // The frame moves; the program is not told, its screen is the same.
                layout = FrameLayout(terminal: terminal, viewport: device.viewport)
                paintWhole()
                inner.flush()
                // Time may have passed: a program waiting for a frame gets its tick.
                if timeoutMilliseconds != nil { return .timeout }
            case .mouse(let mouse):
                if let mapped = map(mouse) { return .event(.mouse(mapped)) }
            default:
                return input
            }
        }
    }

    /// A mouse report in the viewport's coordinates; nil when it should do nothing.
    func map(_ mouse: MouseEvent) -> MouseEvent? {
        let wasHeld = pressHeld
        if mouse.kind == .press || mouse.kind == .release { pressHeld = false }
        if let point = layout.viewportPoint(x: mouse.x, y: mouse.y) {
            // A drag keeps the press held; a drag off the screen is not reported.
            if mouse.kind != .drag { pressHeld = mouse.kind == .press }
            return MouseEvent(mouse.kind, x: point.x, y: point.y)
        }
        // A tap on the bezel or its status bar reaches the program as a press just past
        // the screen's corner, on nothing: a study counts it as a misclick (W6).
        if mouse.kind == .press || mouse.kind == .click, layout.frame.contains(x: mouse.x, y: mouse.y) {
            return MouseEvent(.press, x: device.viewport.width, y: device.viewport.height)
        }
        guard mouse.kind == .release, wasHeld else { return nil }
        // Just past the screen's corner: on no item, so the press is cancelled.
        return MouseEvent(.release, x: device.viewport.width, y: device.viewport.height)
    }

    public func paint(_ changes: [CellBuffer.Change]) {
        screen.apply(changes)
        guard !needsWholePaint, layout.fits else { return }
        let origin = layout.screen
        inner.paint(changes.map { CellBuffer.Change(x: $0.x + origin.x, y: $0.y + origin.y, cells: $0.cells) })
    }

    public func flush() {
        if needsWholePaint { paintWhole() }
        inner.flush()
    }

    public func bell() { inner.bell() }
    public func flash() { inner.flash() }

    /// Paints the terminal whole: the frame at its place with the program's screen, or
    /// the notice that the terminal is too small.
    private func paintWhole() {
        needsWholePaint = false
        inner.paint(bezel.compose(screen, layout: layout, device: device).changes(since: nil))
    }

    // MARK: resized by a script

    public var shownScreen: CellBuffer? { (inner as? ReadableScreen)?.shownScreen }

    /// A new viewport: the terminal follows when it is the frame's; otherwise the frame
    /// must fit the terminal as it is, or nothing changes.
    public func resizeScreen(to size: Size) -> String? {
        let needed = FrameLayout.frameSize(for: size)
        if terminalFollowsFrame, let terminal = inner as? ResizableScreen {
            if let problem = terminal.resizeScreen(to: needed) { return problem }
        } else if needed.width > inner.size.width || needed.height > inner.size.height {
            return "a \(size.width)x\(size.height) viewport needs a \(needed.width)x\(needed.height) terminal, "
                + "this one is \(inner.size.width)x\(inner.size.height)"
        }
        device.viewport = size
        screen = CellBuffer(size: size)
        layout = FrameLayout(terminal: inner.size, viewport: size)
        needsWholePaint = true
        return nil
    }
}
