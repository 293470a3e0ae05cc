/// A device frame for a headless run (`render`, `shot`, `walk`): the device, the
/// terminal around it, and the colours of the bezel.
public struct HeadlessFraming: Sendable {
    public var device: Device
    /// The terminal's size; nil makes it the frame's, so pictures hold the frame alone
    /// (and a script's resize resizes both).
    public var terminal: Size?
    public var mode: ColorMode

    public init(device: Device, terminal: Size? = nil, mode: ColorMode = .color) {
        self.device = device
        self.terminal = terminal
        self.mode = mode
    }

    /// An in-memory terminal with the frame on it; the program's backend is the frame,
    /// the pictures are the terminal's screen.
    public func backends(inputs: [ScriptStep] = [], waitsWhenIdle: Bool = false) -> (terminal: MemoryBackend, frame: DeviceFrame) {
        let memory = MemoryBackend(size: terminal ?? FrameLayout.frameSize(for: device.viewport), inputs: inputs,
                                   waitsWhenIdle: waitsWhenIdle)
        return (memory, DeviceFrame(wrapping: memory, device: device, mode: mode, terminalFollowsFrame: terminal == nil))
    }
}
