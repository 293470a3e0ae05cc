#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A key and its value in a JSON object written with `JSONLine.object`.
typealias JSONField = (key: String, value: any Encodable)

/// JSON as tabsim writes it on one line (recordings, asciicasts, the schema): every key and
/// value encoded by `JSONEncoder`, slashes left unescaped, and DEL and the C1 controls,
/// which `JSONEncoder` writes raw, escaped as well, so that printing the file in a
/// terminal runs no control sequence.
enum JSONLine {
    /// An object with its keys in the order given. `JSONEncoder` orders an object's keys
    /// by their hashes, differently in each run; a recording's line reads `t_ms` first.
    static func object(_ fields: [JSONField]) throws -> String {
        let encoder = Self.encoder
        var members: [(key: String, json: String)] = []
        for field in fields { members.append((field.key, try text(encoder.encode(field.value)))) }
        return try object(written: members)
    }

    /// An object whose values are written as JSON already (by this type, or by
    /// `JSONValue`, which nests objects), its keys in the order given.
    static func object(written members: [(key: String, json: String)]) throws -> String {
        let encoder = Self.encoder
        return try "{" + members.map { try text(encoder.encode($0.key)) + ":" + $0.json }.joined(separator: ",") + "}"
    }

    /// An array whose items are written as JSON already, in the order given.
    static func array(written items: [String]) -> String {
        "[" + items.joined(separator: ",") + "]"
    }

    /// Any value (an array, a text) as `JSONEncoder` writes it.
    static func value(_ value: some Encodable) throws -> String {
        try text(encoder.encode(value))
    }

    private static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        return encoder
    }

    /// The encoder's output with DEL and C1 controls escaped: they can only be inside
    /// strings there, where `\u00XX` means the same character.
    private static func text(_ data: Data) -> String {
        var out = ""
        for scalar in String(decoding: data, as: UTF8.self).unicodeScalars {
            if (0x7F...0x9F).contains(scalar.value) {
                out += "\\u00" + String(scalar.value, radix: 16)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
