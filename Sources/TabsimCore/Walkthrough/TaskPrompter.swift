/// Runs a study live for a participant (W6): the task to do shows in a band above the
/// prototype, until its checks hold, it is given up or its time limit runs out; then the
/// Single Ease Question asks how easy it was and, when the task file asks, a comment;
/// after the last task the ten SUS statements follow. It watches the program like any
/// observer and records a task entry at each task's start and end, so the recording
/// holds what each task was and when it ran.
public final class TaskPrompter: ProgramObserver {
    /// Where the session is.
    enum Stage: Equatable {
        case task
        case seq
        case sus(item: Int)
        case finished
    }

    /// Tasks ended so far (done, given up or timed out), in the order given.
    public private(set) var done = 0
    private let prototype: Prototype
    private let study: Study
    private let asksQuestions: Bool
    /// The tasks' indices in the order they are given.
    private let order: [Int]
    private var stage = Stage.task
    /// How the last task ended.
    private var lastEnd = TaskMark.Status.done
    /// When the task under way started, in milliseconds since launch.
    private var taskStartedAt = 0
    /// The last step applied: the next task's checks start from it.
    private var latest: ProgramStep?

    /// - Parameters:
    ///   - asksQuestions: whether SEQ follows each task and SUS the last.
    ///   - order: the tasks' numbers (from 1) in the order to give them; nil: the file's.
    public init(prototype: Prototype, study: Study, asksQuestions: Bool = true, order: [Int]? = nil) {
        self.prototype = prototype
        self.study = study
        self.asksQuestions = asksQuestions
        self.order = order.map { $0.map { $0 - 1 } } ?? Array(study.tasks.indices)
    }

    /// The task under way, by its index in the study.
    private var task: Int { order[min(done, order.count - 1)] }

    /// The band, and the question when one is asked.
    public var overlay: Overlay {
        let count = order.count
        switch stage {
        case .task:
            return Overlay(band: Band("Task \(done + 1) of \(count): \(study.tasks[task].title)"))
        case .seq:
            var question = Questionnaires.seq(task: done, of: count)
            question.item = order[done - 1] + 1
            let ended = lastEnd == .done ? "✓ Task \(done) of \(count) done" : lastEnd == .gaveUp ? "Task \(done) of \(count) given up"
                : "Task \(done) of \(count): time is up"
            return Overlay(band: Band("\(ended): \(study.tasks[order[done - 1]].title)"), question: question)
        case .sus(let item):
            return Overlay(band: Band("✓ All \(count) tasks done. A few statements about the app"), question: Questionnaires.sus(item: item))
        case .finished:
            return Overlay(band: Band("✓ All \(count) tasks done. Thank you! Ctrl-C ends the session."))
        }
    }

    /// When the task under way runs out of time, in milliseconds since launch.
    public var deadline: Int? {
        guard stage == .task, let limit = study.tasks[task].limitMilliseconds else { return nil }
        return taskStartedAt + limit
    }

    public func program(_ program: Program, launched state: AppState, frame: @escaping () -> CellBuffer) {
        mark(.start, on: program)
    }

    public func program(_ program: Program, applied step: ProgramStep) {
        if let deadline, step.milliseconds >= deadline {
            end(.timedOut, on: program)
            return
        }
        if case .frameTick = step.event, step.before == step.after { return }
        latest = step
        advance(program)
    }

    public func program(_ program: Program, answered question: Question, with value: Int) {
        switch stage {
        case .seq: next(on: program)
        case .sus(let item):
            stage = item < Questionnaires.susStatements.count ? .sus(item: item + 1) : .finished
            show(on: program)
        case .task, .finished: return
        }
    }

    /// The participant gives up the task under way: it is recorded as given up, and the
    /// study goes on.
    public func giveUp(on program: Program) {
        guard stage == .task else { return }
        end(.gaveUp, on: program)
    }

    /// Moves past every task whose checks hold on the latest step.
    private func advance(_ program: Program) {
        guard let step = latest else { return }
        var frame: CellBuffer?
        while stage == .task, study.tasks[task].goals.allSatisfy({ goal in
            if frame == nil, goal.needsScreen { frame = step.frame() }
            return goal.problem(prototype: prototype, state: step.after, screen: frame ?? CellBuffer(size: step.after.size)) == nil
        }) {
            end(.done, on: program)
        }
    }

    /// Ends the task under way; the question about it follows, or the next task.
    private func end(_ status: TaskMark.Status, on program: Program) {
        mark(status, on: program)
        lastEnd = status
        done += 1
        if asksQuestions {
            stage = .seq
            show(on: program)
        } else {
            next(on: program)
        }
    }

    /// The next task starts, or, after the last, the SUS statements.
    private func next(on program: Program) {
        if done < order.count {
            stage = .task
            taskStartedAt = program.millisecondsSinceLaunch
            mark(.start, on: program)
        } else {
            stage = asksQuestions ? .sus(item: 1) : .finished
        }
        show(on: program)
        if stage == .task { advance(program) }
    }

    private func mark(_ status: TaskMark.Status, on program: Program) {
        let index = task
        program.note(TaskMark(task: index + 1, status: status).fields(title: study.tasks[index].title))
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
