/// Fitting untrusted text into a number of columns.
public enum TextFitting {
    /// Replaces control characters (C0, DEL, C1) with U+FFFD so that text from a
    /// prototype can never send an escape sequence to the terminal.
    public static func sanitized(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            result.append(isControl(scalar) ? "\u{FFFD}" : scalar)
        }
        return String(result)
    }

    /// Text for a single-line field: line breaks and tabs become spaces, other control
    /// characters are dropped.
    public static func singleLine(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar == "\n" || scalar == "\r" || scalar == "\t" {
                result.append(" ")
            } else if !isControl(scalar) {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// Whether a scalar is a control character that a terminal would act on.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || (0x7F...0x9F).contains(value)
    }

    /// The text cut to at most `columns` display columns; when it must be cut, the
    /// last column holds `…`. A wide character is never split.
    public static func truncated(_ text: String, toColumns columns: Int) -> String {
        guard columns > 0 else { return "" }
        if DisplayWidth.of(text) <= columns { return text }
        var result = ""
        var used = 0
        for grapheme in text {
            let width = DisplayWidth.of(grapheme)
            if used + width > columns - 1 { break }
            result.append(grapheme)
            used += width
        }
        return result + "…"
    }

    /// The text centred in `columns` columns (truncated first if it is too long).
    public static func centered(_ text: String, inColumns columns: Int) -> String {
        let fitted = truncated(text, toColumns: columns)
        let spare = columns - DisplayWidth.of(fitted)
        let left = spare / 2
        return String(repeating: " ", count: left) + fitted + String(repeating: " ", count: spare - left)
    }

    /// The text broken into lines of at most `columns` columns at spaces; a word longer
    /// than a line is cut.
    public static func wrapped(_ text: String, toColumns columns: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            let candidate = line.isEmpty ? String(word) : line + " " + word
            if DisplayWidth.of(candidate) > columns, !line.isEmpty {
                lines.append(line)
                line = String(word)
            } else {
                line = candidate
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines.map { truncated($0, toColumns: columns) }
    }
}
