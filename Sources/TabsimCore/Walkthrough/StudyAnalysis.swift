/// Replays a participant's recording against a study's tasks and measures each (W6).
public struct StudyAnalysis: Sendable {
    public let prototype: Prototype
    public let study: Study

    public init(prototype: Prototype, study: Study) {
        self.prototype = prototype
        self.study = study
    }

    /// Per-task results for one recorded session; tasks are done in order.
    public func results(for recording: WalkthroughScript) -> [TaskResult] {
        let theme = Theme(tint: prototype.tint, mode: .color)
        var backend = MemoryBackend(size: Size(width: 80, height: 24))
        var program = Program(prototype: prototype, theme: theme, backend: backend, clock: backend.clock)
        var results: [TaskResult] = []
        var current = Measure(startedAt: 0)

        func finishIfDone() {
            while results.count < study.tasks.count {
                let task = study.tasks[results.count]
                let done = task.goals.allSatisfy { $0.problem(prototype: prototype, state: program.state, screen: backend.screen) == nil }
                guard done else { return }
                results.append(current.result(task.title, succeeded: true, state: program.state, prototype: prototype,
                                              now: backend.clock.nowMilliseconds))
                current = Measure(startedAt: backend.clock.nowMilliseconds)
            }
        }

        for (_, step) in recording.steps {
            switch step {
            case .size(let size):
                backend = MemoryBackend(size: size, clock: backend.clock)
                program = Program(prototype: prototype, theme: theme, backend: backend, clock: backend.clock)
            case .launch(let label):
                let section = prototype.sections.firstIndex { $0.label == label } ?? 0
                backend = MemoryBackend(size: backend.size, clock: backend.clock)
                program = Program(prototype: prototype, theme: theme, backend: backend, clock: backend.clock, initialSection: section)
            case .wait(let ms):
                program.pass(ms, on: backend.clock)
            case .events(let events):
                for event in events {
                    if case .resized(let size) = event { backend.resize(to: size) }
                    let before = program.state
                    program.send(event)
                    program.drawIfNeeded()
                    if case .frameTick = event { continue }
                    current.observe(event, before: before, after: program.state, prototype: prototype)
                    finishIfDone()
                }
            default:
                break
            }
            program.drawIfNeeded()
            finishIfDone()
        }
        for task in study.tasks.dropFirst(results.count) {
            results.append(current.result(task.title, succeeded: false, state: program.state, prototype: prototype,
                                          now: backend.clock.nowMilliseconds))
            current = Measure(startedAt: backend.clock.nowMilliseconds)
        }
        return results
    }

    /// What is counted while a task is under way.
    struct Measure {
        var startedAt: Int
        var inputs = 0
        var visited: [String] = []
        var moreUses = 0
        var backtracks = 0

        mutating func observe(_ event: Event, before: AppState, after: AppState, prototype: Prototype) {
            switch event {
            case .mouse(let mouse) where mouse.kind == .release: break   // a click counts once, at its press
            case .resized, .frameTick: break
            default: inputs += 1
            }
            if after.selection != before.selection {
                switch after.selection {
                case .moreList:
                    moreUses += 1
                    // Leaving a section that was under More for the list is going back.
                    if let index = before.selectedSection, before.barModel(for: prototype).isOverflow(index) { backtracks += 1 }
                case .section(let index):
                    let label = prototype.sections[index].label
                    if visited.last != label { visited.append(label) }
                }
            } else if let index = after.selectedSection, after.sections[index].stack.count < before.sections[index].stack.count {
                backtracks += 1
            }
        }

        func result(_ title: String, succeeded: Bool, state: AppState, prototype: Prototype, now: Int) -> TaskResult {
            // On success the section it ended in was the right one; on failure none was.
            let finalSection = succeeded ? state.selectedSection.map { prototype.sections[$0].label } : nil
            return TaskResult(title: title, succeeded: succeeded, milliseconds: now - startedAt, inputs: inputs,
                              wrongSections: visited.filter { $0 != finalSection }.uniqued(),
                              moreUses: moreUses, backtracks: backtracks)
        }
    }
}

extension Array where Element: Hashable {
    func uniqued() -> [Element] {
        var seen: Set<Element> = []
        return filter { seen.insert($0).inserted }
    }
}
