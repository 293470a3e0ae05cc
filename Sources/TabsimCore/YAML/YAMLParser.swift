/// Reads one YAML 1.2 document into `YAMLNode`s: block mappings and sequences, flow ones
/// (so JSON too), plain, quoted and block scalars, comments, anchors and aliases. Tags
/// and complex (`?`) keys, which no prototype needs, are refused by name. It is bounded:
/// the nodes a document expands to, aliases counted at full size, and how deep it nests.
/// Its own reader, not a library's, so that tabsim links no more than FoundationEssentials.
struct YAMLParser {
    /// The most levels a document may nest.
    static let maximumDepth = 200

    let text: [Unicode.Scalar]
    var index = 0
    var line = 1
    var lineStart = 0
    var depth = 0
    /// Nodes so far, every alias counted as the nodes it repeats.
    var nodeCount = 0
    let maximumNodes: Int
    /// Each anchor's node and how many nodes it counts for.
    var anchors: [String: (node: YAMLNode, weight: Int)] = [:]

    /// The document in `source`, or nil when it holds nothing but comments.
    /// - Parameter maximumNodes: the most nodes it may expand to.
    /// - Throws: `YAMLError` at the first place that is not YAML, or past the bounds.
    static func parse(_ source: String, maximumNodes: Int) throws(YAMLError) -> YAMLNode? {
        var parser = try YAMLParser(source, maximumNodes: maximumNodes)
        return try parser.document()
    }

    private init(_ source: String, maximumNodes: Int) throws(YAMLError) {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(source.utf8.count)
        var previousReturn = false
        // A leading byte-order mark (Windows editors write one) is not part of the YAML.
        for (offset, scalar) in source.unicodeScalars.enumerated() where offset > 0 || scalar != "\u{FEFF}" {
            // Windows and old Mac line ends are line breaks like "\n".
            if scalar == "\r" {
                scalars.append("\n")
                previousReturn = true
                continue
            }
            defer { previousReturn = false }
            if scalar == "\n", previousReturn { continue }
            scalars.append(scalar)
        }
        text = scalars
        self.maximumNodes = maximumNodes
        if let bad = text.firstIndex(where: { !Self.isPrintable($0) }) {
            var line = 1, lineStart = 0
            for (offset, scalar) in text[..<bad].enumerated() where scalar == "\n" {
                line += 1
                lineStart = offset + 1
            }
            let code = "U+" + String(text[bad].value, radix: 16, uppercase: true).leftPadded(to: 4)
            throw YAMLError(message: "not valid YAML: the control character \(code) is not allowed; remove it or write it as an escape in a quoted string",
                            mark: YAMLMark(line: line, column: bad - lineStart + 1))
        }
    }

    /// YAML's printable characters: tab, line feed and what a font draws.
    private static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x20...0x7E, 0x85, 0xA0...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    private mutating func document() throws(YAMLError) -> YAMLNode? {
        try skipToContent()
        while column == 0, peek() == "%" {
            // A directive (%YAML 1.2): nothing tabsim reads depends on it.
            skipRestOfLine()
            try skipToContent()
        }
        if atDocumentMarker("-") {
            advance(by: 3)
            try skipToContent()
        }
        guard !atEnd, !atDocumentMarker("-"), !atDocumentMarker(".") else { return nil }
        let root = try value(parentIndent: -1, inline: .ownLine)
        try skipToContent()
        if atDocumentMarker(".") {
            advance(by: 3)
            try skipToContent()
        }
        guard atEnd else {
            if atDocumentMarker("-") {
                throw error("not valid YAML: a second document starts here; a file holds one document, so remove the '---' and what follows or move it to a file of its own")
            }
            throw error("not valid YAML: this line is outside the document's structure; check its indentation against the lines above")
        }
        return root
    }

    // MARK: - The cursor

    var atEnd: Bool { index >= text.count }
    /// The column from 0.
    var column: Int { index - lineStart }
    var mark: YAMLMark { YAMLMark(line: line, column: column + 1) }

