extension Study {
    /// Checks that name a section, page, screen, switch row or dialog button the
    /// prototype lacks, each with its line and the closest name it has.
    public func problems(with prototype: Prototype) -> [Diagnostic] {
        let screens = prototype.screenTitles
        var problems: [Diagnostic] = []
        for task in tasks {
            if let start = task.start, prototype.place(of: start) == nil {
                let (kind, name, known): (String, String, [String])
                switch start {
                case .section(let label): (kind, name, known) = ("section", label, prototype.sections.map(\.label))
                case .screen(let title): (kind, name, known) = ("screen", title, screens)
                }
                // A screen's title written as a section (or the other way) is the likeliest slip.
                let other: Start = kind == "section" ? .screen(name) : .section(name)
                let hint = prototype.place(of: other) != nil ? "; did you mean `from \(Self.written(other))`?"
                    : Suggestion.closest(to: name, in: known).map { "; did you mean '\($0)'?" } ?? ""
                problems.append(Diagnostic(file: file, line: task.startLine ?? task.line, column: 1, path: "",
                                           message: "task '\(task.title)': \(prototype.name) has no \(kind) '\(name)' to start from\(hint)"))
            }
            for (goal, line) in zip(task.goals, task.goalLines) {
                guard let problem = goal.unknownName(in: prototype) else { continue }
                problems.append(Diagnostic(file: file, line: line, column: 1, path: "", message: "task '\(task.title)': \(problem)"))
            }
        }
        return problems
    }
}

extension Prototype {
    /// Whether every page with this label is disabled (T11): none can be selected.
    func pagesAreDisabled(labelled label: String) -> Bool {
        let pages = allStrips.flatMap { $0.pages.filter { $0.label == label } }
        return !pages.isEmpty && pages.allSatisfy(\.disabled)
    }

    /// Every strip: the sections' at their roots, then those of pushed screens.
    var allStrips: [PageStrip] {
        sections.compactMap { if case .pages(let strip) = $0.content { strip } else { nil } } + writtenScreens.compactMap(\.strip)
    }

    /// Every screen written in the file, pushed, presented or at a root, in order; last,
    /// those the bottom accessory presents.
    var writtenScreens: [Screen] { sections.flatMap(writtenScreens(of:)) + accessoryScreens }

    /// The screen the bottom accessory presents, and those its rows open, depth first.
    var accessoryScreens: [Screen] {
        guard let screen = accessory?.action.screen else { return [] }
        return writtenScreens(of: Section(label: "", content: .screen(screen)))
    }

    /// The screens written in one section: its screen or its pages', each followed by
    /// the screens its rows push or present, depth first.
    func writtenScreens(of section: Section) -> [Screen] {
        var screens: [Screen] = []
        func visit(_ screen: Screen) {
            screens.append(screen)
            screen.strip?.pages.forEach { visit($0.screen) }
            guard case .listed(let rows) = screen.rows else { return }
            for row in rows { if let detail = row.kind.screen { visit(detail) } }
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
            return rows.flatMap { row -> [String] in
                guard case .dialog(let dialog) = row.kind else { return [] }
                return dialog.buttons
            }
        }.uniqued()
    }

    /// Every title a screen of this prototype can show.
    var screenTitles: [String] {
        var titles = moreLabels
        for section in sections {
            if case .pages(let strip) = section.content { titles.append(strip.header.title ?? section.label) }
            titles += writtenScreens(of: section).map { $0.title ?? section.label }
        }
        titles += accessoryScreens.compactMap(\.title)
        return titles.uniqued()
    }
}
