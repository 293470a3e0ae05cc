/// Block structure: mappings of `key: value` lines and lists of `- ` items, nested by
/// indentation.
extension YAMLParser {
    /// Where a block node starts: on a line of its own, on its key's line after `key:`, or
    /// on its item's line after `- `.
    enum Inline {
        case ownLine, afterKey, afterDash
    }

    /// At `- ` (or a `-` ending its line).
    var atSequenceEntry: Bool { peek() == "-" && isSpaceOrEnd(1) }

    /// The value after `key:` or `- ` (or of the whole document), on this line or on the
    /// lines below, whose parent is indented `parentIndent`; nothing is an empty scalar.
    mutating func value(parentIndent: Int, inline: Inline) throws(YAMLError) -> YAMLNode {
        skipSpacesAndComment()
        var anchor: String?
        if peek() == "&" {
            anchor = try anchorName()
            skipSpacesAndComment()
        }
        return try anchored(anchor) { parser throws(YAMLError) in
            guard parser.atEnd || parser.peek() == "\n" else {
                return try parser.blockNode(parentIndent: parentIndent, inline: inline)
            }
            let empty = parser.mark
            try parser.skipToContent()
            if !parser.atEnd, !parser.atDocumentMarker("-"), !parser.atDocumentMarker(".") {
                if parser.column > parentIndent { return try parser.blockNode(parentIndent: parentIndent, inline: .ownLine) }
                // A key's list may be indented as much as the key.
                if parser.column == parentIndent, inline == .afterKey, parser.atSequenceEntry { return try parser.blockNode(parentIndent: parentIndent - 1, inline: .ownLine) }
            }
            try parser.countNode(at: empty)
            return .scalar(YAMLNode.Scalar("", mark: empty))
        }
    }

    /// The block node at the cursor, which is on its first character.
    private mutating func blockNode(parentIndent: Int, inline: Inline) throws(YAMLError) -> YAMLNode {
        try enter()
        defer { depth -= 1 }
        try refuseUnsupported()
        if atSequenceEntry {
            guard inline != .afterKey else {
                throw error("not valid YAML: a list cannot start on its key's line; put each '- ' item on a line of its own below the key")
            }
            return try blockSequence()
        }
        let node: YAMLNode
        switch peek() {
        case "&": throw error("not valid YAML: a node has one anchor ('&'), not two")
        case "*": node = try alias()
        case "|", ">": return try blockScalar(parentIndent: parentIndent)
        case "[", "{": node = try flowCollection()
        default:
            if inline != .afterKey, isImplicitKey() { return try blockMapping() }
            node = peek() == "\"" || peek() == "'" ? try quotedScalar() : try plainScalar(parentIndent: parentIndent, inFlow: false)
        }
        try expectLineEnd()
        return node
    }

    /// Whether the cursor is on a key: text on one line followed by `: ` (or a `:` ending it).
    func isImplicitKey() -> Bool {
        if peek() == "\"" || peek() == "'" {
            var probe = self
            let startLine = line
            guard (try? probe.quotedScalar()) != nil, probe.line == startLine else { return false }
            while probe.peek() == " " || probe.peek() == "\t" { probe.advance() }
            return probe.peek() == ":" && probe.isSpaceOrEnd(1)
        }
        var ahead = index
        while ahead < text.count, text[ahead] != "\n" {
            if text[ahead] == ":", ahead + 1 == text.count || [" ", "\t", "\n"].contains(text[ahead + 1]) { return true }
            if text[ahead] == "#", ahead > index, text[ahead - 1] == " " || text[ahead - 1] == "\t" { return false }
            ahead += 1
        }
        return false
    }

    /// `key: value` lines whose keys all start at the cursor's column.
    private mutating func blockMapping() throws(YAMLError) -> YAMLNode {
        let indent = column, start = mark
        try countNode(at: start)
        var entries: [(key: YAMLNode, value: YAMLNode)] = []
        var seen: [String: YAMLMark] = [:]
        while true {
            try refuseUnsupported()
            let key = peek() == "\"" || peek() == "'" ? try quotedScalar() : try plainKey()
            while peek() == " " || peek() == "\t" { advance() }
            guard peek() == ":", isSpaceOrEnd(1) else { throw error("not valid YAML: expected ':' after the key") }
            advance()
            if let name = key.scalar?.string {
                if let first = seen[name] {
                    throw error("the key '\(name)' appears twice in this mapping (first on line \(first.line)); keep one", at: key.mark)
                }
                seen[name] = key.mark
            }
            entries.append((key, try value(parentIndent: indent, inline: .afterKey)))
            try skipToContent()
            if atEnd || atDocumentMarker("-") || atDocumentMarker(".") || column < indent { break }
            guard column == indent else {
                throw error("not valid YAML: this line is indented more than the keys of its mapping (column \(indent + 1)); line it up with them, or put it under a key with nothing after its ':'")
            }
            guard !atSequenceEntry else {
                throw error("not valid YAML: a '- ' item at the indentation of the keys beside it; indent it under its key")
            }
            guard isImplicitKey() else { throw error("not valid YAML: expected a key ('key: value') at this indentation") }
        }
        return .mapping(YAMLNode.Mapping(entries: entries, mark: start))
    }

    /// A plain key: text on one line up to its `:`.
    private mutating func plainKey() throws(YAMLError) -> YAMLNode {
        let start = mark
        try checkPlainStart(inFlow: false)
        let key = plainLine(inFlow: false)
        try countNode(at: start)
        return .scalar(YAMLNode.Scalar(key, mark: start))
    }

    /// `- ` items whose dashes all start at the cursor's column.
    private mutating func blockSequence() throws(YAMLError) -> YAMLNode {
        let indent = column, start = mark
        try countNode(at: start)
        var items: [YAMLNode] = []
        while true {
            advance()
            items.append(try value(parentIndent: indent, inline: .afterDash))
            try skipToContent()
            if atEnd || atDocumentMarker("-") || atDocumentMarker(".") || column < indent { break }
            if column == indent {
                if atSequenceEntry { continue }
                break
            }
            throw error("not valid YAML: this line is indented more than the '- ' items of its list (column \(indent + 1)); line it up with them, or put it under an item with nothing after its '-'")
        }
        return .sequence(YAMLNode.Sequence(items: items, mark: start))
    }
}
