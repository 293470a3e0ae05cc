/// A segment of a screen's segmented control (`segmented:`), the seeds' alternative to
/// tabs for views of the same data (000: "Segmented Control modifies the current
/// view"): a label, and the run of the screen's rows it shows while it is selected.
public struct Segment: Equatable, Sendable {
    /// The segment's label in the control.
    public var label: String
    /// Its rows, as indices into the screen's `rows`, which hold every segment's rows
    /// one run after another (so a row pushed from a segment is found as any row is).
    public var rows: Range<Int>
    /// Shown when the segment has no rows; the screen's `empty` otherwise.
    public var empty: String?
    /// Where the segment is written in the file, for lint findings.
    public var position: SourcePosition?

    public init(label: String, rows: Range<Int>, empty: String? = nil) {
        self.label = label
        self.rows = rows
        self.empty = empty
    }

    /// The fewest and most segments a control has: fewer is no choice, more do not
    /// fit a phone's width readably.
    public static let countRange = 2...5
}

extension Screen {
    /// The screen as it shows with segment `segment` selected: only that segment's rows
    /// (picked from all, so each keeps its index among them) and its empty state. A
    /// screen without segments shows all its rows.
    public func showing(segment: Int) -> Screen {
        guard !segments.isEmpty else { return self }
        let selected = segments[max(0, min(segment, segments.count - 1))]
        var shown = self
        shown.rows = .picked(from: rows, indices: Array(selected.rows))
        shown.empty = selected.empty ?? empty
        return shown
    }
}

extension Rows {
    /// The rows picked from, or these rows themselves: a screen's rows before a filter
    /// or a segment narrowed them.
    public var source: Rows {
        if case .picked(let all, _) = self { return all }
        return self
    }
}
