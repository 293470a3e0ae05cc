/// Draws a session: the prototype with what is drawn around it (band, caption,
/// question, comment, the reload problem) and, when there is one, the device frame
/// around that. Pure; it keeps only what one frame can reuse from the last.
public struct SessionView: Sendable {
    /// Draws the prototype running now; made again for a reloaded prototype.
    public private(set) var renderer: Renderer
    private let bezel: BezelView
    private var cache = FrameCache()
    /// The reload the renderer was made for.
    private var version = 0

    /// - Parameter theme: the colours, whose tint and appearance a reloaded prototype
    ///   may change.
    public init(prototype: Prototype, theme: Theme) {
        renderer = Renderer(prototype: prototype, theme: theme)
        bezel = BezelView(mode: theme.mode)
    }

    /// The whole terminal for `state` at `now`.
    public mutating func render(_ state: SessionState, now: Int) -> CellBuffer {
        if state.prototypeVersion != version {
            version = state.prototypeVersion
            let prototype = state.prototype, theme = renderer.theme
            renderer = Renderer(prototype: prototype, theme: Theme(tint: prototype.tint, mode: theme.mode,
                                                                   appearance: prototype.appearance ?? theme.palette.appearance))
            cache = FrameCache()
        }
        let screen = renderer.render(state.app, overlay: state.overlay, now: now, cache: &cache)
        guard let device = state.device, let layout = state.frameLayout else { return screen }
        return bezel.compose(screen, layout: layout, device: device)
    }

    /// The prototype's own screen for `state` at `now`, nothing around it: what checks
    /// and captions read, laid out once with the frame drawn for the same state.
    public mutating func prototypeScreen(_ state: AppState, now: Int) -> CellBuffer {
        renderer.render(state, overlay: Overlay(), now: now, cache: &cache)
    }

    /// The layout `state` is drawn in, made once for the frame and what reads it.
    public mutating func layout(of state: AppState) -> ScreenLayout {
        renderer.layout(of: state, cache: &cache)
    }
}