    func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        index + offset < text.count ? text[index + offset] : nil
    }

    mutating func advance() {
        if text[index] == "\n" {
            line += 1
            lineStart = index + 1
        }
        index += 1
    }

    mutating func advance(by count: Int) {
        for _ in 0..<count where !atEnd { advance() }
    }

    /// Whether the character `offset` ahead is a space, a tab, a line break or the end.
    func isSpaceOrEnd(_ offset: Int = 0) -> Bool {
        guard let scalar = peek(offset) else { return true }
        return scalar == " " || scalar == "\t" || scalar == "\n"
    }

    /// `---` (with "-") or `...` (with ".") at the start of a line.
    func atDocumentMarker(_ dot: Unicode.Scalar) -> Bool {
        column == 0 && peek() == dot && peek(1) == dot && peek(2) == dot && isSpaceOrEnd(3)
    }

    func error(_ message: String, at mark: YAMLMark? = nil) -> YAMLError {
        YAMLError(message: message, mark: mark ?? self.mark)
    }

    mutating func skipRestOfLine() {
        while let scalar = peek(), scalar != "\n" { advance() }
    }

    /// Skips spaces and tabs on this line, then a comment.
    mutating func skipSpacesAndComment() {
        while peek() == " " || peek() == "\t" { advance() }
        if peek() == "#", index == 0 || [" ", "\t", "\n"].contains(text[index - 1]) { skipRestOfLine() }
    }

    /// Skips spaces, comments and line breaks up to the next content or the end. A tab
    /// may separate but not indent: one among a line's leading spaces is an error.
    mutating func skipToContent() throws(YAMLError) {
        while let scalar = peek() {
            switch scalar {
            case " ": advance()
            case "\t":
                if text[lineStart..<index].allSatisfy({ $0 == " " }) {
                    var ahead = index
                    while ahead < text.count, text[ahead] == " " || text[ahead] == "\t" { ahead += 1 }
                    if ahead < text.count, text[ahead] != "\n", text[ahead] != "#" {
                        throw error("not valid YAML: a tab indents this line; YAML indents with spaces only")
                    }
                }
                advance()
            case "#": skipRestOfLine()
            case "\n": advance()
            default: return
            }
        }
    }

    /// After a value on its line: nothing but spaces and a comment may follow.
    mutating func expectLineEnd() throws(YAMLError) {
        skipSpacesAndComment()
        guard let scalar = peek(), scalar != "\n" else { return }
        if scalar == ":" {
            throw error("not valid YAML: ': ' makes a key, and a key cannot be here; check this line's indentation against the keys above it, or quote the text if ':' belongs in it")
        }
        throw error("not valid YAML: unexpected '\(Character(scalar))' after the value on this line; quote the whole value if it belongs to it")
    }

    // MARK: - Counting

    /// Counts a node at `mark`, within `maximumNodes`.
    mutating func countNode(at mark: YAMLMark) throws(YAMLError) {
        nodeCount += 1
        if nodeCount > maximumNodes {
            throw error("the document is larger than \(maximumNodes) nodes", at: mark)
        }
    }

    /// Goes one level deeper, within `maximumDepth`.
    mutating func enter() throws(YAMLError) {
        depth += 1
        if depth > Self.maximumDepth {
            throw error("not valid YAML here: the document nests more than \(Self.maximumDepth) levels deep")
        }
    }

    // MARK: - Anchors and aliases

    /// `&name` before a node: its name.
    mutating func anchorName() throws(YAMLError) -> String {
        let start = mark
        advance()
        var name = ""
        while let scalar = peek(), !isSpaceOrEnd(), !",[]{}".unicodeScalars.contains(scalar) {
            name.unicodeScalars.append(scalar)
            advance()
        }
        guard !name.isEmpty else { throw error("not valid YAML: '&' or '*' needs a name right after it", at: start) }
        return name
    }

    /// `*name`: the anchored node again, counted at its full size.
    mutating func alias() throws(YAMLError) -> YAMLNode {
        let start = mark
        let name = try anchorName()
        guard let anchored = anchors[name] else {
            throw error("not valid YAML: the alias *\(name) names no anchor; write &\(name) before the node it repeats, above this line", at: start)
        }
        nodeCount += anchored.weight
        if nodeCount > maximumNodes {
            throw error("the document is larger than \(maximumNodes) nodes with this alias expanded; an alias may repeat a part, not multiply it", at: start)
        }
        return anchored.node
    }

    /// Reads a node with `read` and, when `anchor` is given, names it.
    mutating func anchored(_ anchor: String?, _ read: (inout YAMLParser) throws(YAMLError) -> YAMLNode) throws(YAMLError) -> YAMLNode {
        let before = nodeCount
        let node = try read(&self)
        if let anchor { anchors[anchor] = (node, nodeCount - before) }
        return node
    }

    /// Refuses what tabsim does not read: a tag or a complex key.
    func refuseUnsupported() throws(YAMLError) {
        if peek() == "!" {
            throw error("not valid YAML for tabsim: tags ('!') are not read; write the value plainly, or in quotes for text")
        }
        if peek() == "?", isSpaceOrEnd(1) {
            throw error("not valid YAML for tabsim: complex keys ('? ') are not read; write the key as text followed by ':'")
        }
    }
}
