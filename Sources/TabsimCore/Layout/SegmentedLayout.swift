/// A screen's segmented control over its list (`segmented:`): on iOS one row, a grey
/// track with rounded ends and equal segments (UISegmentedControl); on Material 3 three
/// rows, outlined segmented buttons with a divider between each two.
public struct SegmentedLayout: Equatable, Sendable {
    /// Columns between the screen's edge and the control: iOS's 16 pt margin.
    static let margin = 16 / Device.pointsPerColumn

    /// The control's cells, inside the screen's margins.
    public let area: Rect
    /// Whether it is Material 3's outlined buttons rather than iOS's track.
    public let isOutlined: Bool
    /// Each segment's label cells, in order.
    public let segments: [Rect]
    /// The selected segment's index.
    public let selected: Int

    /// Rows the control takes on `platform`.
    public static func height(on platform: Platform) -> Int { platform == .material3 ? 3 : 1 }

    /// `count` segments in `row` (the rows `height(on:)` gives, across the screen).
    public init(count: Int, selected: Int, row: Rect, platform: Platform) {
        isOutlined = platform == .material3
        self.selected = selected
        area = Rect(x: row.x + Self.margin, y: row.y, width: max(0, row.width - 2 * Self.margin), height: row.height)
        // iOS: the track's two rounded ends; Material 3: a line before each segment and after the last.
        let lines = isOutlined ? count + 1 : 2
        let inner = max(0, area.width - lines), labelRow = isOutlined ? area.y + 1 : area.y
        var x = area.x + 1, segments: [Rect] = []
        for index in 0..<count {
            let width = inner / max(1, count) + (index < inner % max(1, count) ? 1 : 0)
            segments.append(Rect(x: x, y: labelRow, width: width, height: 1))
            x += width + (isOutlined ? 1 : 0)
        }
        self.segments = segments
    }

    /// The segment under `x`, `y`: each owns the line or end before it, the last the one
    /// after it too, so the whole control responds.
    public func segment(x: Int, y: Int) -> Int? {
        guard area.contains(x: x, y: y) else { return nil }
        return segments.lastIndex { $0.x - 1 <= x } ?? 0
    }
}
