/// How a task ended (W6).
public enum TaskOutcome: String, Equatable, Sendable, CaseIterable {
    /// Done without a wrong section or a back-track on the way.
    case direct
    /// Done, after a wrong section or a back-track.
    case indirect
    /// Not done: given up, timed out, or the session ended while it was under way
    /// (`TaskResult.stop` says which).
    case notDone = "not done"
    /// The session ended before it began: it counts in no figure.
    case notReached = "not reached"
}

/// Why a task was not done (W6): kept in every output, so a researcher can tell them apart.
public enum TaskStop: String, Equatable, Sendable, CaseIterable {
    /// The participant chose *Give up*.
    case gaveUp = "gave up"
    /// The task's `limit` ran out.
    case timedOut = "timed out"
    /// The session ended while the task was under way.
    case sessionEnded = "session ended"
}

/// A tap or click during a task (W6): a press released within a tap's slop of where it
/// went down (a drag, such as a swipe paging a strip, is none); where it went down, on
/// which screen, and whether it hit something that responds (a miss is a misclick, Maze's term).
public struct Tap: Equatable, Sendable {
    /// The cell, in the prototype's screen (the band above it not counted).
    public var x: Int
    public var y: Int
    /// The screen shown when it was tapped, named as in paths (`Billing › Invoices`).
    public var screen: String
    /// The screen as drawn when it was tapped: its name, and how far its strip and list
    /// were scrolled when not at their start (`Explore, strip scrolled 12 columns`). A
    /// heatmap draws the taps of each over its own drawing.
    public var view: String
    /// false: a misclick, on something that does not respond (plain text, a disabled
    /// page, blank space, the device bezel, the bar under a dialog).
    public var hit: Bool

    public init(x: Int, y: Int, screen: String, view: String? = nil, hit: Bool) {
        self.x = x
        self.y = y
        self.screen = screen
        self.view = view ?? screen
        self.hit = hit
    }
}

/// How one participant did on one task (W6).
public struct TaskResult: Equatable, Sendable {
    public var title: String
    public var outcome: TaskOutcome
    /// From the task's start (launch, or the previous task's end) to its goal, or to the
    /// end of the session when it was not reached; nil where the recording supports no
    /// time: a task measured without the recording's task entries that was done before
    /// the participant did anything (its checks held as it began).
    public var milliseconds: Int?
    public var inputs: Int
    /// Sections selected on the way that are not the one the task ended in.
    public var wrongSections: [String]
    /// Times the More list was opened, or a section under More reached without it.
    public var moreUses: Int
    /// Times the participant went back: a pop, a modal closed, a return to the More list.
    public var backtracks: Int
    /// The first screen chosen after the task began, and whether it lies on a shortest
    /// path to the goal; nil when nothing was chosen.
    public var firstClick: String?
    public var firstClickCorrect: Bool?
    /// Smith's lostness (0 is a perfect path); nil when the goal is not a screen the
    /// navigation graph can reach.
    public var lostness: Double?
    /// The screens shown during the task, in order, from the one it started on.
    public var path: [String]
    /// The participant's answer to the Single Ease Question after the task (1–7), if asked.
    public var seq: Int?
    /// Why the task was not done; nil when it was done, not reached, or (re-scored against
    /// other checks) ended where the recording says it was done but the checks do not hold.
    public var stop: TaskStop?
    /// Every tap and click during the task, in order: the first is the first click.
    public var taps: [Tap] = []
    /// What the participant wrote after the task, when the task file asks (`comment`).
    public var comment: String?
    /// A tree test's levels, answer and right answers; nil for another method's task.
    public var tree: TreeAnswer?

    public var succeeded: Bool { outcome == .direct || outcome == .indirect }
    /// The time in seconds, when there is one.
    public var seconds: Double? { milliseconds.map { Double($0) / 1000 } }
    /// Taps on nothing that responds.
    public var misclicks: Int { taps.filter { !$0.hit }.count }
}

