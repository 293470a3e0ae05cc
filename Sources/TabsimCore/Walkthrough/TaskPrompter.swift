/// Runs a study live for a participant (W6): the task to do shows in a band above the
/// prototype, and when its checks hold the Single Ease Question asks how easy it was;
/// after the last task the ten SUS statements follow. It watches the program like any
/// observer; the session and the answers are recorded with `--log` and measured afterwards.
public final class TaskPrompter: ProgramObserver {
    /// Where the session is.
    enum Stage: Equatable {
        case task
        case seq
        case sus(item: Int)
        case finished
    }

    /// Tasks done so far, in order.
    public private(set) var done = 0
    private let prototype: Prototype
    private let study: Study
    private let asksQuestions: Bool
    private var stage = Stage.task
    /// The last step applied: the next task's checks start from it.
    private var latest: ProgramStep?

    /// - Parameter asksQuestions: whether SEQ follows each task and SUS the last.
    public init(prototype: Prototype, study: Study, asksQuestions: Bool = true) {
        self.prototype = prototype
        self.study = study
        self.asksQuestions = asksQuestions
    }

    /// The band, and the question when one is asked.
    public var overlay: Overlay {
        let count = study.tasks.count
        switch stage {
        case .task:
            return Overlay(band: Band("Task \(done + 1) of \(count): \(study.tasks[done].title)"))
        case .seq:
            return Overlay(band: Band("✓ Task \(done) of \(count) done: \(study.tasks[done - 1].title)"), question: Questionnaires.seq(task: done, of: count))
        case .sus(let item):
            return Overlay(band: Band("✓ All \(count) tasks done. A few statements about the app"), question: Questionnaires.sus(item: item))
        case .finished:
            return Overlay(band: Band("✓ All \(count) tasks done. Thank you! Ctrl-C ends the session."))
        }
    }

    public func program(_ program: Program, applied step: ProgramStep) {
        if case .frameTick = step.event, step.before == step.after { return }
        latest = step
        advance(program)
    }

    public func program(_ program: Program, answered question: Question, with value: Int) {
        switch stage {
        case .seq: stage = done < study.tasks.count ? .task : asksQuestions ? .sus(item: 1) : .finished
        case .sus(let item): stage = item < Questionnaires.susStatements.count ? .sus(item: item + 1) : .finished
        case .task, .finished: return
        }
        show(on: program)
        advance(program)
    }

    /// Moves past every task whose checks hold on the latest step.
    private func advance(_ program: Program) {
        guard let step = latest else { return }
        var frame: CellBuffer?
        let before = (stage, done)
        while stage == .task, study.tasks[done].goals.allSatisfy({ goal in
            if frame == nil, goal.needsScreen { frame = step.frame() }
            return goal.problem(prototype: prototype, state: step.after, screen: frame ?? CellBuffer(size: step.after.size)) == nil
        }) {
            done += 1
            if asksQuestions {
                stage = .seq
            } else if done == study.tasks.count {
                stage = .finished
            }
        }
        if before != (stage, done) { show(on: program) }
    }

    private func show(on program: Program) {
        if program.recordingFailure == nil { program.show(overlay) }
    }
}

extension WalkthroughScript.Expectation {
    /// Whether checking it needs the drawn screen, not only the state.
    var needsScreen: Bool {
        if case .text = self { return true }
        return false
    }
}
