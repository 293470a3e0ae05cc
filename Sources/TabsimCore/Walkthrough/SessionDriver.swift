/// Learns a recording's task entries (W6) as a replay reaches them.
public protocol TaskMarkObserver: AnyObject {
    /// `mark` was recorded here, `milliseconds` after the session started.
    func recorded(_ mark: TaskMark, at milliseconds: Int)
    /// The participant answered a question here.
    func recorded(_ answer: RecordedAnswer)
    /// The participant wrote a comment here.
    func recorded(_ comment: RecordedComment)
}

extension TaskMarkObserver {
    public func recorded(_ answer: RecordedAnswer) {}
    public func recorded(_ comment: RecordedComment) {}
}

/// The one session driver (W2, W3, W4, W6): performs a walkthrough script or a recording
/// on a program, headless (`walk`, `study`) or live (`play`). It stands between the
/// program and its terminal: the script's inputs come out of `nextInput` at their time,
/// among whatever the terminal sends. It learns the state and the screen from the
/// program's steps, as an observer, and shows captions through the program's overlay.
public final class SessionDriver: TerminalBackend, ProgramObserver {
    /// A check's outcome: nil problem when it held.
    public struct CheckResult: Equatable, Sendable {
        public var line: Int
        public var problem: String?
    }

    /// A frame the program drew, when it drew it, for exports (W5).
    public struct Frame: Sendable {
        /// Since the session started, in the exports' time: from the first step on,
        /// later by the pacing's opening hold.
        public var milliseconds: Int
        /// The script line being performed (0 before the first).
        public var line: Int
        public var buffer: CellBuffer
    }

    /// What was done at a moment, as a caption says it: an action, a check, the end.
    public struct Marker: Equatable, Sendable {
        /// In the exports' time, as a frame's.
        public var milliseconds: Int
        public var text: String
    }

    /// How a script's steps are spaced in time.
    public struct Pacing: Sendable {
        /// Milliseconds from launch to the first step.
        public var lead: Int
        /// Milliseconds after each action once its animations have finished: a person's
        /// pause. Recordings have none; their waits are the real ones.
        public var gap: Int
        /// Milliseconds after a check, so its caption can be read.
        public var checkGap: Int
        /// How long a click's press is held before its release, so Pressed shows.
        public var clickHold: Int
        /// 2 runs twice as fast: waits, gaps and holds shrink, not animations.
        public var speed: Double
        /// Milliseconds the exports show the opening screen before the first step, the
        /// session's own time left alone (a timer due at 10 s still comes at `wait 10000`).
        public var openingHold = 0

        /// Headless: no lead, the script's own pause, checks and clicks take no time;
        /// the exports hold the opening screen 1 s, so a looping picture shows it.
        public static func headless(_ script: WalkthroughScript) -> Pacing {
            Pacing(lead: 0, gap: script.pause, checkGap: 0, clickHold: 0, speed: 1, openingHold: 1000)
        }

        /// For people watching: a moment before the first step, 700 ms between a
        /// written script's actions, clicks held long enough to see.
        public static func live(_ script: WalkthroughScript, speed: Double) -> Pacing {
            let gap = script.pause == 0 ? 0 : 700
            return Pacing(lead: 500, gap: gap, checkGap: gap, clickHold: 180, speed: max(0.05, speed))
        }
    }

    /// Every check so far, in order.
    public private(set) var results: [CheckResult] = []
    /// The first check or pointer action that failed, with the screen then, when runs stop at one.
    public private(set) var failure: WalkthroughRunner.Failure?
    /// Takes every frame drawn on a terminal that can be read back (headless, or a live
    /// one mirrored) as it is drawn: slides, fades, the moving underline, a lit key, each
    /// at the time the program drew it; and each action, check and the end as a marker.
    /// nil (no export): nothing is kept.
    public var frameSink: FrameSink?
    /// Told of a recording's task entries, each once the inputs before it are applied.
    public weak var taskMarks: TaskMarkObserver?
    /// Steps that could not be performed here (a resize a live terminal cannot do),
    /// each with its line and why.
    public private(set) var skipped: [CheckResult] = []

