/// A value in a log line: the few JSON scalars a recording holds.
public enum LogValue: Equatable, Sendable, ExpressibleByStringLiteral {
    case string(String)
    case int(Int)
    case bool(Bool)
    case strings([String])
    case ints([Int])

    public init(stringLiteral value: String) { self = .string(value) }

    /// The value as JSON text.
    var json: String {
        switch self {
        case .string(let text): return "\"" + EventLogEntry.escaped(text) + "\""
        case .int(let number): return String(number)
        case .bool(let flag): return flag ? "true" : "false"
        case .strings(let list): return "[" + list.map { LogValue.string($0).json }.joined(separator: ",") + "]"
        case .ints(let list): return "[" + list.map(String.init).joined(separator: ",") + "]"
        }
    }
}

/// One line of the session's event log (B14, W4): what came in, and the feedback given,
/// with milliseconds since launch. Inputs are written as `render --keys` tokens, so a
/// log can be replayed.
public struct EventLogEntry: Equatable, Sendable {
    public var milliseconds: Int
    public var fields: [(String, LogValue)]

    public init(milliseconds: Int, fields: [(String, LogValue)]) {
        self.milliseconds = milliseconds
        self.fields = fields
    }

    /// The entry as one line of JSON, `extra` fields (such as a wall-clock time) first.
    public func jsonLine(extra: [(String, LogValue)] = []) -> String {
        let pairs = [("t_ms", LogValue.int(milliseconds))] + extra + fields
        return "{" + pairs.map { "\"\(Self.escaped($0.0))\":" + $0.1.json }.joined(separator: ",") + "}"
    }

    /// `text` as the inside of a JSON string: quotes, backslashes and every control
    /// character escaped.
    public static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                    out += "\\u" + String(scalar.value, radix: 16).leftPadded(to: 4)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    public static func == (lhs: EventLogEntry, rhs: EventLogEntry) -> Bool {
        lhs.milliseconds == rhs.milliseconds && lhs.fields.map(\.0) == rhs.fields.map(\.0) && lhs.fields.map(\.1) == rhs.fields.map(\.1)
    }
}

/// Where the program writes its event log.
public protocol EventLogSink: AnyObject {
    /// Writes one entry whole.
    /// - Returns: nil when it was written, else why it could not be (the disk is full…).
    func record(_ entry: EventLogEntry) -> String?
    /// Entries written whole so far.
    var entriesWritten: Int { get }
}
