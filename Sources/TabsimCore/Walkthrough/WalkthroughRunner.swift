/// Runs a walkthrough headless on the real program loop with a virtual clock (W3):
/// every action settles (animations finish) before the next line, and the first
/// failing check stops the run.
public final class WalkthroughRunner {
    /// A check that did not hold, with its line and the screen at that moment.
    public struct Failure: Error, Equatable, Sendable, CustomStringConvertible {
        public var file: String
        public var line: Int
        public var message: String
        public var screen: String
        public var description: String { "\(file):\(line): \(message)" }
    }

    /// A frame drawn after a line, for exports (W5).
    public struct Frame: Sendable {
        public var milliseconds: Int
        public var line: Int
        public var buffer: CellBuffer
    }

    public let prototype: Prototype
    public private(set) var frames: [Frame] = []
    /// Whether a frame is kept after every line, for exports.
    public var keepsFrames = true
    /// Told of every event each program of the run applies.
    public weak var observer: ProgramObserver? {
        didSet { program.observer = observer }
    }
    public private(set) var checksPassed = 0
    private let theme: Theme
    private var backend: MemoryBackend
    private var program: Program

    private var pause = 300

    public init(prototype: Prototype, theme: Theme, size: Size) {
        self.prototype = prototype
        self.theme = theme
        backend = MemoryBackend(size: size)
        program = Program(prototype: prototype, theme: theme, backend: backend, clock: backend.clock)
        program.drawIfNeeded()
    }

    /// The virtual clock's time now, in milliseconds since the run started.
    public var now: Int { backend.clock.nowMilliseconds }

    /// The screen now, as text.
    public var screenText: String { backend.screen.text }

    /// Runs every step in order.
    /// - Throws: the first `Failure`.
    public func run(_ script: WalkthroughScript) throws(Failure) {
        pause = script.pause
        frames = keepsFrames ? [Frame(milliseconds: 0, line: 0, buffer: backend.screen)] : []
        for (line, step) in script.steps {
            try perform(step, line: line, file: script.file)
        }
        // The last action's animation plays out, as it would on screen.
        if program.settle(on: backend.clock) > 0, keepsFrames, let line = script.steps.last?.line {
            frames.append(Frame(milliseconds: backend.clock.nowMilliseconds, line: line, buffer: backend.screen))
        }
    }

    private func perform(_ step: WalkthroughScript.Step, line: Int, file: String) throws(Failure) {
        switch step {
        case .size(let size):
            restart(size: size, section: program.state.selectedSection ?? 0)
        case .launch(let label):
            guard let section = prototype.sections.firstIndex(where: { $0.label == label }) else {
                throw Failure(file: file, line: line, message: "the prototype has no section '\(label)'", screen: screenText)
            }
            restart(size: backend.size, section: section)
        case .events(let events):
            for event in events { act(event) }
        case .type(let text):
            for character in text { act(.key(.character(character))) }
        case .pointer(let kind, let text, let region):
            let layout = ScreenLayout(prototype: prototype, state: program.state)
            guard let (x, y) = ScreenText.locate(text, in: region, screen: backend.screen, layout: layout) else {
                let place = region.map { " in the \($0.rawValue)" } ?? ""
                throw Failure(file: file, line: line, message: "'\(text)' is not on screen\(place)", screen: screenText)
            }
            if kind == .click {
                act(.mouse(MouseEvent(.press, x: x, y: y)))
                act(.mouse(MouseEvent(.release, x: x, y: y)))
            } else {
                act(.mouse(MouseEvent(kind, x: x, y: y)))
            }
        case .wait(let ms):
            advance(by: ms)
        case .expect(let expectation):
            if let problem = expectation.problem(prototype: prototype, state: program.state, screen: backend.screen) {
                throw Failure(file: file, line: line, message: problem, screen: screenText)
            }
            checksPassed += 1
            return
        }
        if pause > 0 { program.settle(on: backend.clock) }
        advance(by: pause)
        if keepsFrames { frames.append(Frame(milliseconds: backend.clock.nowMilliseconds, line: line, buffer: backend.screen)) }
    }

    private func restart(size: Size, section: Int) {
        backend = MemoryBackend(size: size, clock: backend.clock)
        program = Program(prototype: prototype, theme: theme, backend: backend, clock: backend.clock, initialSection: section)
        program.observer = observer
        program.drawIfNeeded()
    }

    /// The state now, to compare a replay with the session it recorded.
    public var state: AppState { program.state }

    private func act(_ event: Event) {
        if case .resized(let size) = event { backend.resize(to: size) }
        program.send(event)
        program.drawIfNeeded()
    }

    /// Lets time pass frame by frame, so animations run and timed badges arrive.
    private func advance(by milliseconds: Int) {
        program.pass(milliseconds, on: backend.clock)
    }

}