    private let inner: TerminalBackend
    private let clock: MonotonicClock
    /// The prototype shown, which a reload replaces.
    private var prototype: Prototype
    private let file: String
    private let pacing: Pacing
    private let showsCaptions: Bool
    private let stopsAtFailure: Bool
    /// Whether the driver ends the session with the script (headless) or leaves it to
    /// whoever is at the keyboard (live).
    private let stopsAtEnd: Bool
    private weak var program: Program?
    /// The script's steps; the next to perform is at `nextStep`.
    private let steps: [(line: Int, step: WalkthroughScript.Step)]
    private var nextStep: Int
    /// A click's release, performed before the script's next step.
    private var release: (line: Int, step: WalkthroughScript.Step)?
    /// Events for the program; those before `queueHead` are passed on.
    private var queue: [Event] = []
    private var queueHead = 0
    /// A recorded reload due, passed to the program before any queued event.
    private var reloads: [PrototypeReload] = []
    private var nextStepAt: Int
    /// Waiting for the last action's animations to end before its gap.
    private var settling = false
    /// The next step is the release of a click, captioned with its press.
    private var releasingClick = false
    /// The script is done and its last animation is playing out.
    private var finishing = false
    /// The script line being performed.
    private var currentLine = 0
    private var finished = false
    /// The state and screen after the program's last step.
    private var latest: (state: AppState, frame: () -> CellBuffer)?
    /// When the caption shown now goes away, if it does.
    private var captionUntil: Int?
    /// When the session started; frames and markers are timed from it.
    private let startedAt: Int
    /// Added to the times of frames and markers: the opening hold, once the first step
    /// has begun.
    private var exportDelay = 0

    /// Why a live terminal is not resized by a script, and what to do instead.
    static let liveResizeAdvice = "resize the terminal yourself, or play with --device or --viewport"

    /// How long a caption stays, at speed 1.
    static let captionTime = 900

    /// - Parameters:
    ///   - stopsAtFailure: stop the session at the first check that fails (headless).
    ///   - stopsAtEnd: stop once the script is done (headless); else keep running until
    ///     the person at the keyboard quits.
    public init(wrapping inner: TerminalBackend, clock: MonotonicClock, prototype: Prototype, script: WalkthroughScript,
                pacing: Pacing, showsCaptions: Bool = false, stopsAtFailure: Bool = false, stopsAtEnd: Bool = false) {
        self.inner = inner
        self.clock = clock
        self.prototype = prototype
        file = script.file
        self.pacing = pacing
        self.showsCaptions = showsCaptions
        self.stopsAtFailure = stopsAtFailure
        self.stopsAtEnd = stopsAtEnd
        steps = script.steps
        nextStep = script.steps.firstIndex { entry in
            switch entry.step {
            case .size, .launch: return false
            default: return true
            }
        } ?? script.steps.count
        startedAt = clock.nowMilliseconds
        nextStepAt = startedAt + pacing.lead
    }

    /// The size and section a script starts with: its leading `size` and recorded launch.
    public static func start(of script: WalkthroughScript) -> (size: Size?, section: String?) {
        var start: (size: Size?, section: String?) = (nil, nil)
        for entry in script.steps {
            switch entry.step {
            case .size(let size): start.size = size
            case .launch(let section): start.section = section
            default: return start
            }
        }
        return start
    }

    /// Drives `program`, which must have been made with this driver as its backend.
    public func attach(to program: Program) {
        self.program = program
        program.add(observer: self)
    }

    // MARK: what the program reports

    public func program(_ program: Program, launched state: AppState, frame: @escaping () -> CellBuffer) {
        latest = (state, frame)
    }

    public func program(_ program: Program, applied step: ProgramStep) {
        latest = (step.after, step.frame)
    }

    public func program(_ program: Program, reloaded prototype: Prototype, state: AppState, frame: @escaping () -> CellBuffer) {
        self.prototype = prototype
        latest = (state, frame)
    }

    // MARK: input, with the script's among the terminal's

    public var size: Size { inner.size }

