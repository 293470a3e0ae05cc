
/// How a row is written as a mapping in a prototype file, declared once: the loader
/// checks a row's keys and reads them by this table, and `tabsim schema` describes a
/// row from it (P). A new kind of row written in files is one more key here.
enum RowFormat {
    /// One key a row may have: its type as the schema gives it, what it means, and what
    /// it gives the row.
    struct Key: Sendable {
        let name: String
        let type: PrototypeSchema.Node
        let description: String
        let role: Role

        /// A key that sets the row's kind, read by `read`.
        static func kind(_ name: String, _ type: PrototypeSchema.Node, _ description: String, refusesValue: String? = nil,
                         read: @escaping @Sendable (YAMLNode, _ path: String, inout NodeReader) -> Row.Kind?) -> Key {
            Key(name: name, type: type, description: description, role: .kind(read: read, refusesValue: refusesValue))
        }
    }

    /// What a key gives the row being read.
    enum Role: Sendable {
        /// Its text, which every row has.
        case text
        /// The value shown at its end.
        case value
        /// Its kind, read from the key's value (nil when that is wrong, as reported):
        /// what choosing the row does. A row has one such key at most; `refusesValue`,
        /// when the kind shows something else at the row's end, is why it has no `value`.
        case kind(read: @Sendable (YAMLNode, _ path: String, inout NodeReader) -> Row.Kind?, refusesValue: String?)
    }

    /// The key of the row's text, which every row needs.
    static let text = Key(name: "text", type: .string(), description: "The row's text.", role: .text)

    /// The keys in the order the loader lists them.
    static let keys: [Key] = [
        text,
        .kind("detail", .reference("pushed_screen"), "A screen pushed when the row is chosen.") { node, path, reader in
            PrototypeLoader.readPushedScreen(node, path: path, reader: &reader).map(Row.Kind.detail)
        },
        .kind("modal", .reference("pushed_screen"), "A screen presented over the bar when the row is chosen.") { node, path, reader in
            PrototypeLoader.readPushedScreen(node, path: path, reader: &reader).map(Row.Kind.modal)
        },
        .kind("toggle", .boolean(defaultValue: false), "A switch at the row's end, on or off at first; a tap or Enter flips it.",
              refusesValue: "a switch row shows its switch at the end, so it has no `value`") { node, path, reader in
            reader.boolean(node, path: path).map(Row.Kind.toggle)
        },
        Key(name: "value", type: .string(), description: "A value shown dimmed at the row's end, before its ›, e.g. Metric (not with toggle).",
            role: .value),
        .kind("link", .string(), "A section, or a page as Section/Page, the row switches to as if its tab or page were tapped.") { node, path, reader in
            // Checked once every section is known.
            guard let target = reader.text(node, path: path) else { return nil }
            reader.links.append((target, node, path))
            return .link(target)
        },
        .kind("alert", .reference("alert"), "An alert presented over the screen when the row is chosen.") { node, path, reader in
            PrototypeLoader.readDialog(node, style: .alert, path: path, reader: &reader).map(Row.Kind.dialog)
        },
        .kind("action_sheet", .reference("action_sheet"), "An action sheet presented at the bottom when the row is chosen.") { node, path, reader in
            PrototypeLoader.readDialog(node, style: .actionSheet, path: path, reader: &reader).map(Row.Kind.dialog)
        },
    ]

    /// The keys that say what choosing the row does; a row has at most one.
    static let kindKeys = keys.filter { if case .kind = $0.role { true } else { false } }.map(\.name)

    /// The keys of the value shown at the row's end.
    static let valueKeys = keys.filter { if case .value = $0.role { true } else { false } }.map(\.name)

    /// Pairs of keys a row cannot have together: any two kind keys, and a kind key that
    /// refuses a value with each value key.
    static let exclusivePairs: [(String, String)] = {
        let kinds = kindKeys.indices.flatMap { a in kindKeys.indices.filter { $0 > a }.map { (kindKeys[a], kindKeys[$0]) } }
        let refusing = keys.filter { if case .kind(_, .some) = $0.role { true } else { false } }.map(\.name)
        return kinds + refusing.flatMap { key in valueKeys.map { (key, $0) } }
    }()
}
