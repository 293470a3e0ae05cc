/// The launch memory as its file keeps it: `{"format": "tabsim-launch-memory-1",
/// "exits": {KEY: [LABEL, …]}}`, read and written by tabsim's own JSON (`JSONValue`),
/// since `JSONDecoder` cost a launch 0.4 ms.
extension LaunchMemory {
    /// The memory `text` holds; nil when it is not JSON, not this format, or a field is
    /// not of its kind.
    public init?(json text: String) {
        guard case .object(let members)? = try? JSONValue.parse(text[...]) else { return nil }
        var format: String?
        var exits: [String: [String]]?
        for member in members {
            switch (member.key, member.value) {
            case ("format", .string(let name)): format = name
            case ("exits", .object(let entries)):
                var read: [String: [String]] = [:]
                for entry in entries {
                    guard case .array(let labels) = entry.value else { return nil }
                    read[entry.key] = labels.compactMap { if case .string(let label) = $0 { label } else { nil } }
                    guard read[entry.key]?.count == labels.count else { return nil }
                }
                exits = read
            default: continue
            }
        }
        guard let format, format == Self.formatName, let exits else { return nil }
        self.init()
        self.exits = exits
    }

    /// The memory as one line of JSON, its keys in order.
    public var json: String {
        let entries = exits.sorted { $0.key < $1.key }.map { JSONMember(key: $0.key, value: .strings($0.value)) }
        return JSONValue.object([("format", .string(format)), ("exits", .object(entries))]).json
    }
}
