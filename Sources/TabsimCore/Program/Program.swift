/// How feedback is given besides the event log (B14).
public enum Haptics: String, CaseIterable, Sendable {
    case off, bell, flash
}

/// What the program reports after each event it applied: the event, the state before
/// and after it, and when (milliseconds since launch).
public struct ProgramStep {
    public let event: Event
    public let before: AppState
    public let after: AppState
    /// What the event led to: a quit, feedback, an animation.
    public let effects: [Effect]
    public let milliseconds: Int
    /// The prototype's frame after the event, drawn when asked for.
    public let frame: () -> CellBuffer
}

/// Watches a program: study prompts, checks and measures learn what happened from
/// here, never by reading the program's state from the side.
public protocol ProgramObserver: AnyObject {
    /// The program is about to take input, showing `state`.
    func program(_ program: Program, launched state: AppState, frame: @escaping () -> CellBuffer)
    func program(_ program: Program, applied step: ProgramStep)
    /// The participant answered the question the overlay showed.
    func program(_ program: Program, answered question: Question, with value: Int)
    /// The participant chose the band's action, by its button or its key; the program
    /// recorded nothing for it.
    func program(_ program: Program, chose action: BandAction)
    /// The participant finished the comment the overlay asked for (Done or Enter); the
    /// program recorded it and removed the panel. An empty text means no comment.
    func program(_ program: Program, commented text: String, item: Int)
    /// The prototype was reloaded (live reload): `state` is the old one carried over to it.
    func program(_ program: Program, reloaded prototype: Prototype, state: AppState, frame: @escaping () -> CellBuffer)
    /// When the observer must next hear from the program even with no input (a task's
    /// time limit), in milliseconds since launch; nil: never.
    var deadline: Int? { get }
}

extension ProgramObserver {
    public func program(_ program: Program, launched state: AppState, frame: @escaping () -> CellBuffer) {}
    public func program(_ program: Program, answered question: Question, with value: Int) {}
    public func program(_ program: Program, chose action: BandAction) {}
    public func program(_ program: Program, commented text: String, item: Int) {}
    public func program(_ program: Program, reloaded prototype: Prototype, state: AppState, frame: @escaping () -> CellBuffer) {}
    public var deadline: Int? { nil }
}

/// The program loop: input → reducer → effects → view → diff → paint. The same loop
/// runs live on ncurses and headless on an in-memory backend.
public final class Program {
    public private(set) var state: AppState
    public private(set) var reducer: Reducer
    public private(set) var renderer: Renderer
    public let haptics: Haptics
    /// What is drawn around the prototype: a band above it, a caption.
    public private(set) var overlay: Overlay
    /// Why the recording stopped, when writing it failed; the session carries on and
    /// the band says so.
    public private(set) var recordingFailure: String?
    /// Why the watched prototype file does not load now, shown in a band over the
    /// prototype while the last good version runs.
    public private(set) var reloadProblem: String?
    /// Those told of every step, weakly held.
    private var observers: [WeakObserver] = []
    /// Time between animation frames: up to 60 per second, only while something moves (S3).
    public static let frameInterval = 16
    /// Whether frames are drawn on the backend. A headless replay that keeps no frames
    /// (no export) turns it off: it needs only the states, and the screens its observers
    /// render when they ask for them; time and state go on exactly as when drawing.
    public var drawsFrames = true

    private let backend: TerminalBackend
    private let clock: MonotonicClock
    private let log: EventLogSink?
    private let header: RecordingHeader?
    private var previous: CellBuffer?
    /// What the renderer reuses from one frame to the next.
    private var frameCache = FrameCache()
    private var needsDraw = true
    private var quitRequested = false
    /// The generation of the animation that frames are being drawn for.
    private var scheduledGeneration = 0

