extension String {
    /// Without the spaces and tabs at either end, as Foundation's
    /// `trimmingCharacters(in: .whitespaces)`: a tab or any Unicode space separator (a
    /// no-break space too), taken scalar by scalar; line ends stay.
    var trimmingWhitespace: String {
        func isWhitespace(_ scalar: Unicode.Scalar) -> Bool { scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator }
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !isWhitespace($0) }), let last = scalars.lastIndex(where: { !isWhitespace($0) }) else {
            return ""
        }
        return String(scalars[first...last])
    }
}
