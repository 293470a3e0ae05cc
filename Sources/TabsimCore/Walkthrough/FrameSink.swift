/// Takes a session's frames and markers as the session driver makes them, in time order
/// (W5): an export writing them out as they come, or a list keeping them.
public protocol FrameSink: AnyObject {
    /// A frame the session loop drew, at its time.
    func record(_ frame: ScriptSource.Frame)
    /// An action, a check or the end, at its time.
    func record(_ marker: ScriptSource.Marker)
}

/// Keeps every frame and marker, for exports that need them all at the end (GIF) and
/// for looking at a run afterwards.
public final class FrameList: FrameSink {
    /// Every frame recorded, in order.
    public private(set) var frames: [ScriptSource.Frame] = []
    /// Every marker recorded, in order.
    public private(set) var markers: [ScriptSource.Marker] = []

    public init() {}

    public func record(_ frame: ScriptSource.Frame) { frames.append(frame) }
    public func record(_ marker: ScriptSource.Marker) { markers.append(marker) }
}
