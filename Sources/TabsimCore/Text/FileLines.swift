extension String {
    /// The text's lines, split at LF or CRLF, without a UTF-8 byte-order mark at its
    /// start: a recording, script or task file saved on Windows reads as any other.
    /// Split by scalars, not characters: a recording's line may be a megabyte long.
    var fileLines: [Substring] {
        var body = unicodeScalars[...]
        if body.first == "\u{FEFF}" { body = body.dropFirst() }
        return body.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            Substring(line.last == "\r" ? line.dropLast() : line)
        }
    }

    /// Whether the text ends with a line end (LF or CRLF): a line written whole.
    var endsWithLineEnd: Bool { unicodeScalars.last == "\n" }
}

extension Substring {
    /// Whether the line holds nothing but spaces and tabs.
    var isBlankLine: Bool { unicodeScalars.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" } }
}
