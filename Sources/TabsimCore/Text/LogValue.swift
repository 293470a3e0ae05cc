/// How the schema printer, which still builds its JSON as text, quotes a text
/// (`PrototypeSchema.quoted`: `LogValue.string(text).json`). Recordings no longer use
/// it; it goes once the schema is encoded with `JSONEncoder` like the rest.
enum LogValue {
    case string(String)

    /// The text as a JSON string, quoted and escaped by `JSONLine`.
    var json: String {
        switch self {
        // A text always encodes.
        case .string(let text): try! JSONLine.value(text)
        }
    }
}
