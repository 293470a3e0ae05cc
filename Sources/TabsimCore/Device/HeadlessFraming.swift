/// A device frame for a headless run (`render`, `shot`, `walk`): the device and the
/// terminal around it.
public struct HeadlessFraming: Sendable {
    public var device: Device
    /// The terminal's size; nil makes it the frame's, so pictures hold the frame alone
    /// (and a script's resize resizes both).
    public var terminal: Size?

    public init(device: Device, terminal: Size? = nil) {
        self.device = device
        self.terminal = terminal
    }

    /// The terminal's size for a viewport: the one given, else the frame's.
    public func terminalSize(for viewport: Size) -> Size {
        terminal ?? FrameLayout.frameSize(for: viewport)
    }
}
