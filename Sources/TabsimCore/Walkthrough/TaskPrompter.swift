/// Runs a study live for a participant (W6): the task to do shows in a band above the
/// prototype, until its checks hold, it is given up or its time limit runs out; then the
/// Single Ease Question asks how easy it was and, when the task file asks, a comment;
/// after the last task the ten SUS statements follow. It watches the program like any
/// observer and records a task entry at each task's start and end, so the recording
/// holds what each task was and when it ran. Replaying a study's recording (`play`), it
/// shows the band and the panels as the participant saw them, moved on by the recorded
/// give-ups, time-outs, answers and comments.
public final class TaskPrompter: ProgramObserver, TaskMarkObserver {
    /// Where the session is.
    enum Stage: Equatable {
        case task
        case seq
        case comment
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
    /// The prototype is being put where a task starts: not yet a step of the task.
    private var starting = false
    /// Replaying a recording: what the participant did comes from its entries.
    private let replaying: Bool
    /// The program, for what a replay's entries move on.
    private weak var program: Program?

    /// - Parameters:
    ///   - asksQuestions: whether SEQ follows each task and SUS the last.
    ///   - order: the tasks' numbers (from 1) in the order to give them; nil, or one
    ///     that does not give each task once: the file's.
    ///   - replaying: show a recorded session: give-ups, time-outs, answers and comments
    ///     come from the recording, not from the person watching.
    public init(prototype: Prototype, study: Study, asksQuestions: Bool = true, order: [Int]? = nil, replaying: Bool = false) {
        self.prototype = prototype
        self.study = study
        self.asksQuestions = asksQuestions
        self.replaying = replaying
        let indices = order.map { $0.map { $0 - 1 } } ?? []
        self.order = indices.sorted() == Array(study.tasks.indices) ? indices : Array(study.tasks.indices)
    }

    /// The task under way, by its index in the study.
    private var task: Int { order[min(done, order.count - 1)] }

    /// The band, and the question when one is asked.
    public var overlay: Overlay {
        let count = order.count
        switch stage {
        case .task:
            return Overlay(band: Band("Task \(done + 1) of \(count): \(study.tasks[task].title)", action: .giveUp))
        case .seq:
            var question = Questionnaires.seq(task: done, of: count)
            question.item = order[done - 1] + 1
            question.heading = endedHeading
            return Overlay(band: endedBand, question: question)
        case .comment:
            let ended = order[done - 1]
            return Overlay(band: endedBand, comment: CommentRequest(prompt: study.tasks[ended].commentPrompt ?? Study.defaultCommentPrompt,
                                                                    item: ended + 1))
        case .sus(let item):
            return Overlay(band: Band("✓ That was the last of \(count) tasks. A few statements about the app"), question: Questionnaires.sus(item: item))
        case .finished:
            return Overlay(band: Band("✓ That was the last of \(count) tasks. Thank you! Ctrl-C ends the session."))
        }
    }

    /// How the last task ended: `✓ Task 2 of 4 done`, `Task 2 of 4 given up`.
    private var endedHeading: String {
        let count = order.count
        switch lastEnd {
        case .gaveUp: return "Task \(done) of \(count) given up"
        case .timedOut: return "Task \(done) of \(count): time is up"
        case .start, .done, .skipped: return "✓ Task \(done) of \(count) done"
        }
    }

    /// The band once a task has ended: how, and which.
    private var endedBand: Band { Band("\(endedHeading): \(study.tasks[order[done - 1]].title)") }

    /// When the task under way runs out of time, in milliseconds since launch.
    public var deadline: Int? {
        guard !replaying, stage == .task, let limit = study.tasks[task].limitMilliseconds else { return nil }
        return taskStartedAt + limit
    }

    public func program(_ program: Program, launched state: AppState, frame: @escaping () -> CellBuffer) {
        self.program = program
        begin(on: program)
    }

    public func program(_ program: Program, applied step: ProgramStep) {
        if let deadline, step.milliseconds >= deadline {
            end(.timedOut, on: program)
            return
        }
        if case .frameTick = step.event, step.before == step.after { return }
        latest = step
        if !starting { advance(program) }
    }

    public func program(_ program: Program, answered question: Question, with value: Int) {
        guard !replaying else { return }
        answered(on: program)
    }

    /// The question shown was answered: the next one, a comment, or the next task.
    private func answered(on program: Program) {
        switch stage {
        case .seq: commentOrNext(on: program)
        case .sus(let item):
            stage = item < Questionnaires.susStatements.count ? .sus(item: item + 1) : .finished
            show(on: program)
        case .task, .comment, .finished: return
        }
    }

    /// *Give up* in the band: the task is recorded as given up, and the study goes on.
    public func program(_ program: Program, chose action: BandAction) {
        guard !replaying, action == .giveUp, stage == .task else { return }
        end(.gaveUp, on: program)
    }

    /// The comment asked after a task was written (the program recorded it).
    public func program(_ program: Program, commented text: String, item: Int) {
        guard !replaying, stage == .comment else { return }
        next(on: program)
    }

    // MARK: replaying a recording

    public func recorded(_ mark: TaskMark, at milliseconds: Int) {
        guard replaying, let program, stage == .task, mark.task == task + 1 else { return }
        switch mark.status {
        case .gaveUp, .timedOut: end(mark.status, on: program)
        case .start, .done, .skipped: break
        }
    }

    public func recorded(_ answer: RecordedAnswer) {
        guard replaying, let program else { return }
        switch stage {
        case .seq where answer.questionnaire == "seq", .sus where answer.questionnaire == "sus": answered(on: program)
        default: break
        }
    }

    public func recorded(_ comment: RecordedComment) {
        guard replaying, let program, stage == .comment else { return }
        next(on: program)
    }

    /// Ends the task under way when its checks hold on the latest step; the next one,
    /// when it starts at once, is checked on the step it starts from.
    private func advance(_ program: Program) {
        guard stage == .task, let step = latest else { return }
        var frame: CellBuffer?
        let done = study.tasks[task].goals.allSatisfy { goal in
            if frame == nil, goal.needsScreen { frame = step.frame() }
            return goal.problem(prototype: prototype, state: step.after, screen: frame ?? CellBuffer(size: step.after.size)) == nil
        }
        if done { end(.done, on: program) }
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
            commentOrNext(on: program)
        }
    }

    /// The comment the task file asks for after the task just ended, else the next task.
    private func commentOrNext(on program: Program) {
        guard study.tasks[order[done - 1]].commentPrompt != nil else { return next(on: program) }
        stage = .comment
        show(on: program)
    }

    /// The next task starts, or, after the last, the SUS statements.
    private func next(on program: Program) {
        if done < order.count {
            begin(on: program)
        } else {
            stage = asksQuestions ? .sus(item: 1) : .finished
        }
        show(on: program)
        if stage == .task { advance(program) }
    }

    /// The task under way starts: where the task file says, else where the last left off.
    private func begin(on program: Program) {
        stage = .task
        taskStartedAt = program.millisecondsSinceLaunch
        if let start = study.tasks[task].start {
            starting = true
            program.send(.showStart(start))
            starting = false
        }
        mark(.start, on: program)
    }

    private func mark(_ status: TaskMark.Status, on program: Program) {
        let index = task
        let from = status == .start ? study.tasks[index].start : nil
        program.note(.task(TaskMark(task: index + 1, status: status, from: from), title: study.tasks[index].title))
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
