/// A study's progress as the session moves it on (W6): each task's start and end are
/// recorded where they happen, and its band, questions and comment shown.
extension Step {
    /// The band's action, by its button or its key.
    mutating func choose(_ action: BandAction) {
        guard action == .giveUp, let study = state.study, !study.replaying, study.isOnTask else { return }
        endTask(.gaveUp)
    }

    /// The question shown was answered (live).
    mutating func questionAnswered() {
        guard var study = state.study else { return }
        let starts = study.answered()
        state.study = study
        moveOn(starting: starts)
    }

    /// The comment asked after a task was written (live).
    mutating func commentWritten() {
        guard var study = state.study else { return }
        let starts = study.commented()
        state.study = study
        moveOn(starting: starts)
    }

    /// A replayed study recording's step, as the participant went through it: a recorded
    /// give-up, time-out or skip ends the task (re-scored by marks, any recorded end, and
    /// a recorded start starts one); a start puts the prototype where the task began.
    mutating func replay(_ recorded: RecordedStudyStep) {
        guard let study = state.study, let replay = study.replay else { return }
        switch recorded {
        case .task(let mark) where mark.status == .start:
            switch replay {
            case .asRecorded: break
            case .byMarks: beginTask(recorded: mark)
            case .inOrder: if let from = mark.from { send(.showStart(from)) }
            }
        case .task(let mark):
            guard study.isOnTask, mark.task == study.task + 1 else { return }
            switch mark.status {
            case .gaveUp, .timedOut, .skipped, .firstClick: endTask(mark.status)
            // Done as recorded, yet its goals do not hold here (they would have ended it).
            case .done where replay == .byMarks: endTask(.skipped)
            // Re-scored by marks, a tree test's browser is not shown: its nodes are as recorded.
            case .opened where replay == .byMarks: record(.task(mark, title: study.study.tasks[mark.task - 1].title))
            case .chosen where replay == .byMarks: endTask(.chosen, node: mark.node)
            case .start, .done, .opened, .chosen: break
            }
        case .answer(let answer):
            switch study.stage {
            case .seq where answer.questionnaire == "seq", .sus where answer.questionnaire == "sus": questionAnswered()
            default: break
            }
        case .comment:
            commentWritten()
        }
    }

    /// Before anything else at `now`: the task under way runs out of time at its limit,
    /// so input that comes later belongs to what follows.
    mutating func timeOutIfDue() {
        guard let study = state.study, study.isOnTask, let deadline = study.deadline, sinceLaunch >= deadline else { return }
        endTask(.timedOut)
    }

    /// After the prototype applied `event`: the task's goals hold; in a first-click test,
    /// the task's first tap ends it, once its goals are checked.
    mutating func trackTask(after event: Event, before: AppState) {
        // A tree test's task ends only by its browser's answer.
        guard let study = state.study, study.isOnTask, study.method != .tree else { return }
        if case .frameTick = event, before == state.app { return }
        // Where a task starts is not a step of it.
        if case .showStart = event { return }
        checkGoals()
        guard var study = state.study, study.method == .firstClick, study.isOnTask, case .mouse(let mouse) = event else { return }
        switch mouse.kind {
        case .press:
            study.pressedOnTask = true
            state.study = study
        case .click, .release where study.pressedOnTask:
            endTask(.firstClick)
        default: break
        }
    }

    /// Ends the task under way when its goals hold now.
    private mutating func checkGoals() {
        guard let study = state.study, study.isOnTask else { return }
        let app = state.app, prototype = state.prototype
        let done = study.goalsHold(prototype: prototype, state: app) {
            Renderer(prototype: prototype, theme: Theme(tint: prototype.tint, mode: .monochrome)).render(app)
        }
        if done { endTask(.done) }
    }

    /// Ends the task under way; the question about it follows, a comment, or the next task.
    private mutating func endTask(_ status: TaskMark.Status, node: [String]? = nil) {
        guard var study = state.study else { return }
        let mark = study.end(status, node: node)
        state.study = study
        record(.task(mark, title: study.study.tasks[mark.task - 1].title))
        moveOn(starting: study.isOnTask)
    }

    /// Shows where the study is now, the next task started first when `starting`.
    private mutating func moveOn(starting: Bool) {
        if starting { beginTask() } else { showStudy() }
    }

    /// The task under way starts (re-scored by marks, the one `recorded` names), where
    /// the task file says (fresh), else where the last left off; its goals are checked at
    /// once, at launch too.
    mutating func beginTask(recorded: TaskMark? = nil) {
        guard var study = state.study else { return }
        let mark = study.begin(at: sinceLaunch, recorded: recorded, home: state.prototype.sections.first.map { .section($0.label) })
        if study.method == .tree { study.chooser = TreeChooser(tree: TreeNode.tree(of: state.prototype)) }
        state.study = study
        if let start = mark.from, study.movesToStart { send(.showStart(start)) }
        record(.task(mark, title: study.study.tasks[mark.task - 1].title))
        showStudy()
        if study.method != .tree { checkGoals() }
    }

    /// A tree test's browser after the participant's tap or key: a node opened (down, or
    /// Back up) is recorded with its labels; *I'd find it here* ends the task with it.
    mutating func treeChosen(_ button: TreeChooser.Button) {
        guard var study = state.study, var chooser = study.chooser, study.isOnTask else { return }
        let left = chooser.node.map { TextFitting.sanitized($0.label) }
        switch button {
        case .choose:
            return endTask(.chosen, node: chooser.labels)
        case .back:
            guard chooser.goBack() else { return }
        case .child(let index):
            chooser.open(index)
        }
        study.chooser = chooser
        state.study = study
        record(.task(TaskMark(task: study.task + 1, status: .opened, node: chooser.labels), title: study.study.tasks[study.task].title))
        showStudy()
        guard state.reader != nil else { return }
        // The reader lands on the level opened, at its heading, as on a new screen; back up,
        // on the node it left.
        let elements = AccessibilityTree.elements(of: state)
        let landing = button == .back ? elements.first { $0.role == .button && $0.label == left }
            : elements.first { $0.role == .heading && $0.label == TextFitting.sanitized(chooser.title) }
        if let landing { state.readerFocus = landing }
    }

    /// A tree test's browser scrolled or its cursor moved: nothing recorded.
    mutating func treeMoved(_ change: (inout TreeChooser) -> Void) {
        guard var study = state.study, var chooser = study.chooser else { return }
        change(&chooser)
        study.chooser = chooser
        state.study = study
        showStudy()
    }

    /// The study's band and panels, unless the band says the recording failed.
    private mutating func showStudy() {
        guard let study = state.study, state.recordingFailure == nil else { return }
        show(study.overlay)
    }
}
