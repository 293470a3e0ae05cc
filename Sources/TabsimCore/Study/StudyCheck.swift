/// A study checked before anyone takes it (`tabsim study TASKS --check`): each task
/// searched on the same navigation graph the report measures lostness and direct success
/// on, from where an expert would start it (the launch, its `from`, or where the task
/// before left someone who took its shortest path). Each task's shortest path, how many
/// there are, and what is wrong with the task, each with its line.
public struct StudyCheck: Sendable {
    /// One task's search.
    public struct TaskResult: Sendable {
        public var title: String
        public var line: Int
        /// Taps on a shortest path; nil when no path reaches the goal.
        public var shortest: Int?
        /// Distinct shortest paths (sequences of screens).
        public var ways: Int
        /// The screens of one shortest path, by name (`Store › Top charts`), from the start.
        public var route: [String]
        public var problems: [Diagnostic]
    }

    /// The time an expert is allowed per tap on the shortest path when judging a task's
    /// `limit`: a tap takes about a second to aim and make (Fitts's law puts a thumb tap
    /// on a phone at 0.5–1 s) and the next screen a second or two to read, so a limit
    /// under three seconds a tap leaves no time for a person to read what they reach.
    public static let secondsPerTap = 3

    public let tasks: [TaskResult]

    /// Whether anything was flagged.
    public var isSound: Bool { tasks.allSatisfy(\.problems.isEmpty) }

    /// Searches every task of `study` on `prototype` shown at `size`.
    public init(study: Study, prototype: Prototype, size: Size) {
        let graph = NavigationGraph(prototype: prototype)
        let reducer = Reducer(prototype: prototype)
        var expert = AppState(prototype: prototype, size: size)
        var results: [TaskResult] = []
        for task in study.tasks {
            let start = task.start.map { reducer.startState($0, from: expert) } ?? expert
            let paths = graph.paths(from: start, to: task.goals)
            var problems: [Diagnostic] = []
            func flag(_ line: Int, _ message: String) {
                problems.append(Diagnostic(file: study.file, line: line, column: 1, path: "", message: "task '\(task.title)': " + message))
            }
            let walk = paths.shortest.map { Self.walk(graph, from: start, paths: paths, taps: $0) }
            switch paths.shortest {
            case nil:
                flag(task.line, "no path from where it starts (\(ScreenNode(start).name(in: prototype))) reaches its goal")
            case 0?:
                flag(task.goalLines.first ?? task.line, "its goal is met where it starts (\(ScreenNode(start).name(in: prototype))): there is nothing to do")
            case let taps?:
                // A goal met already says nothing about this task; the others do the work.
                for (goal, line) in zip(task.goals, task.goalLines) where task.goals.count > 1 && graph.paths(from: start, to: [goal]).shortest == 0 {
                    flag(line, "this check is met where the task starts (\(ScreenNode(start).name(in: prototype))), so it tells nothing about the task")
                }
                // A text, page or screen checked is meant to pin one screen; met on
                // several, a participant is done on any of them (a row naming the screen
                // the task means, one screen before it).
                if task.goals.contains(where: \.picksScreen) {
                    let met = graph.screens(from: start, where: task.goals)
                    if met.count > 1 {
                        flag(task.goalLines.first ?? task.line, "its goal is met on \(met.count) screens (\(Self.listed(met))): a participant is counted done "
                             + "on any of them; add a check only the screen meant meets (`expect screen`, `expect section`)")
                    }
                }
                if let limit = task.limitMilliseconds, limit < taps * Self.secondsPerTap * 1000 {
                    flag(task.line, "its limit of \(Self.seconds(limit)) is under \(Self.secondsPerTap) s a tap for the \(Self.taps(taps)) an expert needs "
                         + "(\(taps * Self.secondsPerTap) s): no one could read what they reach")
                }
            }
            // What the prototype remembers from the tasks before (another section's pushed
            // screen or page) may make the task shorter or longer than on the same screen
            // with nothing remembered.
            if task.start == nil, let shortest = paths.shortest, shortest > 0 {
                let forgetting = Self.forgetting(start, prototype: prototype)
                let fresh = graph.paths(from: forgetting, to: task.goals).shortest
                if fresh != shortest {
                    flag(task.line, "its shortest path is \(Self.taps(shortest)) after the tasks before it but "
                         + (fresh.map(Self.taps) ?? "none") + " from the same screen with nothing remembered: what the prototype remembers "
                         + "changes it; give it a `from` line to start every participant in one place")
                }
            }
            results.append(TaskResult(title: task.title, line: task.line, shortest: paths.shortest, ways: walk?.ways ?? 0,
                                      route: walk?.route.map { ScreenNode($0).name(in: prototype) } ?? [], problems: problems))
            if let end = walk?.route.last { expert = end }
        }
        tasks = results
    }

    /// One shortest path's states from `start` (start included), and how many distinct
    /// shortest paths there are, counted layer by layer over the places on one.
    private static func walk(_ graph: NavigationGraph, from start: AppState, paths: NavigationGraph.Paths, taps: Int) -> (route: [AppState], ways: Int) {
        let origin = NavigationGraph.navigationOnly(start)
        var route = [origin]
        var layer: [NavigationPlace: (state: AppState, ways: Int)] = [NavigationPlace(origin): (origin, 1)]
        for depth in stride(from: 1, through: taps, by: 1) {
            if let last = route.last, let next = graph.moves(from: last).first(where: { paths.onShortestPath(NavigationPlace($0), after: depth) }) {
                route.append(next)
            }
            var next: [NavigationPlace: (state: AppState, ways: Int)] = [:]
            for from in layer.values {
                var reached = Set<NavigationPlace>()
                for move in graph.moves(from: from.state) {
                    let place = NavigationPlace(move)
                    guard paths.onShortestPath(place, after: depth), reached.insert(place).inserted else { continue }
                    next[place, default: (move, 0)].ways += from.ways
                }
            }
            layer = next
        }
        return (route, layer.values.reduce(0) { $0 + $1.ways })
    }

    /// The screen `state` shows, launched afresh: what the other sections and More remember is gone.
    private static func forgetting(_ state: AppState, prototype: Prototype) -> AppState {
        var fresh = AppState(prototype: prototype, size: state.size, initialSection: state.selectedSection ?? 0)
        fresh.selection = state.selection
        fresh.more.chosen = state.more.chosen
        if let section = state.selectedSection { fresh.sections[section] = state.sections[section] }
        return fresh
    }

    private static func taps(_ count: Int) -> String { count == 1 ? "1 tap" : "\(count) taps" }

    /// The first four names, and how many more.
    private static func listed(_ names: [String]) -> String {
        names.prefix(4).joined(separator: ", ") + (names.count > 4 ? " and \(names.count - 4) more" : "")
    }

    private static func seconds(_ milliseconds: Int) -> String {
        milliseconds % 1000 == 0 ? "\(milliseconds / 1000) s" : "\(Double(milliseconds) / 1000) s"
    }

    /// What `tabsim study --check` prints of a sound study: each task's shortest path.
    public var summary: String {
        tasks.map { task in
            let count = task.shortest.map(Self.taps) ?? "no path"
            let ways = task.ways == 1 ? "one way" : "\(task.ways) ways"
            return "\(task.title) (line \(task.line)): \(count), \(ways): " + task.route.joined(separator: " → ")
        }.joined(separator: "\n") + "\n"
    }
}
