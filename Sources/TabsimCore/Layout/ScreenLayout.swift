/// Where everything is on screen for one state: computed once a frame and used both
/// to draw and to hit-test the mouse, so the two can never disagree.
public struct ScreenLayout: Equatable, Sendable {
    /// The smallest terminal the prototype is drawn in; smaller shows a notice (I3).
    public static let minimumSize = Size(width: 30, height: 10)
    /// Rows taken by the bottom bar: the material edge and two rows of items (B7).
    public static let barHeight = 3
    /// The close button's text on a modal screen.
    public static let closeLabel = "✕ Close"
    /// Material 3's full-screen dialog closes with its icon alone.
    public static let closeIcon = "✕"
    /// Columns the back button's title may take before it is cut with `…`.
    static let backTitleColumns = 14

    public let size: Size
    public var isTooSmall: Bool { Self.isTooSmall(size) }
    static func isTooSmall(_ size: Size) -> Bool { size.width < minimumSize.width || size.height < minimumSize.height }

    /// The area of the section's screen: title, header, strip and list.
    public var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    /// The navigation row at the top: a title, and a back button when one applies.
    public var titleRow: Rect?
    public var title: String?
    /// The large title's row under the navigation row, while the list is at its top
    /// (`large_title: true`); nil when there is none or it has collapsed into the bar.
    public var largeTitleRow: Rect?
    /// The title is drawn in the navigation row, centred: a large title collapsed.
    public var titleCentred = false
    public var backButton: Rect?
    /// `‹` and the previous screen's title, `‹ Back` or `‹` alone where the title needs
    /// the room, or `✕ Close` on a modal screen.
    public var backLabel = ""
    /// Header fields above a strip (T7), by field index.
    public var headerFields: [(index: Int, rect: Rect)] = []
    public var strip: StripLayout?
    /// The screen's segmented control, when it has one.
    public var segmented: SegmentedLayout?
    /// The scrolling list area (fields and rows).
    public var content = Rect(x: 0, y: 0, width: 0, height: 0)
    /// The content items on screen, by item index (fields first, then rows).
    public var visibleItems: [(index: Int, rect: Rect)] = []
    /// Where the empty-state message goes, when the screen has no rows (B11).
    public var emptyMessage: Rect?
    /// Whether the list goes on below the visible rows (B8).
    public var contentContinuesBelow = false
    public var bar: BarLayout?
    public var sidebar: SidebarLayout?
    /// iOS 26's bottom accessory, when it shows.
    public var accessory: AccessoryLayout?
    /// The button that turns the top tab bar into the sidebar and back, when it shows.
    public var sidebarToggle: Rect?
    public var keyboard: KeyboardLayout?
    /// The alert or action sheet shown over the screen; while it shows, only its
    /// buttons can be pressed.
    public var dialog: DialogLayout?

    /// Lays out `state` for `prototype`.
    public init(prototype: Prototype, state: AppState) {
        size = state.size
        #if DEBUG
        Self.tally?.count += 1
        #endif
        guard !isTooSmall else { return }
        let rows = ScreenRows(prototype: prototype, state: state, isTooSmall: false)
        frame = rows.frame
        if state.isKeyboardShown {
            keyboard = KeyboardLayout(width: size.width, bottom: size.height, type: state.keyboardType)
        }
        if !state.isModalShown {
            if state.usesSidebar {
                sidebar = SidebarLayout(groups: prototype.sections.map(\.group),
                                        area: Rect(x: 0, y: 0, width: state.sidebarWidth, height: frame.height))
            } else if state.usesRail(in: prototype) || state.usesTopBar(in: prototype) || !state.isKeyboardShown {
                bar = rows.floatingBar ?? BarLayout(prototype: prototype, state: state)
            }
            if state.showsSidebarToggle(in: prototype) { sidebarToggle = SidebarToggle.area(sidebar: sidebar?.area, size: size) }
        }
        accessory = rows.accessory
        layOutScreen(rows, prototype: prototype, state: state)
        if let presented = state.dialog {
            // An action sheet rises from the screen's bottom edge, over the bar, as on iOS.
            var area = frame
            if presented.dialog.style == .actionSheet, let bar { area.height = max(area.maxY, bar.area.maxY) - area.y }
            dialog = DialogLayout(dialog: presented.dialog, order: presented.order, frame: area, cursor: presented.cursor,
                                  platform: prototype.platform)
        }
    }

