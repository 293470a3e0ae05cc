/// Scalars: plain text, text in single or double quotes, and `|` and `>` blocks.
extension YAMLParser {
    private static let flowIndicators: [Unicode.Scalar] = [",", "[", "]", "{", "}"]

    /// Refuses a plain scalar that starts with a character YAML keeps for itself.
    func checkPlainStart(inFlow: Bool) throws(YAMLError) {
        guard let first = peek() else { return }
        let reserved: [Unicode.Scalar] = [",", "[", "]", "{", "}", "#", "&", "*", "!", "|", ">", "'", "\"", "%", "@", "`"]
        let indicatorAlone = ["-", "?", ":"].contains(first) && (isSpaceOrEnd(1) || inFlow && Self.flowIndicators.contains(peek(1)!))
        if reserved.contains(first) || indicatorAlone {
            throw error("not valid YAML: a value cannot start with '\(Character(first))'; put the value in quotes")
        }
    }

    /// Plain text, on this line and the more indented lines that go on with it (in a flow
    /// collection, on any line), folded: a line break is a space, an empty line a break.
    mutating func plainScalar(parentIndent: Int, inFlow: Bool) throws(YAMLError) -> YAMLNode {
        let start = mark
        try checkPlainStart(inFlow: inFlow)
        var result = plainLine(inFlow: inFlow)
        while true {
            let saved = (index, line, lineStart)
            while peek() == " " || peek() == "\t" { advance() }
            guard peek() == "\n" else {
                (index, line, lineStart) = saved
                break
            }
            var breaks = 0
            while peek() == "\n" {
                advance()
                breaks += 1
                while peek() == " " || peek() == "\t" { advance() }
            }
            let stops = atEnd || atDocumentMarker("-") || atDocumentMarker(".") || peek() == "#"
                || (!inFlow && column <= parentIndent)
                || (inFlow && (Self.flowIndicators.contains(peek()!) || peek() == ":" && isSpaceOrEnd(1)))
            let more = stops ? "" : plainLine(inFlow: inFlow)
            guard !more.isEmpty else {
                (index, line, lineStart) = saved
                break
            }
            result += breaks == 1 ? " " : String(repeating: "\n", count: breaks - 1)
            result += more
        }
        try countNode(at: start)
        return .scalar(YAMLNode.Scalar(result, mark: start))
    }

    /// One line of plain text, up to `: `, ` #`, the line's end or (in a flow collection) a
    /// flow indicator; without the spaces it ends with.
    mutating func plainLine(inFlow: Bool) -> String {
        var text = String.UnicodeScalarView()
        var blanks = String.UnicodeScalarView()
        while let scalar = peek(), scalar != "\n" {
            if scalar == ":", isSpaceOrEnd(1) || inFlow && Self.flowIndicators.contains(peek(1)!) { break }
            if scalar == "#", !blanks.isEmpty { break }
            if inFlow, Self.flowIndicators.contains(scalar) { break }
            if scalar == " " || scalar == "\t" {
                blanks.append(scalar)
            } else {
                text.append(contentsOf: blanks)
                blanks.removeAll()
                text.append(scalar)
            }
            advance()
        }
        return String(text)
    }

    /// Text in single quotes (`''` is a quote) or double quotes (with `\` escapes), folded
    /// like plain text when it spans lines.
    mutating func quotedScalar() throws(YAMLError) -> YAMLNode {
        let start = mark
        let quote = peek()!
        advance()
        var result = String.UnicodeScalarView()
        while true {
            guard let scalar = peek() else {
                throw error("not valid YAML: the text in quotes that starts at line \(start.line), column \(start.column) never ends; close it with \(Character(quote))")
            }
            switch scalar {
            case quote where quote == "'" && peek(1) == "'":
                result.append("'")
                advance(by: 2)
            case quote:
                advance()
                try countNode(at: start)
                return .scalar(YAMLNode.Scalar(String(result), style: quote == "'" ? .singleQuoted : .doubleQuoted, mark: start))
            case "\\" where quote == "\"":
                try escape(into: &result)
            case " ", "\t":
                // Spaces before a line break are not part of the text.
                var end = index
                while end < text.count, text[end] == " " || text[end] == "\t" { end += 1 }
                if end < text.count, text[end] == "\n" {
                    advance(by: end - index)
                } else {
                    result.append(contentsOf: text[index..<end])
                    advance(by: end - index)
                }
            case "\n":
                var breaks = 0
                while peek() == "\n" {
                    advance()
                    breaks += 1
                    while peek() == " " || peek() == "\t" { advance() }
                }
                if atDocumentMarker("-") || atDocumentMarker(".") {
                    throw error("not valid YAML: the text in quotes that starts at line \(start.line), column \(start.column) is not closed before this document marker")
                }
                result.append(contentsOf: (breaks == 1 ? " " : String(repeating: "\n", count: breaks - 1)).unicodeScalars)
            default:
                result.append(scalar)
                advance()
            }
        }
    }