/// Replays a participant's recording against a study's tasks and measures each (W6),
/// by watching the replay's session: the replay is the live session, its `TaskTracker`
/// included, and each task is measured from the start entry the session records to its
/// end entry. A live study's recording replays its own tasks as they were given; other
/// tasks are re-scored by the recording's task entries, or in order when it has none
/// (`TaskTracker.Replay`).
public final class StudyAnalysis: SessionObserver {
    public let prototype: Prototype
    public let study: Study
    private let graph: NavigationGraph
    /// The prototype's number in the shortest paths searched so far.
    private let searched: Int
    private var results: [TaskResult?] = []
    /// The task under way, by its index in the study.
    private var current: (task: Int, measure: Measure)?
    /// How the replay's tracker moves from task to task.
    private var replay = TaskTracker.Replay.asRecorded
    /// The state and screen after the last event.
    private var latest: ScreenDrawing?
    /// The session was taken in reader mode: its inputs are the reader's actions.
    private var readerMode = false
    /// The recording is a tree test's: its tasks are measured by the nodes opened and chosen.
    private var treeTest: [TreeNode]?
    /// The nodes opened in the tree test's task under way.
    private var treeMoves = TreeMeasure()
    /// The nodes of the tree where each task's goals hold, found once a task.
    private var treeAnswers: [Int: Set<[String]>] = [:]
    /// Each screen tapped on, as drawn when first tapped, by name.
    public private(set) var screens: [String: CellBuffer] = [:]

    public init(prototype: Prototype, study: Study) {
        self.prototype = prototype
        self.study = study
        graph = NavigationGraph(prototype: prototype)
        searched = ShortestPathCache.shared.number(of: prototype)
    }

    /// Per-task results for one recorded session, in the task file's order.
    /// - Parameter useMarks: measure by the recording's task entries (false when the
    ///   tasks given differ from the recorded ones and are re-scored in order on purpose).
    /// - Throws: when the recording does not fit the prototype (a section it lacks).
    public func results(for recording: WalkthroughScript, useMarks: Bool = true) throws(WalkthroughRunner.Failure) -> [TaskResult] {
        let size = recording.steps.lazy.compactMap { step -> Size? in
            if case .size(let size) = step.step { return size }
            return nil
        }.first ?? Size(width: 80, height: 24)
        results = Array(repeating: nil, count: study.tasks.count)
        readerMode = recording.header?.settings?.reader != nil
        treeTest = recording.header?.method == .tree ? TreeNode.tree(of: prototype) : nil
        current = nil
        latest = nil
        screens = [:]
        let runner = WalkthroughRunner(prototype: prototype, theme: Theme(tint: prototype.tint, mode: .monochrome), size: size)
        runner.study = tracker(for: recording, useMarks: useMarks)
        runner.observer = self
        try runner.run(recording)
        // The task under way when the session ended is not done; those never begun were not reached.
        if let (task, measure) = current { record(task, measure, outcome: .notDone, stop: .sessionEnded, now: max(measure.startedAt, runner.now)) }
        current = nil
        let seqAnswers = Dictionary(recording.answers.filter { $0.questionnaire == "seq" }.map { ($0.item, $0.value) }) { _, last in last }
        let comments = Dictionary(recording.comments.map { ($0.item, $0.text) }) { _, last in last }
        return study.tasks.indices.map { index in
            var result = results[index] ?? TaskResult(title: study.tasks[index].title, outcome: .notReached, milliseconds: 0, inputs: 0,
                                                      wrongSections: [], moreUses: 0, backtracks: 0, firstClick: nil,
                                                      firstClickCorrect: nil, lostness: nil, path: [])
            result.seq = seqAnswers[index + 1]
            result.comment = comments[index + 1].flatMap { $0.isEmpty ? nil : $0 }
            return result
        }
    }

    /// The tracker the recording replays with: its own tasks as recorded, other tasks by
    /// its task entries, or in order when it has none or `useMarks` is false.
    private func tracker(for recording: WalkthroughScript, useMarks: Bool) -> TaskTracker {
        let recorded = (try? recording.header?.study(file: recording.file)) ?? nil
        // A tree test's answers are its marks: re-scored, it is measured by them, never in order.
        let marked = (useMarks || recording.header?.method == .tree) && recording.steps.contains { if case .task = $0.step { true } else { false } }
        replay = !marked ? .inOrder : recorded.map { study.firstDifference(from: $0) == nil } == true ? .asRecorded : .byMarks
        return TaskTracker(study: study, asksQuestions: TaskTracker.askedQuestions(in: recording, study: recorded ?? study),
                           order: replay == .inOrder ? nil : recording.header?.taskOrder, replay: replay,
                           method: recording.header?.method ?? .prototype)
    }

    /// The System Usability Scale score of a recording (0–100), when it answers all ten
    /// statements (the last answer to each counts).
    public static func susScore(of recording: WalkthroughScript) -> Double? {
        var responses = [Int?](repeating: nil, count: Questionnaires.susStatements.count)
        for answer in recording.answers where answer.questionnaire == "sus" && responses.indices.contains(answer.item - 1) {
            responses[answer.item - 1] = answer.value
        }
        return StudyStatistics.susScore(responses.compactMap { $0 })
    }

