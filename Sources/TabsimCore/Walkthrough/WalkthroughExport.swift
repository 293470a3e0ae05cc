/// Sharing a walkthrough run (W5): an asciicast v2 file for asciinema, or plain-text frames.
public enum WalkthroughExport {
    /// asciicast v2: a JSON header line, then `[seconds, "o", text]` a frame.
    public static func asciicast(_ frames: [SessionDriver.Frame], title: String) -> String {
        guard let first = frames.first else { return "" }
        let size = first.buffer.size
        var lines = ["{\"version\":2,\"width\":\(size.width),\"height\":\(size.height),\"title\":\"\(EventLogEntry.escaped(title))\"}"]
        for frame in frames {
            let seconds = String(format3(Double(frame.milliseconds) / 1000))
            lines.append("[\(seconds),\"o\",\"\(EventLogEntry.escaped(ansi(frame.buffer)))\"]")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Each frame as text under a line saying when and after which script line.
    public static func textFrames(_ frames: [SessionDriver.Frame]) -> String {
        frames.map { frame in
            let header = frame.line == 0 ? "start" : "after line \(frame.line)"
            return "── \(format3(Double(frame.milliseconds) / 1000)) s, \(header) ──\n" + frame.buffer.text
        }.joined(separator: "\n") + "\n"
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