    /// The layout as drawn at `now`: mid-motion, the strip where it is on its way, so a
    /// tap lands on the label drawn under it (T5, I2).
    public func drawn(at now: Int, in state: AppState) -> ScreenLayout {
        var copy = self
        copy.strip = strip?.moving(in: state, at: now)
        return copy
    }

    /// The screen's title for `state`, as the layout shows it, without laying out the
    /// rest: what a goal checked at every step of a task reads (`expect screen`).
    public static func title(prototype: Prototype, state: AppState) -> String? {
        guard !isTooSmall(state.size) else { return nil }
        return title(prototype: prototype, state: state, visibleStrip: state.visibleStrip(in: prototype),
                     pushedTitle: state.pushedTitle(in: prototype))
    }

    /// A strip's header title, else (a pushed screen's strip shows under its own title,
    /// its page's screen has none) the screen's title, else the section's label.
    private static func title(prototype: Prototype, state: AppState, visibleStrip: PageStrip?, pushedTitle: String?) -> String? {
        if let strip = visibleStrip, pushedTitle == nil { return strip.header.title }
        return (visibleStrip != nil ? pushedTitle : nil) ?? state.currentScreen(in: prototype).title
            ?? state.selectedSection.map { prototype.sections[$0].label }
    }

    /// The list's items as rows for `state`, from the screen's rows alone: what the
    /// reducer needs to keep the cursor in view, without a whole layout.
    static func list(prototype: Prototype, state: AppState) -> ListMetrics {
        ScreenRows(prototype: prototype, state: state, isTooSmall: isTooSmall(state.size)).list(prototype: prototype, state: state)
    }

    private mutating func layOutScreen(_ rows: ScreenRows, prototype: Prototype, state: AppState) {
        let screen = state.currentScreen(in: prototype)
        titleRow = rows.titleRow
        largeTitleRow = rows.largeTitleRow
        titleCentred = rows.titleCentred
        headerFields = rows.headerFields
        content = rows.content
        if let row = rows.segmented {
            segmented = SegmentedLayout(count: screen.segments.count, selected: state.currentScreenState.segment, row: row,
                                        platform: prototype.platform)
        }
        let visibleStrip = state.visibleStrip(in: prototype), pushedTitle = state.pushedTitle(in: prototype)
        if let strip = visibleStrip, let area = rows.strip {
            self.strip = StripLayout(strip: strip, selected: state.stripPage, offset: state.stripOffset, area: area)
        }
        title = Self.title(prototype: prototype, state: state, visibleStrip: visibleStrip, pushedTitle: pushedTitle)
        // A strip's header has no back button; a pushed screen's strip shows under its own title.
        if visibleStrip == nil || pushedTitle != nil, state.canGoBack(in: prototype), let row = titleRow {
            let previous = TextFitting.sanitized(state.previousTitle(in: prototype) ?? "Back")
            let centred = largeTitleRow == nil ? TextFitting.sanitized(title ?? "") : ""
            backLabel = state.isModalShown ? (prototype.platform == .material3 ? Self.closeIcon : Self.closeLabel)
                : Self.backLabel(previous: previous, title: centred, width: row.width)
            backButton = Rect(x: frame.x, y: row.y, width: DisplayWidth.of(backLabel) + 1, height: 1)
        }
        let list = rows.list(prototype: prototype, state: state)
        let scroll = list.shownScroll(state.currentScreenState)
        var y = content.y
        var index = scroll
        // Past the list's area, rows go on under a floating bar, showing around it; on
        // the search tab the field below the list ends it.
        let end = rows.searchField == nil ? frame.maxY : content.maxY
        while y < end, index < screen.itemCount {
            if rows.searchField != nil, index == 0 {
                index += 1
                continue
            }
            let height = min(list.height(of: index), end - y)
            visibleItems.append((index, Rect(x: frame.x, y: y, width: frame.width, height: height)))
            y += height
            index += 1
        }
        if let field = rows.searchField { visibleItems.append((0, field)) }
        contentContinuesBelow = scroll + list.fitting(from: scroll) < screen.itemCount
        y = min(y, content.maxY)
        if screen.rows.count == 0, y < content.maxY {
            emptyMessage = Rect(x: frame.x + 2, y: y + 1 < content.maxY ? y + 1 : y, width: frame.width - 4, height: content.maxY - y - 1)
        }
    }

