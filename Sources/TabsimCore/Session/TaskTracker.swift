/// A live study's progress (W6): the task under way shows in a band above the
/// prototype until its goals hold, it is given up or its time runs out; then the Single
/// Ease Question asks how easy it was and, when the task file asks, a comment; after the
/// last task the ten SUS statements follow. Part of the session's state: the session
/// moves it on, and replaying a study's recording moves it on by the recorded give-ups,
/// time-outs, answers and comments, so that the replay records the task entries the
/// live session did.
public struct TaskTracker: Equatable, Sendable {
    /// How a replayed recording moves the tracker on (W6).
    public enum Replay: Equatable, Sendable {
        /// The recording's own tasks, shown as the participant saw them: each ends where
        /// its goals hold, or where the recording gave it up or timed it out; the next
        /// starts as it did live, after the recorded answer and comment.
        case asRecorded
        /// Other tasks (re-scoring), in order and not shown: each starts where the one
        /// before it is done (after the next recorded SEQ answer, when questions were
        /// asked); the recording's task entries are not its tasks.
        case inOrder
        /// Other tasks (re-scoring), not shown: each starts and ends where the recording's
        /// task entries say; its goals only say whether it was done before its recorded end.
        case byMarks
    }

    /// Where the study is.
    enum Stage: Equatable, Sendable {
        case task
        case seq
        case comment
        case sus(item: Int)
        case finished
        /// Re-scored by marks: between a task's end and the recording's next start.
        case betweenMarks
    }

    public let study: Study
    /// Whether SEQ follows each task and SUS the last.
    public let asksQuestions: Bool
    /// How a recorded session is replayed; nil: live. Replaying, give-ups, time-outs,
    /// answers and comments come from the recording, not from the person watching.
    public let replay: Replay?
    /// The tasks' indices in the order they are given.
    public let order: [Int]
    /// What the band says the participant may do once it is all over.
    public let farewell: String
    /// How the tasks are taken: on the prototype, or its first tap ending each.
    public let method: StudyMethod
    /// Tasks ended so far (done, given up or timed out), in the order given.
    public private(set) var done = 0
    private(set) var stage = Stage.task
    /// How the last task ended.
    private(set) var lastEnd = TaskMark.Status.done
    /// When the task under way started, in milliseconds since launch.
    private(set) var startedAt = 0
    /// A press reached the prototype during the task under way: its release is the
    /// task's first tap in a first-click test (a release whose press answered a question
    /// is none).
    var pressedOnTask = false
    /// A tree test's browser, while a task is under way (`StudyMethod.tree`).
    public internal(set) var chooser: TreeChooser?

    /// - Parameter order: the tasks' numbers (from 1) in the order to give them; nil, or
    ///   one that does not give each task once: the file's.
    /// - Parameter farewell: the last words of the band, for a terminal Ctrl-C's.
    /// - Parameter replay: how a recording is replayed; nil: a live session.
    /// - Parameter method: how the tasks are taken.
    public init(study: Study, asksQuestions: Bool = true, order: [Int]? = nil, replay: Replay? = nil,
                farewell: String = "Ctrl-C ends the session.", method: StudyMethod = .prototype) {
        self.study = study
        self.farewell = farewell
        self.method = method
        self.asksQuestions = asksQuestions
        self.replay = replay
        let indices = order.map { $0.map { $0 - 1 } } ?? []
        self.order = indices.sorted() == Array(study.tasks.indices) ? indices : Array(study.tasks.indices)
    }

    /// Whether the session is a recording replayed.
    public var replaying: Bool { replay != nil }

    /// Whether the band and panels are drawn: live, and replaying the recording's own
    /// tasks; re-scoring shows nothing the participant did not see.
    public var isShown: Bool { replay == nil || replay == .asRecorded }

    /// The task under way (or the last), by its index in the study.
    public var task: Int { order[min(done, order.count - 1)] }

    /// Whether a task is under way, its goals looked for.
    public var isOnTask: Bool { stage == .task }

    /// When the task under way runs out of time, in milliseconds since launch; nil: never.
    public var deadline: Int? {
        guard !replaying, stage == .task, let limit = study.tasks[task].limitMilliseconds else { return nil }
        return startedAt + limit
    }

    /// The band, and the question or comment when one is asked; nothing when not shown.
    /// A tree test hides the prototype throughout, its browser shown during a task.
    public var overlay: Overlay {
        guard isShown else { return Overlay() }
        var shown = stageOverlay
        shown.hidesPrototype = method == .tree
        return shown
    }

    /// The band, question or comment of the stage the study is at.
    private var stageOverlay: Overlay {
        let count = order.count
        switch stage {
        case .task:
            // A tree test's browser asks its own question, under the band.
            let how = method == .firstClick ? " · Tap where you would start" : ""
            var shown = Overlay(band: Band("Task \(done + 1) of \(count): \(study.tasks[task].title)\(how)", action: .giveUp))
            shown.tree = chooser
            return shown
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
        case .finished, .betweenMarks:
            return Overlay(band: Band("✓ That was the last of \(count) tasks. Thank you! \(farewell)"))
        }
    }

