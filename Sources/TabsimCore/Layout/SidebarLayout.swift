/// The sections as a sidebar on the left, for regular width (B15).
public struct SidebarLayout: Equatable, Sendable {
    public let area: Rect
    /// One row a section, below the app's name.
    public let rows: [Rect]

    public init(sectionCount: Int, area: Rect) {
        self.area = area
        rows = (0..<sectionCount).map { Rect(x: area.x, y: area.y + 2 + $0, width: area.width - 1, height: 1) }
    }

    public func section(x: Int, y: Int) -> Int? {
        rows.firstIndex { $0.contains(x: x, y: y) && $0.maxY <= area.maxY }
    }
}
