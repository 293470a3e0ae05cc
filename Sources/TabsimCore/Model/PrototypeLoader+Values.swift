
/// The loader's readers of small values: lint acceptances, badges, icons and settings that may be `auto`.
extension PrototypeLoader {
    /// `lint: {accept: {L1: reason}}`: rules the design breaks on purpose, each with a reason.
    static func readLint(_ node: YAMLNode, reader: inout NodeReader) -> [LintAcceptance] {
        guard let entries = reader.mapping(node, path: "lint", allowed: lintKeys), let accept = entries["accept"] else { return [] }
        let rules = LintRule.all.map(\.id)
        guard let accepted = reader.mapping(accept, path: "lint.accept", allowed: rules) else { return [] }
        return rules.compactMap { rule in
            guard let reasonNode = accepted[rule], let reason = reader.text(reasonNode, path: "lint.accept.\(rule)") else { return nil }
            guard !reason.allSatisfy(\.isWhitespace) else {
                reader.error("give the reason the design breaks \(rule) anyway; it is shown with each finding", at: reasonNode, path: "lint.accept.\(rule)")
                return nil
            }
            return LintAcceptance(rule: rule, reason: reason, position: reader.position(of: reasonNode))
        }
    }

    static func readBadgeUpdate(_ node: YAMLNode, path: String, reader: inout NodeReader) -> BadgeUpdate? {
        guard let entries = reader.mapping(node, path: path, allowed: badgeUpdateKeys) else { return nil }
        guard let afterNode = entries["after"], let badgeNode = entries["badge"] else {
            reader.error("a badge update needs `after` (milliseconds after launch) and `badge`", at: node, path: path)
            return nil
        }
        guard let after = reader.integer(afterNode, path: "\(path).after", range: 0...86_400_000),
              let badge = readBadge(badgeNode, path: "\(path).badge", reader: &reader) else { return nil }
        return BadgeUpdate(afterMilliseconds: after, badge: badge)
    }

    /// A setting that is `auto` (nil) or one of an enumeration's values.
    static func readAutomatic<T: RawRepresentable & CaseIterable>(_ node: YAMLNode, path: String, as type: T.Type,
                                                                         reader: inout NodeReader) -> T? where T.RawValue == String {
        if node.scalar?.string == "auto" { return nil }
        return reader.choice(node, path: path, as: type, extra: ["auto"])
    }

    static func readIcon(_ node: YAMLNode, path: String, reader: inout NodeReader) -> Icon? {
        guard let text = reader.text(node, path: path) else { return nil }
        let glyphs = text.split(separator: " ").map(String.init)
        guard (1...2).contains(glyphs.count), glyphs.allSatisfy({ $0.count == 1 && DisplayWidth.of($0) >= 1 }) else {
            reader.error("an icon is one glyph, or two separated by a space (unfilled, filled), like \"♡ ♥\"", at: node, path: path)
            return nil
        }
        return Icon(unfilled: glyphs[0], filled: glyphs.last!)
    }

    /// A badge, `nil` for none (count 0), or a reported problem (outer nil).
    static func readBadge(_ node: YAMLNode, path: String, reader: inout NodeReader) -> Badge?? {
        if case .scalar(let scalar) = node {
            if scalar.string == "!" { return .some(.alert) }
            if case .integer(let count?) = ScalarType(scalar), (0...Badge.maximumCount).contains(count) {
                return .some(count == 0 ? nil : .count(count))
            }
        }
        reader.error("a badge is a count (0 or more) or \"!\", found \(reader.describe(node))\(reader.quotedHint(node))", at: node, path: path)
        return nil
    }
}
