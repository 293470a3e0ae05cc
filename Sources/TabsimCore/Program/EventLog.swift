/// One line of the session's event log (B14): what came in, and the feedback given,
/// with milliseconds since launch. Inputs are written as `render --keys` tokens, so a
/// log can be replayed.
public struct EventLogEntry: Equatable, Sendable {
    public var milliseconds: Int
    public var fields: [(String, String)]

    public init(milliseconds: Int, fields: [(String, String)]) {
        self.milliseconds = milliseconds
        self.fields = fields
    }

    /// The entry as one line of JSON, `extra` fields (such as a wall-clock time) first.
    public func jsonLine(extra: [(String, String)] = []) -> String {
        let pairs = [("t_ms", String(milliseconds))] + extra + fields
        let body = pairs.map { key, value in
            let isNumber = key == "t_ms"
            return "\"\(Self.escaped(key))\":" + (isNumber ? value : "\"\(Self.escaped(value))\"")
        }
        return "{" + body.joined(separator: ",") + "}"
    }

    static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
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
    func record(_ entry: EventLogEntry)
}
