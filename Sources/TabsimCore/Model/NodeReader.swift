
/// Reads a composed YAML document, collecting every problem with its line instead of
/// stopping at the first.
struct NodeReader {
    let file: String
    private(set) var diagnostics: [Diagnostic] = []
    /// Rows' `link:` targets, checked once every section has been read.
    var links: [(target: String, node: YAMLNode, path: String)] = []

    init(file: String) { self.file = file }

    /// A node's place in the file.
    func position(of node: YAMLNode) -> SourcePosition? {
        SourcePosition(line: node.mark.line, column: node.mark.column)
    }

    mutating func error(_ message: String, at node: YAMLNode?, path: String) {
        let mark = node?.mark
        diagnostics.append(Diagnostic(file: file, line: mark?.line ?? 0, column: mark?.column ?? 0, path: path, message: message))
    }

    /// The mapping's entries by key, after reporting keys that are not in `allowed`.
    mutating func mapping(_ node: YAMLNode, path: String, allowed: [String]) -> [String: YAMLNode]? {
        guard case .mapping(let mapping) = node else {
            error("expected a mapping (key: value lines), found \(describe(node))", at: node, path: path)
            return nil
        }
        var entries: [String: YAMLNode] = [:]
        for (keyNode, value) in mapping {
            guard let key = keyNode.scalar?.string else {
                error("a key must be plain text", at: keyNode, path: path)
                continue
            }
            let keyPath = path.isEmpty ? key : "\(path).\(key)"
            guard allowed.contains(key) else {
                let hint = Suggestion.closest(to: key, in: allowed).map { "; did you mean '\($0)'?" } ?? ""
                error("unknown key '\(key)'\(hint) (allowed here: \(allowed.joined(separator: ", ")))", at: keyNode, path: keyPath)
                continue
            }
            entries[key] = value
        }
        return entries
    }

    /// A text value (a number or a boolean is read as its text); a control character in
    /// it is an error, since it would reach the terminal.
    mutating func text(_ node: YAMLNode, path: String) -> String? {
        guard case .scalar(let scalar) = node, ScalarType(scalar) != .null else {
            error("expected text, found \(describe(node))", at: node, path: path)
            return nil
        }
        if let bad = scalar.string.unicodeScalars.first(where: TextFitting.isControl) {
            let code = "U+" + String(bad.value, radix: 16, uppercase: true).leftPadded(to: 4)
            error("contains the control character \(code); remove it", at: node, path: path)
            return nil
        }
        return scalar.string
    }

    /// A label drawn as a tab (`what` says where): text that is not blank, since a blank
    /// one draws an invisible tab (`blank` says what a blank one would do instead).
    mutating func label(_ node: YAMLNode, path: String, of what: String, blank: String = "the tab would show nothing") -> String? {
        guard let label = text(node, path: path) else { return nil }
        guard !label.allSatisfy(\.isWhitespace) else {
            error("the label is blank, so \(blank); give it text (it is \(what))", at: node, path: path)
            return nil
        }
        return label
    }

    /// A whole number in `range`, written as one (in quotes it is text).
    mutating func integer(_ node: YAMLNode, path: String, range: ClosedRange<Int>) -> Int? {
        guard case .scalar(let scalar) = node, case .integer(let number) = ScalarType(scalar) else {
            error("expected a whole number, found \(describe(node))\(quotedHint(node))", at: node, path: path)
            return nil
        }
        guard let value = number else {
            error("\(scalar.string) is out of range (\(range.lowerBound)…\(range.upperBound))", at: node, path: path)
            return nil
        }
        guard range.contains(value) else {
            error("\(value) is out of range (\(range.lowerBound)…\(range.upperBound))", at: node, path: path)
            return nil
        }
        return value
    }

    /// `true` or `false`, written as one (in quotes, or as yes, no, on or off, it is text
    /// to YAML 1.2 and to editors).
    mutating func boolean(_ node: YAMLNode, path: String) -> Bool? {
        if case .scalar(let scalar) = node, case .boolean(let value) = ScalarType(scalar) { return value }
        let said = node.scalar.map { ["yes", "on", "no", "off"].contains($0.string.lowercased()) ? $0.string.lowercased() : nil } ?? nil
        let hint = said.map { "; YAML 1.2, as editors read it, takes \($0) as text: write \(["yes", "on"].contains($0) ? "true" : "false")" }
        error("expected true or false, found \(describe(node))\(hint ?? quotedHint(node))", at: node, path: path)
        return nil
    }

    /// The hint for a number or a boolean written in quotes, where one is wanted.
    func quotedHint(_ node: YAMLNode) -> String {
        guard let scalar = node.scalar, scalar.style != .plain, ScalarType(scalar) == .text else { return "" }
        switch ScalarType(YAMLNode.Scalar(scalar.string)) {
        case .integer, .boolean: break
        default: return ""
        }
        return " in quotes, which makes it text; write it without them"
    }

    /// One of an enumeration's raw values, with a "did you mean" on a typo.
    mutating func choice<T: RawRepresentable & CaseIterable>(_ node: YAMLNode, path: String, as: T.Type, extra: [String] = []) -> T?
    where T.RawValue == String {
        guard let raw = text(node, path: path) else { return nil }
        if let value = T(rawValue: raw) { return value }
        let names = extra + T.allCases.map(\.rawValue)
        let hint = Suggestion.closest(to: raw, in: names).map { "; did you mean '\($0)'?" } ?? ""
        error("'\(raw)' is not one of \(names.joined(separator: " | "))\(hint)", at: node, path: path)
        return nil
    }

    mutating func sequence(_ node: YAMLNode, path: String) -> [YAMLNode]? {
        guard case .sequence(let sequence) = node else {
            error("expected a list (lines starting with '- '), found \(describe(node))", at: node, path: path)
            return nil
        }
        return Array(sequence)
    }

    func describe(_ node: YAMLNode) -> String {
        switch node {
        case .scalar(let scalar): return scalar.string.isEmpty ? "nothing" : "'\(scalar.string)'"
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        }
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
