/// A usability study's tasks (W6): each a title and the checks that say it is done,
/// optionally where it starts, how long it may take and a comment asked after it.
///
///     study Billing redesign
///     task Find your invoices
///     from Home
///     limit 90s
///     expect screen Invoices
///     comment What did you expect to find there?
public struct Study: Equatable, Sendable {
    /// Where a task starts (`from`): the live study shows it before the task, as Maze
    /// does, and the analysis measures paths from it.
    public enum Start: Equatable, Sendable {
        /// `from NAME`: a section at its root (its first page).
        case section(String)
        /// `from screen TITLE`: a screen by its title.
        case screen(String)
    }

    public struct Task: Equatable, Sendable {
        public var title: String
        public var line: Int
        public var goals: [WalkthroughScript.Expectation]
        /// The line of each goal, in order.
        public var goalLines: [Int] = []
        /// Each goal as written, without `expect` (`section Downloads`).
        public var checks: [String] = []
        /// Where the task starts; nil: where the previous one left the participant.
        public var start: Start?
        /// The line of its `from`.
        public var startLine: Int?
        /// Milliseconds the task may take before it ends as timed out.
        public var limitMilliseconds: Int?
        /// Free text asked for after the task, when the file has a `comment` line: its
        /// prompt.
        public var commentPrompt: String?

        public init(title: String, line: Int, goals: [WalkthroughScript.Expectation], goalLines: [Int] = [], checks: [String] = [],
                    start: Start? = nil, limitMilliseconds: Int? = nil, commentPrompt: String? = nil) {
            self.title = title
            self.line = line
            self.goals = goals
            self.goalLines = goalLines
            self.checks = checks
            self.start = start
            self.limitMilliseconds = limitMilliseconds
            self.commentPrompt = commentPrompt
        }
    }

    /// The prompt of a `comment` line that gives none.
    public static let defaultCommentPrompt = "Anything to add about this task?"

    public var file: String
    /// The study's name (`study NAME`), the report's title.
    public var name: String?
    public var tasks: [Task]

    public init(file: String, name: String? = nil, tasks: [Task]) {
        self.file = file
        self.name = name
        self.tasks = tasks
    }

    /// Parses a task file: an optional `study NAME` line, then `task TITLE` lines, each
    /// followed by its `expect` lines and optional `from`, `limit` and `comment` lines.
    /// - Throws: `PrototypeError` naming each bad line.
    public static func parse(_ text: String, file: String) throws(PrototypeError) -> Study {
        var study = Study(file: file, tasks: [])
        var problems: [Diagnostic] = []
        for (index, raw) in text.fileLines.enumerated() {
            let line = (raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? "").trimmingSpaces
            guard !line.isEmpty else { continue }
            let (word, rest) = line.splitFirstWord()
            func problem(_ message: String) {
                problems.append(Diagnostic(file: file, line: index + 1, column: 1, path: "", message: message))
            }
            let keyword = word.lowercased()
            if keyword == "study" {
                if rest.isEmpty { problem("a study line names the study, e.g. `study Billing redesign`") }
                if study.name != nil { problem("the study is named once; this is a second `study` line") }
                study.name = rest
                continue
            }
            if keyword == "task" {
                if rest.isEmpty { problem("a task needs a title, e.g. `task Find the Downloads section`") }
                study.tasks.append(Task(title: rest, line: index + 1, goals: []))
                continue
            }
            guard ["expect", "from", "limit", "comment"].contains(keyword) else {
                let hint = Suggestion.closest(to: keyword, in: ["study", "task", "expect", "from", "limit", "comment"]).map { "; did you mean '\($0)'?" } ?? ""
                problem("a task file has `study`, `task`, `expect`, `from`, `limit` and `comment` lines, found '\(word)'\(hint)")
                continue
            }
            guard !study.tasks.isEmpty else {
                problem("a `\(keyword)` line must follow a `task` line")
                continue
            }
            let last = study.tasks.count - 1
            switch keyword {
            case "expect":
                do {
                    guard case .expect(let goal) = try WalkthroughScript.parse(line, file: file).steps.first?.step else { continue }
                    study.tasks[last].goals.append(goal)
                    study.tasks[last].goalLines.append(index + 1)
                    study.tasks[last].checks.append(rest)
                } catch {
                    problem(error.diagnostics.first?.message ?? "not a check")
                }
            case "from":
                if study.tasks[last].start != nil { problem("a task starts in one place; this is a second `from` line") }
                guard let start = Self.start(written: rest) else {
                    problem("write `from SECTION` or `from screen TITLE`")
                    continue
                }
                study.tasks[last].start = start
                study.tasks[last].startLine = index + 1
            case "limit":
                guard let milliseconds = Self.duration(rest), milliseconds > 0, milliseconds <= 86_400_000 else {
                    problem("write the time a task may take, e.g. `limit 90s` or `limit 2m` (up to 24h)")
                    continue
                }
                if study.tasks[last].limitMilliseconds != nil { problem("a task has one limit; this is a second `limit` line") }
                study.tasks[last].limitMilliseconds = milliseconds
            default:
                if study.tasks[last].commentPrompt != nil { problem("a task asks for one comment; this is a second `comment` line") }
                study.tasks[last].commentPrompt = rest.isEmpty ? Self.defaultCommentPrompt : rest
            }
        }
        for task in study.tasks where task.goals.isEmpty {
            problems.append(Diagnostic(file: file, line: task.line, column: 1, path: "",
                                       message: "task '\(task.title)' has no `expect` line saying when it is done"))
        }
        if study.tasks.isEmpty, problems.isEmpty {
            problems.append(Diagnostic(file: file, line: 0, column: 0, path: "", message: "no tasks; start one with `task TITLE`"))
        }
        if !problems.isEmpty { throw PrototypeError(problems) }
        return study
    }

