/// Flow collections: `[a, b]` and `{key: value}`, which may span lines and nest; JSON is
/// written this way.
extension YAMLParser {
    /// Skips spaces, tabs, line breaks and comments inside a flow collection.
    private mutating func skipFlowSpace() {
        while let scalar = peek() {
            if scalar == " " || scalar == "\t" || scalar == "\n" {
                advance()
            } else if scalar == "#", index == 0 || [" ", "\t", "\n"].contains(text[index - 1]) {
                skipRestOfLine()
            } else {
                return
            }
        }
    }

    /// The `[…]` or `{…}` at the cursor.
    mutating func flowCollection() throws(YAMLError) -> YAMLNode {
        try enter()
        defer { depth -= 1 }
        let start = mark
        let isList = peek() == "["
        let closer: Unicode.Scalar = isList ? "]" : "}"
        let what = isList ? "list" : "mapping"
        advance()
        try countNode(at: start)
        var items: [YAMLNode] = []
        var entries: [(key: YAMLNode, value: YAMLNode)] = []
        var seen: [String: YAMLMark] = [:]
        while true {
            skipFlowSpace()
            guard !atEnd else {
                throw error("not valid YAML: the \(what) that starts at line \(start.line), column \(start.column) never ends; close it with '\(Character(closer))'")
            }
            if peek() == closer {
                advance()
                break
            }
            let key = try flowNode()
            skipFlowSpace()
            var value: YAMLNode?
            // After a quoted key (JSON's "key":value) the ':' needs no space.
            let quotedKey = key.scalar.map { $0.style == .singleQuoted || $0.style == .doubleQuoted } ?? false
            if peek() == ":", quotedKey || isSpaceOrEnd(1) || [",", "[", "]", "{", "}"].contains(peek(1)!) {
                let colon = mark
                advance()
                skipFlowSpace()
                if peek() == "," || peek() == closer {
                    try countNode(at: colon)
                    value = .scalar(YAMLNode.Scalar("", mark: colon))
                } else {
                    value = try flowNode()
                }
            }
            if isList {
                // `[key: value]` is a list holding a one-entry mapping.
                if let value {
                    try countNode(at: key.mark)
                    items.append(.mapping(YAMLNode.Mapping(entries: [(key, value)], mark: key.mark)))
                } else {
                    items.append(key)
                }
            } else {
                if let name = key.scalar?.string {
                    if let first = seen[name] {
                        throw error("the key '\(name)' appears twice in this mapping (first on line \(first.line)); keep one", at: key.mark)
                    }
                    seen[name] = key.mark
                }
                if value == nil { try countNode(at: key.mark) }
                entries.append((key, value ?? .scalar(YAMLNode.Scalar("", mark: key.mark))))
            }
            skipFlowSpace()
            if peek() == "," {
                advance()
            } else if peek() != closer {
                guard !atEnd else { continue }
                throw error("not valid YAML: expected ',' or '\(Character(closer))' here, in the \(what) that starts at line \(start.line), column \(start.column)")
            }
        }
        return isList ? .sequence(YAMLNode.Sequence(items: items, mark: start)) : .mapping(YAMLNode.Mapping(entries: entries, mark: start))
    }

    /// One node inside a flow collection.
    private mutating func flowNode() throws(YAMLError) -> YAMLNode {
        try refuseUnsupported()
        var anchor: String?
        if peek() == "&" {
            anchor = try anchorName()
            skipFlowSpace()
        }
        return try anchored(anchor) { parser throws(YAMLError) in
            switch parser.peek() {
            case "[", "{": return try parser.flowCollection()
            case "\"", "'": return try parser.quotedScalar()
            case "*": return try parser.alias()
            case ",", "]", "}":
                throw parser.error("not valid YAML: expected a value here, found '\(Character(parser.peek()!))'")
            default: return try parser.plainScalar(parentIndent: -1, inFlow: true)
            }
        }
    }
}
