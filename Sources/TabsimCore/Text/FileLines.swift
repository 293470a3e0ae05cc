extension String {
    /// The text's lines, split at LF or CRLF, without a UTF-8 byte-order mark at its
    /// start: a recording, script or task file saved on Windows reads as any other.
    /// Split by bytes (a line end is one in UTF-8), not characters: a recording's line
    /// may be a megabyte long, and a recording 100,000 lines.
    var fileLines: [Substring] {
        var body = self[...]
        if body.unicodeScalars.first == "\u{FEFF}" { body = Substring(body.unicodeScalars.dropFirst()) }
        return body.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { line in
            Substring(line.last == UInt8(ascii: "\r") ? line.dropLast() : line)
        }
    }

    /// Whether the text ends with a line end (LF or CRLF): a line written whole.
    var endsWithLineEnd: Bool { unicodeScalars.last == "\n" }
}

extension Substring {
    /// Whether the line holds nothing but spaces and tabs.
    var isBlankLine: Bool { unicodeScalars.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" } }
}
