import Yams

/// What a prototype file may be, so that a malformed or hostile one fails quickly with a
/// clear message instead of taking the machine's time and memory (P).
public enum PrototypeLimits {
    /// The largest prototype file read: 1 MiB, hundreds of times a large prototype.
    public static let maximumBytes = 1 << 20
    /// The most YAML nodes a prototype may expand to, every alias counted at full size:
    /// 100,000, dozens of times a large prototype. An "alias bomb" of a few hundred bytes
    /// would otherwise expand to hundreds of millions.
    public static let maximumNodes = 100_000

    /// The file's bytes as text.
    /// - Throws: when it is larger than `maximumBytes`, or not UTF-8, naming the line and
    ///   column of the first bad byte.
    public static func text(from bytes: [UInt8], file: String) throws(PrototypeError) -> String {
        if let problem = sizeProblem(bytes.count, file: file) { throw PrototypeError([problem]) }
        return try utf8Text(bytes, file: file)
    }

    /// Bytes as text, or the line and column of the first byte that is not UTF-8: for
    /// every file tabsim reads (prototypes, scripts, recordings, task files).
    public static func utf8Text(_ bytes: [UInt8], file: String) throws(PrototypeError) -> String {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        var line = 1, column = 1
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                offset += encoded.count
                if encoded.count == 1, encoded.first == UInt8(ascii: "\n") {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            case .error:
                let byte = String(bytes[offset], radix: 16, uppercase: true)
                throw PrototypeError([Diagnostic(file: file, line: line, column: column, path: "",
                                                 message: "byte 0x\(byte) is not UTF-8; save the file as UTF-8")])
            case .emptyInput:
                return String(decoding: bytes, as: UTF8.self)
            }
        }
    }

    /// The problem with a prototype of `count` bytes, when it is over `maximumBytes`.
    static func sizeProblem(_ count: Int, file: String) -> Diagnostic? {
        guard count > maximumBytes else { return nil }
        return Diagnostic(file: file, line: 0, column: 0, path: "",
                          message: "the file is larger than \(maximumBytes / 1024) KiB, the most a prototype may be")
    }

    /// Checks that the document stays within `maximumNodes` with every alias expanded.
    /// - Returns: the problem, at the alias where the budget ran out if one did.
    static func problem(in root: Node, text: String, file: String) -> Diagnostic? {
        var budget = NodeBudget()
        budget.count(root, inside: root.mark, expanding: false)
        guard budget.isOver else { return nil }
        let tooLarge = "the document is larger than \(maximumNodes) nodes"
        guard let (parent, index) = budget.overAt, let (line, column) = aliasPosition(in: text, after: parent, index: index) else {
            return Diagnostic(file: file, line: 0, column: 0, path: "", message: tooLarge)
        }
        return Diagnostic(file: file, line: line, column: column, path: "",
                          message: "\(tooLarge) with this alias expanded; an alias may repeat a part, not multiply it")
    }

    /// Where the `index`th alias (`*name`, from 1) after `mark` is in the text.
    private static func aliasPosition(in text: String, after mark: Mark, index: Int) -> (line: Int, column: Int)? {
        var seen = 0
        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().dropFirst(mark.line - 1) {
            let characters = Array(line)
            let start = offset == mark.line - 1 ? max(0, mark.column - 1) : 0
            for column in start..<max(start, characters.count) where characters[column] == "*" {
                let next = column + 1 < characters.count ? characters[column + 1] : " "
                guard next.isLetter || next.isNumber || next == "_" || next == "-" else { continue }
                seen += 1
                if seen == index { return (offset + 1, column + 1) }
            }
        }
        return nil
    }
}

/// Counts a document's nodes with aliases expanded, stopping as soon as there are too
/// many, and notes the alias at which they ran over. An alias's node is a copy of its
/// anchor's, so its mark lies before the node holding it: that is how one is told.
private struct NodeBudget {
    private(set) var total = 0
    /// The node holding the outermost alias being expanded when the total ran over, and
    /// which of its aliases that is (from 1).
    private(set) var overAt: (Mark, Int)?

    var isOver: Bool { total > PrototypeLimits.maximumNodes }

    /// Counts `node` and what it holds, which lie in `parent` (at its mark);
    /// `expanding` when this is already inside an alias's copy.
    mutating func count(_ node: Node, inside parent: Mark?, expanding: Bool) {
        guard !isOver else { return }
        total += 1
        let children: [Node]
        switch node {
        case .mapping(let mapping): children = mapping.flatMap { [$0.key, $0.value] }
        case .sequence(let sequence): children = Array(sequence)
        case .scalar, .alias: children = []
        }
        var aliases = 0
        for child in children {
            let isAlias = Self.precedes(child.mark, node.mark)
            if isAlias { aliases += 1 }
            count(child, inside: node.mark, expanding: expanding || isAlias)
            if isOver {
                // The outermost alias is the one in the document itself.
                if isAlias, !expanding, let mark = node.mark { overAt = (mark, aliases) }
                return
            }
        }
    }

    private static func precedes(_ a: Mark?, _ b: Mark?) -> Bool {
        guard let a, let b else { return false }
        return (a.line, a.column) < (b.line, b.column)
    }
}
