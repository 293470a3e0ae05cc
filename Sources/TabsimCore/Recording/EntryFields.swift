/// One line of a recording as JSON fields, each read as exactly its type (`"t_ms":"5"`,
/// `"reduce_motion":1` and `"input":5` are not taken for what they resemble); a problem
/// names its field.
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

    private let members: [JSONMember]

    /// Reads the entry's fields from any decoder (`RecordingEntry` is `Decodable`).
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        members = try container.allKeys.map { ($0.stringValue, try container.decode(JSONValue.self, forKey: $0)) }
    }

    private init(members: [JSONMember]) { self.members = members }

    /// Reads one line: nil when it is not JSON (a line cut short), else its fields.
    /// - Throws: `Problem` when it is JSON but not an object, or gives a field twice
    ///   (which of the two a replay should use cannot be told).
    static func parse(_ line: Substring) throws(Problem) -> EntryFields? {
        guard let value = try? JSONValue.parse(line) else { return nil }
        guard case .object(let members) = value else {
            throw Problem(field: "", message: "not a recording entry (a JSON object with t_ms)")
        }
        for (index, member) in members.enumerated() where members[..<index].contains(where: { $0.key == member.key }) {
            throw Problem(field: member.key, message: "is given twice in this entry; which one to replay cannot be told")
        }
        return EntryFields(members: members)
    }

    /// Whether the entry has the field (even as null).
    func has(_ field: String) -> Bool { self[field] != nil }

    func text(_ field: String) throws(Problem) -> String? {
        try value(field, "must be text") { if case .string(let text) = $0 { text } else { nil } }
    }

    func flag(_ field: String, _ message: String = "must be true or false") throws(Problem) -> Bool? {
        try value(field, message) { if case .boolean(let flag) = $0 { flag } else { nil } }
    }

    /// A whole number within `range`, else `message`.
    func number(_ field: String, in range: ClosedRange<Int> = Int.min...Int.max, _ message: String = "must be a whole number") throws(Problem) -> Int? {
        try value(field, message) { $0.wholeNumber.flatMap { range.contains($0) ? $0 : nil } }
    }

    /// A list of texts, else `message`.
    func texts(_ field: String, _ message: String) throws(Problem) -> [String]? {
        try list(field, message) { if case .string(let text) = $0 { text } else { nil } }
    }

    /// A list of whole numbers, else `message`.
    func numbers(_ field: String, _ message: String) throws(Problem) -> [Int]? {
        try list(field, message) { $0.wholeNumber }
    }

    private subscript(field: String) -> JSONValue? { members.first { $0.key == field }?.value }

    /// The field's value as `read` takes it; nil when absent; a value it cannot take (null
    /// included) is a problem.
    private func value<Value>(_ field: String, _ message: String, _ read: (JSONValue) -> Value?) throws(Problem) -> Value? {
        guard let raw = self[field] else { return nil }
        guard let value = read(raw) else { throw Problem(field: field, message: message) }
        return value
    }

    private func list<Item>(_ field: String, _ message: String, _ read: (JSONValue) -> Item?) throws(Problem) -> [Item]? {
        try value(field, message) { raw -> [Item]? in
            guard case .array(let items) = raw else { return nil }
            let read = items.compactMap(read)
            return read.count == items.count ? read : nil
        }
    }
}

extension JSONValue: Decodable {
    /// Reads any JSON value, as `JSONDecoder` gives it.
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let flag = try? container.decode(Bool.self) {
            self = .boolean(flag)
        } else if let integer = try? container.decode(Int.self) {
            self = .integer(integer)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else if let text = try? container.decode(String.self) {
            self = .string(text)
        } else if let items = try? container.decode([JSONValue].self) {
            self = .array(items)
        } else {
            self = .object(try container.decode([String: JSONValue].self).map { ($0.key, $0.value) })
        }
    }

    /// The value as a whole number: an integer, or a number with no fraction within `Int`.
    var wholeNumber: Int? {
        switch self {
        case .integer(let integer): integer
        case .number(let number): Int(exactly: number)
        default: nil
        }
    }
}
