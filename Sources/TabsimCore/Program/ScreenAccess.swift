/// A terminal that tabsim itself can resize and read back: the in-memory terminal of
/// headless runs, and a device frame, whose viewport it resizes. A session driver
/// performs a script's `resize` through it, and keeps its frames for exports.
public protocol AdjustableScreen: AnyObject {
    /// The whole terminal as shown now, when it can be read (headless); nil live.
    var shownScreen: CellBuffer? { get }
    /// Gives the prototype a screen of `size`.
    /// - Returns: nil when done, else why it cannot be done, in a few words.
    func resizeScreen(to size: Size) -> String?
}

extension MemoryBackend: AdjustableScreen {
    public var shownScreen: CellBuffer? { screen }

    public func resizeScreen(to size: Size) -> String? {
        resize(to: size)
        return nil
    }
}