    /// The back button's label as UIKit shortens it: `‹` and the previous screen's
    /// title, else `‹ Back`, else `‹` alone, the first that leaves the centred `title`
    /// whole in a navigation row `width` columns wide (the title is cut only beside `‹`).
    static func backLabel(previous: String, title: String, width: Int) -> String {
        let candidates = ["‹ " + TextFitting.truncated(previous, toColumns: backTitleColumns), "‹ Back", "‹"]
        // The title is centred between the back button and as much room on its right.
        let fits = { (label: String) in title.isEmpty || DisplayWidth.of(title) <= width - 2 * (DisplayWidth.of(label) + 2) }
        return candidates.first(where: fits) ?? "‹"
    }

    #if DEBUG
    /// Counts the whole layouts built by `body` in this task, for the tests that hold the
    /// reducer to one an event at most (the mouse's hit test); debug builds only.
    static func counted(_ body: () throws -> Void) rethrows -> Int {
        let tally = Tally()
        try $tally.withValue(tally) { try body() }
        return tally.count
    }

    @TaskLocal private static var tally: Tally?

    private final class Tally: @unchecked Sendable {
        var count = 0
    }
    #endif

    /// Whether the wheel at `x`, `y` scrolls the list: over its rows, those showing
    /// around a floating bar included.
    public func scrollsList(x: Int, y: Int) -> Bool {
        let rows = Rect(x: content.x, y: content.y, width: content.width, height: max(content.height, frame.maxY - content.y))
        return rows.contains(x: x, y: y) && bar?.covers(x: x, y: y) != true && accessory?.area.contains(x: x, y: y) != true
    }

    /// What the pointer at `x`, `y` is over.
    public func target(x: Int, y: Int) -> Target? {
        if let dialog { return dialog.target(x: x, y: y) }
        if let keyboard, keyboard.area.contains(x: x, y: y) { return keyboard.key(x: x, y: y).map(Target.keyboardKey) }
        if let sidebarToggle, sidebarToggle.contains(x: x, y: y) { return .sidebarToggle }
        if let accessory, accessory.area.contains(x: x, y: y) { return .accessory }
        if let bar, bar.covers(x: x, y: y) { return bar.slot(x: x, y: y).map(Target.barSlot) }
        if let sidebar, sidebar.area.contains(x: x, y: y) { return sidebar.section(x: x, y: y).map(Target.barSlot) }
        if let strip, strip.area.contains(x: x, y: y) { return strip.target(x: x) }
        if let backButton, backButton.contains(x: x, y: y) { return .back }
        if let segment = segmented?.segment(x: x, y: y) { return .segment(segment) }
        if let field = headerFields.first(where: { $0.rect.contains(x: x, y: y) }) { return .headerField(field.index) }
        if let item = visibleItems.first(where: { $0.rect.contains(x: x, y: y) }) { return .item(item.index) }
        return nil
    }

    public static func == (lhs: ScreenLayout, rhs: ScreenLayout) -> Bool {
        lhs.size == rhs.size && lhs.frame == rhs.frame && lhs.titleRow == rhs.titleRow && lhs.title == rhs.title
            && lhs.largeTitleRow == rhs.largeTitleRow && lhs.titleCentred == rhs.titleCentred
            && lhs.backButton == rhs.backButton && lhs.headerFields.map(\.rect) == rhs.headerFields.map(\.rect)
            && lhs.strip == rhs.strip && lhs.segmented == rhs.segmented && lhs.content == rhs.content && lhs.visibleItems.map(\.index) == rhs.visibleItems.map(\.index)
            && lhs.emptyMessage == rhs.emptyMessage && lhs.bar == rhs.bar && lhs.sidebar == rhs.sidebar && lhs.keyboard == rhs.keyboard
            && lhs.dialog == rhs.dialog && lhs.accessory == rhs.accessory && lhs.sidebarToggle == rhs.sidebarToggle
    }
}
