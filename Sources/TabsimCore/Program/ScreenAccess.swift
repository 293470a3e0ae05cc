/// A terminal whose screen can be read back: the in-memory terminal of headless runs,
/// a live terminal through a `ScreenMirror`, and a device frame over either. A session
/// driver keeps its frames for exports.
public protocol ReadableScreen: AnyObject {
    /// The whole terminal as shown now; nil when it cannot be read (a device frame over
    /// a live terminal that is not mirrored).
    var shownScreen: CellBuffer? { get }
}

/// A terminal that tabsim itself can resize: the in-memory terminal of headless runs,
/// and a device frame, whose viewport it resizes. A session driver performs a
/// script's `resize` through it; a live terminal is resized by the person at it.
public protocol ResizableScreen: AnyObject {
    /// Gives the prototype a screen of `size`.
    /// - Returns: nil when done, else why it cannot be done, in a few words.
    func resizeScreen(to size: Size) -> String?
}

extension MemoryBackend: ReadableScreen, ResizableScreen {
    public var shownScreen: CellBuffer? { screen }

    public func resizeScreen(to size: Size) -> String? {
        resize(to: size)
        return nil
    }
}