    public func nextInput(timeoutMilliseconds: Int?) -> BackendInput {
        let deadline = timeoutMilliseconds.map { clock.nowMilliseconds + $0 }
        while true {
            if !reloads.isEmpty { return .reload(reloads.removeFirst()) }
            if let event = dequeue() { return .event(belowBand(event)) }
            if finished, stopsAtEnd { return .stop(reason: failure == nil ? "end of script" : "check failed") }
            let now = clock.nowMilliseconds
            if let until = captionUntil, now >= until {
                setCaption(nil)
                return .timeout
            }
            if settling, latest?.state.isAnimating != true {
                settling = false
                nextStepAt = now + (finishing ? 0 : scaled(pacing.gap))
            }
            if !settling, !finished, now >= nextStepAt {
                exportDelay = pacing.openingHold
                if let entry = release {
                    release = nil
                    perform(entry.step, line: entry.line, now: now)
                } else if nextStep < steps.count {
                    nextStep += 1
                    perform(steps[nextStep - 1].step, line: steps[nextStep - 1].line, now: now)
                } else {
                    finish()
                }
                if showsCaptions { return .timeout }   // the caption is drawn before anything else
                continue
            }
            var wait = deadline.map { max(0, $0 - now) }
            if !settling, !finished { wait = min(wait ?? .max, max(0, nextStepAt - now)) }
            if let until = captionUntil { wait = min(wait ?? .max, max(0, until - now)) }
            switch inner.nextInput(timeoutMilliseconds: wait) {
            case .event(let event): return .event(event)
            case .reload(let reload): return .reload(reload)
            case .stop(let reason): return .stop(reason: reason)
            case .timeout:
                if let deadline, clock.nowMilliseconds >= deadline { return .timeout }
            }
        }
    }

    private func scaled(_ milliseconds: Int) -> Int { Int(Double(milliseconds) / pacing.speed) }

    /// Now, as frames and markers are timed.
    private var exportTime: Int { clock.nowMilliseconds - startedAt + exportDelay }

    /// The next queued event, if any; the queue's storage is reused once it is empty.
    private func dequeue() -> Event? {
        guard queueHead < queue.count else {
            queue.removeAll(keepingCapacity: true)
            queueHead = 0
            return nil
        }
        queueHead += 1
        return queue[queueHead - 1]
    }

    /// Performs one step and says when the next may start.
    private func perform(_ step: WalkthroughScript.Step, line: Int, now: Int) {
        currentLine = line
        switch step {
        case .events(let events):
            let applied = events.filter { event in
                if case .resized(let size) = event { return resize(to: size) }
                return true
            }
            queue += applied
            // Captions are made only where someone sees them: live, or in an export.
            if !applied.isEmpty, !releasingClick, showsCaptions || frameSink != nil { setCaption(caption(for: applied)) }
            releasingClick = false
            actionDone()
        case .type(let text):
            queue += text.map { .key(.character($0)) }
            setCaption("⌨ type “\(text)”")
            actionDone()
        case .pointer(let kind, let text, let region):
            point(kind, at: text, in: region, line: line, now: now)
        case .wait(let milliseconds):
            nextStepAt = now + scaled(milliseconds)
        case .expect(let expectation):
            guard let latest else { return }
            let problem = expectation.problem(prototype: prototype, state: latest.state, screen: latest.frame())
            results.append(CheckResult(line: line, problem: problem))
            setCaption(problem.map { "✗ line \(line): \($0)" } ?? "✓ line \(line)")
            if let problem { fail(problem, line: line) }
            nextStepAt = now + scaled(pacing.checkGap)
        case .size(let size):
            if resize(to: size) { queue.append(.resized(size)) }
            actionDone()
        case .launch:
            fail("a recording's launch must come first", line: line)
        case .reload(let reload):
            reloads.append(reload)
            setCaption("⟳ the prototype file changed")
        case .task(let mark):
            taskMarks?.recorded(mark, at: clock.nowMilliseconds - startedAt)
        // The study's panels move on first; the caption then shows over what comes next.
        case .answer(let answer):
            taskMarks?.recorded(answer)
            setCaption("✓ \(answer.questionnaire.uppercased()) \(answer.item): \(answer.value)")
        case .comment(let comment):
            taskMarks?.recorded(comment)
            setCaption("✎ “\(comment.text)”")
        }
    }

