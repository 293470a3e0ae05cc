/// Fitting untrusted text into a number of columns.
public enum TextFitting {
    /// Replaces control characters (C0, DEL, C1) and bidirectional overrides with
    /// U+FFFD, so that text from a file or an argument can never send an escape sequence
    /// to the terminal or reorder what is shown around it. The one sanitizer for every
    /// output: screens, messages, reports, captions and exports.
    /// - Parameter keepingNewlines: keep line breaks, for messages of several lines.
    public static func sanitized(_ text: String, keepingNewlines: Bool = false) -> String {
        func unsafe(_ scalar: Unicode.Scalar) -> Bool {
            (isControl(scalar) && !(keepingNewlines && scalar == "\n")) || isBidiControl(scalar)
        }
        guard text.unicodeScalars.contains(where: unsafe) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            result.append(unsafe(scalar) ? "\u{FFFD}" : scalar)
        }
        return String(result)
    }

    /// Whether a scalar is a bidirectional embedding, override or isolate (U+202A–202E,
    /// U+2066–2069), which would make shown text read in another order than it is.
    public static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
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

    /// `count` and the noun, plural unless it is 1: "1 check", "3 checks".
    public static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
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
