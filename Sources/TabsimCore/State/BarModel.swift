/// Which sections get a slot in the bottom bar, and which go under More (B5); on iOS 26
/// the search tab, the last section, has a slot of its own apart from the others, after
/// More, and never goes under it.
public struct BarModel: Equatable, Sendable {
    public let sectionCount: Int
    /// Items shown before the last becomes More, the search tab aside.
    public let maximumItems: Int
    /// The search tab shown apart at the bar's trailing end (iOS 26), if any.
    public let searchSection: Int?

    /// - Parameters:
    ///   - maximumItems: 5 in compact width, 6 in regular; a sidebar has no limit.
    ///   - searchSection: the last section, when it is the search tab of a floating bar.
    public init(sectionCount: Int, maximumItems: Int, searchSection: Int? = nil) {
        self.sectionCount = sectionCount
        self.maximumItems = maximumItems
        self.searchSection = searchSection
    }

    /// The sections that are tabs in the bar or under More: all but the search tab.
    private var tabCount: Int { searchSection == nil ? sectionCount : sectionCount - 1 }

    /// Whether the last tab slot is More.
    public var hasMore: Bool { tabCount > maximumItems }

    /// Sections shown directly in the bar, the search tab aside.
    public var directCount: Int { hasMore ? maximumItems - 1 : tabCount }

    /// Number of slots drawn: the tabs, More, and the search tab.
    public var slotCount: Int { (hasMore ? maximumItems : tabCount) + (searchSection == nil ? 0 : 1) }

    /// Index of the More slot, if there is one.
    public var moreSlot: Int? { hasMore ? directCount : nil }

    /// Index of the search tab's slot, the last, if there is one.
    public var searchSlot: Int? { searchSection == nil ? nil : slotCount - 1 }

    /// Sections listed under More.
    public var overflow: Range<Int> { directCount..<tabCount }

    public func isOverflow(_ section: Int) -> Bool { hasMore && section >= directCount && section != searchSection }

    /// The section a slot shows; nil for More.
    public func section(atSlot slot: Int) -> Int? {
        if slot == moreSlot { return nil }
        return slot == searchSlot ? searchSection : slot
    }

    /// The slot that shows `selection` as active.
    public func slot(for selection: Selection) -> Int {
        switch selection {
        case .moreList: return moreSlot ?? 0
        case .section(let index):
            if index == searchSection, let searchSlot { return searchSlot }
            return isOverflow(index) ? directCount : index
        }
    }
}

extension Prototype {
    /// Whether a More tab can be shown: more tabs than a compact bar holds (a floating
    /// bar's search tab stands apart). Scripts and task files may name More only then.
    var canShowMore: Bool {
        BarModel(sectionCount: sections.count, maximumItems: SizeClass.compact.maximumBarItems,
                 searchSection: platform.barFloats ? searchSection : nil).hasMore
    }

    /// "More" when it can be shown, as a name scripts may use; else nothing.
    var moreLabels: [String] { canShowMore ? [BarView.moreLabel] : [] }
}
