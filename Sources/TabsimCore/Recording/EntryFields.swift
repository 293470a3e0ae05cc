import Foundation

/// One line of a recording as JSON fields, read with `JSONDecoder` so that each field
/// has exactly its type (`"t_ms":"5"`, `"reduce_motion":1` and `"input":5` are not
/// taken for what they resemble); a problem names its field.
struct EntryFields: Decodable {
    /// A field's value this tabsim does not understand.
    struct Problem: Error, Equatable {
        /// The field's name; empty for the entry as a whole.
        let field: String
        let message: String
    }

    /// A field's name as a coding key.
    struct Key: CodingKey {
        let stringValue: String
        init(_ name: String) { stringValue = name }
        init?(stringValue: String) { self.stringValue = stringValue }
        var intValue: Int? { nil }
        init?(intValue: Int) { nil }
    }

    private let container: KeyedDecodingContainer<Key>

    init(from decoder: Decoder) throws {
        container = try decoder.container(keyedBy: Key.self)
    }

    /// Reads one line: nil when it is not JSON (a line cut short), else its fields.
    /// - Parameter decoder: one for all the lines of a file (it keeps no state between them).
    /// - Throws: `Problem` when it is JSON but not an object.
    static func parse(_ line: Substring, decoder: JSONDecoder) throws(Problem) -> EntryFields? {
        do {
            return try decoder.decode(EntryFields.self, from: Data(line.utf8))
        } catch DecodingError.dataCorrupted {
            return nil
        } catch {
            throw Problem(field: "", message: "not a recording entry (a JSON object with t_ms)")
        }
    }

    /// Whether the entry has the field (even as null).
    func has(_ field: String) -> Bool { container.contains(Key(field)) }

    func text(_ field: String) throws(Problem) -> String? { try value(field, "must be text") }

    func flag(_ field: String) throws(Problem) -> Bool? { try value(field, "must be true or false") }

    /// A whole number within `range`, else `message`.
    func number(_ field: String, in range: ClosedRange<Int> = Int.min...Int.max, _ message: String = "must be a whole number") throws(Problem) -> Int? {
        guard let number: Int = try value(field, message) else { return nil }
        guard range.contains(number) else { throw Problem(field: field, message: message) }
        return number
    }

    /// A list of texts, else `message`.
    func texts(_ field: String, _ message: String) throws(Problem) -> [String]? { try value(field, message) }

    /// A list of whole numbers, else `message`.
    func numbers(_ field: String, _ message: String) throws(Problem) -> [Int]? { try value(field, message) }

    private func value<Value: Decodable>(_ field: String, _ message: String) throws(Problem) -> Value? {
        guard has(field) else { return nil }
        do {
            return try container.decode(Value.self, forKey: Key(field))
        } catch {
            throw Problem(field: field, message: message)
        }
    }
}
