extension CellBuffer {
    /// The buffer's rows as plain text, one string a row, trailing blanks removed.
    /// A wide grapheme appears once, as on a terminal.
    public var lines: [String] {
        (0..<size.height).map { y in
            let row = storage[(y * size.width)..<((y + 1) * size.width)]
            // Past the first space after the last other cell, cells only add spaces that
            // are removed below anyway; that space is kept, as it may join the grapheme
            // before it.
            let last = row.lastIndex { $0.glyph != .space && !$0.glyph.isEmpty } ?? row.startIndex - 1
            let end = row[(last + 1)...].firstIndex { $0.glyph == .space }.map { $0 + 1 } ?? row.endIndex
            var line = ""
            for cell in row[..<end] { line += cell.glyph.text(in: texts) }
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }
    }

    /// The whole buffer as text, rows joined by newlines.
    public var text: String { lines.joined(separator: "\n") }

    /// The buffer as text (each row after `"  "`) with, under each row that has any
    /// styled cell, a row (after `"~ "`) of letters naming each column's style, and a
    /// legend of those letters at the end.
    /// Readable in a failing test and stable enough for snapshots.
    public var styledText: String {
        var letters: [Style: Character] = [.plain: " "]
        var legend: [(Character, Style)] = []
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
        var output: [String] = []
        for (y, line) in lines.enumerated() {
            output.append("  " + line)
            var marks = ""
            for x in 0..<size.width {
                let cell = self[x, y]
                let letter: Character
                if let known = letters[cell.style] {
                    letter = known
                } else {
                    letter = legend.count < alphabet.count ? alphabet[legend.count] : "?"
                    letters[cell.style] = letter
                    legend.append((letter, cell.style))
                }
                marks.append(letter)
            }
            while marks.hasSuffix(" ") { marks.removeLast() }
            if !marks.isEmpty { output.append("~ " + marks) }
        }
        output.append("--")
        for (letter, style) in legend { output.append("\(letter) = \(style.summary)") }
        return output.joined(separator: "\n")
    }
}

/// The corners of a panel's frame.
enum PanelCorners: Sendable {
    /// `┌┐└┘`: help, questions, lint.
    case square
    /// `╭╮╰╯`: dialogs, a device's bezel.
    case rounded

    /// Top-left, top-right, bottom-left, bottom-right.
    var characters: (String, String, String, String) {
        switch self {
        case .square: return ("┌", "┐", "└", "┘")
        case .rounded: return ("╭", "╮", "╰", "╯")
        }
    }
}

extension CellBuffer {
    /// Clears `box` and draws a line frame around its edge, with square corners (help,
    /// questions) or rounded ones (dialogs, a device's bezel).
    mutating func drawPanel(_ box: Rect, style: Style, corners: PanelCorners = .square) {
        guard box.width >= 2, box.height >= 2 else { return }
        let (topLeft, topRight, bottomLeft, bottomRight) = corners.characters
        let line = String(repeating: "─", count: box.width - 2)
        fill(box)
        write(topLeft + line + topRight, x: box.x, y: box.y, style: style)
        for y in (box.y + 1)..<(box.maxY - 1) {
            write("│", x: box.x, y: y, style: style)
            write("│", x: box.maxX - 1, y: y, style: style)
        }
        write(bottomLeft + line + bottomRight, x: box.x, y: box.maxY - 1, style: style)
    }
}
