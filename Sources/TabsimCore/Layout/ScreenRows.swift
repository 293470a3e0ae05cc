/// The rows of a screen's frame from its top: the navigation row, a large title, header
/// fields, the strip and the list under them. It lays out neither the bar nor the
/// strip's labels nor the list's items, so the reducer learns the list's height from it
/// without a whole `ScreenLayout` (which builds on it, so the two always agree).
struct ScreenRows {
    /// The area of the section's screen.
    var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    /// The navigation row (nil above a strip whose header has no title).
    var titleRow: Rect?
    /// The large title's rows, while the list is at its top (`large_title: true`): one,
    /// or as many as its text wraps on at a larger text size.
    var largeTitleRow: Rect?
    /// A large title collapsed into the navigation row, centred.
    var titleCentred = false
    /// Header fields above a strip (T7), by field index.
    var headerFields: [(index: Int, rect: Rect)] = []
    /// The strip's rows, when the screen shows a strip.
    var strip: Rect?
    /// The segmented control's rows, when the screen has one.
    var segmented: Rect?
    /// The scrolling list area (fields and rows): down to a floating bar, under which
    /// the list goes on (`frame` holds those rows too).
    var content = Rect(x: 0, y: 0, width: 0, height: 0)
    /// The floating bar (iOS 26), when one shows.
    var floatingBar: BarLayout?
    /// iOS 26's bottom accessory, when it shows.
    var accessory: AccessoryLayout?
    /// The row of iOS 26's search field, below the list, when the search tab shows.
    var searchField: Rect?

    init(prototype: Prototype, state: AppState, isTooSmall: Bool) {
        guard !isTooSmall else { return }
        frame = state.screenFrame(in: prototype)
        var top = frame.y
        if state.showsFloatingBar(in: prototype) { floatingBar = BarLayout(prototype: prototype, state: state) }
        accessory = AccessoryLayout(prototype: prototype, state: state, bar: floatingBar, frame: frame)
        // The list's last row rests on the floating bar (and the accessory over it), as a
        // scroll view's inset keeps it, whether the bar is minimized or not, so that
        // minimizing it never moves the list.
        let bottom = accessory?.fullArea.y ?? floatingBar?.fullArea.y ?? frame.maxY
        let screen = state.currentScreen(in: prototype)
        let segmentedHeight = screen.segments.isEmpty ? 0 : SegmentedLayout.height(on: prototype.platform)
        if let strip = state.visibleStrip(in: prototype), let section = state.selectedSection {
            // A pushed screen's strip sits under its navigation bar, with the back button.
            if strip.header.title != nil || !state.sections[section].stack.isEmpty {
                titleRow = Rect(x: frame.x, y: top, width: frame.width, height: 1)
                top += 1
                if screen.largeTitle {
                    top += largeTitle(prototype: prototype, state: state, screen: screen, top: top, bottom: bottom,
                                      below: strip.header.fields.count + StripLayout.height + segmentedHeight)
                }
            }
            for index in strip.header.fields.indices where top < bottom - 3 {
                headerFields.append((index, Rect(x: frame.x, y: top, width: frame.width, height: 1)))
                top += 1
            }
            self.strip = Rect(x: frame.x, y: top, width: frame.width, height: StripLayout.height)
            top += StripLayout.height
        } else {
            titleRow = Rect(x: frame.x, y: top, width: frame.width, height: 1)
            top += 1
            if screen.largeTitle {
                top += largeTitle(prototype: prototype, state: state, screen: screen, top: top, bottom: bottom, below: segmentedHeight)
            }
        }
        if segmentedHeight > 0, bottom - top > segmentedHeight + 1 {
            segmented = Rect(x: frame.x, y: top, width: frame.width, height: segmentedHeight)
            top += segmentedHeight
        }
        if state.showsSearchFieldBelow(in: prototype), bottom - top > 1 {
            searchField = Rect(x: frame.x, y: bottom - 1, width: frame.width, height: 1)
        }
        content = Rect(x: frame.x, y: top, width: frame.width, height: bottom - top - (searchField == nil ? 0 : 1))
    }

    /// The list's items as rows, in the list's area.
    func list(prototype: Prototype, state: AppState) -> ListMetrics {
        ListMetrics(screen: state.currentScreen(in: prototype), width: content.width, textSize: prototype.textSize,
                    visible: content.height)
    }

    /// Most lines a large title wraps on at a larger text size.
    static let largeTitleLines = 3

    /// A large title takes the rows from `top` while the list, laid out below it and
    /// `below` more rows, shows its first item; otherwise it collapses into the
    /// navigation row, centred as iOS's inline titles are. Returns the rows it takes.
    private mutating func largeTitle(prototype: Prototype, state: AppState, screen: Screen, top: Int, bottom: Int, below: Int) -> Int {
        let lines = prototype.textSize == .large ? 1
            : Self.largeTitleLines(ScreenLayout.title(prototype: prototype, state: state) ?? "", width: frame.width, textSize: prototype.textSize).count
        let visible = bottom - top - lines - below
        let list = ListMetrics(screen: screen, width: frame.width, textSize: prototype.textSize, visible: visible)
        guard visible > 0, list.shownScroll(state.currentScreenState) == 0 else {
            titleCentred = true
            return 0
        }
        largeTitleRow = Rect(x: frame.x, y: top, width: frame.width, height: lines)
        return lines
    }

    /// A large title's lines in a frame `width` columns wide, as the view draws them.
    static func largeTitleLines(_ title: String, width: Int, textSize: TextSize) -> [String] {
        textSize.lines(of: TextFitting.sanitized(title), inColumns: width - 2, rows: largeTitleLines)
    }
}
