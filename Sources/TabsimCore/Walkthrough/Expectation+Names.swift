extension WalkthroughScript.Expectation {
    /// What is wrong with a check that names a section, page, screen, switch row or
    /// dialog button: the prototype lacks it (with the closest name it has), or the page
    /// is disabled. nil when it is there, and for checks that name nothing of the
    /// prototype (text, bar, keyboard). Task files and walkthroughs are checked by it.
    public func unknownName(in prototype: Prototype) -> String? {
        let (kind, name, known): (String, String, [String])
        switch self {
        case .section(let value): (kind, name, known) = ("section", value, prototype.sections.map(\.label) + prototype.moreLabels)
        case .page(let value): (kind, name, known) = ("page", value, prototype.pageLabels)
        case .screen(let value): (kind, name, known) = ("screen", value, prototype.screenTitles)
        case .toggle(let value, _): (kind, name, known) = ("switch row", value, prototype.rowTexts(\.kind.isSwitch))
        case .choice(let value): (kind, name, known) = ("dialog button", value, prototype.dialogButtons)
        case .text, .bar, .keyboard: return nil
        }
        if case .page = self, known.contains(name), prototype.pagesAreDisabled(labelled: name) {
            return "the page '\(name)' is disabled, so it can never be selected"
        }
        guard !known.contains(name) else { return nil }
        let hint = Suggestion.closest(to: name, in: known).map { "; did you mean '\($0)'?" } ?? ""
        let listed = known.count <= 12 ? " (\(kind)s: \(known.uniqued().joined(separator: ", ")))" : ""
        return "\(prototype.name) has no \(kind) '\(name)'\(hint)\(listed)"
    }
}

extension Prototype {
    /// Every page's label, in order.
    var pageLabels: [String] { allStrips.flatMap { $0.pages.map(\.label) } }
}
