/// Where a device frame sits in a terminal: the bezel's box centred in it, the status
/// bar on the screen's top row, and the prototype's viewport below the status bar.
/// Pure geometry, shared by drawing and by mapping the mouse.
public struct FrameLayout: Equatable, Sendable {
    /// The bezel's width on each side, in cells.
    public static let bezel = 1
    /// Rows of the status bar (time, signal, battery) above the viewport.
    public static let statusBarHeight = 1

    public let terminal: Size
    public let viewport: Size

    public init(terminal: Size, viewport: Size) {
        self.terminal = terminal
        self.viewport = viewport
    }

    /// The size of the whole frame for a viewport: bezel, status bar and screen.
    public static func frameSize(for viewport: Size) -> Size {
        Size(width: viewport.width + 2 * bezel, height: viewport.height + statusBarHeight + 2 * bezel)
    }

    /// Whether the whole frame fits in the terminal.
    public var fits: Bool {
        let size = Self.frameSize(for: viewport)
        return size.width <= terminal.width && size.height <= terminal.height
    }

    /// The frame's box, bezel included, centred in the terminal.
    public var frame: Rect {
        let size = Self.frameSize(for: viewport)
        return Rect(x: (terminal.width - size.width) / 2, y: (terminal.height - size.height) / 2,
                    width: size.width, height: size.height)
    }

    /// The status bar's row, inside the bezel.
    public var statusBar: Rect {
        Rect(x: frame.x + Self.bezel, y: frame.y + Self.bezel, width: viewport.width, height: Self.statusBarHeight)
    }

    /// The prototype's screen in terminal cells.
    public var screen: Rect {
        Rect(x: frame.x + Self.bezel, y: statusBar.maxY, width: viewport.width, height: viewport.height)
    }

    /// A terminal cell in the viewport's coordinates, if it lies on the prototype's
    /// screen (not on the bezel, the status bar or outside the frame).
    public func viewportPoint(x: Int, y: Int) -> (x: Int, y: Int)? {
        guard fits, screen.contains(x: x, y: y) else { return nil }
        return (x - screen.x, y - screen.y)
    }
}
