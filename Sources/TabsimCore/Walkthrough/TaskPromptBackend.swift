/// Runs a study live for a participant (W6): the task to do shows in the top-right
/// corner, and when its checks hold the next one shows. The session is recorded with
/// `--log` like any other and measured afterwards. Wraps the real backend.
public final class TaskPromptBackend: TerminalBackend {
    /// The state the tasks' checks look at; set once the program exists.
    public weak var program: Program?
    /// Tasks done so far, in order.
    public private(set) var done = 0

    private let inner: TerminalBackend
    private let prototype: Prototype
    private let study: Study
    private var layer: CaptionLayer
    private var prompted = false

    public init(wrapping inner: TerminalBackend, prototype: Prototype, study: Study) {
        self.inner = inner
        self.prototype = prototype
        self.study = study
        layer = CaptionLayer(size: inner.size)
    }

    public var size: Size { inner.size }

    public func nextInput(timeoutMilliseconds: Int?) -> BackendInput {
        advanceTasks()
        let input = inner.nextInput(timeoutMilliseconds: timeoutMilliseconds)
        if case .event(.resized) = input {
            layer.resize(to: inner.size)
            prompted = false
        }
        return input
    }

    /// Moves past every task whose checks hold now, and shows what is next.
    private func advanceTasks() {
        guard let state = program?.state else { return }
        var moved = false
        while done < study.tasks.count,
              study.tasks[done].goals.allSatisfy({ $0.problem(prototype: prototype, state: state, screen: layer.screen) == nil }) {
            done += 1
            moved = true
        }
        guard moved || !prompted else { return }
        prompted = true
        if done < study.tasks.count {
            layer.show("Task \(done + 1) of \(study.tasks.count): \(study.tasks[done].title)", onto: inner)
        } else {
            layer.show("✓ All \(study.tasks.count) tasks done · q quits", onto: inner)
        }
    }

    public func paint(_ changes: [CellBuffer.Change]) { layer.paint(changes, onto: inner) }
    public func flush() { inner.flush() }
    public func bell() { inner.bell() }
    public func flash() { inner.flash() }
}
