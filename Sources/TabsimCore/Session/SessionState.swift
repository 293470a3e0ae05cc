/// A session: the prototype's state and everything around it — the terminal and the
/// device frame, what is drawn over the prototype (band, caption, question, comment,
/// the reload problem), a study's progress and the recording's. Only `Session.reduce`
/// changes it; everything else reads it.
public struct SessionState: Sendable {
    /// The prototype running now, which a reload replaces.
    public internal(set) var reducer: Reducer
    /// The prototype's own state.
    public internal(set) var app: AppState
    /// The whole terminal's size, the device frame included.
    public internal(set) var terminal: Size
    /// The device frame around the prototype's screen, if any; its viewport is the screen.
    public internal(set) var device: Device?
    /// Whether the terminal is tabsim's own (headless), so a script's resize resizes it.
    public let terminalIsResizable: Bool
    /// The screen reader the session is driven through (reader mode), if any: its cursor
    /// moves over the accessibility elements and its announcement shows on the bottom row.
    public let reader: ScreenReader?
    /// What is drawn around the prototype: band, caption, question, comment, problem.
    public internal(set) var overlay: Overlay
    /// When the caption shown goes away, if it does.
    public internal(set) var captionUntil: Int?
    /// Why the recording stopped, when writing it failed; the session carries on and the
    /// band says so.
    public internal(set) var recordingFailure: String?
    /// A study's progress, when the session is one.
    public internal(set) var study: TaskTracker?
    /// Why the session ended, once it has.
    public internal(set) var ended: String?
    /// Reloads so far: the view makes its renderer again when it changes.
    public internal(set) var prototypeVersion = 0
    /// A press on the device's screen went to the prototype and is not released yet.
    var pressHeld = false
    /// The generation of the animation frames are drawn for.
    var scheduledGeneration = 0
    /// The element the reader's cursor is on, as it was last found (reader mode).
    var readerFocus: AccessibilityElement?
    /// A pointer gesture the reader is following (reader mode).
    var readerGesture = ReaderGesture()
    /// Where the reader's cursor was on each screen a pushed one covers, to go back to,
    /// by section (More's list: -1).
    var readerReturns: [Int: [AccessibilityElement]] = [:]

    /// - Parameters:
    ///   - terminal: the terminal's size; the prototype gets what the device frame's
    ///     viewport, or the band, leaves of it.
    ///   - initialSection: the section selected at launch (T10).
    ///   - launchedAt: the clock's time at launch.
    ///   - reader: the screen reader of reader mode; its announcement takes the bottom row.
    public init(prototype: Prototype, terminal: Size, device: Device? = nil, terminalIsResizable: Bool = false,
                initialSection: Int = 0, overlay: Overlay = Overlay(), study: TaskTracker? = nil, launchedAt: Int = 0,
                reader: ScreenReader? = nil) {
        reducer = Reducer(prototype: prototype)
        self.terminal = terminal
        self.device = device
        self.terminalIsResizable = terminalIsResizable
        self.reader = reader
        var shown = study?.overlay ?? overlay
        if reader != nil { shown.reader = ReaderCursor() }
        self.overlay = shown
        self.study = study
        let screen = device?.viewport ?? terminal
        let size = Size(width: screen.width, height: max(0, screen.height - shown.rowsAround(width: screen.width)))
        app = AppState(prototype: prototype, size: size, initialSection: initialSection, launchedAt: launchedAt)
    }

    public var prototype: Prototype { reducer.prototype }

    /// The prototype's screen with what is drawn around it: the device's viewport, or the
    /// whole terminal.
    public var screen: Size { device?.viewport ?? terminal }

    /// The rows the band takes now.
    public var bandRows: Int { overlay.bandHeight(width: screen.width) }

    /// The prototype's own size: what the band, wrapped to the screen's width, and the
    /// reader's row leave.
    var appSize: Size { Size(width: screen.width, height: max(0, screen.height - overlay.rowsAround(width: screen.width))) }

    /// The device frame's place in the terminal, when there is one.
    public var frameLayout: FrameLayout? { device.map { FrameLayout(terminal: terminal, viewport: $0.viewport) } }

    /// Milliseconds since launch at `now`.
    public func sinceLaunch(_ now: Int) -> Int { now - app.launchedAt }

    /// When the session must next hear from the clock with no input, on its clock: the
    /// next animation frame, a badge, a task's time limit, a caption running out.
    public func nextDeadline(frameInterval: Int, now: Int) -> Int? {
        if app.isAnimating { return now + frameInterval }
        return clockDeadline
    }

    /// When a tick next changes anything, for a loop that draws no frames. While
    /// something moves, a loop that draws ticks every `frameInterval` from `now`, and a
    /// tick changes the state only once an animation has ended, or a badge, a caption or
    /// the task's time is due: the first frame of that same grid at which one has, so
    /// time and state go on exactly as when drawing, without the frames between.
    public func nextChange(frameInterval: Int, now: Int) -> Int? {
        guard app.isAnimating else { return nextDeadline(frameInterval: frameInterval, now: now) }
        let first = app.transition.flatMap { $0.followsPointer ? nil : $0.start + $0.duration }
            .earlier(app.indicator.flatMap { $0.followsPointer ? nil : $0.start + $0.duration })
            .earlier(app.keyboardFlash.map { $0.start + $0.duration }).earlier(app.barMotion.map { $0.start + $0.duration })
            .earlier(clockDeadline)
        guard let first else { return now + frameInterval }
        let frames = max(1, (first - now + frameInterval - 1) / frameInterval)
        return now + frames * frameInterval
    }

    /// When the first of what falls due by the clock alone does: a badge's update, the
    /// task's time limit, a caption's end, a held press showing the large content viewer.
    private var clockDeadline: Int? {
        app.nextBadgeUpdate(in: prototype).earlier(study?.deadline.map { app.launchedAt + $0 }).earlier(captionUntil)
            .earlier(app.largeContent?.deadline)
    }

    /// Why a script cannot give the prototype's screen `size` here, in a few words; nil
    /// when it can.
    public func resizeProblem(to size: Size) -> String? {
        guard device != nil else {
            return terminalIsResizable ? nil : "resize the terminal yourself, or play with --device or --viewport"
        }
        let needed = FrameLayout.frameSize(for: size)
        if terminalIsResizable || (needed.width <= terminal.width && needed.height <= terminal.height) { return nil }
        return "a \(size.width)x\(size.height) viewport needs a \(needed.width)x\(needed.height) terminal, "
            + "this one is \(terminal.width)x\(terminal.height)"
    }
}

extension Int? {
    /// The earlier of two times, either of which may be unknown.
    func earlier(_ other: Int?) -> Int? {
        guard let self else { return other }
        guard let other else { return self }
        return Swift.min(self, other)
    }
}
