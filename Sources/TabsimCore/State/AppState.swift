/// Everything that changes while a prototype runs. A value: the reducer is the only
/// thing that changes it, and the view draws it.
public struct AppState: Equatable, Sendable {
    public var size: Size
    /// What the bottom bar has selected: a section, or the More list (B5).
    public var selection: Selection
    /// Per-section memory, one entry a section, kept across switches (T8, B13).
    public var sections: [SectionState]
    /// The More tab's own state: its list and the section last chosen from it (B5).
    public var more: MoreState
    /// Which bar Left/Right drive, and whether the list cursor is highlighted (I1).
    public var focus: Focus
    /// The item under a held mouse button (I2, T4).
    public var pressed: Target?
    /// Where the held mouse button went down, to tell a drag from a tap.
    public var pressOrigin: CellPoint?
    /// The strip's scroll when the held button went down on it: a drag along the strip
    /// scrolls it from there, as a finger does (T5).
    public var pressStripOffset: Int?
    /// The list's scroll when the held button went down on its rows: a drag up or down
    /// scrolls it from there, the rows following the pointer (I2).
    public var pressScroll: Int?
    /// The field being typed into, if any; the keyboard shows while it is set (B9).
    public var editing: FieldRef? {
        didSet {
            if editing != oldValue {
                keyboardShift = false
                keyboardShiftIsManual = false
                keyboardLayer = .letters
            }
            if editing != oldValue { caret = Int.max }
        }
    }
    /// Where typing goes in the field being edited, in characters; past the end means
    /// at the end.
    public var caret = Int.max
    /// Which header field Enter types into while the header has focus (T7).
    public var headerCursor = 0
    /// The keyboard's shift key is on for the next letter: by the field's capitalisation,
    /// or as the shift key was last tapped.
    public var keyboardShift = false
    /// Whether the shift key was tapped since the last letter, overriding capitalisation.
    public var keyboardShiftIsManual = false
    /// Letters, or digits and punctuation (the `123` key).
    public var keyboardLayer = KeyboardLayer.letters
    /// What the return key says, from the field being typed into.
    public var keyboardReturnKey = ReturnKey.done
    /// Which keyboard shows, from the field being typed into (`keyboard:`).
    public var keyboardType = KeyboardType.text
    /// The keyboard key lit up by the last typed key, and since when (B9).
    public var keyboardFlash: KeyboardFlash?
    /// The list's cursor row shows: after a key press, until the next tap, as iOS shows
    /// no resting row highlight to a finger.
    public var showsCursor = false
    public var showsHelp: Bool
    /// The lint findings' panel shows (Ctrl-L): the designer's check while editing.
    public var showsLint = false
    /// The alert or action sheet shown over the screen; the bar under it is inert.
    public var dialog: PresentedDialog?
    /// The last button chosen in a dialog, for walkthrough checks.
    public var lastDialogChoice: DialogChoice?
    /// The bottom bar's size class, from the width unless forced (B6).
    public var sizeClassOverride: SizeClass?
    /// The orientation, from the aspect unless forced (B6).
    public var orientationOverride: Orientation?
    /// Bar or sidebar, from the width unless forced (B15).
    public var navigationOverride: NavigationStyle?
    /// What the sidebar toggle chose (`sidebar: adaptable`), over the layout's choice.
    public var sidebarChoice: NavigationStyle?
    /// The slide or fade in progress, if any (S).
    public var transition: Transition?
    /// The strip underline's move in progress, if any (S6).
    public var indicator: IndicatorMotion?
    /// The floating bar is minimized to a small capsule holding the selected tab
    /// (`minimize:`, iOS 26).
    public var barMinimized = false
    /// Its shrinking or growing in progress, if any.
    public var barMotion: BarMotion?
    /// A press held on a bar item at an accessibility text size: the large content
    /// viewer, waiting for the long press or showing.
    public var largeContent: LargeContentViewer?
    /// Bumped by every animation start; a frame tick of another generation is stale (S4).
    public var animationGeneration = 0
    /// When the prototype was launched, for `badge_update` timing.
    public var launchedAt = 0
    /// Sections whose `badge_update` has arrived (B4).
    public var deliveredBadgeUpdates: Set<Int> = []

    /// A fresh state for `prototype`: first section, first selectable page (T2).
    public init(prototype: Prototype, size: Size, initialSection: Int = 0, launchedAt: Int = 0) {
        self.size = size
        self.launchedAt = launchedAt
        sections = prototype.sections.map(SectionState.init(section:))
        more = MoreState()
        focus = .bar
        pressed = nil
        editing = nil
        showsHelp = false
        sizeClassOverride = prototype.sizeClass
        orientationOverride = prototype.orientation
        navigationOverride = prototype.navigation
        transition = nil
        indicator = nil
        let start = prototype.sections.indices.contains(initialSection) ? initialSection : 0
        selection = .section(start)
        if barModel(for: prototype).isOverflow(start) {
            more.chosen = start
        }
    }

    /// The size class in force: forced, or compact below `SizeClass.regularMinimumWidth`.
    public var sizeClass: SizeClass { sizeClassOverride ?? SizeClass(width: size.width) }

    /// Whether anything moves at `now`, so frames must be drawn (S3); contents a drag
    /// holds move only with the pointer.
    public var isAnimating: Bool {
        (transition != nil && transition?.followsPointer != true) || (indicator != nil && indicator?.followsPointer != true)
            || keyboardFlash != nil || barMotion != nil
    }

