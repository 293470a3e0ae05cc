/// Where iOS 26's floating bar's pieces are drawn while it shrinks or grows: at
/// `progress` 0 the whole capsule with the accessory over it, at 1 the small capsule with
/// the accessory inline beside it. The pieces move one after another, so that no two
/// ever overlap: the capsule (and the search button, which keeps its height) in the
/// first third, then the accessory narrows to its inline columns above the bar, then it
/// drops beside the small capsule; growing plays the same backwards.
public struct FloatingBarFrame: Equatable, Sendable {
    public var capsule: Rect
    public var search: Rect?
    public var accessory: Rect?
    /// Whether the capsule holds the selected tab alone: from half-way through its change,
    /// when it is the small capsule's height.
    public var showsSmallLook: Bool

    public init(bar: BarLayout, accessory: AccessoryLayout?, progress: Double) {
        func phase(_ index: Double) -> Double { min(1, max(0, progress * 3 - index)) }
        func between(_ a: Int, _ b: Int, _ t: Double) -> Int { Int((Double(a) + Double(b - a) * t).rounded()) }
        let (full, small) = (bar.fullArea, bar.minimizedArea), shrink = phase(0)
        showsSmallLook = shrink >= 0.5
        let height = between(full.height, small.height, shrink), x = between(full.x, small.x, shrink)
        capsule = Rect(x: x, y: full.maxY - height, width: between(full.maxX, small.maxX, shrink) - x, height: height)
        search = bar.searchButton.map { Rect(x: $0.x, y: full.maxY - height, width: $0.width, height: height) }
        self.accessory = accessory.map { accessory in
            let (over, inline) = (accessory.fullArea, accessory.inlineArea), narrow = phase(1)
            let x = between(over.x, inline.x, narrow)
            return Rect(x: x, y: between(over.y, inline.y, phase(2)), width: between(over.maxX, inline.maxX, narrow) - x, height: over.height)
        }
    }
}
