/// The bottom bar's slots, equally distributed over the full width (B1, B5).
public struct BarLayout: Equatable, Sendable {
    public struct Slot: Equatable, Sendable {
        /// The section this slot shows, or nil for More.
        public var section: Int?
        public var rect: Rect
    }

    public let area: Rect
    public var slots: [Slot]
    /// The slot drawn as active.
    public var activeSlot: Int
    public let model: BarModel

    public init(prototype: Prototype, state: AppState, area: Rect) {
        self.area = area
        let model = state.barModel(for: prototype)
        self.model = model
        activeSlot = model.slot(for: state.selection)
        let count = max(1, model.slotCount)
        var x = area.x
        var slots: [Slot] = []
        for slot in 0..<model.slotCount {
            // Spread the remainder over the first slots so the widths differ by at most one.
            let width = area.width / count + (slot < area.width % count ? 1 : 0)
            let section: Int? = slot == model.moreSlot ? nil : slot
            slots.append(Slot(section: section, rect: Rect(x: x, y: area.y, width: width, height: area.height)))
            x += width
        }
        self.slots = slots
    }
}
