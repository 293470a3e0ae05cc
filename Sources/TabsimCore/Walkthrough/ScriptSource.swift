/// Performs a walkthrough script or a recording (W2, W3, W4, W6) as a source of the
/// session loop, headless (`walk`, `study`) or live (`play`): each step's messages come
/// out when it is due, among whatever the terminal sends. It reads the session through
/// the loop to place clicks, run checks and wait for animations, and shows captions as
/// messages; it keeps the frames drawn for exports by watching the loop.
public final class ScriptSource: MessageSource, SessionObserver {
    /// Every check so far, in order.
    public private(set) var results: [CheckResult] = []
    /// The first check or pointer action that failed, with the screen then, when runs stop at one.
    public private(set) var failure: WalkthroughRunner.Failure?
    /// Takes every frame drawn, each at the time the loop drew it, and each action,
    /// check and the end as a marker; nil (no export): nothing is kept.
    public var frameSink: FrameSink?
    /// Steps that could not be performed here (a resize a live terminal cannot do),
    /// each with its line and why.
    public private(set) var skipped: [CheckResult] = []

    private let file: String
    private let pacing: ScriptPacing
    private let showsCaptions: Bool
    private let stopsAtFailure: Bool
    /// Whether the session ends with the script (headless) or is left to whoever is at
    /// the keyboard (live).
    private let stopsAtEnd: Bool
    /// The script's steps; the next to perform is at `nextStep`.
    private let steps: [(line: Int, step: WalkthroughScript.Step)]
    private var nextStep: Int
    /// A click's release, performed before the script's next step.
    private var release: (line: Int, step: WalkthroughScript.Step)?
    /// Messages of the step being performed, in order; those before `outboxHead` are out.
    private var outbox: [SessionMessage] = []
    private var outboxHead = 0
    private var nextStepAt: Int?
    /// Waiting for the last action's animations to end before its gap.
    private var settling = false
    /// The next step is the release of a click, captioned with its press.
    private var releasingClick = false
    /// The script is done and its last animation is playing out.
    private var finishing = false
    /// The script line being performed.
    private var currentLine = 0
    private var finished = false
    /// When the session started; frames and markers are timed from it.
    private var startedAt: Int?
    /// Added to the times of frames and markers: the opening hold, once the first step
    /// has begun.
    private var exportDelay = 0

    /// How long a caption stays, at speed 1.
    static let captionTime = 900

