import Yams

extension PrototypeLoader {
    /// A YAML parser's error as a diagnostic at its line and column, saying what to do.
    static func syntaxDiagnostic(_ error: Error, file: String) -> Diagnostic {
        if let yaml = error as? YamlError {
            switch yaml {
            case .scanner(let context, let problem, let mark, let text), .parser(let context, let problem, let mark, let text),
                 .composer(let context, let problem, let mark, let text):
                var detail = [context?.description, problem].compactMap { $0 }
                    .map { $0.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: ", ") }
                    .filter { !$0.isEmpty }.joined(separator: ": ")
                if character(in: text, line: mark.line, column: mark.column) == "\t" {
                    detail = "a tab indents this line; YAML indents with spaces only (\(detail))"
                }
                return Diagnostic(file: file, line: mark.line, column: mark.column, path: "",
                                  message: "not valid YAML: " + TextFitting.sanitized(detail))
            case .reader(let problem, let offset, let value, let text):
                // A character YAML does not allow, such as a raw control character.
                let place = offset.map { lineAndColumn(in: text, offset: $0) } ?? (0, 0)
                let code = "U+" + String(UInt32(bitPattern: value), radix: 16, uppercase: true).leftPadded(to: 4)
                return Diagnostic(file: file, line: place.0, column: place.1, path: "",
                                  message: "not valid YAML: \(TextFitting.sanitized(problem)) (\(code)); remove it or write it as an escape in a quoted string")
            case .duplicatedKeysInMapping(let duplicates, let context):
                return Diagnostic(file: file, line: context.mark.line, column: context.mark.column, path: "",
                                  message: "a key appears twice: \(duplicates.sorted().joined(separator: ", "))")
            default: break
            }
        }
        return Diagnostic(file: file, line: 0, column: 0, path: "", message: TextFitting.sanitized("not valid YAML: \(error)"))
    }

    /// The character at a 1-based line and column, if there is one.
    private static func character(in text: String, line: Int, column: Int) -> Character? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard line >= 1, line <= lines.count else { return nil }
        let row = lines[line - 1]
        guard column >= 1, column <= row.count else { return row.first { $0 != " " } }
        return row[row.index(row.startIndex, offsetBy: column - 1)]
    }

    /// 1-based line and column of a byte offset in UTF-8 text.
    private static func lineAndColumn(in text: String, offset: Int) -> (Int, Int) {
        var line = 1, column = 1
        for byte in text.utf8.prefix(offset) {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }
}
