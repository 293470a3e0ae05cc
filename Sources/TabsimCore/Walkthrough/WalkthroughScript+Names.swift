extension WalkthroughScript {
    /// The lines that name what the prototype lacks, found before anything runs (W1): a
    /// `click`, `press` or `release` of text that nothing of the prototype reads (nor its
    /// bars, back buttons, keyboard or typed text), and checks of a section, page, screen,
    /// switch row or dialog button it does not have, each with the closest name.
    public func problems(with prototype: Prototype) -> [Diagnostic] {
        let shown = prototype.shownTexts + steps.compactMap { if case .type(let text) = $0.step { text } else { nil } }
        return steps.compactMap { line, step -> Diagnostic? in
            let problem: String?
            switch step {
            case .expect(let expectation): problem = expectation.unknownName(in: prototype)
            case .pointer(let kind, let text, let region) where region != .keyboard:
                problem = Self.unknownTarget(text, among: shown, in: prototype).map { "nothing in \(prototype.name) reads '\(text)' to \(kind)\($0)" }
            default: problem = nil
            }
            return problem.map { Diagnostic(file: file, line: line, column: 1, path: "", message: $0) }
        }
    }

    /// nil when something on screen could read `text`: part of a text the prototype
    /// shows, of a generated row (any number), a badge, a single glyph, or the chrome
    /// around them; otherwise the did-you-mean to add (empty when nothing is close).
    private static func unknownTarget(_ text: String, among shown: [String], in prototype: Prototype) -> String? {
        let target = text.hasPrefix("‹ ") ? String(text.dropFirst(2)) : text
        let number = Set("0123456789+!")
        if target.count <= 1 || target.allSatisfy(number.contains) || shown.contains(where: { $0.contains(target) }) { return nil }
        let patterns = prototype.rowPatterns.map { $0.replacing("{n}", with: "") }
        let unnumbered = String(target.filter { !$0.isNumber })
        if patterns.contains(where: { $0.contains(unnumbered) }) { return nil }
        let names = prototype.sections.map(\.label) + prototype.pageLabels + prototype.rowTexts { _ in true } + prototype.dialogButtons
        return Suggestion.closest(to: target, in: names).map { "; did you mean '\($0)'?" } ?? ""
    }
}

extension Prototype {
    /// Every text this prototype can put on the screen, with the chrome tabsim draws
    /// around it (More, back and close buttons, the keyboard's keys).
    var shownTexts: [String] {
        var texts = moreLabels + [ScreenLayout.closeLabel, "›", "No results for"] + ReturnKey.allCases.map(\.rawValue)
        for layer in [KeyboardLayer.letters, .numbers] {
            texts += [KeyboardKey.shift, .backspace, .space, .layer].map { $0.label(in: layer, shifted: false, returnKey: .done) }
        }
        texts += [name] + pageLabels + screenTitles + rowTexts { _ in true } + dialogButtons
        texts += [accessory?.text, accessory?.icon, SidebarToggle.glyph].compactMap { $0 }
        for section in sections {
            texts += [section.label] + [section.icon?.unfilled, section.icon?.filled].compactMap { $0 }
            if case .pages(let strip) = section.content { texts += strip.header.fields.flatMap { [$0.label, $0.placeholder ?? ""] } }
        }
        for screen in writtenScreens {
            texts += screen.fields.flatMap { [$0.label, $0.placeholder ?? ""] } + [screen.empty ?? ""]
            texts += screen.segments.flatMap { [$0.label, $0.empty ?? ""] }
            guard case .listed(let rows) = screen.rows else { continue }
            texts += rows.flatMap { row -> [String] in
                guard case .dialog(let dialog) = row.kind else { return [row.value ?? ""] }
                return [row.value ?? "", dialog.title ?? "", dialog.message ?? ""]
            }
        }
        return texts.filter { !$0.isEmpty }
    }

    /// The patterns of generated rows (`Story {n}`).
    var rowPatterns: [String] {
        writtenScreens.compactMap { if case .generated(_, let pattern) = $0.rows { pattern } else { nil } }
    }
}
