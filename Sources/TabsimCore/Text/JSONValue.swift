/// A key and its value in a `JSONValue` object.
typealias JSONMember = (key: String, value: JSONValue)

/// A JSON document as a value, whose objects keep their keys in order: built for JSON
/// written in that order (the prototype schema), or read (`parse`, a recording's lines).
/// `JSONLine` writes it: every text, number and key encoded by `JSONEncoder`, objects and
/// arrays joined in order. It is not itself `Encodable`, since `JSONEncoder` would write
/// its objects' keys by their hashes.
indirect enum JSONValue: Sendable {
    case string(String)
    /// A whole number written without a fraction or exponent.
    case integer(Int)
    /// Any other number, always finite.
    case number(Double)
    case boolean(Bool)
    case null
    case array([JSONValue])
    case object([JSONMember])

    /// An array of texts.
    static func strings(_ texts: [String]) -> JSONValue {
        .array(texts.map(JSONValue.string))
    }

    /// The value as one line of JSON.
    var json: String {
        // Texts, whole numbers, booleans and keys always encode.
        switch self {
        case .string(let text): try! JSONLine.value(text)
        case .integer(let number): try! JSONLine.value(number)
        case .number(let number): try! JSONLine.value(number)
        case .boolean(let flag): try! JSONLine.value(flag)
        case .null: "null"
        case .array(let items): JSONLine.array(written: items.map(\.json))
        case .object(let members): try! JSONLine.object(written: members.map { ($0.key, $0.value.json) })
        }
    }
}