    /// A scripted or recorded pointer event, in the prototype's coordinates, as the
    /// terminal reports it: below the band a replayed study shows.
    private func belowBand(_ event: Event) -> Event {
        guard case .mouse(var mouse) = event, let program else { return event }
        mouse.y += program.overlay.bandHeight(width: inner.size.width)
        return .mouse(mouse)
    }

    /// After an action: its animations finish, then the gap.
    private func actionDone() {
        settling = pacing.gap > 0
        nextStepAt = clock.nowMilliseconds
    }

    private func point(_ kind: MouseEvent.Kind, at text: String, in region: WalkthroughScript.Region?, line: Int, now: Int) {
        guard let latest,
              let (x, y) = ScreenText.locate(text, in: region, screen: latest.frame(), layout: ScreenLayout(prototype: prototype, state: latest.state)) else {
            let place = region.map { " in the \($0.rawValue)" } ?? ""
            let problem = "'\(text)' is not on screen\(place)"
            results.append(CheckResult(line: line, problem: problem))
            setCaption("✗ line \(line): \(problem)")
            fail(problem, line: line)
            nextStepAt = now + scaled(pacing.checkGap)
            return
        }
        guard kind == .click else {
            queue.append(.mouse(MouseEvent(kind, x: x, y: y)))
            setCaption("🖱 \(kind == .press ? "press" : "release") “\(text)”")
            actionDone()
            return
        }
        // The release follows after a short hold, so the Pressed look is seen.
        queue.append(.mouse(MouseEvent(.press, x: x, y: y)))
        release = (line, .events([.mouse(MouseEvent(.release, x: x, y: y))]))
        releasingClick = true
        setCaption("🖱 click “\(text)”")
        nextStepAt = now + scaled(pacing.clickHold)
    }

    /// A scripted resize: a headless terminal takes the size, a device frame gives its
    /// viewport the size when the terminal holds it; a live terminal cannot be resized
    /// by tabsim. A resize not done is said in a caption and kept in `skipped`.
    private func resize(to size: Size) -> Bool {
        let problem: String
        if let screen = inner as? ResizableScreen {
            guard let refused = screen.resizeScreen(to: size) else { return true }
            problem = refused
        } else {
            problem = Self.liveResizeAdvice
        }
        let text = "resize \(size.width)x\(size.height) skipped: \(problem)"
        skipped.append(CheckResult(line: currentLine, problem: text))
        setCaption("⤢ " + text)
        return false
    }

    private func fail(_ problem: String, line: Int) {
        guard stopsAtFailure, failure == nil else { return }
        failure = WalkthroughRunner.Failure(file: file, line: line, message: problem, screen: latest?.frame().text ?? "")
        nextStep = steps.count
        release = nil
        queue = []
        queueHead = 0
        settling = false
        finished = true
    }

    /// The script is done: its last animation plays out, then the end is kept and shown.
    private func finish() {
        if latest?.state.isAnimating == true {
            settling = true
            finishing = true
            return
        }
        finished = true
        // Headless runs end here; live, whoever is at the keyboard quits.
        guard !stopsAtEnd else { return }
        let failed = results.filter { $0.problem != nil }.count
        setCaption("▶ done: \(TextFitting.counted(results.count - failed, "check")) passed, \(failed) failed · q quits", lasting: false)
    }

    // MARK: captions

    /// How inputs are captioned: keys by their symbols, pointer events by what is
    /// under them on screen, never as raw tokens.
    private func caption(for events: [Event]) -> String {
        var parts: [String] = []
        // A run of keys is one part, joined once when it ends: a line of thousands of keys
        // stays linear.
        var keys: [String] = []
        func endKeys() {
            if !keys.isEmpty { parts.append("⌨ " + keys.joined(separator: " ")) }
            keys = []
        }
        for event in events {
            switch event {
            case .key(let key):
                keys.append(KeySymbols.symbol(for: key))
                continue
            case .frameTick, .showStart:
                continue
            default:
                endKeys()
            }
            switch event {
            case .mouse(let mouse) where mouse.kind == .drag:
                parts.append("🖱 drag \(Self.arrow(from: latest?.state.pressOrigin, to: mouse))")
            case .mouse(let mouse):
                let target = latest.map { Self.name(at: mouse.x, mouse.y, in: $0.frame(),
                                                    layout: ScreenLayout(prototype: prototype, state: $0.state)) } ?? ""
                let shown = target.isEmpty ? "\(mouse.x),\(mouse.y)" : target
                switch mouse.kind {
                case .press, .click: parts.append("🖱 \(shown)")
                case .release: parts.append("🖱 release \(shown)")
                case .wheelUp: parts.append("🖱 wheel ↑ \(shown)")
                case .wheelDown: parts.append("🖱 wheel ↓ \(shown)")
                case .drag: break   // captioned above, by its way
                }
            case .resized(let size):
                parts.append("⤢ \(size.width)x\(size.height)")
            case .paste(let text):
                parts.append("⌨ paste “\(text)”")
            case .key, .frameTick, .showStart:
                break
            }
        }
        endKeys()
        return parts.joined(separator: " ")
    }

