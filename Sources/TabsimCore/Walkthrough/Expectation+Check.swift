extension WalkthroughScript.Expectation {
    /// nil when the expectation holds for this state and screen, otherwise what was
    /// seen instead.
    public func problem(prototype: Prototype, state: AppState, screen: CellBuffer) -> String? {
        mismatch(prototype: prototype, state: state, screen: { screen })?()
    }

    /// Whether the expectation holds; `screen` is drawn only for a text to find on it.
    /// No message is made: a task's goals are checked after every input.
    func holds(prototype: Prototype, state: AppState, screen: () -> CellBuffer) -> Bool {
        mismatch(prototype: prototype, state: state, screen: screen) == nil
    }

    /// nil when the expectation holds, otherwise what says what was seen instead.
    private func mismatch(prototype: Prototype, state: AppState, screen: () -> CellBuffer) -> (() -> String)? {
        switch self {
        case .section(let name):
            let current = state.selectedSection.map { prototype.sections[$0].label } ?? "More"
            return current == name ? nil : { "expected section '\(name)', but '\(current)' is selected" }
        case .page(let name):
            guard let current = state.selectedPageLabel(in: prototype) else {
                return { "expected page '\(name)', but this section has no pages" }
            }
            return current == name ? nil : { "expected page '\(name)', but '\(current)' is selected" }
        case .screen(let title):
            let current = ScreenLayout.title(prototype: prototype, state: state) ?? ""
            return current == title ? nil : { "expected the screen '\(title)', but the title is '\(current)'" }
        case .text(let text, let present):
            let lines = screen().lines
            if lines.contains(where: { $0.contains(text) }) == present { return nil }
            guard present else { return { "expected no '\(text)' on screen" } }
            return {
                Self.isWrapped(text, in: lines)
                    ? "expected '\(text)' on screen; its words are there, wrapped over more than one line: expect a part that fits on one line"
                    : "expected '\(text)' on screen"
            }
        case .bar(let shown):
            // Laid out only for what needs the layout.
            let layout = ScreenLayout(prototype: prototype, state: state)
            let visible = layout.bar != nil || layout.sidebar != nil
            return visible == shown ? nil : { "expected the bar \(shown ? "shown" : "hidden"), but it is \(visible ? "shown" : "hidden")" }
        case .keyboard(let shown):
            let visible = ScreenLayout(prototype: prototype, state: state).keyboard != nil
            return visible == shown ? nil : { "expected the keyboard \(shown ? "shown" : "hidden"), but it is \(visible ? "shown" : "hidden")" }
        case .toggle(let name, let on):
            guard let row = state.currentScreen(in: prototype).rows.switchRow(named: name),
                  let current = state.isOn(row: row, in: prototype) else {
                return { "expected the switch '\(name)', but the screen shown has no switch row of that text" }
            }
            return current == on ? nil : { "expected '\(name)' \(on ? "on" : "off"), but it is \(current ? "on" : "off")" }
        case .choice(let button):
            guard let choice = state.lastDialogChoice else { return { "expected '\(button)' chosen, but no dialog button was chosen yet" } }
            let chosen = choice.button ?? "nothing (dismissed)"
            return chosen == button ? nil : { "expected '\(button)' chosen, but '\(chosen)' was chosen in '\(choice.title)'" }
        }
    }

    /// Whether `text`'s words follow one another on the screen once its lines are read as
    /// one run of words: a text the screen wrapped.
    private static func isWrapped(_ text: String, in lines: [String]) -> Bool {
        let wanted = text.split(whereSeparator: \.isWhitespace)
        let shown = lines.flatMap { $0.split(whereSeparator: \.isWhitespace) }
        guard wanted.count > 1, shown.count >= wanted.count else { return false }
        return (0...(shown.count - wanted.count)).contains { start in
            zip(wanted.indices, shown[start...]).allSatisfy { index, word in
                index == wanted.startIndex ? word.hasSuffix(wanted[index]) : index == wanted.endIndex - 1 ? word.hasPrefix(wanted[index]) : word == wanted[index]
            }
        }
    }
}
