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

/// A tap or click during a task (W6): where, on which screen, and whether it hit
/// something that responds (a miss is a misclick, Maze's term).
public struct Tap: Equatable, Sendable {
    /// The cell, in the prototype's screen (the band above it not counted).
    public var x: Int
    public var y: Int
    /// The screen shown when it was tapped, named as in paths (`Billing › Invoices`).
    public var screen: String
    /// false: a misclick, on something that does not respond (plain text, a disabled
    /// page, blank space, the device bezel, the bar under a dialog).
    public var hit: Bool

    public init(x: Int, y: Int, screen: String, hit: Bool) {
        self.x = x
        self.y = y
        self.screen = screen
        self.hit = hit
    }
}

/// How one participant did on one task (W6).
public struct TaskResult: Equatable, Sendable {
    public var title: String
    public var outcome: TaskOutcome
    /// From the task's start (launch, or the previous task's end) to its goal, or to the
    /// end of the session when it was not reached.
    public var milliseconds: Int
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
    /// Why the task was not done; nil when it was done or not reached.
    public var stop: TaskStop?
    /// Every tap and click during the task, in order: the first is the first click.
    public var taps: [Tap] = []
    /// What the participant wrote after the task, when the task file asks (`comment`).
    public var comment: String?

    public var succeeded: Bool { outcome == .direct || outcome == .indirect }
    /// Taps on nothing that responds.
    public var misclicks: Int { taps.filter { !$0.hit }.count }
}

/// Replays a participant's recording against a study's tasks and measures each (W6),
/// by watching the replay's program.
public final class StudyAnalysis: ProgramObserver {
    public let prototype: Prototype
    public let study: Study
    private var graph: NavigationGraph?
    private var results: [TaskResult] = []
    private var current: Measure?
    /// The recording's SEQ answers by task number: the next task starts once it is given.
    private var seqAnswers: [Int: RecordedAnswer] = [:]

    public init(prototype: Prototype, study: Study) {
        self.prototype = prototype
        self.study = study
    }

