/// A prototype's contents in short hashes, part by part (W4): a recording states them,
/// so a replay given a changed prototype can say which parts changed, where the file's
/// one hash says only that something did.
public enum PrototypeDigest {
    /// One `PART=HASH` a part: each top-level setting (`tint`, `transition`…, `lint`),
    /// and for each section and page (named as in `Prototype.outline`) its tab (`:tab`:
    /// icon, badges, SF Symbol, a page's disabled), its screens (`:screens`: titles,
    /// fields, rows and the screens they open) or its strip (`:strip`: style, header).
    /// Positions in the file are left out, so comments and spacing change nothing.
    public static func parts(of prototype: Prototype) -> [String] {
        var parts: [(String, Any)] = [
            ("name", prototype.name), ("tint", prototype.tint), ("transition", prototype.transition),
            ("duration", prototype.durationMilliseconds), ("remember", prototype.remember), ("size_class", prototype.sizeClass as Any),
            ("orientation", prototype.orientation as Any), ("layout", prototype.navigation as Any), ("input", prototype.input),
            ("strip_align", prototype.stripAlign), ("strip_style", prototype.stripHierarchy), ("platform", prototype.platform),
            ("minimize", prototype.minimize), ("labels", prototype.labels), ("lint", prototype.lintAcceptances.map { ($0.rule, $0.reason) }),
            ("accessory", prototype.accessory.map { ($0.text, $0.icon, $0.action) } as Any), ("sidebar", prototype.sidebar),
            ("text_size", prototype.textSize),
        ]
        for section in prototype.sections {
            parts.append(("\(section.label):tab", (section.label, section.icon, section.badge, section.badgeUpdate, section.sfSymbol)))
            if let group = section.group { parts.append(("\(section.label):group", group)) }
            switch section.content {
            case .screen(let screen):
                parts.append(("\(section.label):screens", screen))
            case .pages(let strip):
                parts.append(("\(section.label):strip", (strip.style, strip.header)))
                for page in strip.pages {
                    parts.append(("\(section.label)/\(page.label):tab", (page.badge, page.disabled)))
                    parts.append(("\(section.label)/\(page.label):screens", page.screen))
                }
            }
        }
        return parts.map { "\($0.0)=\(SHA256.hex(of: Array(String(reflecting: $0.1).utf8)).prefix(12))" }
    }

    /// What changed from the parts a recording states to `prototype`'s, one line a
    /// change (`` `tint` changed ``, `the screens of 'Trips' changed (titles, fields, rows
    /// or the screens they open)`); parts only one of them has (a section added, removed
    /// or renamed) are left to the outline's comparison.
    public static func changes(from recorded: [String], to prototype: Prototype) -> [String] {
        let old = Dictionary(recorded.map(split), uniquingKeysWith: { first, _ in first })
        return parts(of: prototype).map(split).compactMap { part, hash -> String? in
            guard let was = old[part], was != hash else { return nil }
            guard let colon = part.lastIndex(of: ":") else { return "`\(part)` changed" }
            let item = String(part[..<colon]), isPage = item.contains("/")
            switch part[part.index(after: colon)...] {
            case "tab": return "the tab of '\(item)' changed (\(isPage ? "its badge, or whether it is disabled" : "its icon, badge, badge update or SF Symbol"))"
            case "strip": return "the strip of '\(item)' changed (its style or header)"
            case "group": return "the group of '\(item)' changed"
            default: return "the screens of '\(item)' changed (titles, fields, rows or the screens they open)"
            }
        }
    }

    /// What a replay's refusal (or warning) says changed in the prototype a recording
    /// was made with: its sections and pages added, removed or renamed, then the parts
    /// the recording states that differ; when none differ, that only the text's
    /// comments, spacing or key order did; a recording stating no parts says so.
    public static func describeChange(from header: RecordingHeader, to prototype: Prototype) -> String {
        let changes = (header.outline.map { OutlineChange.describe(from: $0, to: prototype.outline) } ?? [])
            + (header.prototypeParts.map { Self.changes(from: $0, to: prototype) } ?? [])
        if !changes.isEmpty { return changes.joined(separator: "; ") }
        return header.prototypeParts == nil
            ? "its sections and pages are the same (the recording states no more of its prototype, so what else changed cannot be told)"
            : "only comments, spacing or the order of keys changed; the prototype is the same"
    }

    private static func split(_ part: String) -> (String, String) {
        guard let equals = part.lastIndex(of: "=") else { return (part, "") }
        return (String(part[..<equals]), String(part[part.index(after: equals)...]))
    }
}
