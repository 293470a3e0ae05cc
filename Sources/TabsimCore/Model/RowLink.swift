import Yams

extension Prototype {
    /// Where a row's `link:` leads: a section by its label, or a page of one as
    /// `Section/Page`; nil when no section (or page) has that name.
    public func destination(of link: String) -> (section: Int, page: Int?)? {
        if let section = sections.firstIndex(where: { $0.label == link }) { return (section, nil) }
        // A label may hold a `/` itself: try every split, the section's name first.
        var slash = link.firstIndex(of: "/")
        while let at = slash {
            let name = link[..<at], pageName = link[link.index(after: at)...]
            if let section = sections.firstIndex(where: { $0.label == name }), case .pages(let strip) = sections[section].content,
               let page = strip.pages.firstIndex(where: { $0.label == pageName }) {
                return (section, page)
            }
            slash = link[link.index(after: at)...].firstIndex(of: "/")
        }
        return nil
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
            let (sectionName, pageName) = link.target.firstIndex(of: "/").map {
                (String(link.target[..<$0]), String(link.target[link.target.index(after: $0)...]))
            } ?? (link.target, nil)
            if let section = prototype.sections.first(where: { $0.label == sectionName }), let pageName {
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