    /// - Parameters:
    ///   - clock: the time source; a `ManualClock` for tests and headless runs.
    ///   - log: where every input and every feedback is recorded (B14, W4), if anywhere.
    ///   - header: what the recording's first entry states; the size and first section
    ///     are filled in at launch.
    ///   - initialSection: the section selected at launch (T10).
    ///   - overlay: what is drawn around the prototype from the start.
    public init(prototype: Prototype, theme: Theme, backend: TerminalBackend, clock: MonotonicClock,
                haptics: Haptics = .off, log: EventLogSink? = nil, header: RecordingHeader? = nil,
                initialSection: Int = 0, overlay: Overlay = Overlay()) {
        self.backend = backend
        self.clock = clock
        self.haptics = haptics
        self.log = log
        self.header = header
        self.overlay = overlay
        reducer = Reducer(prototype: prototype)
        renderer = Renderer(prototype: prototype, theme: theme)
        state = AppState(prototype: prototype, size: Self.appSize(backend.size, overlay), initialSection: initialSection,
                         launchedAt: clock.nowMilliseconds)
    }

    /// The prototype's size in a terminal of `size`: what the band, wrapped to its
    /// width, leaves.
    private static func appSize(_ size: Size, _ overlay: Overlay) -> Size {
        Size(width: size.width, height: max(0, size.height - overlay.bandHeight(width: size.width)))
    }

    /// Runs until the user quits or the backend stops.
    public func run() {
        var launch = header ?? RecordingHeader(prototypeName: reducer.prototype.name, outline: reducer.prototype.outline,
                                               settings: SessionSettings(prototype: reducer.prototype, haptics: haptics,
                                                                         remember: reducer.prototype.remember))
        launch.size = state.size
        launch.shownSizeClass = state.sizeClass
        launch.section = sectionLabel(state.selectedSection)
        record(.launch(launch))
        let launched = state, now = clock.nowMilliseconds
        for observer in observers.compactMap(\.value) {
            observer.program(self, launched: launched, frame: { [renderer] in renderer.render(launched, now: now) })
        }
        drawIfNeeded()
        while !quitRequested {
            switch backend.nextInput(timeoutMilliseconds: waitLimit()) {
            case .stop(let reason):
                record(.quit(section: sectionLabel(state.selectedSection), reason: reason))
                return
            case .timeout: tick()
            case .event(let event):
                receive(event)
                drainPendingInput()
            case .reload(let reload): apply(reload)
            }
            drawIfNeeded()
        }
    }

    /// Changes what is drawn around the prototype. A band that comes, goes or wraps on
    /// more or fewer rows gives the prototype rows less or more, as a resize would.
    public func show(_ overlay: Overlay) {
        guard overlay != self.overlay else { return }
        let width = backend.size.width
        let resized = overlay.bandHeight(width: width) != self.overlay.bandHeight(width: width)
        self.overlay = overlay
        needsDraw = true
        if resized { send(.resized(Self.appSize(backend.size, overlay))) }
    }

    /// How long to wait for input: a frame while something moves, until the next
    /// badge arrives, or for ever. Nothing wakes the loop otherwise (no idle CPU).
    private func waitLimit() -> Int? {
        if state.isAnimating { return Self.frameInterval }
        let deadlines = observers.compactMap { $0.value?.deadline }.map { state.launchedAt + $0 }
        guard let due = ([state.nextBadgeUpdate(in: reducer.prototype)].compactMap { $0 } + deadlines).min() else { return nil }
        return max(0, due - clock.nowMilliseconds)
    }

    /// Milliseconds since the prototype was launched.
    public var millisecondsSinceLaunch: Int { clock.nowMilliseconds - state.launchedAt }

    /// Records an entry an observer makes of what it saw (a live study's task entries),
    /// at the present time.
    public func note(_ entry: RecordingEntry.Kind) {
        record(entry)
    }

    /// Time passed with no input: a frame tick, which ends finished animations and
    /// delivers due badges.
    public func tick() {
        send(.frameTick(generation: scheduledGeneration))
    }

