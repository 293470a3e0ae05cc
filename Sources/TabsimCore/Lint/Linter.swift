/// `tabsim lint`: checks a prototype against the platform guidelines (L1–L9) and for
/// accessibility (L10–L13). Each finding names its rule, the seed text or the public
/// criterion the rule comes from, and where it is; a rule
/// the prototype accepts (`lint: {accept: …}`) gives notes carrying its reason.
public struct Linter: Sendable {
    public let file: String

    public init(file: String) { self.file = file }

    /// Every finding for `prototype`, in file order.
    public func findings(for prototype: Prototype) -> [Diagnostic] {
        var found: [Diagnostic] = []
        found += sectionCount(prototype)
        found += labels(prototype)
        found += cutBarLabels(prototype)
        found += iconOnlyMix(prototype)
        found += fixedStrips(prototype)
        found += segmentedControls(prototype)
        found += actionLabels(prototype)
        found += emptyContent(prototype)
        found += disabledPages(prototype)
        found += platformFeatures(prototype)
        found += accessibility(prototype)
        found = accepting(prototype.lintAcceptances, in: found)
        return found.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
    }

    func finding(_ rule: String, seed: String, _ severity: Diagnostic.Severity, at position: SourcePosition?,
                 path: String, _ message: String) -> Diagnostic {
        finding(rule, citing: "seed \(seed)", severity, at: position, path: path, message)
    }

    /// A finding of `rule` that names its source in short (`seed 001`, `WCAG 4.1.2`).
    func finding(_ rule: String, citing source: String, _ severity: Diagnostic.Severity, at position: SourcePosition?,
                 path: String, _ message: String) -> Diagnostic {
        Diagnostic(file: file, line: position?.line ?? 0, column: position?.column ?? 0, path: path,
                   message: "\(rule) (\(source)): \(message)", severity: severity)
    }

    /// L1: 3–5 sections suit compact width; more means More is used. iOS 26 sets the
    /// search tab apart, so it shows five tabs plus search.
    private func sectionCount(_ prototype: Prototype) -> [Diagnostic] {
        guard prototype.platform != .material3 else { return [] }
        let apart = prototype.platform.barFloats && prototype.searchSection != nil
        let count = prototype.sections.count - (apart ? 1 : 0)
        let first = prototype.sections.first?.position
        if count > SizeClass.compact.maximumBarItems {
            return [finding("L1", seed: "001/003", .warning, at: first, path: "sections",
                            "\(count) sections\(apart ? " besides the search tab" : ""): compact width shows 4 and puts the rest under More; "
                            + "3–5 are advised\(apart ? ", plus search" : "")")]
        }
        if count < 3 {
            return [finding("L1", seed: "001/003", .info, at: first, path: "sections",
                            "\(count) section\(count == 1 ? "" : "s"): a tab bar is meant for 3–5 peer sections")]
        }
        return []
    }

    /// Every labelled item: bar sections and strip pages, with where they are.
    func labelledItems(_ prototype: Prototype) -> [(label: String, path: String, position: SourcePosition?, group: String)] {
        var items: [(String, String, SourcePosition?, String)] = []
        for (index, section) in prototype.sections.enumerated() {
            if !section.label.isEmpty { items.append((section.label, "sections[\(index)].label", section.position, "sections")) }
            if case .pages(let strip) = section.content {
                for (pageIndex, page) in strip.pages.enumerated() {
                    items.append((page.label, "sections[\(index)].pages.items[\(pageIndex)].label", page.position, "sections[\(index)].pages"))
                }
            }
            items += segmentLabels(of: section, at: index, in: prototype)
        }
        return items
    }

    /// L2: short (25 characters), one or two words, sentence case, no digits, no duplicates.
    private func labels(_ prototype: Prototype) -> [Diagnostic] {
        var found: [Diagnostic] = []
        var seen: [String: Set<String>] = [:]
        for item in labelledItems(prototype) {
            let label = item.label
            if label.count > 25 {
                found.append(finding("L2", seed: "002", .warning, at: item.position, path: item.path,
                                     "'\(label)' has \(label.count) characters; keep labels to 25 at most"))
            }
            let words = label.split(separator: " ").filter { $0.contains(where: \.isLetter) }
            if words.count > 2 {
                found.append(finding("L2", seed: "000", .info, at: item.position, path: item.path,
                                     "'\(label)' has \(words.count) words; one or two read best"))
            }
            if words.count > 1, words.dropFirst().contains(where: { Self.isCapitalizedWord($0) }) {
                found.append(finding("L2", seed: "000", .info, at: item.position, path: item.path,
                                     "'\(label)' is in title case; use sentence case ('\(Self.sentenceCase(label))')"))
            }
            if label.contains(where: \.isNumber) {
                found.append(finding("L2", seed: "000", .warning, at: item.position, path: item.path,
                                     "'\(label)' contains digits; labels should be words"))
            }
            let key = label.lowercased()
            if seen[item.group, default: []].contains(key) {
                found.append(finding("L2", seed: "000", .warning, at: item.position, path: item.path,
                                     "'\(label)' appears twice; each item needs a label of its own"))
            }
            seen[item.group, default: []].insert(key)
        }
        return found
    }

    /// A word written with a capital first letter and lower-case rest, and not an acronym.
    static func isCapitalizedWord(_ word: Substring) -> Bool {
        guard let first = word.first, first.isUppercase else { return false }
        let rest = word.dropFirst()
        return !rest.isEmpty && rest.allSatisfy { !$0.isUppercase }
    }

    static func sentenceCase(_ label: String) -> String {
        let words = label.split(separator: " ", omittingEmptySubsequences: false)
        return ([String(words[0])] + words.dropFirst().map { isCapitalizedWord($0) ? $0.lowercased() : String($0) })
            .joined(separator: " ")
    }

    /// L3: a bar must not mix icon-only and labelled items.
    private func iconOnlyMix(_ prototype: Prototype) -> [Diagnostic] {
        let iconOnly = prototype.sections.indices.filter { prototype.sections[$0].label.isEmpty }
        guard !iconOnly.isEmpty, iconOnly.count < prototype.sections.count else { return [] }
        return iconOnly.map { index in
            finding("L3", seed: "002", .warning, at: prototype.sections[index].position, path: "sections[\(index)]",
                    "this section is icon-only while others have labels; give every item a label, or none")
        }
    }
}
