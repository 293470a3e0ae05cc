extension Linter {
    /// The screen a compact phone gives a prototype: the `phone` device's, 40 columns
    /// in portrait, five bar slots.
    static let phoneScreen = Size(width: 40, height: 30)

    /// L2: a bar label the phone's bar cuts with … (whatever size class, orientation or
    /// layout the file asks for, since a phone gives it none other), drawn as the bar
    /// draws it at launch; sections under More are listed whole, so they are not cut.
    func cutBarLabels(_ prototype: Prototype) -> [Diagnostic] {
        guard let (phone, state, bar) = Self.phoneBar(of: prototype) else { return [] }
        let view = BarView(prototype: phone, theme: Theme(tint: phone.tint, mode: .color))
        return bar.slots.compactMap { slot -> Diagnostic? in
            // The search tab's round button shows its icon alone, by design.
            guard let index = slot.section, !BarLayout.parts(of: index, in: phone).label.isEmpty else { return nil }
            let section = prototype.sections[index]
            let shown = view.fitted(slot, badge: state.badge(of: index, in: phone), isActive: false, sideBySide: false).label
            guard shown != TextFitting.sanitized(section.label) else { return nil }
            return finding("L2", seed: "001/003", .warning, at: section.position, path: "sections[\(index)].label",
                           "'\(section.label)' shows as '\(shown)' in a \(Self.phoneScreen.width)-column phone's bar "
                           + "(\(bar.slots.count) slots of \(slot.rect.width) columns); shorten it")
        }
    }

    /// The bar as a compact phone lays it out at launch, whatever size class, orientation
    /// or layout the file asks for: the prototype as the phone shows it, its state, the bar.
    static func phoneBar(of prototype: Prototype) -> (phone: Prototype, state: AppState, bar: BarLayout)? {
        var phone = prototype
        phone.sizeClass = .compact
        phone.orientation = .portrait
        phone.navigation = .bar
        let state = AppState(prototype: phone, size: phoneScreen)
        guard let bar = ScreenLayout(prototype: phone, state: state).bar else { return nil }
        return (phone, state, bar)
    }
}
