/// One problem found in a prototype file, with where it is.
public struct Diagnostic: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Severity: String, Sendable { case error, warning, info }

    public var file: String
    /// 1-based line, or 0 when the problem is not tied to a line.
    public var line: Int
    public var column: Int
    /// Where in the document: `sections[2].badge`.
    public var path: String
    public var message: String
    public var severity: Severity

    public init(file: String, line: Int, column: Int, path: String, message: String, severity: Severity = .error) {
        self.file = file
        self.line = line
        self.column = column
        self.path = path
        self.message = message
        self.severity = severity
    }

    /// `file:line:column: error: path: message`, the shape compilers use, so editors
    /// can jump to it.
    public var description: String {
        let place = line > 0 ? "\(file):\(line):\(column)" : file
        let field = path.isEmpty ? "" : "\(path): "
        // Keys and values quoted from the file may hold control characters.
        return TextFitting.sanitized("\(place): \(severity.rawValue): \(field)\(message)")
    }
}

/// All the problems that stopped a prototype from loading.
public struct PrototypeError: Error, Equatable, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]
    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}

enum Suggestion {
    /// The closest of `candidates` to `word` when it is close enough to be a typo.
    static func closest(to word: String, in candidates: [String]) -> String? {
        let scored = candidates.map { ($0, editDistance(word.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        // Two edits catch a swapped pair of letters (titel → title) in words of 4 or more.
        return best.1 <= (word.count >= 4 ? max(2, word.count / 3) : 1) ? best.0 : nil
    }

    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
