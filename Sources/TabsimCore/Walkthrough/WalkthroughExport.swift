/// Sharing a walkthrough run (W5): an asciicast v2 file for asciinema, or plain-text frames.
public enum WalkthroughExport {
    /// asciicast v2: a JSON header line, then every frame as `[seconds, "o", text]` (the
    /// first whole, then only what changed), a resize as `[seconds, "r", "WxH"]`, and
    /// each action and check as a marker, `[seconds, "m", label]`.
    public static func asciicast(_ frames: [SessionDriver.Frame], markers: [SessionDriver.Marker], title: String) -> String {
        guard let first = frames.first else { return "" }
        let size = first.buffer.size
        var events: [(milliseconds: Int, order: Int, line: String)] = []
        var previous: CellBuffer?
        for frame in frames {
            let seconds = format3(Double(frame.milliseconds) / 1000)
            if let before = previous, before.size != frame.buffer.size {
                let size = frame.buffer.size
                events.append((frame.milliseconds, 1, "[\(seconds),\"r\",\"\(size.width)x\(size.height)\"]"))
                previous = nil
            }
            let text = previous.map { ansi(frame.buffer.changes(since: $0)) } ?? ansi(frame.buffer)
            events.append((frame.milliseconds, 2, "[\(seconds),\"o\",\"\(EventLogEntry.escaped(text))\"]"))
            previous = frame.buffer
        }
        for marker in markers {
            let label = TextFitting.sanitized(marker.text)
            events.append((marker.milliseconds, 0, "[\(format3(Double(marker.milliseconds) / 1000)),\"m\",\"\(EventLogEntry.escaped(label))\"]"))
        }
        // In time order; at one moment the marker, then the resize, then the frame.
        let ordered = events.enumerated().sorted { ($0.element.milliseconds, $0.element.order, $0.offset) < ($1.element.milliseconds, $1.element.order, $1.offset) }
        let header = "{\"version\":2,\"width\":\(size.width),\"height\":\(size.height),\"title\":\"\(EventLogEntry.escaped(TextFitting.sanitized(title)))\"}"
        return ([header] + ordered.map(\.element.line)).joined(separator: "\n") + "\n"
    }

    /// Each frame as text under a line saying when and during which script line.
    public static func textFrames(_ frames: [SessionDriver.Frame]) -> String {
        frames.map { frame in
            let header = frame.line == 0 ? "start" : "line \(frame.line)"
            return "── \(format3(Double(frame.milliseconds) / 1000)) s, \(header) ──\n" + frame.buffer.text
        }.joined(separator: "\n") + "\n"
    }

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