    /// `90s`, `2m`, `1500ms`, `1h`, or plain seconds, in milliseconds.
    static func duration(_ text: String) -> Int? {
        let compact = text.replacing(" ", with: "").lowercased()
        for (suffix, scale) in [("ms", 1), ("s", 1000), ("m", 60_000), ("h", 3_600_000), ("", 1000)] where compact.hasSuffix(suffix) {
            guard let value = Double(compact.dropLast(suffix.count)), value.isFinite, value >= 0, value * Double(scale) < 1e12 else { return nil }
            return Int((value * Double(scale)).rounded())
        }
        return nil
    }

    /// The study as the lines of a task file that parses to it, one way only: what a
    /// recording keeps, and what its hash is taken of.
    public var lines: [String] {
        var out = name.map { ["study \($0)"] } ?? []
        for task in tasks {
            out.append("task \(task.title)")
            if let start = task.start { out.append("from " + Self.written(start)) }
            if let limit = task.limitMilliseconds { out.append("limit \(limit)ms") }
            out += task.checks.map { "expect \($0)" }
            if let prompt = task.commentPrompt { out.append("comment \(prompt)") }
        }
        return out
    }

    /// How a task file writes a start: `Home`, `screen Billing`.
    public static func written(_ start: Start) -> String {
        switch start {
        case .section(let name): return name
        case .screen(let title): return "screen \(title)"
        }
    }

    /// A start as a task file writes it.
    public static func start(written text: String) -> Start? {
        let (first, name) = text.splitFirstWord()
        if first.lowercased() == "screen" { return name.isEmpty ? nil : .screen(name) }
        return text.isEmpty ? nil : .section(text)
    }

    /// SHA-256 of `lines`, one per line: the same tasks give the same hash.
    public var hash: String { SHA256.hex(of: Array((lines.joined(separator: "\n") + "\n").utf8)) }

    /// The first way `other` differs from this study, task by task, said for a person;
    /// nil when they have the same tasks.
    public func firstDifference(from other: Study) -> String? {
        for index in 0..<max(tasks.count, other.tasks.count) {
            let number = index + 1
            guard index < tasks.count else { return "task \(number) ('\(other.tasks[index].title)') is not among the recorded tasks" }
            guard index < other.tasks.count else { return "recorded task \(number) ('\(tasks[index].title)') is missing" }
            let (mine, theirs) = (tasks[index], other.tasks[index])
            if mine.title != theirs.title { return "task \(number) was '\(mine.title)', now '\(theirs.title)'" }
            if mine.checks != theirs.checks {
                return "task \(number)'s checks were `\(mine.checks.joined(separator: "; "))`, now `\(theirs.checks.joined(separator: "; "))`"
            }
            func said<Value>(_ value: Value?, _ shown: (Value) -> String) -> String { value.map(shown) ?? "none" }
            if mine.start != theirs.start {
                return "task \(number) started from \(said(mine.start, Self.written)), now from \(said(theirs.start, Self.written))"
            }
            if mine.limitMilliseconds != theirs.limitMilliseconds {
                return "task \(number)'s limit was \(said(mine.limitMilliseconds) { "\($0) ms" }), now \(said(theirs.limitMilliseconds) { "\($0) ms" })"
            }
            if mine.commentPrompt != theirs.commentPrompt {
                return "task \(number)'s comment was '\(mine.commentPrompt ?? "none")', now '\(theirs.commentPrompt ?? "none")'"
            }
        }
        return nil
    }
}