    /// Headless: lets `milliseconds` pass on a manual clock frame by frame, so
    /// animations run and timed badges arrive, drawing each frame.
    public func pass(_ milliseconds: Int, on clock: ManualClock) {
        var left = milliseconds
        while left > 0 {
            let step = min(left, Self.frameInterval)
            clock.advance(by: step)
            left -= step
            tick()
            drawIfNeeded()
        }
    }

    /// Headless: lets running animations finish on a manual clock, then draws the
    /// final frame (also after a quit, which ends the loop before drawing).
    /// - Returns: the milliseconds that passed.
    @discardableResult
    public func settle(on clock: ManualClock, limit: Int = 10_000) -> Int {
        var waited = 0
        while state.isAnimating, waited < limit {
            pass(Self.frameInterval, on: clock)
            waited += Self.frameInterval
        }
        drawIfNeeded()
        return waited
    }

    /// Applies pending input before drawing, so a burst of keys costs one frame.
    private func drainPendingInput() {
        while !quitRequested {
            switch backend.nextInput(timeoutMilliseconds: 0) {
            case .event(let event): receive(event)
            case .reload(let reload): apply(reload)
            case .timeout, .stop: return
            }
        }
    }

    /// An event from the terminal, in its coordinates: the band's rows are not the
    /// prototype's, and a resize leaves the prototype what the band does not take.
    private func receive(_ event: Event) {
        if overlay.showsWholeBand, takeWhileWholeBandShows(event) { return }
        if let band = overlay.band, take(event, on: band) { return }
        if let comment = overlay.comment, take(event, for: comment) { return }
        if let question = overlay.question, take(event, for: question) { return }
        let top = bandRows
        // The problem's band covers the prototype's top rows: a click there reaches nothing.
        if case .mouse(let mouse) = event, let problem = reloadProblem,
           mouse.y - top < Overlay.problemLines(problem, width: backend.size.width).count { return }
        switch event {
        case .resized(let size):
            send(.resized(Self.appSize(size, overlay)))
        case .mouse(var mouse) where top > 0:
            mouse.y -= top
            if mouse.y >= 0 { send(.mouse(mouse)) }
        default:
            send(event)
        }
    }

    /// The rows the band takes now.
    private var bandRows: Int { overlay.bandHeight(width: backend.size.width) }

    /// Whether an event gets past a panel that takes the input (a question, a comment,
    /// the band's whole text): the quits and a resize do.
    private func passesPanels(_ event: Event) -> Bool {
        switch event {
        case .key(let key): return key == .control("c") || key == Reducer.researcherQuit
        case .resized: return true
        default: return false
        }
    }

    /// Input on the band: its action's button or key tells the observers; a tap on a
    /// band too short for its text shows the whole text. No click on the band reaches
    /// the prototype.
    /// - Returns: whether the event was taken.
    private func take(_ event: Event, on band: Band) -> Bool {
        switch event {
        case .key(let key):
            guard let action = band.action, key == action.key else { return false }
            choose(action)
        case .mouse(let mouse) where mouse.y < bandRows:
            let layout = BandLayout(band, width: backend.size.width)
            if let action = layout.action(atX: mouse.x, y: mouse.y) {
                if mouse.kind == .press || mouse.kind == .click { choose(action) }
            } else if layout.isCut, mouse.kind == .release || mouse.kind == .click {
                overlay.showsWholeBand = true
                needsDraw = true
            }
        default: return false
        }
        return true
    }

    private func choose(_ action: BandAction) {
        for observer in observers.compactMap(\.value) { observer.program(self, chose: action) }
    }

    /// Input while the band's whole text shows: a key or a tap closes it (the press and
    /// the release of a tap both stop there); neither reaches the prototype nor is recorded.
    /// - Returns: whether the event was taken.
    private func takeWhileWholeBandShows(_ event: Event) -> Bool {
        if passesPanels(event) { return false }
        switch event {
        case .key, .paste: break
        case .mouse(let mouse) where mouse.kind == .release || mouse.kind == .click: break
        default: return true
        }
        overlay.showsWholeBand = false
        needsDraw = true
        return true
    }