    /// Per-task results for one recorded session; tasks are done in order.
    /// - Throws: when the recording does not fit the prototype (a section it lacks).
    public func results(for recording: WalkthroughScript) throws(WalkthroughRunner.Failure) -> [TaskResult] {
        let size = recording.steps.lazy.compactMap { step -> Size? in
            if case .size(let size) = step.step { return size }
            return nil
        }.first ?? Size(width: 80, height: 24)
        graph = NavigationGraph(prototype: prototype, size: size)
        results = []
        current = nil
        seqAnswers = Dictionary(recording.answers.filter { $0.questionnaire == "seq" }.map { ($0.item, $0) }) { _, last in last }
        let runner = WalkthroughRunner(prototype: prototype, theme: Theme(tint: prototype.tint, mode: .monochrome), size: size)
        runner.keepsFrames = false
        runner.observer = self
        try runner.run(recording)
        let end = current.map { max($0.startedAt, runner.now) } ?? runner.now
        while results.count < study.tasks.count {
            // The task under way when the session ended is not done; those after it were not reached.
            let measure = current ?? Measure(startedAt: end, start: ScreenNode(runner.state))
            results.append(measure.result(study.tasks[results.count], outcome: current == nil ? .notReached : .notDone,
                                          now: end, prototype: prototype, graph: graph))
            current = nil
        }
        for index in results.indices { results[index].seq = seqAnswers[index + 1]?.value }
        return results
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

    public func program(_ program: Program, applied step: ProgramStep) {
        let now = step.after.launchedAt + step.milliseconds
        // The first task starts at launch, on the screen shown before the first event.
        if current == nil, results.isEmpty { current = Measure(startedAt: step.before.launchedAt, start: ScreenNode(step.before)) }
        guard var measure = current else { return }
        measure.observe(step, prototype: prototype)
        current = measure
        var frame: CellBuffer?
        while results.count < study.tasks.count, var measure = current {
            let task = study.tasks[results.count]
            let done = task.goals.allSatisfy { goal in
                if frame == nil, goal.needsScreen { frame = step.frame() }
                return goal.problem(prototype: prototype, state: step.after, screen: frame ?? CellBuffer(size: step.after.size)) == nil
            }
            guard done else { return }
            measure.finalSection = step.after.selectedSection.map { prototype.sections[$0].label }
            let outcome: TaskOutcome = measure.isDirect ? .direct : .indirect
            results.append(measure.result(task, outcome: outcome, now: now, prototype: prototype, graph: graph))
            // The next task starts when the question about this one is answered.
            let next = max(now, seqAnswers[results.count]?.milliseconds ?? now)
            current = results.count < study.tasks.count ? Measure(startedAt: next, start: ScreenNode(step.after)) : nil
        }
    }

    /// What is counted while a task is under way.
    struct Measure {
        var startedAt: Int
        var start: ScreenNode
        var inputs = 0
        var visitedSections: [String] = []
        var screens: [ScreenNode]
        var moreUses = 0
        var backtracks = 0
        var firstClick: ScreenNode?
        var finalSection: String?

        init(startedAt: Int, start: ScreenNode) {
            self.startedAt = startedAt
            self.start = start
            screens = [start]
        }

        var wrongSections: [String] { visitedSections.filter { $0 != finalSection }.uniqued() }
        var isDirect: Bool { wrongSections.isEmpty && backtracks == 0 }

        mutating func observe(_ step: ProgramStep, prototype: Prototype) {
            let (before, after) = (step.before, step.after)
            switch step.event {
            // A click or a drag counts once, at its press.
            case .mouse(let mouse) where mouse.kind == .release || mouse.kind == .drag: break
            case .resized, .frameTick: break
            case _ where step.effects.contains(.quit): break   // the researcher ending the session
            default: inputs += 1
            }
            let bar = after.barModel(for: prototype)
            if after.selection != before.selection {
                switch after.selection {
                case .moreList:
                    moreUses += 1
                    // Leaving a section that was under More for the list is going back.
                    if let index = before.selectedSection, before.barModel(for: prototype).isOverflow(index) { backtracks += 1 }
                case .section(let index):
                    // A section under More reached without its list (a digit) still goes through More.
                    if bar.isOverflow(index), before.selection != .moreList { moreUses += 1 }
                    let label = prototype.sections[index].label
                    if visitedSections.last != label { visitedSections.append(label) }
                }
            } else if let index = after.selectedSection, after.sections[index].stack.count < before.sections[index].stack.count {
                backtracks += 1
            }
            let node = ScreenNode(after)
            if node != screens.last {
                screens.append(node)
                if firstClick == nil { firstClick = node }
            }
        }

        func result(_ task: Study.Task, outcome: TaskOutcome, now: Int, prototype: Prototype, graph: NavigationGraph?) -> TaskResult {
            guard outcome != .notReached else {
                return TaskResult(title: task.title, outcome: outcome, milliseconds: 0, inputs: 0, wrongSections: [], moreUses: 0,
                                  backtracks: 0, firstClick: nil, firstClickCorrect: nil, lostness: nil, path: [])
            }
            var result = TaskResult(title: task.title, outcome: outcome, milliseconds: now - startedAt, inputs: inputs,
                                    wrongSections: wrongSections, moreUses: moreUses, backtracks: backtracks,
                                    firstClick: firstClick?.name(in: prototype), firstClickCorrect: nil, lostness: nil,
                                    path: screens.map { $0.name(in: prototype) })
            guard let graph else { return result }
            let fromStart = graph.distances(from: start)
            let goals = graph.goals(task.goals, reachable: fromStart)
            if outcome == .notDone {
                // Not done: the wrong sections are those holding no goal.
                let goalSections = Set(goals.compactMap { $0.section.map { prototype.sections[$0].label } })
                result.wrongSections = visitedSections.uniqued().filter { !goalSections.contains($0) }
            }
            guard let shortest = goals.compactMap({ fromStart[$0] }).min() else { return result }
            if let firstClick, goals.contains(firstClick) {
                result.firstClickCorrect = true
            } else if let firstClick, let step = fromStart[firstClick], step == 1 {
                let rest = graph.distances(from: firstClick)
                result.firstClickCorrect = goals.contains { rest[$0] == shortest - 1 }
            } else if firstClick != nil {
                result.firstClickCorrect = false
            }
            // Lostness measures the path to the goal: none for a task not done.
            guard outcome != .notDone else { return result }
            // A shortcut the graph does not draw (a digit) makes a path shorter than the
            // shortest: it counts as the shortest.
            let distinct = Set(screens).count
            result.lostness = StudyStatistics.lostness(distinct: distinct, total: screens.count, shortest: min(shortest + 1, distinct))
            return result
        }
    }
}

extension Array where Element: Hashable {
    func uniqued() -> [Element] {
        var seen: Set<Element> = []
        return filter { seen.insert($0).inserted }
    }
}