    /// A `\` escape in double quotes, appended to `text`.
    private mutating func escape(into text: inout String.UnicodeScalarView) throws(YAMLError) {
        let start = mark
        advance()
        guard let code = peek() else { return }
        advance()
        let simple: [Unicode.Scalar: Unicode.Scalar] = [
            "0": "\u{0}", "a": "\u{7}", "b": "\u{8}", "t": "\t", "\t": "\t", "n": "\n", "v": "\u{B}", "f": "\u{C}",
            "r": "\r", "e": "\u{1B}", " ": " ", "\"": "\"", "/": "/", "\\": "\\", "N": "\u{85}", "_": "\u{A0}",
            "L": "\u{2028}", "P": "\u{2029}",
        ]
        if let escaped = simple[code] {
            text.append(escaped)
            return
        }
        let digits: Int
        switch code {
        case "\n":
            // An escaped line break joins the lines without a space.
            while peek() == " " || peek() == "\t" { advance() }
            return
        case "x": digits = 2
        case "u": digits = 4
        case "U": digits = 8
        default:
            throw error("not valid YAML: '\\\(Character(code))' is not an escape in double quotes; write '\\\\' for a backslash", at: start)
        }
        var value: UInt32 = 0
        for _ in 0..<digits {
            guard let digit = peek(), let number = Character(digit).hexDigitValue else {
                throw error("not valid YAML: '\\\(Character(code))' needs \(digits) hexadecimal digits", at: start)
            }
            value = value * 16 + UInt32(number)
            advance()
        }
        guard let scalar = Unicode.Scalar(value) else {
            throw error("not valid YAML: '\\\(Character(code))' names no character", at: start)
        }
        text.append(scalar)
    }

    /// A `|` (literal: lines kept) or `>` (folded: lines joined by spaces) block, its
    /// lines indented more than `parentIndent`, with the indentation and chomping (`-`
    /// strips the final line breaks, `+` keeps them all) its header may give.
    mutating func blockScalar(parentIndent: Int) throws(YAMLError) -> YAMLNode {
        let start = mark
        let literal = peek() == "|"
        advance()
        var chomping: Unicode.Scalar?
        var indentation: Int?
        for _ in 0..<2 {
            if let scalar = peek(), scalar == "+" || scalar == "-", chomping == nil {
                chomping = scalar
                advance()
            } else if let scalar = peek(), let digit = Character(scalar).wholeNumberValue, (1...9).contains(digit), indentation == nil {
                indentation = max(parentIndent, 0) + digit
                advance()
            }
        }
        skipSpacesAndComment()
        guard atEnd || peek() == "\n" else {
            throw error("not valid YAML: after '\(literal ? "|" : ">")' only '-', '+', a digit 1–9 and a comment may follow on its line")
        }
        if !atEnd { advance() }
        let contentIndent = indentation ?? max(detectedIndent(), parentIndent + 1, 1)
        var lines: [String.UnicodeScalarView] = []
        var endsWithBreak = false
        while !atEnd, !atDocumentMarker("-"), !atDocumentMarker(".") {
            let lineBegin = (index, line, lineStart)
            var spaces = 0
            while peek() == " ", spaces < contentIndent {
                advance()
                spaces += 1
            }
            if spaces < contentIndent {
                while peek() == " " { advance() }
                guard atEnd || peek() == "\n" else {
                    (index, line, lineStart) = lineBegin
                    break
                }
                lines.append(String.UnicodeScalarView())
            } else {
                var content = String.UnicodeScalarView()
                while let scalar = peek(), scalar != "\n" {
                    content.append(scalar)
                    advance()
                }
                lines.append(content)
            }
            endsWithBreak = !atEnd
            if !atEnd { advance() }
        }
        let trailingEmpty = lines.reversed().prefix { $0.isEmpty }.count
        let body = lines.dropLast(trailingEmpty)
        var result = literal ? Self.literalText(body) : Self.foldedText(body)
        if !body.isEmpty {
            switch chomping {
            case "-": break
            case "+": result += String(repeating: "\n", count: trailingEmpty + (endsWithBreak || trailingEmpty > 0 ? 1 : 0))
            default: result += endsWithBreak || trailingEmpty > 0 ? "\n" : ""
            }
        } else if chomping == "+" {
            result = String(repeating: "\n", count: trailingEmpty)
        }
        try countNode(at: start)
        return .scalar(YAMLNode.Scalar(result, style: literal ? .literal : .folded, mark: start))
    }

    /// The indentation of a block's first line that is not empty, from the cursor.
    private func detectedIndent() -> Int {
        var ahead = index, spaces = 0
        while ahead < text.count {
            switch text[ahead] {
            case " ": spaces += 1
            case "\n": spaces = 0
            default: return spaces
            }
            ahead += 1
        }
        return 0
    }

    private static func literalText(_ lines: ArraySlice<String.UnicodeScalarView>) -> String {
        lines.map { String($0) }.joined(separator: "\n")
    }

    /// Folds a `>` block's lines: a break between two lines of text is a space, each empty
    /// line a break, and lines indented further keep their breaks.
    private static func foldedText(_ lines: ArraySlice<String.UnicodeScalarView>) -> String {
        var result = ""
        var emptyLines = 0
        var previousIndented: Bool?
        for line in lines {
            guard let first = line.first else {
                emptyLines += 1
                continue
            }
            let indented = first == " " || first == "\t"
            if let previousIndented {
                if !indented, !previousIndented {
                    result += emptyLines == 0 ? " " : String(repeating: "\n", count: emptyLines)
                } else {
                    result += String(repeating: "\n", count: emptyLines + 1)
                }
            } else {
                result += String(repeating: "\n", count: emptyLines)
            }
            result.unicodeScalars.append(contentsOf: line)
            previousIndented = indented
            emptyLines = 0
        }
        return result
    }
}