    /// The selected section, or nil while the More list shows.
    public var selectedSection: Int? {
        if case .section(let index) = selection { return index }
        return nil
    }
}

/// A keyboard key lit up briefly because its character was typed (B9).
public struct KeyboardFlash: Equatable, Sendable {
    /// How long a typed key stays lit, unless slow motion stretches it.
    public static let defaultDuration = 150
    public var key: KeyboardKey
    public var start: Int
    public var duration = Self.defaultDuration
    public func isFinished(at now: Int) -> Bool { now - start >= duration }
}

/// What the bottom bar has selected.
public enum Selection: Hashable, Sendable {
    case section(Int)
    case moreList
}

/// Which part Left/Right act on; Tab and Shift-Tab move it (I1).
public enum Focus: Equatable, Sendable, CaseIterable {
    /// The fields above a strip (T7), shared by its pages.
    case header
    case strip, content, bar
}

/// Compact or regular width (B5, B6).
public enum SizeClass: String, Equatable, Sendable, CaseIterable {
    case compact, regular

    /// Terminals at least this many columns wide are regular width.
    public static let regularMinimumWidth = 100

    public init(width: Int) { self = width >= SizeClass.regularMinimumWidth ? .regular : .compact }

    /// How many items the bar shows before the last becomes More (B5).
    public var maximumBarItems: Int { self == .compact ? 5 : 6 }
}

/// Memory of one section: its selected page, each page's screen, its pushed screens.
public struct SectionState: Equatable, Sendable {
    public var selectedPage: Int
    /// One screen state a page (one for a section without pages).
    public var pages: [ScreenState]
    /// Text of the header's fields, shared by all pages (T7).
    public var headerFieldTexts: [Int: String]
    /// The strip's sideways scroll, in columns (T5).
    public var stripOffset: Int
    /// Screens pushed from the root, deepest last (B13).
    public var stack: [PushedScreen]

    public init(section: Section) {
        var first = 0
        if case .pages(let strip) = section.content {
            first = strip.pages.firstIndex { !$0.disabled } ?? 0
        }
        selectedPage = first
        pages = Array(repeating: ScreenState(), count: max(1, section.pageCount))
        headerFieldTexts = [:]
        stripOffset = 0
        stack = []
    }
}

/// A screen pushed by choosing a row (B13).
public struct PushedScreen: Equatable, Sendable {
    /// The row, in the screen below, that opened this one, or `accessoryRow`.
    public var rowIndex: Int
    public var screen: ScreenState
    /// Presented modally: covers the bar and closes with `✕ Close` (B1).
    public var isModal: Bool
    /// Its strip's memory, when the screen shows a strip of pages (then `screen` is unused).
    public var strip: StripMemory?
    public init(rowIndex: Int, screen: ScreenState = ScreenState(), isModal: Bool = false) {
        self.rowIndex = rowIndex
        self.screen = screen
        self.isModal = isModal
    }
}

/// Memory of one screen: the list cursor, the scroll and the fields' text (T8).
public struct ScreenState: Equatable, Sendable {
    /// Index over the screen's items: fields first, then rows.
    public var cursor: Int = 0
    /// The first visible item.
    public var scroll: Int = 0
    public var fieldTexts: [Int: String] = [:]
    /// Switch rows flipped from how the file sets them, by row index (T8).
    public var toggles: [Int: Bool] = [:]
    /// The rows a filter field's text matches, kept while the text stays the same.
    public var filterMatches: FilterMatches?
    /// The selected segment of the screen's segmented control, if it has one.
    public var segment = 0
    public init() {}
}

/// The rows of a screen that hold every word of its filter text, in any case: only
/// their indices, so copying and comparing a state stays cheap.
public struct FilterMatches: Equatable, Sendable {
    /// The filter text the matches were found for, word by word.
    public var words: [String]
    /// Each match's index among all the screen's rows.
    public var indices: [Int]

    init(words: [String], screen: Screen) {
        self.words = words
        let lowered = words.map { $0.lowercased() }
        indices = (0..<screen.rows.count).filter { index in
            let text = screen.rows[index].text.lowercased()
            return lowered.allSatisfy { text.contains($0) }
        }
    }
}

/// The More tab's memory (B5).
public struct MoreState: Equatable, Sendable {
    public var list = ScreenState()
    /// The section chosen from the list, shown when More is selected again.
    public var chosen: Int?
    /// The list was open when a resize took the More slot away; it opens again when
    /// the slot comes back (I3: a resize loses no state).
    public var listAwaitsReturn = false
    public init() {}
}

/// A text field: one of the strip header's, or one of the current screen's.
public enum FieldRef: Equatable, Sendable {
    case header(Int)
    case content(Int)
}

/// Something the pointer can press.
public enum Target: Equatable, Sendable {
    case barSlot(Int)
    case stripPage(Int)
    case back
    case item(Int)
    case headerField(Int)
    case stripScrollLeft
    case stripScrollRight
    case keyboardKey(KeyboardKey)
    /// A button of the dialog shown, by its index in the dialog's buttons.
    case dialogButton(Int)
    /// The dimmed screen around an action sheet: a tap there cancels it, as on iOS.
    case dialogBackdrop
    /// iOS 26's bottom accessory.
    case accessory
    /// The button that turns the top tab bar into the sidebar and back.
    case sidebarToggle
    /// A segment of the screen's segmented control, by its index.
    case segment(Int)
}

/// A cell of the screen.
public struct CellPoint: Equatable, Sendable {
    public var x: Int
    public var y: Int

    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }
}
