/// What a strip remembers (T5, T7, T8): its selected page, each page's screen, its
/// header's typed text and its sideways scroll. A section's root strip keeps these in
/// its `SectionState`; a pushed screen's strip in its `PushedScreen`.
public struct StripMemory: Equatable, Sendable {
    /// The selected page (T2).
    public var selectedPage: Int
    /// One screen memory a page (T8).
    public var pages: [ScreenState]
    /// Text typed into the header's fields, by field index (T7).
    public var headerFieldTexts: [Int: String] = [:]
    /// The strip's sideways scroll, in columns (T5).
    public var stripOffset = 0

    /// A fresh memory: the first page that can be selected (T2).
    public init(strip: PageStrip) {
        selectedPage = strip.pages.firstIndex { !$0.disabled } ?? 0
        pages = Array(repeating: ScreenState(), count: max(1, strip.pages.count))
    }
}

extension AppState {
    /// The pushed screen on top of the selected section, when it shows a strip.
    private var pushedStripDepth: Int? {
        guard let index = selectedSection, let last = sections[index].stack.indices.last,
              sections[index].stack[last].strip != nil else { return nil }
        return last
    }

    /// The selected page of the strip the screen shows: a pushed screen's, else the
    /// section root's (which is also the page under pushed screens without a strip).
    public var stripPage: Int {
        get { stripMemory(\.selectedPage, root: \.selectedPage) ?? 0 }
        set { setStripMemory(\.selectedPage, root: \.selectedPage, newValue) }
    }

    /// The sideways scroll, in columns, of the strip the screen shows (T5).
    public var stripOffset: Int {
        get { stripMemory(\.stripOffset, root: \.stripOffset) ?? 0 }
        set { setStripMemory(\.stripOffset, root: \.stripOffset, newValue) }
    }

    /// The typed text of the shown strip's header fields (T7).
    public var headerFieldTexts: [Int: String] {
        get { stripMemory(\.headerFieldTexts, root: \.headerFieldTexts) ?? [:] }
        set { setStripMemory(\.headerFieldTexts, root: \.headerFieldTexts, newValue) }
    }

    private func stripMemory<Value>(_ pushed: KeyPath<StripMemory, Value>, root: KeyPath<SectionState, Value>) -> Value? {
        guard let index = selectedSection else { return nil }
        if let depth = pushedStripDepth, let memory = sections[index].stack[depth].strip { return memory[keyPath: pushed] }
        return sections[index][keyPath: root]
    }

    private mutating func setStripMemory<Value>(_ pushed: WritableKeyPath<StripMemory, Value>, root: WritableKeyPath<SectionState, Value>,
                                                _ value: Value) {
        guard let index = selectedSection else { return }
        if let depth = pushedStripDepth {
            sections[index].stack[depth].strip?[keyPath: pushed] = value
        } else {
            sections[index][keyPath: root] = value
        }
    }

    /// The label of the page selected: the shown strip's, else, under pushed screens
    /// without one, the section root's; nil in a section without pages.
    public func selectedPageLabel(in prototype: Prototype) -> String? {
        if let strip = visibleStrip(in: prototype) { return strip.pages[stripPage].label }
        guard let index = selectedSection, case .pages(let strip) = prototype.sections[index].content else { return nil }
        return strip.pages[sections[index].selectedPage].label
    }

    /// A pushed screen for the row `row` of the screen shown, opening `kind`'s screen,
    /// with a fresh strip memory when that screen has a strip.
    static func pushed(row: Int, kind: Row.Kind) -> PushedScreen {
        var pushed = PushedScreen(rowIndex: row, isModal: kind.isModal)
        pushed.strip = kind.screen?.strip.map(StripMemory.init(strip:))
        return pushed
    }
}
