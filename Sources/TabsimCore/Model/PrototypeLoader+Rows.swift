
/// The loader's readers of a screen's rows: a list, or rows generated from a pattern.
extension PrototypeLoader {
    static func readRows(_ node: YAMLNode, path: String, reader: inout NodeReader) -> Rows {
        if case .mapping = node {
            guard let entries = reader.mapping(node, path: path, allowed: generatedRowKeys) else { return .listed([]) }
            guard let countNode = entries["count"], let textNode = entries["text"] else {
                reader.error("generated rows need both `count` and `text` (with {n} for the number)", at: node, path: path)
                return .listed([])
            }
            guard let count = reader.integer(countNode, path: "\(path).count", range: 0...1_000_000),
                  let pattern = reader.text(textNode, path: "\(path).text") else { return .listed([]) }
            return .generated(count: count, pattern: pattern)
        }
        guard let items = reader.sequence(node, path: path) else { return .listed([]) }
        var rows: [Row] = []
        for (index, item) in items.enumerated() {
            let itemPath = "\(path)[\(index)]"
            if case .scalar = item {
                if let text = reader.text(item, path: itemPath) { rows.append(Row(text: text)) }
                continue
            }
            if let row = readRow(item, path: itemPath, reader: &reader) { rows.append(row) }
        }
        return .listed(rows)
    }

    /// A row written as a mapping, its keys read in `RowFormat`'s order: its text, at
    /// most one key of its kind, and a value unless its kind refuses one.
    private static func readRow(_ node: YAMLNode, path: String, reader: inout NodeReader) -> Row? {
        guard let entries = reader.mapping(node, path: path, allowed: rowKeys) else { return nil }
        let textKey = RowFormat.text.name
        guard let textNode = entries[textKey] else {
            reader.error("a row needs `\(textKey)`", at: node, path: path)
            return nil
        }
        guard let text = reader.text(textNode, path: "\(path).\(textKey)") else { return nil }
        let kinds = RowFormat.kindKeys.filter { entries[$0] != nil }
        if kinds.count > 1 {
            let named = kinds.map { "`\($0)`" }.joined(separator: ", ")
            reader.error("a row does one thing: give one of \(named), not \(kinds.count)", at: entries[kinds[1]], path: "\(path).\(kinds[1])")
            return nil
        }
        var kind: Row.Kind?, value: String?, refusal: String?
        for key in RowFormat.keys {
            guard let entry = entries[key.name] else { continue }
            switch key.role {
            case .text: continue
            case .value: value = reader.text(entry, path: "\(path).\(key.name)")
            case .kind(let read, let refusesValue):
                kind = read(entry, "\(path).\(key.name)", &reader)
                refusal = kind == nil ? nil : refusesValue
            }
        }
        if let refusal, let valueKey = RowFormat.valueKeys.first(where: { entries[$0] != nil }) {
            reader.error(refusal, at: entries[valueKey], path: "\(path).\(valueKey)")
        }
        return Row(text: text, kind: kind ?? .plain, value: value)
    }
}
