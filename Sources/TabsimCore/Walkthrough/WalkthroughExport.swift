/// How frames are written for sharing a run (W5): ANSI escapes and times.
public enum WalkthroughExport {
    /// Changed runs of cells as ANSI escapes: each run's position, then its cells.
    static func ansi(_ changes: [CellBuffer.Change]) -> String {
        var out = ""
        var current: Style? = nil
        for change in changes {
            out += "\u{1B}[\(change.y + 1);\(change.x + 1)H"
            for cell in change.cells where !cell.isContinuation {
                if cell.style != current {
                    out += sgr(cell.style)
                    current = cell.style
                }
                out += cell.text
            }
        }
        return out.isEmpty ? out : out + "\u{1B}[0m"
    }

    /// The whole screen as ANSI escapes: home, then each row with its colours.
    public static func ansi(_ buffer: CellBuffer) -> String {
        var out = "\u{1B}[H\u{1B}[2J"
        var current: Style? = nil
        for y in 0..<buffer.size.height {
            out += "\u{1B}[\(y + 1);1H"
            for x in 0..<buffer.size.width {
                let cell = buffer[x, y]
                if cell.isContinuation { continue }
                if cell.style != current {
                    out += sgr(cell.style)
                    current = cell.style
                }
                out += cell.text
            }
        }
        return out + "\u{1B}[0m"
    }

    static func sgr(_ style: Style) -> String {
        var codes = ["0"]
        let attributes: [(Attributes, String)] = [(.bold, "1"), (.dim, "2"), (.italic, "3"), (.underline, "4"), (.reverse, "7")]
        for (attribute, code) in attributes where style.attributes.contains(attribute) { codes.append(code) }
        if style.foreground.xterm >= 0 { codes.append("38;5;\(style.foreground.xterm)") }
        if style.background.xterm >= 0 { codes.append("48;5;\(style.background.xterm)") }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    /// A number with three decimals, without Foundation.
    static func format3(_ value: Double) -> String {
        let thousandths = Int((value * 1000).rounded())
        let fraction = String(thousandths % 1000)
        return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
