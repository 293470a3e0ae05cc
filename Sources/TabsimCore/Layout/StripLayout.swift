/// The top strip's items in strip coordinates, and the visible window onto them
/// (T5 Scroll, T6 Fixed).
public struct StripLayout: Equatable, Sendable {
    /// Rows taken: labels, then the indicator line (T1).
    public static let height = 2
    /// Columns of padding on each side of a Scroll item's label.
    public static let padding = 2

    public let area: Rect
    public let style: StripStyle
    /// Each page's span in strip coordinates (0 = the strip's first column).
    public let spans: [Range<Int>]
    /// The strip's scroll in columns, clamped.
    public private(set) var offset: Int
    public let selected: Int

    public init(strip: PageStrip, selected: Int, offset: Int, area: Rect) {
        self.area = area
        style = strip.style
        self.selected = selected
        var spans: [Range<Int>] = []
        spans.reserveCapacity(strip.pages.count)
        switch strip.style {
        case .fixed:
            let count = max(1, strip.pages.count)
            var x = 0
            for index in strip.pages.indices {
                let width = area.width / count + (index < area.width % count ? 1 : 0)
                spans.append(x..<(x + width))
                x += width
            }
        case .scroll:
            var x = 0
            // By index: copying each page (its whole screen) would cost more than its width.
            for index in strip.pages.indices {
                let width = Self.itemWidth(strip.pages[index])
                spans.append(x..<(x + width))
                x += width
            }
        }
        self.spans = spans
        let total = spans.last?.upperBound ?? 0
        self.offset = max(0, min(offset, total - area.width))
    }

    /// A Scroll item's width: its label, its badge, and padding.
    public static func itemWidth(_ page: Page) -> Int {
        let badge = page.badge.map { DisplayWidth.of($0.text) + 1 } ?? 0
        return page.labelColumns + badge + 2 * padding
    }

    /// Columns the primary indicator takes at least: M3's 24 dp minimum.
    public static let primaryIndicatorMinimum = 24 / Device.pointsPerColumn

    /// The label's columns under page `index` in strip coordinates, as drawn: its text
    /// cut to the room its badge and a column each side leave, centred with the badge.
    public func labelSpan(of index: Int, in strip: PageStrip) -> Range<Int> {
        let page = strip.pages[index], span = spans[index]
        let badgeWidth = page.badge.map { DisplayWidth.of($0.text) + 1 } ?? 0
        let room = max(1, span.count - 2 - badgeWidth)
        let width = page.labelColumns <= room ? page.labelColumns
            : DisplayWidth.of(TextFitting.truncated(TextFitting.sanitized(page.label), toColumns: room))
        let start = span.lowerBound + max(0, (span.count - width - badgeWidth) / 2)
        return start..<(start + width)
    }

    /// The indicator's edges under page `index`, in strip columns: across the whole tab
    /// for secondary tabs; for primary tabs under the label's content (M3: indicator
    /// width = content width), at least `primaryIndicatorMinimum` columns, reaching half
    /// a column past it on each side, where its rounded ends are drawn.
    public func indicatorEdges(of index: Int, in strip: PageStrip, hierarchy: StripHierarchy) -> (left: Double, right: Double) {
        guard hierarchy == .primary else { return (Double(spans[index].lowerBound), Double(spans[index].upperBound)) }
        let label = labelSpan(of: index, in: strip)
        let width = max(label.count, Self.primaryIndicatorMinimum)
        let left = Double(label.lowerBound) - Double(width - label.count) / 2 - 0.5
        return (left, left + Double(width) + 1)
    }

    /// Total width of all items.
    public var contentWidth: Int { spans.last?.upperBound ?? 0 }
    /// Whether items are hidden off the left or right edge (the overflow cues).
    public var clipsLeft: Bool { offset > 0 }
    public var clipsRight: Bool { contentWidth - offset > area.width }

    /// The on-screen columns of page `index`, clipped to the strip.
    public func visibleRect(of index: Int) -> Rect? {
        let span = spans[index]
        let x0 = max(span.lowerBound - offset, 0), x1 = min(span.upperBound - offset, area.width)
        guard x0 < x1 else { return nil }
        return Rect(x: area.x + x0, y: area.y, width: x1 - x0, height: Self.height)
    }

    /// The page under column `x`, or a scroll cue. A page partly scrolled away is hit on
    /// its columns, as a tab half off the screen is, and comes into view.
    public func target(x: Int) -> Target? {
        let local = x - area.x
        if clipsLeft && local == 0 { return .stripScrollLeft }
        if clipsRight && local == area.width - 1 { return .stripScrollRight }
        let stripX = local + offset
        // Binary search: spans are sorted and contiguous.
        var low = 0, high = spans.count - 1
        while low <= high {
            let mid = (low + high) / 2
            if stripX < spans[mid].lowerBound { high = mid - 1 } else if stripX >= spans[mid].upperBound { low = mid + 1 } else { return .stripPage(mid) }
        }
        return nil
    }

    /// The same strip scrolled to `offset` (clamped), as drawn while it scrolls (S6).
    public func scrolled(to offset: Int) -> StripLayout {
        var copy = self
        copy.offset = max(0, min(offset, contentWidth - area.width))
        return copy
    }

    /// The strip as drawn at `now`: while the underline moves, scrolled to where it is on
    /// its way (T5, S6); otherwise as it is.
    public func moving(in state: AppState, at now: Int) -> StripLayout {
        guard let motion = state.indicator, motion.section == state.selectedSection else { return self }
        return scrolled(to: motion.offset(to: offset, at: now))
    }

    /// The offset that brings page `index` into view: centred where the strip can
    /// scroll that far (`center`, Material 3's scrollable tabs), or moving as little as
    /// possible and leaving room for the overflow cues (`edge`).
    public static func offset(revealing index: Int, spans: [Range<Int>], current: Int, width: Int,
                              align: StripAlign) -> Int {
        guard spans.indices.contains(index) else { return current }
        let span = spans[index]
        if align == .center {
            let total = spans.last?.upperBound ?? 0
            return max(0, min((span.lowerBound + span.upperBound - width) / 2, total - width))
        }
        let margin = 1
        var offset = current
        if span.lowerBound - margin < offset { offset = span.lowerBound - (index == 0 ? 0 : margin) }
        if span.upperBound + margin > offset + width {
            offset = span.upperBound + (index == spans.count - 1 ? 0 : margin) - width
        }
        let total = spans.last?.upperBound ?? 0
        return max(0, min(offset, total - width))
    }
}
