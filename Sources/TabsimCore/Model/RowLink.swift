
extension Prototype {
    /// Where a row's `link:` leads: a section by its label, or a page of one as
    /// `Section/Page`; nil when no section (or page) has that name.
    public func destination(of link: String) -> (section: Int, page: Int?)? {
        if let section = sections.firstIndex(where: { $0.label == link }) { return (section, nil) }
        for (name, pageName) in Self.splits(of: link) {
            if let section = sections.firstIndex(where: { $0.label == name }), case .pages(let strip) = sections[section].content,
               let page = strip.pages.firstIndex(where: { $0.label == pageName }) {
                return (section, page)
            }
        }
        return nil
    }

    /// Each way to read `link` as `Section/Page`, at each `/` in turn: a label may hold
    /// a `/` itself.
    static func splits(of link: String) -> [(section: String, page: String)] {
        link.indices.filter { link[$0] == "/" }.map { (String(link[..<$0]), String(link[link.index(after: $0)...])) }
    }
}

extension PrototypeLoader {
    /// Checks every `link:` read once all sections are known: each must name a section,
    /// or a selectable page of one.
    static func checkLinks(_ prototype: Prototype, reader: inout NodeReader) {
        for link in reader.links {
            if let target = prototype.destination(of: link.target) {
                if let page = target.page, case .pages(let strip) = prototype.sections[target.section].content, strip.pages[page].disabled {
                    reader.error("'\(link.target)' is a disabled page, which cannot be selected (T11)", at: link.node, path: link.path)
                }
                continue
            }
            let labels = prototype.sections.map(\.label)
            // Said of the split that names a section (one with pages first), as the
            // lookup reads it; else of the name before the first `/`.
            let splits = Prototype.splits(of: link.target)
            let sectionNamed = { (name: String) in prototype.sections.first { $0.label == name } }
            let best = splits.first { sectionNamed($0.section)?.hasPages == true } ?? splits.first { sectionNamed($0.section) != nil } ?? splits.first
            let (sectionName, pageName): (String, String?) = best.map { ($0.section, $0.page) } ?? (link.target, nil)
            if let section = sectionNamed(sectionName), let pageName {
                guard case .pages(let strip) = section.content else {
                    reader.error("the section '\(sectionName)' has no pages; link to it as '\(sectionName)'", at: link.node, path: link.path)
                    continue
                }
                let pages = strip.pages.map(\.label)
                let hint = Suggestion.closest(to: pageName, in: pages).map { "; did you mean '\(sectionName)/\($0)'?" } ?? ""
                reader.error("the section '\(sectionName)' has no page '\(pageName)'\(hint) (pages: \(pages.joined(separator: ", ")))",
                             at: link.node, path: link.path)
                continue
            }
            let hint = Suggestion.closest(to: sectionName, in: labels).map { "; did you mean '\($0)'?" } ?? ""
            reader.error("no section is called '\(sectionName)'\(hint) (sections: \(labels.joined(separator: ", "))); "
                         + "a link names a section, or a page as Section/Page", at: link.node, path: link.path)
        }
    }
}

extension Section {
    /// Whether the section is a strip of pages rather than one screen.
    var hasPages: Bool {
        if case .pages = content { return true }
        return false
    }
}