    /// How the last task ended: `✓ Task 2 of 4 done`, `Task 2 of 4 given up`.
    private var endedHeading: String {
        let count = order.count
        switch lastEnd {
        case .gaveUp: return "Task \(done) of \(count) given up"
        case .timedOut: return "Task \(done) of \(count): time is up"
        case .start, .done, .skipped: return "✓ Task \(done) of \(count) done"
        case .firstClick, .chosen: return "✓ Task \(done) of \(count) answered"
        case .opened: return "Task \(done) of \(count)"
        }
    }

    /// The band once a task has ended: how, and which.
    private var endedBand: Band { Band("\(endedHeading): \(study.tasks[order[done - 1]].title)") }

    /// The task under way starts at `milliseconds` since launch, or, re-scored by marks,
    /// the one a recorded start names, where it says. A first-click task with no `from`
    /// starts at `home`, so that every participant's first tap is on one screen, as
    /// Chalkmark shows each task's own image, not where the last task's tap led.
    /// - Returns: its start entry.
    mutating func begin(at milliseconds: Int, recorded: TaskMark? = nil, home: Study.Start? = nil) -> TaskMark {
        if let recorded, let position = order.firstIndex(of: recorded.task - 1) { done = position }
        stage = .task
        startedAt = milliseconds
        pressedOnTask = false
        // A tree test starts every task at the top of the tree, the prototype unseen.
        guard method != .tree else { return TaskMark(task: task + 1, status: .start) }
        let given = study.tasks[task].start ?? (method == .firstClick ? home : nil)
        return TaskMark(task: task + 1, status: .start, from: recorded == nil ? given : recorded?.from)
    }

    /// Ends the task under way.
    /// - Returns: its end entry.
    mutating func end(_ status: TaskMark.Status, node: [String]? = nil) -> TaskMark {
        let mark = TaskMark(task: task + 1, status: status, node: node)
        chooser = nil
        lastEnd = status
        done += 1
        stage = replay == .byMarks ? .betweenMarks : asksQuestions ? .seq : commentOrNext
        return mark
    }

    /// Whether the tracker moves the prototype where a task starts: live and replaying its
    /// own tasks; re-scoring, the recording's starts put it where the participant was.
    var movesToStart: Bool { replay != .inOrder }

    /// After a task (and its SEQ): the comment the task file asks for, else the next task.
    private var commentOrNext: Stage {
        study.tasks[order[done - 1]].commentPrompt != nil ? .comment : nextStage
    }

    /// The next task, or after the last the SUS statements.
    private var nextStage: Stage {
        done < order.count ? .task : asksQuestions ? .sus(item: 1) : .finished
    }

    /// The question shown was answered.
    /// - Returns: whether the next task starts.
    mutating func answered() -> Bool {
        switch stage {
        case .seq: stage = commentOrNext
        case .sus(let item): stage = item < Questionnaires.susStatements.count ? .sus(item: item + 1) : .finished
        case .task, .comment, .finished, .betweenMarks: return false
        }
        return stage == .task
    }

    /// The comment asked for was written.
    /// - Returns: whether the next task starts.
    mutating func commented() -> Bool {
        guard stage == .comment else { return false }
        stage = nextStage
        return stage == .task
    }

    /// Whether the task under way is done at `state`: the only place a task's goals are
    /// checked, live and in replay.
    /// - Parameter screen: the prototype's screen there, drawn only if a goal needs it.
    func goalsHold(prototype: Prototype, state: AppState, screen: () -> CellBuffer) -> Bool {
        study.tasks[task].isDone(prototype: prototype, state: state, screen: screen)
    }
}

extension Study.Task {
    /// Whether every goal holds at `state`; `screen` is drawn only if a goal reads the
    /// screen's text.
    public func isDone(prototype: Prototype, state: AppState, screen: () -> CellBuffer) -> Bool {
        WalkthroughScript.Expectation.allHold(goals, prototype: prototype, state: state, screen: screen)
    }
}

extension WalkthroughScript.Expectation {
    /// Whether all `goals` hold at `state`: the one way a task's goals are checked, live,
    /// in replay and in the navigation graph. `screen` is drawn once, only if a goal
    /// reads the screen's text; `decided` settles a goal itself when it returns a value.
    static func allHold(_ goals: [Self], prototype: Prototype, state: AppState, screen: () -> CellBuffer,
                        decided: (Self) -> Bool? = { _ in nil }) -> Bool {
        var frame: CellBuffer?
        return goals.allSatisfy { goal in
            if let holds = decided(goal) { return holds }
            return goal.holds(prototype: prototype, state: state) {
                if let frame { return frame }
                let drawn = screen()
                frame = drawn
                return drawn
            }
        }
    }

    /// Whether checking it needs the drawn screen, not only the state.
    var needsScreen: Bool {
        if case .text = self { return true }
        return false
    }

    /// Whether it names what is on one screen (a text shown, a page, a screen's title)
    /// rather than a section, anywhere in it: `tabsim study --check` flags such a goal met on several screens.
    var picksScreen: Bool {
        switch self {
        case .text(_, present: true), .page, .screen: return true
        default: return false
        }
    }
}