    /// Input while a question shows: a number of its scale, typed or clicked, answers
    /// it and is recorded; only a quit and a resize reach the prototype.
    /// - Returns: whether the event was taken.
    private func take(_ event: Event, for question: Question) -> Bool {
        if passesPanels(event) { return false }
        var value: Int?
        switch event {
        case .key(.character(let character)): value = character.wholeNumberValue
        case .mouse(let mouse) where mouse.kind == .press || mouse.kind == .click:
            let top = bandRows
            let area = Size(width: backend.size.width, height: max(0, backend.size.height - top))
            value = QuestionLayout(question, in: area).choice(atX: mouse.x, y: mouse.y - top)
        default: break
        }
        guard let value, question.scale.contains(value) else { return true }
        record(.answer(questionnaire: question.questionnaire, item: question.item, value: value))
        var shown = overlay
        shown.question = nil
        show(shown)
        for observer in observers.compactMap(\.value) { observer.program(self, answered: question, with: value) }
        return true
    }

    /// Input while a comment is asked for: typed text and taps on the simulated keys
    /// edit it; Enter or Done records it and removes the panel; only a quit and a
    /// resize reach the prototype.
    /// - Returns: whether the event was taken.
    private func take(_ event: Event, for comment: CommentRequest) -> Bool {
        if passesPanels(event) { return false }
        var edited = comment
        var done = false
        switch event {
        case .key(.enter): done = true
        case .key(.backspace), .key(.delete): edited.deleteBackward()
        case .key(.character(let character)): edited.type(String(character))
        case .paste(let text): edited.type(text)
        // A key acts when the finger lifts, as on a phone, so the tap that ends the
        // comment leaves nothing for the prototype.
        case .mouse(let mouse) where mouse.kind == .release || mouse.kind == .click:
            let top = bandRows
            let area = Rect(x: 0, y: top, width: backend.size.width, height: max(0, backend.size.height - top))
            if let key = CommentLayout(comment, in: area).key(atX: mouse.x, y: mouse.y) { done = edited.press(key) }
        default: break
        }
        guard done else {
            if edited != comment {
                overlay.comment = edited
                needsDraw = true
            }
            return true
        }
        record(.comment(item: edited.item, text: edited.text))
        var shown = overlay
        shown.comment = nil
        show(shown)
        for observer in observers.compactMap(\.value) { observer.program(self, commented: edited.text, item: edited.item) }
        return true
    }

    /// Applies one event, in the prototype's coordinates, and runs its effects.
    public func send(_ event: Event) {
        if let token = InputScript.token(for: event) { record(.input(token)) }
        let before = state
        let now = clock.nowMilliseconds
        let effects = reducer.reduce(&state, event, now: now)
        if state != before { needsDraw = true }
        // A resize repaints everything, even to the same size (the terminal may have
        // cleared itself).
        if case .resized = event {
            previous = nil
            needsDraw = true
        }
        for effect in effects { run(effect) }
        guard !observers.isEmpty else { return }
        let after = state
        let step = ProgramStep(event: event, before: before, after: after, effects: effects, milliseconds: now - state.launchedAt,
                               frame: { [renderer] in renderer.render(after, now: now) })
        for observer in observers.compactMap(\.value) { observer.program(self, applied: step) }
    }

    /// Tells `observer` of every step from now on; it is held weakly.
    public func add(observer: ProgramObserver) {
        observers.append(WeakObserver(value: observer))
    }

