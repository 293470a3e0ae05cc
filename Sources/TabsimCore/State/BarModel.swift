/// Which sections get a slot in the bottom bar, and which go under More (B5).
public struct BarModel: Equatable, Sendable {
    public let sectionCount: Int
    public let sizeClass: SizeClass

    public init(sectionCount: Int, sizeClass: SizeClass) {
        self.sectionCount = sectionCount
        self.sizeClass = sizeClass
    }

    /// Whether the last slot is More.
    public var hasMore: Bool { sectionCount > sizeClass.maximumBarItems }

    /// Sections shown directly in the bar.
    public var directCount: Int { hasMore ? sizeClass.maximumBarItems - 1 : sectionCount }

    /// Number of slots drawn.
    public var slotCount: Int { hasMore ? sizeClass.maximumBarItems : sectionCount }

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
