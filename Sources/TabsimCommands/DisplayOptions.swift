import ArgumentParser
import TabsimCore

/// Layout and input settings that override the prototype's (B6, B15).
struct DisplayOptions: ParsableArguments {
    @Option(help: "Size class: auto (regular from \(SizeClass.regularMinimumWidth) columns), compact or regular.")
    var sizeClass: Setting<SizeClass>?

    @Option(help: "Orientation: auto (from the terminal's aspect), portrait or landscape.")
    var orientation: Setting<Orientation>?

    @Option(help: "Navigation: auto (a sidebar when regular and \(AppState.sidebarMinimumWidth)+ columns), bar or sidebar.")
    var layout: Setting<NavigationStyle>?

    @OptionGroup var platform: PlatformOption

    @Option(help: "Text size (iOS's Dynamic Type): large (the default) or accessibility1 to accessibility5; rows and titles wrap as the larger text needs, the tab bar keeps its size, a long press on a tab shows it enlarged.")
    var textSize: TextSize?

    @Option(help: "Input: touch (only what a phone allows: tap, press, wheel, the on-screen keyboard), keyboard, or both (the default; touch for study --live).")
    var input: InputMode?

    @Option(help: "Palette: auto (from the terminal's background: its OSC 11 answer, else COLORFGBG, else dark), dark or light.")
    var appearance: Setting<Appearance>?

    /// Whether any setting that changes behaviour is given (the palette does not).
    var isGiven: Bool { sizeClass != nil || orientation != nil || layout != nil || platform.platform != nil || textSize != nil
        || input != nil }

    /// The prototype with these settings applied.
    func apply(to prototype: Prototype) -> Prototype {
        var result = platform.apply(to: prototype)
        if let sizeClass { result.sizeClass = sizeClass.value }
        if let orientation { result.orientation = orientation.value }
        if let layout { result.navigation = layout.value }
        if let textSize { result.textSize = textSize }
        if let input { result.input = input }
        if let appearance { result.appearance = appearance.value }
        return result
    }
}

/// `auto` or one value of an enumeration, as a command-line argument.
struct Setting<Value: RawRepresentable & CaseIterable & Sendable>: ExpressibleByArgument, Sendable where Value.RawValue == String {
    /// nil for `auto`.
    let value: Value?

    init?(argument: String) {
        if argument.lowercased() == "auto" {
            value = nil
        } else if let value = Value(rawValue: argument.lowercased()) {
            self.value = value
        } else {
            return nil
        }
    }

    static var allValueStrings: [String] { ["auto"] + Value.allCases.map(\.rawValue) }
}

extension InputMode: ExpressibleByArgument {}
extension TextSize: ExpressibleByArgument {}
