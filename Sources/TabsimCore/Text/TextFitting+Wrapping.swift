extension TextFitting {
    /// Whether `lines`, broken from `text` by `wrapped`, hold every word of it whole:
    /// no word was cut and none left over.
    static func holdsEveryWord(_ lines: [String], of text: String) -> Bool {
        lines.joined(separator: " ") == text.split(separator: " ").joined(separator: " ")
    }
}