    public func sessionLaunched(_ state: SessionState, frame: ScreenDrawing) {
        latest = frame
    }

    public func sessionApplied(_ step: PrototypeStep) {
        // In place: a copy taken out and put back would copy the task's moves, screens and
        // taps at every step, quadratic in a task that stays open.
        if current != nil, let still = latest {
            current!.measure.observe(step, prototype: prototype, drawn: still, tappedOn: keepScreen)
        }
        latest = step.frame
    }

    /// The session's own task entries: a start opens the task's measure, an end closes it
    /// as the session ended it.
    public func sessionRecorded(_ entry: RecordingEntry) {
        if readerMode, case .input(let token) = entry.kind, ReaderAction.tokens.contains(token) { current?.measure.inputs += 1 }
        guard case .task(let mark, _) = entry.kind, study.tasks.indices.contains(mark.task - 1), let latest else { return }
        let now = entry.milliseconds
        if mark.status == .start {
            current = (mark.task - 1, Measure(startedAt: now, start: latest.state))
            treeMoves = TreeMeasure()
            return
        }
        guard let (task, open) = current, task == mark.task - 1 else { return }
        var measure = open
        if mark.status == .opened { return treeMoves.open(mark.node ?? []) }
        current = nil
        switch mark.status {
        case .done:
            measure.finalSection = latest.state.selectedSection.map { prototype.sections[$0].label }
            record(task, measure, outcome: nil, stop: nil, now: now)
        case .gaveUp: record(task, measure, outcome: .notDone, stop: .gaveUp, now: now)
        case .timedOut: record(task, measure, outcome: .notDone, stop: .timedOut, now: now)
        // Re-scored by marks: ended where the recording says it was done, its checks not holding.
        case .skipped: record(task, measure, outcome: .notDone, stop: nil, now: now)
        // A first-click test's tap: right when it leads on along a shortest path.
        case .firstClick: record(task, measure, outcome: .notDone, stop: nil, now: now, byFirstClick: true)
        // An answer in the tree; in another method's recording (edited by hand) no success.
        case .chosen: record(task, measure, outcome: treeTest == nil ? .notDone : nil, stop: nil, now: now, chosen: mark.node ?? [])
        case .start, .opened: break
        }
    }

    /// Keeps the drawing of a screen tapped on, the first time it is.
    private func keepScreen(_ name: String, _ drawing: ScreenDrawing) {
        if screens[name] == nil { screens[name] = drawing.draw() }
    }

    /// Keeps a task's result; `outcome` nil: done, direct or not as its path says.
    /// `byFirstClick`: a first-click test's task, direct when its first click was right.
    /// `chosen`: a tree test's answer; a tree test's task is measured by its nodes alone.
    private func record(_ task: Int, _ measure: Measure, outcome: TaskOutcome?, stop: TaskStop?, now: Int, byFirstClick: Bool = false,
                        chosen: [String]? = nil) {
        if let tree = treeTest {
            let answers = treeAnswers[task] ?? TreeMeasure.answers(to: study.tasks[task], in: tree, prototype: prototype)
            treeAnswers[task] = answers
            let result = treeMoves.result(study.tasks[task], chosen: chosen, outcome: chosen == nil ? outcome ?? .notDone : nil, stop: stop,
                                          milliseconds: max(0, now - measure.startedAt), answers: answers)
            results[task] = result
            return
        }
        // A press the task ended before releasing is a tap all the same.
        var measure = measure
        measure.settlePress(tappedOn: keepScreen)
        let paths = ShortestPathCache.shared.paths(in: graph, prototype: searched, from: measure.start, to: study.tasks[task].goals)
        var result = measure.result(study.tasks[task], outcome: outcome, stop: stop, now: now, prototype: prototype, paths: paths)
        // In order, without task entries, a task's start is where the one before it ended:
        // done with no input of the participant's, it shows no time it took them.
        if replay == .inOrder, outcome == nil, measure.inputs == 0 { result.milliseconds = nil }
        if byFirstClick, result.firstClickCorrect == true { result.outcome = .direct }
        // A first-click test's tap that moved nowhere is its first click all the same, and wrong.
        if byFirstClick, result.firstClick == nil, let tap = result.taps.first {
            result.firstClick = "\(tap.screen), \(tap.hit ? "no move" : "nothing there")"
            result.firstClickCorrect = false
        }
        results[task] = result
    }
}

extension Array where Element: Hashable {
    func uniqued() -> [Element] {
        var seen: Set<Element> = []
        return filter { seen.insert($0).inserted }
    }
}
