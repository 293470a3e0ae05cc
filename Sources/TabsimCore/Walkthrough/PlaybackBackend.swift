/// Plays a walkthrough or a recording in a live terminal, for demos (W2): its inputs
/// arrive at real or scaled speed, each shown as a caption in the top-right corner,
/// while whoever is at the keyboard can still step in (q quits). Wraps the real backend.
public final class PlaybackBackend: TerminalBackend {
    /// A check's outcome: nil problem when it held.
    public struct CheckResult: Sendable {
        public var line: Int
        public var problem: String?
    }

    /// The state to check against; set once the program exists.
    public weak var program: Program?
    public private(set) var results: [CheckResult] = []

    private let inner: TerminalBackend
    private let clock: MonotonicClock
    private let prototype: Prototype
    private let speed: Double
    private let gap: Int
    private let showsCaptions: Bool
    private var steps: [(line: Int, step: WalkthroughScript.Step)]
    private var queue: [Event] = []
    private var nextStepAt: Int
    private var layer: CaptionLayer
    /// When the caption shown now goes away, if it does.
    private var captionUntil: Int?

    /// How long a caption stays, at speed 1.
    static let captionTime = 900
    /// How long a pointer is held down on a click, at speed 1, so Pressed shows.
    static let clickHold = 180

    /// - Parameters:
    ///   - speed: 2 plays twice as fast; waits and pauses shrink, not animations.
    ///   - gap: milliseconds between a written script's actions at speed 1 (a
    ///     recording's own waits are used instead).
    public init(wrapping inner: TerminalBackend, clock: MonotonicClock, prototype: Prototype, script: WalkthroughScript,
                speed: Double = 1, gap: Int = 700, showsCaptions: Bool = true) {
        self.inner = inner
        self.clock = clock
        self.prototype = prototype
        self.speed = max(0.05, speed)
        self.gap = script.pause == 0 ? 0 : gap
        self.showsCaptions = showsCaptions
        steps = script.steps
        nextStepAt = clock.nowMilliseconds + 500
        layer = CaptionLayer(size: inner.size)
    }

    public var size: Size { inner.size }

    public func nextInput(timeoutMilliseconds: Int?) -> BackendInput {
        let deadline = timeoutMilliseconds.map { clock.nowMilliseconds + $0 }
        while true {
            if !queue.isEmpty { return .event(queue.removeFirst()) }
            let now = clock.nowMilliseconds
            if let until = captionUntil, now >= until { setCaption(nil) }
            if !steps.isEmpty, now >= nextStepAt {
                perform(steps.removeFirst(), now: now)
                continue
            }
            var wait = deadline.map { max(0, $0 - now) }
            if !steps.isEmpty { wait = min(wait ?? .max, max(0, nextStepAt - now)) }
            if let until = captionUntil { wait = min(wait ?? .max, max(0, until - now)) }
            switch inner.nextInput(timeoutMilliseconds: wait) {
            case .event(let event):
                if case .resized = event { layer.resize(to: inner.size) }
                return .event(event)
            case .stop(let reason): return .stop(reason: reason)
            case .timeout:
                if let deadline, clock.nowMilliseconds >= deadline { return .timeout }
            }
        }
    }

    private func scaled(_ milliseconds: Int) -> Int { Int(Double(milliseconds) / speed) }

    private func perform(_ entry: (line: Int, step: WalkthroughScript.Step), now: Int) {
        nextStepAt = now + scaled(gap)
        switch entry.step {
        case .events(let events):
            queue += events.filter { if case .resized = $0 { return false } else { return true } }
            let tokens = events.compactMap(InputScript.token(for:))
            if !events.isEmpty, events.allSatisfy({ if case .resized = $0 { return true } else { return false } }) {
                setCaption("resize skipped: resize the terminal yourself")
            } else {
                setCaption("⌨ " + tokens.joined(separator: " "))
            }
        case .type(let text):
            queue += text.map { .key(.character($0)) }
            setCaption("⌨ “\(text)”")
        case .pointer(let kind, let text, let region):
            point(kind, at: text, in: region, line: entry.line, now: now)
        case .wait(let ms):
            nextStepAt = now + scaled(ms)
        case .expect(let expectation):
            guard let state = program?.state else { return }
            let problem = expectation.problem(prototype: prototype, state: state, screen: layer.screen)
            results.append(CheckResult(line: entry.line, problem: problem))
            setCaption(problem.map { "✗ line \(entry.line): \($0)" } ?? "✓ line \(entry.line)")
        case .size, .launch:
            break
        }
        if steps.isEmpty && queue.isEmpty {
            let failed = results.filter { $0.problem != nil }.count
            setCaption("▶ done: \(results.count - failed) checks passed, \(failed) failed · q quits", lasting: false)
        }
    }

    private func point(_ kind: MouseEvent.Kind, at text: String, in region: WalkthroughScript.Region?, line: Int, now: Int) {
        guard let state = program?.state,
              let (x, y) = ScreenText.locate(text, in: region, screen: layer.screen, layout: ScreenLayout(prototype: prototype, state: state)) else {
            results.append(CheckResult(line: line, problem: "'\(text)' is not on screen"))
            setCaption("✗ line \(line): '\(text)' is not on screen")
            return
        }
        switch kind {
        case .click:
            queue.append(.mouse(MouseEvent(.press, x: x, y: y)))
            // The release follows after a short hold, so the Pressed look is seen.
            steps.insert((line, .events([.mouse(MouseEvent(.release, x: x, y: y))])), at: 0)
            nextStepAt = now + scaled(Self.clickHold)
            setCaption("🖱 click “\(text)”")
            return
        default:
            queue.append(.mouse(MouseEvent(kind, x: x, y: y)))
            setCaption("🖱 \(kind == .press ? "press" : "release") “\(text)”")
        }
    }

    // MARK: painting, with the caption on top

    public func paint(_ changes: [CellBuffer.Change]) { layer.paint(changes, onto: inner) }
    public func flush() { inner.flush() }
    public func bell() { inner.bell() }
    public func flash() { inner.flash() }

    /// Shows `text` in the top-right corner for a while (or until the next, when not
    /// `lasting`); nil removes it.
    private func setCaption(_ text: String?, lasting: Bool = true) {
        guard showsCaptions else { return }
        captionUntil = text != nil && lasting ? clock.nowMilliseconds + scaled(Self.captionTime) : nil
        layer.show(text, onto: inner)
    }
}
