/// Which sections get a slot in the bottom bar, and which go under More (B5).
public struct BarModel: Equatable, Sendable {
    public let sectionCount: Int
    /// Items shown before the last becomes More.
    public let maximumItems: Int

    /// - Parameter maximumItems: 5 in compact width, 6 in regular; a sidebar has no limit.
    public init(sectionCount: Int, maximumItems: Int) {
        self.sectionCount = sectionCount
        self.maximumItems = maximumItems
    }

    /// Whether the last slot is More.
    public var hasMore: Bool { sectionCount > maximumItems }

    /// Sections shown directly in the bar.
    public var directCount: Int { hasMore ? maximumItems - 1 : sectionCount }

    /// Number of slots drawn.
    public var slotCount: Int { hasMore ? maximumItems : sectionCount }

    /// Index of the More slot, if there is one.
    public var moreSlot: Int? { hasMore ? directCount : nil }

    /// Sections listed under More.
    public var overflow: Range<Int> { directCount..<sectionCount }

    public func isOverflow(_ section: Int) -> Bool { hasMore && section >= directCount }

    /// The slot that shows `selection` as active.
    public func slot(for selection: Selection) -> Int {
        switch selection {
        case .moreList: return moreSlot ?? 0
        case .section(let index): return isOverflow(index) ? directCount : index
        }
    }
}
