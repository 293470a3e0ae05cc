/// What changed between the prototype a session was recorded with and the one given
/// to replay it: sections and pages added, removed or renamed.
public enum OutlineChange {
    /// One line a change, e.g. `renamed section 'Trips' to 'Journeys'`; empty when the
    /// sections and pages are the same.
    public static func describe(from old: [String], to new: [String]) -> [String] {
        let oldSections = sections(old), newSections = sections(new)
        var changes: [String] = []
        let sameCount = oldSections.count == newSections.count
        for (index, section) in oldSections.enumerated() {
            if let match = newSections.first(where: { $0.label == section.label }) {
                changes += pageChanges(section: section.label, from: section.pages, to: match.pages)
            } else if sameCount, !oldSections.contains(where: { $0.label == newSections[index].label }) {
                changes.append("renamed section '\(section.label)' to '\(newSections[index].label)'")
                changes += pageChanges(section: newSections[index].label, from: section.pages, to: newSections[index].pages)
            } else {
                changes.append("removed section '\(section.label)'")
            }
        }
        for (index, section) in newSections.enumerated() where !oldSections.contains(where: { $0.label == section.label }) {
            let renamed = sameCount && !newSections.contains { $0.label == oldSections[index].label }
            if !renamed { changes.append("added section '\(section.label)'") }
        }
        return changes
    }

    private static func sections(_ outline: [String]) -> [(label: String, pages: [String])] {
        var out: [(label: String, pages: [String])] = []
        for entry in outline {
            if let slash = entry.firstIndex(of: "/"), let last = out.indices.last, out[last].label == String(entry[..<slash]) {
                out[last].pages.append(String(entry[entry.index(after: slash)...]))
            } else {
                out.append((entry, []))
            }
        }
        return out
    }

    private static func pageChanges(section: String, from old: [String], to new: [String]) -> [String] {
        var changes: [String] = []
        let sameCount = old.count == new.count
        for (index, page) in old.enumerated() where !new.contains(page) {
            changes.append(sameCount && !old.contains(new[index])
                ? "renamed page '\(section)/\(page)' to '\(section)/\(new[index])'"
                : "removed page '\(section)/\(page)'")
        }
        for (index, page) in new.enumerated() where !old.contains(page) && !(sameCount && !new.contains(old[index])) {
            changes.append("added page '\(section)/\(page)'")
        }
        return changes
    }
}
