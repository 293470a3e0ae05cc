/// The sections as a sidebar on the left, for regular width (B15): below the app's name,
/// one row a section, each group (`group:`) under its heading, as a `TabSection`.
public struct SidebarLayout: Equatable, Sendable {
    public let area: Rect
    /// One row a section, in order.
    public let rows: [Rect]
    /// A row a group, above its first section.
    public let headings: [(text: String, rect: Rect)]

    /// - Parameter groups: each section's group, in order; a group's sections follow
    ///   each other (the loader sees to it).
    public init(groups: [String?], area: Rect) {
        self.area = area
        var rows: [Rect] = [], headings: [(text: String, rect: Rect)] = []
        var y = area.y + 2
        for (index, group) in groups.enumerated() {
            if let group, index == 0 || groups[index - 1] != group {
                // A blank row apart from what comes before, then the heading.
                if index > 0 { y += 1 }
                headings.append((group, Rect(x: area.x, y: y, width: area.width - 1, height: 1)))
                y += 1
            } else if group == nil, index > 0, groups[index - 1] != nil {
                y += 1
            }
            rows.append(Rect(x: area.x, y: y, width: area.width - 1, height: 1))
            y += 1
        }
        self.rows = rows
        self.headings = headings
    }

    public func section(x: Int, y: Int) -> Int? {
        rows.firstIndex { $0.contains(x: x, y: y) && $0.maxY <= area.maxY }
    }

    public static func == (lhs: SidebarLayout, rhs: SidebarLayout) -> Bool {
        lhs.area == rhs.area && lhs.rows == rhs.rows && lhs.headings.map(\.rect) == rhs.headings.map(\.rect)
            && lhs.headings.map(\.text) == rhs.headings.map(\.text)
    }
}
