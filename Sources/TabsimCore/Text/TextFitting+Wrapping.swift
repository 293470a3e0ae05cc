extension TextFitting {
    /// The text broken into at most `rows` lines of `columns` columns at spaces; when
    /// more would be needed, the last one is filled and ends with "…".
    static func wrapped(_ text: String, toColumns columns: Int, rows: Int) -> [String] {
        guard rows > 0, columns > 0 else { return [] }
        let all = wrapped(text, toColumns: columns)
        guard all.count > rows else { return all }
        return Array(all[..<(rows - 1)]) + [truncated(all[rows - 1] + " " + all[rows], toColumns: columns)]
    }

    /// Whether `lines`, broken from `text` by `wrapped`, hold every word of it whole:
    /// no word was cut and none left over.
    static func holdsEveryWord(_ lines: [String], of text: String) -> Bool {
        lines.joined(separator: " ") == text.split(separator: " ").joined(separator: " ")
    }
}
