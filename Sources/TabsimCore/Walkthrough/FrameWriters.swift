/// Writes a run as an asciicast v2 file for asciinema (W5) as its frames come: a JSON
/// header line (the first frame's size), then every frame as `[seconds, "o", text]` (the
/// first whole, then only what changed), a resize as `[seconds, "r", "WxH"]`, and each
/// action and check as a marker, `[seconds, "m", label]`. At one moment the markers come
/// first, then the resize, then the frames; a run without frames writes nothing. The
/// first frame hides the cursor (`ESC [ ? 25 l`), so no block wanders over the screen
/// as it plays, and a last event at the end shows it again.
public final class AsciicastWriter: FrameSink {
    private let title: String
    private let output: (String) -> Void
    private var headerWritten = false
    private var previous: CellBuffer?
    /// The time of the latest line, where the cursor is shown again.
    private var latest = 0
    /// Lines not written yet: those of the latest moment, which a marker may still
    /// precede, and everything before the first frame. `order` sorts one moment's lines.
    private var pending: [(milliseconds: Int, order: Int, line: String)] = []

    /// - Parameter output: takes the file's text piece by piece, in order.
    public init(title: String, output: @escaping (String) -> Void) {
        self.title = title
        self.output = output
    }

    public func record(_ frame: ScriptSource.Frame) {
        let isFirst = !headerWritten
        if isFirst {
            let size = frame.buffer.size
            let header: [JSONField] = [("version", 2), ("width", size.width), ("height", size.height), ("title", TextFitting.sanitized(title))]
            // Whole numbers and a text: encoding cannot fail.
            output(try! JSONLine.object(header) + "\n")
            headerWritten = true
        }
        if let before = previous, before.size != frame.buffer.size {
            let size = frame.buffer.size
            add(AsciicastEvent(milliseconds: frame.milliseconds, code: "r", data: "\(size.width)x\(size.height)"), order: 1)
            previous = nil
        }
        let text = previous.map { WalkthroughExport.ansi(frame.buffer.changes(since: $0)) } ?? WalkthroughExport.ansi(frame.buffer)
        add(AsciicastEvent(milliseconds: frame.milliseconds, code: "o", data: (isFirst ? Self.hideCursor : "") + text), order: 2)
        previous = frame.buffer
    }

    public func record(_ marker: ScriptSource.Marker) {
        let label = TextFitting.sanitized(marker.text)
        add(AsciicastEvent(milliseconds: marker.milliseconds, code: "m", data: label), order: 0)
    }

    /// Writes what is left, then shows the cursor again; a run without frames has
    /// written nothing.
    public func finish() {
        guard headerWritten else { return }
        write(upTo: pending.count)
        output(AsciicastEvent(milliseconds: latest, code: "o", data: Self.showCursor).line + "\n")
    }

    private static let hideCursor = "\u{1B}[?25l"
    private static let showCursor = "\u{1B}[?25h"

    /// Keeps an event's line until its moment is over (times never go back).
    private func add(_ event: AsciicastEvent, order: Int) {
        let milliseconds = event.milliseconds
        latest = max(latest, milliseconds)
        if headerWritten, let first = pending.first, first.milliseconds < milliseconds {
            write(upTo: pending.firstIndex { $0.milliseconds >= milliseconds } ?? pending.count)
        }
        pending.append((milliseconds, order, event.line))
    }

    /// Writes the first `count` pending lines in time order; at one moment by `order`,
    /// then as they came.
    private func write(upTo count: Int) {
        let ordered = pending[..<count].enumerated().sorted {
            ($0.element.milliseconds, $0.element.order, $0.offset) < ($1.element.milliseconds, $1.element.order, $1.offset)
        }
        for entry in ordered { output(entry.element.line + "\n") }
        pending.removeFirst(count)
    }
}

/// One event of an asciicast: `[seconds, code, data]`, the time a JSON number.
private struct AsciicastEvent: Encodable {
    var milliseconds: Int
    /// `o` output, `r` resize, `m` marker.
    var code: String
    var data: String

    func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(Double(milliseconds) / 1000)
        try container.encode(code)
        try container.encode(data)
    }

    /// The event as one line of JSON.
    var line: String {
        // A finite number and texts: encoding cannot fail.
        try! JSONLine.value(self)
    }
}

/// Writes each frame as text under a line saying when and during which script line
/// (W5), as the frames come.
public final class TextFramesWriter: FrameSink {
    private let output: (String) -> Void
    private var count = 0

    /// - Parameter output: takes the file's text piece by piece, in order.
    public init(output: @escaping (String) -> Void) {
        self.output = output
    }

    public func record(_ frame: ScriptSource.Frame) {
        let header = frame.line == 0 ? "start" : "line \(frame.line)"
        output((count == 0 ? "" : "\n") + "── \(WalkthroughExport.format3(Double(frame.milliseconds) / 1000)) s, \(header) ──\n" + frame.buffer.text)
        count += 1
    }

    public func record(_ marker: ScriptSource.Marker) {}

    /// Ends the file.
    public func finish() { output("\n") }
}