    /// - Parameters:
    ///   - showsCaptions: show each step as a caption (live playback).
    ///   - stopsAtFailure: stop the session at the first check that fails (headless).
    ///   - stopsAtEnd: stop once the script is done (headless); else keep running until
    ///     the person at the keyboard quits.
    public init(script: WalkthroughScript, pacing: ScriptPacing, showsCaptions: Bool = false, stopsAtFailure: Bool = false,
                stopsAtEnd: Bool = false) {
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

    // MARK: the loop asks

    public func next(in loop: SessionLoop) -> SessionMessage? {
        let now = loop.now
        if startedAt == nil {
            startedAt = now
            nextStepAt = now + pacing.lead
        }
        while true {
            if outboxHead < outbox.count {
                outboxHead += 1
                return outbox[outboxHead - 1]
            }
            outbox.removeAll(keepingCapacity: true)
            outboxHead = 0
            if finished { return stopsAtEnd ? .stop(reason: failure == nil ? "end of script" : "check failed") : nil }
            if settling, !loop.state.app.isAnimating {
                settling = false
                nextStepAt = now + (finishing ? 0 : scaled(pacing.gap))
            }
            guard !settling, let due = nextStepAt, now >= due else { return nil }
            exportDelay = pacing.openingHold
            if let entry = release {
                release = nil
                perform(entry.step, line: entry.line, in: loop)
            } else if nextStep < steps.count {
                nextStep += 1
                perform(steps[nextStep - 1].step, line: steps[nextStep - 1].line, in: loop)
            } else {
                finish(in: loop)
            }
        }
    }

    public func due(in loop: SessionLoop) -> Int? {
        if outboxHead < outbox.count || (finished && stopsAtEnd) || startedAt == nil { return loop.now }
        return settling || finished ? nil : nextStepAt
    }

    // MARK: the loop tells

    /// Keeps each frame drawn for the exports, with the line being performed.
    public func sessionDrew(_ frame: CellBuffer, at now: Int) {
        frameSink?.record(Frame(milliseconds: exportTime(now), line: currentLine, buffer: frame))
    }

    private func scaled(_ milliseconds: Int) -> Int { Int(Double(milliseconds) / pacing.speed) }

    /// `now`, as frames and markers are timed.
    private func exportTime(_ now: Int) -> Int { now - (startedAt ?? now) + exportDelay }

    /// Performs one step and says when the next may start.
    private func perform(_ step: WalkthroughScript.Step, line: Int, in loop: SessionLoop) {
        currentLine = line
        let now = loop.now
        switch step {
        case .events(let events):
            var applied: [Event] = []
            var messages: [SessionMessage] = []
            for event in events {
                if case .resized(let size) = event {
                    guard resize(to: size, in: loop) else { continue }
                    messages.append(.resizeScreen(size))
                } else {
                    messages.append(.scripted(event))
                }
                applied.append(event)
            }
            // Captions are made only where someone sees them: live, or in an export.
            if !applied.isEmpty, !releasingClick, showsCaptions || frameSink != nil {
                setCaption(ScriptCaptions.caption(for: applied, in: loop), now: now)
            }
            outbox += messages
            releasingClick = false
            actionDone(now)
        case .type(let text):
            setCaption("⌨ type “\(text)”", now: now)
            outbox += text.map { .scripted(.key(.character($0))) }
            actionDone(now)
        case .pointer(let kind, let text, let region):
            point(kind, at: text, in: region, line: line, in: loop)
        case .wait(let milliseconds):
            nextStepAt = now + scaled(milliseconds)
        case .expect(let expectation):
            let problem = expectation.problem(prototype: loop.state.prototype, state: loop.state.app, screen: loop.prototypeScreen())
            results.append(CheckResult(line: line, problem: problem))
            setCaption(problem.map { "✗ line \(line): \($0)" } ?? "✓ line \(line)", now: now)
            if let problem { fail(problem, line: line, in: loop) }
            nextStepAt = now + scaled(pacing.checkGap)
        case .size(let size):
            if resize(to: size, in: loop) { outbox.append(.resizeScreen(size)) }
            actionDone(now)
        case .launch:
            fail("a recording's launch must come first", line: line, in: loop)
        case .reload(let reload):
            outbox.append(.reload(reload))
            setCaption("⟳ the prototype file changed", now: now)
        case .task(let mark):
            outbox.append(.recorded(.task(mark)))
        // The study's panels move on first; the caption then shows over what comes next.
        case .answer(let answer):
            outbox.append(.recorded(.answer(answer)))
            setCaption("✓ \(answer.questionnaire.uppercased()) \(answer.item): \(answer.value)", now: now)
        case .comment(let comment):
            outbox.append(.recorded(.comment(comment)))
            setCaption("✎ “\(comment.text)”", now: now)
        }
    }

    /// After an action: its animations finish, then the gap.
    private func actionDone(_ now: Int) {
        settling = pacing.gap > 0
        nextStepAt = now
    }

    private func point(_ kind: MouseEvent.Kind, at text: String, in region: WalkthroughScript.Region?, line: Int, in loop: SessionLoop) {
        let now = loop.now
        guard let (x, y) = ScreenText.locate(text, in: region, screen: loop.prototypeScreen(),
                                             layout: loop.layout()) else {
            let place = region.map { " in the \($0.rawValue)" } ?? ""
            let problem = "'\(text)' is not on screen\(place)"
            results.append(CheckResult(line: line, problem: problem))
            setCaption("✗ line \(line): \(problem)", now: now)
            fail(problem, line: line, in: loop)
            nextStepAt = now + scaled(pacing.checkGap)
            return
        }
        guard kind == .click else {
            setCaption("🖱 \(kind == .press ? "press" : "release") “\(text)”", now: now)
            outbox.append(.scripted(.mouse(MouseEvent(kind, x: x, y: y))))
            actionDone(now)
            return
        }
        // The release follows after a short hold, so the Pressed look is seen.
        setCaption("🖱 click “\(text)”", now: now)
        outbox.append(.scripted(.mouse(MouseEvent(.press, x: x, y: y))))
        release = (line, .events([.mouse(MouseEvent(.release, x: x, y: y))]))
        releasingClick = true
        nextStepAt = now + scaled(pacing.clickHold)
    }

    /// Whether a scripted resize can be done here; one that cannot is said in a caption
    /// and kept in `skipped`.
    private func resize(to size: Size, in loop: SessionLoop) -> Bool {
        guard let problem = loop.state.resizeProblem(to: size) else { return true }
        let text = "resize \(size.width)x\(size.height) skipped: \(problem)"
        skipped.append(CheckResult(line: currentLine, problem: text))
        setCaption("⤢ " + text, now: loop.now)
        return false
    }

    private func fail(_ problem: String, line: Int, in loop: SessionLoop) {
        guard stopsAtFailure, failure == nil else { return }
        failure = WalkthroughRunner.Failure(file: file, line: line, message: problem, screen: loop.prototypeScreen().text)
        nextStep = steps.count
        release = nil
        outbox.removeAll { if case .scripted = $0 { true } else { false } }
        settling = false
        finished = true
    }

    /// The script is done: its last animation plays out, then the end is kept and shown.
    private func finish(in loop: SessionLoop) {
        if loop.state.app.isAnimating {
            settling = true
            finishing = true
            return
        }
        finished = true
        // Headless runs end here; live, whoever is at the keyboard quits.
        guard !stopsAtEnd else { return }
        let failed = results.filter { $0.problem != nil }.count
        setCaption("▶ done: \(TextFitting.counted(results.count - failed, "check")) passed, \(failed) failed · q quits", now: loop.now,
                   lasting: false)
    }

    /// Shows `text` in the top-right corner for a while (or until the next, when not
    /// `lasting`), and notes it for exports.
    private func setCaption(_ text: String, now: Int, lasting: Bool = true) {
        frameSink?.record(Marker(milliseconds: exportTime(now), text: text))
        guard showsCaptions else { return }
        outbox.append(.caption(text, until: lasting ? now + scaled(Self.captionTime) : nil))
    }
}
