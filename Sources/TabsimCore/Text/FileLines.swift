extension String {
    /// The text's lines, split at LF or CRLF, without a UTF-8 byte-order mark at its
    /// start: a recording, script or task file saved on Windows reads as any other.
    var fileLines: [Substring] {
        let body = unicodeScalars.first == "\u{FEFF}" ? dropFirst() : self[...]
        return body.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
    }

    /// Whether the text ends with a line end (LF or CRLF): a line written whole.
    var endsWithLineEnd: Bool { last == "\n" || last == "\r\n" }
}