    /// What a pointer event at a cell acted on: the word shown there or, on a blank part
    /// of a tab, a row or a button, the nearest word on the same row that belongs to it.
    static func name(at x: Int, _ y: Int, in screen: CellBuffer, layout: ScreenLayout) -> String {
        let shown = word(at: x, y, in: screen)
        guard shown.isEmpty, let target = layout.target(x: x, y: y) else { return shown }
        for distance in 1..<max(1, screen.size.width) {
            for other in [x - distance, x + distance] where other >= 0 && other < screen.size.width {
                guard layout.target(x: other, y: y) == target else { continue }
                let named = word(at: other, y, in: screen)
                if !named.isEmpty { return named }
            }
        }
        return ""
    }

    /// The way a drag goes from where its button went down, as an arrow.
    static func arrow(from origin: CellPoint?, to mouse: MouseEvent) -> String {
        guard let origin else { return "·" }
        let dx = mouse.x - origin.x, dy = mouse.y - origin.y
        if dx == 0, dy == 0 { return "·" }
        // A terminal cell is about twice as tall as it is wide.
        if abs(dx) >= 2 * abs(dy) { return dx > 0 ? "→" : "←" }
        return dy > 0 ? "↓" : "↑"
    }

    /// The word shown at a cell: the run of non-blank text around it, e.g. a tab's label.
    static func word(at x: Int, _ y: Int, in screen: CellBuffer) -> String {
        guard y >= 0, y < screen.size.height, x >= 0, x < screen.size.width else { return "" }
        let cells = (0..<screen.size.width).map { screen[$0, y].text }
        func blank(_ index: Int) -> Bool { cells[index] == " " }
        guard !blank(x) else { return "" }
        var start = x, end = x
        // Words of a label are one apart; two blanks end it.
        while start > 0, !(blank(start - 1) && (start < 2 || blank(start - 2))) { start -= 1 }
        while end + 1 < cells.count, !(blank(end + 1) && (end + 2 >= cells.count || blank(end + 2))) { end += 1 }
        // An icon or a badge before a label ("○3 Trips") is not its name.
        let words = cells[start...end].joined().split(separator: " ")
        let named = words.drop { !$0.contains(where: \.isLetter) }
        return (named.isEmpty ? words[...] : named).joined(separator: " ")
    }

    /// Shows `text` in the top-right corner for a while (or until the next, when not
    /// `lasting`), and notes it for exports; nil removes it.
    private func setCaption(_ text: String?, lasting: Bool = true) {
        if let frameSink, let text { frameSink.record(Marker(milliseconds: exportTime, text: text)) }
        guard showsCaptions, let program else { return }
        captionUntil = text != nil && lasting ? clock.nowMilliseconds + scaled(Self.captionTime) : nil
        var shown = program.overlay
        shown.caption = text
        program.show(shown)
    }

    // MARK: painting goes straight through

    public func paint(_ changes: [CellBuffer.Change]) { inner.paint(changes) }
    /// Shows what was painted; with a frame sink, a screen that can be read back
    /// (headless, a device frame's included, or mirrored live) is handed to it as a frame.
    public func flush() {
        inner.flush()
        if let frameSink, let shown = (inner as? ReadableScreen)?.shownScreen {
            frameSink.record(Frame(milliseconds: exportTime, line: currentLine, buffer: shown))
        }
    }
    public func bell() { inner.bell() }
    public func flash() { inner.flash() }
}
