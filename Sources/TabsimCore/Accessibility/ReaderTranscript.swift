/// What a screen reader said through a session in reader mode, a line an announcement,
/// each after its time since launch (`00:01.250  Selected, Library, Tab, 2 of 5`):
/// `tabsim walk --transcript`. Only reads the session.
public final class ReaderTranscript: SessionObserver {
    public private(set) var lines: [String] = []

    public init() {}

    public func sessionAnnounced(_ text: String, milliseconds: Int) {
        lines.append(Self.time(milliseconds) + "  " + TextFitting.sanitized(text))
    }

    /// The transcript, each line ended.
    public var text: String { lines.map { $0 + "\n" }.joined() }

    /// `mm:ss.mmm`, minutes growing past 99 as needed.
    static func time(_ milliseconds: Int) -> String {
        let total = max(0, milliseconds)
        func padded(_ value: Int, _ digits: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, digits - text.count)) + text
        }
        return "\(padded(total / 60_000, 2)):\(padded(total / 1000 % 60, 2)).\(padded(total % 1000, 3))"
    }
}
