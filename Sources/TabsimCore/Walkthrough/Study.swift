/// A usability study's tasks (W6): each a title and the checks that say it is done.
///
///     task Find the Downloads section
///     expect section Downloads
///     task Read a finished book
///     expect screen Finished
public struct Study: Equatable, Sendable {
    public struct Task: Equatable, Sendable {
        public var title: String
        public var line: Int
        public var goals: [WalkthroughScript.Expectation]
    }

    public var file: String
    public var tasks: [Task]

    /// Parses a task file: `task TITLE` lines, each followed by its `expect` lines.
    /// - Throws: `PrototypeError` naming each bad line.
    public static func parse(_ text: String, file: String) throws(PrototypeError) -> Study {
        var tasks: [Task] = []
        var problems: [Diagnostic] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = (raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? "").trimmingSpaces
            guard !line.isEmpty else { continue }
            let (word, rest) = line.splitFirstWord()
            func problem(_ message: String) {
                problems.append(Diagnostic(file: file, line: index + 1, column: 1, path: "", message: message))
            }
            switch word.lowercased() {
            case "task":
                if rest.isEmpty { problem("a task needs a title, e.g. `task Find the Downloads section`") }
                tasks.append(Task(title: rest, line: index + 1, goals: []))
            case "expect":
                guard !tasks.isEmpty else {
                    problem("an `expect` line must follow a `task` line")
                    continue
                }
                do {
                    guard case .expect(let goal) = try WalkthroughScript.parse(line, file: file).steps.first?.step else { continue }
                    tasks[tasks.count - 1].goals.append(goal)
                } catch {
                    problem(error.diagnostics.first?.message ?? "not a check")
                }
            default:
                problem("a task file has `task TITLE` lines and `expect …` lines, found '\(word)'")
            }
        }
        for task in tasks where task.goals.isEmpty {
            problems.append(Diagnostic(file: file, line: task.line, column: 1, path: "",
                                       message: "task '\(task.title)' has no `expect` line saying when it is done"))
        }
        if tasks.isEmpty, problems.isEmpty {
            problems.append(Diagnostic(file: file, line: 0, column: 0, path: "", message: "no tasks; start one with `task TITLE`"))
        }
        if !problems.isEmpty { throw PrototypeError(problems) }
        return Study(file: file, tasks: tasks)
    }
}

/// How one participant did on one task (W6).
public struct TaskResult: Equatable, Sendable {
    public var title: String
    public var succeeded: Bool
    /// From the task's start (launch, or the previous task's end) to its goal, or to the
    /// end of the session when it was not reached.
    public var milliseconds: Int
    public var inputs: Int
    /// Sections selected on the way that are not the one the task ended in.
    public var wrongSections: [String]
    /// Times the More list was opened.
    public var moreUses: Int
    /// Times the participant went back: a pop, a modal closed, a return to the More list.
    public var backtracks: Int
}