    private func run(_ effect: Effect) {
        switch effect {
        case .quit:
            quitRequested = true
            record(.quit(section: sectionLabel(state.selectedSection)))
        case .selectionFeedback:
            record(.feedback(.selection(section: sectionLabel(state.selectedSection), page: pageLabel())))
            giveFeedback(times: 1)
        case .notificationFeedback(let section):
            record(.feedback(.notification(section: sectionLabel(section), badge: state.badge(of: section, in: reducer.prototype)?.text ?? "")))
            giveFeedback(times: 2)
        case .dialogChoice(let choice):
            record(.feedback(.dialog(title: choice.title, button: choice.button ?? "")))
        case .animate(let generation): scheduledGeneration = generation
        }
    }

    /// A bell or flash: once for a selection, twice (stronger) for a notification.
    private func giveFeedback(times: Int) {
        for _ in 0..<times {
            switch haptics {
            case .off: break
            case .bell: backend.bell()
            case .flash: backend.flash()
            }
        }
    }

    /// Writes one entry, at the present time; the first failure stops the recording and
    /// shows on screen.
    private func record(_ entry: RecordingEntry.Kind) {
        guard let log, recordingFailure == nil else { return }
        guard let failure = log.record(RecordingEntry(milliseconds: clock.nowMilliseconds - state.launchedAt, entry)) else { return }
        recordingFailure = "\(failure); \(log.entriesWritten) entries kept"
        var shown = overlay
        shown.band = Band("✗ The recording stopped: \(failure). \(log.entriesWritten) entries kept. Ctrl-C quits.", kind: .error)
        show(shown)
    }

    /// Runs the prototype's new version, its state carried over by labels, or shows why
    /// the file does not load over the last good version; records either (W4), a new
    /// version with its text, so a replay reloads it as it happened.
    public func apply(_ reload: PrototypeReload) {
        switch reload {
        case .failed(let problem):
            guard problem != reloadProblem else { return }
            record(.reload(.failed(problem: problem)))
            reloadProblem = problem
            needsDraw = true
        case .loaded(let prototype, let source):
            // Saved again unchanged: nothing to do.
            guard prototype != reducer.prototype || reloadProblem != nil else { return }
            // The settings it runs with too: the file may have changed its transition.
            let settings = SessionSettings(prototype: prototype, haptics: haptics, remember: header?.settings?.remember ?? prototype.remember)
            record(.reload(.loaded(source: source, outline: prototype.outline, settings: settings)))
            reloadProblem = nil
            let old = reducer.prototype
            reducer = Reducer(prototype: prototype)
            renderer = Renderer(prototype: prototype, theme: Theme(tint: prototype.tint, mode: renderer.theme.mode,
                                                               appearance: prototype.appearance ?? renderer.theme.palette.appearance))
            state = reducer.carryOver(state, from: old)
            frameCache = FrameCache()
            needsDraw = true
            let now = clock.nowMilliseconds, reloaded = state
            for observer in observers.compactMap(\.value) {
                observer.program(self, reloaded: prototype, state: reloaded, frame: { [renderer] in renderer.render(reloaded, now: now) })
            }
        }
    }

    private func sectionLabel(_ index: Int?) -> String {
        guard let index else { return "More" }
        return reducer.prototype.sections[index].label
    }

    private func pageLabel() -> String {
        guard let index = state.selectedSection, case .pages(let strip) = reducer.prototype.sections[index].content else { return "" }
        return strip.pages[state.sections[index].selectedPage].label
    }

    /// Draws the frame and paints only the cells that changed.
    public func drawIfNeeded() {
        guard needsDraw || state.isAnimating else { return }
        needsDraw = false
        guard drawsFrames else { return }
        var shown = overlay
        shown.problem = reloadProblem
        let frame = renderer.render(state, overlay: shown, now: clock.nowMilliseconds, cache: &frameCache)
        let changes = frame.changes(since: previous)
        if !changes.isEmpty {
            backend.paint(changes)
            backend.flush()
        }
        previous = frame
    }
}

/// An observer the program does not keep alive.
private struct WeakObserver {
    weak var value: ProgramObserver?
}
