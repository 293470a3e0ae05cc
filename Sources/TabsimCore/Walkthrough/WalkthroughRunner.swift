/// Runs a walkthrough or a recording headless (W3): the real session loop on an
/// in-memory terminal with a virtual clock, driven by the script as a source of the session loop. A written
/// script's actions each settle (animations finish) and pause before the next line; a
/// recording keeps its own times. The first failing check stops the run.
public final class WalkthroughRunner {
    /// A check that did not hold, with its line and the screen at that moment.
    public struct Failure: Error, Equatable, Sendable, CustomStringConvertible {
        public var file: String
        public var line: Int
        public var message: String
        public var screen: String
        public var description: String { "\(file):\(line): \(message)" }
    }

    public let prototype: Prototype
    /// Takes every frame drawn and each action and check, as captions say them, as the
    /// run makes them, for exports (W5); nil: none are kept.
    public var frameSink: FrameSink?
    /// Told of every step of the run's session.
    public weak var observer: SessionObserver?
    /// The device frame the run is shown in, if any: its viewport is the prototype's
    /// screen unless the script sets one, and its frames hold the bezel.
    public var framing: HeadlessFraming?
    /// The study a recording's session showed, replayed with it: its band and panels drawn
    /// above the prototype as the participant saw them (`TaskTracker.replaying`); nil: none.
    public var study: TaskTracker?
    /// The screen reader a written script drives the session through (reader mode),
    /// over the script's own `reader` line; a recording replays in the mode it was
    /// made in, whatever this says.
    public var reader: ScreenReader?
    public private(set) var checksPassed = 0
    /// The virtual clock's time at the end, in milliseconds since the run started.
    public private(set) var now = 0
    /// The state at the end, to compare a replay with the session it recorded.
    public private(set) var state: AppState
    private let theme: Theme
    private let size: Size

    /// - Parameter size: the prototype's screen size (a device's viewport), unless the
    ///   script sets one.
    public init(prototype: Prototype, theme: Theme, size: Size) {
        self.prototype = prototype
        self.theme = theme
        self.size = size
        state = AppState(prototype: prototype, size: size)
    }

    /// Runs every step in order.
    /// - Throws: the first `Failure`.
    public func run(_ script: WalkthroughScript) throws(Failure) {
        let start = ScriptSource.start(of: script)
        var section = 0
        if let label = start.section {
            guard let index = prototype.sections.firstIndex(where: { $0.label == label }) else {
                let line = script.steps.first { if case .launch = $0.step { return true } else { return false } }?.line ?? 1
                throw Failure(file: script.file, line: line, message: "the prototype has no section '\(label)'", screen: "")
            }
            section = index
        }
        // A recording's size is the prototype's; a study's band was drawn above it, the
        // reader's row below. A script's is the screen's, as `render --size` is.
        let prototypeSize = start.size ?? size
        let reader = script.header == nil ? reader ?? script.reader : script.header?.settings?.reader
        let rowsAround = script.header == nil ? 0 : (study?.overlay.bandHeight(width: prototypeSize.width) ?? 0) + (reader == nil ? 0 : ReaderCursor.rows(width: prototypeSize.width))
        let viewport = Size(width: prototypeSize.width, height: prototypeSize.height + rowsAround)
        let device = framing.map { framing -> Device in
            var device = framing.device
            device.viewport = viewport
            return device
        }
        let terminal = MemoryBackend(size: framing?.terminalSize(for: viewport) ?? viewport)
        let source = ScriptSource(script: script, pacing: .headless(script), stopsAtFailure: true, stopsAtEnd: true)
        source.frameSink = frameSink
        let opening = SessionState(prototype: prototype, terminal: terminal.size, device: device,
                                 terminalIsResizable: framing?.terminal == nil, initialSection: section, study: study,
                                 launchedAt: terminal.clock.nowMilliseconds, reader: reader)
        // A recording's replay records what its session did, for observers (no file).
        let loop = SessionLoop(session: Session(header: script.header), state: opening, view: SessionView(prototype: prototype, theme: theme),
                               terminal: terminal, clock: terminal.clock)
        // Without an export nothing reads the frames: none is drawn.
        loop.drawsFrames = frameSink != nil
        loop.add(source: source)
        loop.add(observer: source)
        if let observer { loop.add(observer: observer) }
        loop.run()
        now = terminal.clock.nowMilliseconds
        state = loop.state.app
        checksPassed = source.results.filter { $0.problem == nil }.count
        if let failure = source.failure { throw failure }
    }
}
