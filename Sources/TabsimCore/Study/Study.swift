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
        /// The line of each goal, in order.
        public var goalLines: [Int] = []
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
                    tasks[tasks.count - 1].goalLines.append(index + 1)
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

extension Study {
    /// Checks that name a section, page, screen, switch row or dialog button the
    /// prototype lacks, each with its line and the closest name it has.
    public func problems(with prototype: Prototype) -> [Diagnostic] {
        let sections = prototype.sections.map(\.label) + [BarView.moreLabel]
        let pages = prototype.sections.flatMap { section -> [String] in
            guard case .pages(let strip) = section.content else { return [] }
            return strip.pages.map(\.label)
        }
        let screens = prototype.screenTitles
        var problems: [Diagnostic] = []
        for task in tasks {
            for (goal, line) in zip(task.goals, task.goalLines) {
                let (kind, name, known): (String, String, [String])
                switch goal {
                case .section(let value): (kind, name, known) = ("section", value, sections)
                case .page(let value): (kind, name, known) = ("page", value, pages)
                case .screen(let value): (kind, name, known) = ("screen", value, screens)
                case .toggle(let value, _): (kind, name, known) = ("switch row", value, prototype.rowTexts { $0.toggle != nil })
                case .choice(let value): (kind, name, known) = ("dialog button", value, prototype.dialogButtons)
                default: continue
                }
                guard !known.contains(name) else { continue }
                let hint = Suggestion.closest(to: name, in: known).map { "; did you mean '\($0)'?" } ?? ""
                let listed = known.count <= 12 ? " (\(kind)s: \(known.uniqued().joined(separator: ", ")))" : ""
                problems.append(Diagnostic(file: file, line: line, column: 1, path: "",
                                           message: "task '\(task.title)': \(prototype.name) has no \(kind) '\(name)'\(hint)\(listed)"))
            }
        }
        return problems
    }
}

extension Prototype {
    /// Every screen written in the file, pushed, presented or at a root, in order.
    var writtenScreens: [Screen] { sections.flatMap(writtenScreens(of:)) }

    /// The screens written in one section: its screen or its pages', each followed by
    /// the screens its rows push or present, depth first.
    func writtenScreens(of section: Section) -> [Screen] {
        var screens: [Screen] = []
        func visit(_ screen: Screen) {
            screens.append(screen)
            guard case .listed(let rows) = screen.rows else { return }
            for row in rows { if let detail = row.detail { visit(detail) } }
        }
        switch section.content {
        case .screen(let screen): visit(screen)
        case .pages(let strip): strip.pages.forEach { visit($0.screen) }
        }
        return screens
    }

    /// The texts of the written rows that `include` accepts.
    func rowTexts(_ include: (Row) -> Bool) -> [String] {
        writtenScreens.flatMap { screen -> [String] in
            guard case .listed(let rows) = screen.rows else { return [] }
            return rows.filter(include).map(\.text)
        }.uniqued()
    }

    /// Every button of every alert and action sheet.
    var dialogButtons: [String] {
        writtenScreens.flatMap { screen -> [String] in
            guard case .listed(let rows) = screen.rows else { return [] }
            return rows.flatMap { $0.dialog?.buttons ?? [] }
        }.uniqued()
    }

    /// Every title a screen of this prototype can show.
    var screenTitles: [String] {
        var titles = [BarView.moreLabel]
        for section in sections {
            if case .pages(let strip) = section.content { titles.append(strip.header.title ?? section.label) }
            titles += writtenScreens(of: section).map { $0.title ?? section.label }
        }
        return titles.uniqued()
    }
}
