/// A prototype: one app's tab-based navigation, as described by a prototype file.
public struct Prototype: Equatable, Sendable {
    public var name: String
    public var tint: Tint
    /// Forced dark or light palette, or nil to follow the terminal's background.
    public var appearance: Appearance?
    public var transition: TransitionStyle
    /// Length of a slide or fade, in milliseconds (S3).
    public var durationMilliseconds: Int
    public var remember: RememberPolicy
    /// The bottom bar's sections, in order (B).
    public var sections: [Section]
    /// Forced size class, or nil to follow the terminal's width (B6).
    public var sizeClass: SizeClass?
    /// Forced orientation, or nil to follow the terminal's aspect (B6).
    public var orientation: Orientation?
    /// Forced bar or sidebar, or nil for automatic (B15).
    public var navigation: NavigationStyle?
    /// Reduce motion is on: every motion becomes a short cross-fade (S5).
    public var reduceMotion = false
    /// What a participant may drive the prototype with (touch: only what a phone allows).
    public var input: InputMode = .both
    /// Where a Scroll strip brings the selected tab (T5).
    public var stripAlign: StripAlign = .center
    /// Material's primary tabs (the indicator as wide as the label) or secondary tabs
    /// (as wide as the tab, the default) (`strip_style:`).
    public var stripHierarchy: StripHierarchy = .secondary
    /// Whose tab bar is drawn: iOS 17's docked bar (the default) or iOS 26's floating one.
    public var platform: Platform = .ios17
    /// When iOS 26's floating bar minimizes as the list scrolls (`minimize:`).
    public var minimize: MinimizeBehavior = .never
    /// Which labels Material 3's navigation bar and rail show (`labels:`).
    public var labels: NavigationLabels = .always
    /// iOS 26's bottom accessory over the floating bar (`accessory:`), if any.
    public var accessory: BottomAccessory?
    /// Whether a button turns iPadOS's top tab bar into the sidebar and back (`sidebar:`).
    public var sidebar: SidebarMode = .fixed
    /// The Dynamic Type size rows and titles are drawn at (`text_size:`).
    public var textSize: TextSize = .large

    /// How long a typed key of the simulated keyboard stays lit (B9).
    public var keyFlashMilliseconds = KeyboardFlash.defaultDuration

    /// Lint rules the design breaks on purpose, in rule order (`lint: {accept: …}`).
    public var lintAcceptances: [LintAcceptance] = []

    /// Every motion (transitions, the underline, a lit key) `factor` times slower, as the
    /// iOS Simulator's slow animations, to show a transition in a review or catch its
    /// middle frames.
    public mutating func slowDown(by factor: Double) {
        durationMilliseconds = Int((Double(durationMilliseconds) * factor).rounded())
        keyFlashMilliseconds = Int((Double(keyFlashMilliseconds) * factor).rounded())
    }

    /// Whether keyboard focus and the list cursor are drawn: not in touch mode, as no
    /// phone shows them.
    public var showsKeyboardFocus: Bool { input != .touch }

    public init(name: String, tint: Tint = .blue, transition: TransitionStyle = .slide,
                durationMilliseconds: Int = 280, remember: RememberPolicy = .habitual, sections: [Section]) {
        self.name = name
        self.tint = tint
        self.transition = transition
        self.durationMilliseconds = durationMilliseconds
        self.remember = remember
        self.sections = sections
    }
}

/// The active colour of the bar and strip.
public enum Tint: String, CaseIterable, Sendable {
    case blue, green, orange, red, purple, pink, teal, indigo, mono
}

/// How content changes when the selection does (S5).
public enum TransitionStyle: String, CaseIterable, Sendable {
    case slide, fade, none
}

/// What a participant may drive the prototype with.
public enum InputMode: String, CaseIterable, Sendable {
    /// Only what a phone user can do: tap, press, drag or wheel to scroll, and type
    /// through the simulated keyboard; keys do not navigate.
    case touch
    /// Keys and mouse alike, as a terminal program.
    case keyboard
    /// The same as keyboard: everything works (the default).
    case both
}

/// Where a Scroll strip scrolls the selected tab to (T5).
public enum StripAlign: String, CaseIterable, Sendable {
    /// Toward the centre, as Material 3's scrollable tabs do.
    case center
    /// Only as far as it takes to show it whole, next to the edge.
    case edge
}

/// Whether the last section is reopened at launch (T10).
public enum RememberPolicy: String, CaseIterable, Sendable {
    case never, habitual, always
}

/// A bottom-bar tab (B2).
public struct Section: Equatable, Sendable {
    public var label: String
    /// Where the section is written in the file.
    public var position: SourcePosition?
    public var icon: Icon?
    public var badge: Badge?
    /// A badge that arrives while the prototype runs, to try notification feedback (B4, B14).
    public var badgeUpdate: BadgeUpdate?
    public var content: SectionContent
    /// The SF Symbol a SwiftUI export uses for the tab (`sf_symbol:`), when named.
    public var sfSymbol: String?
    /// What the tab is for beyond a place (`role: search`).
    public var role: SectionRole?
    /// The group it is listed under in the sidebar (`group:`, SwiftUI's `TabSection`).
    public var group: String?
    /// What a screen reader calls the tab instead of its label (`accessibility_label:`).
    public var accessibilityLabel: String?

    /// The tab's name as a screen reader speaks it: its accessibility label, else its
    /// label (empty for an icon-only tab, whose glyph has no name to speak).
    public var spokenLabel: String { TextFitting.sanitized(accessibilityLabel ?? label) }

    public init(label: String, icon: Icon? = nil, badge: Badge? = nil, content: SectionContent) {
        self.label = label
        self.icon = icon
        self.badge = badge
        self.content = content
    }

    /// The root screens this section can show: one, or one a page.
    public var pageCount: Int {
        if case .pages(let strip) = content { return strip.pages.count }
        return 1
    }
}

/// What a section shows: a single screen, or a top strip of pages (T).
public enum SectionContent: Equatable, Sendable {
    case screen(Screen)
    case pages(PageStrip)
}

/// An icon in an unfilled (inactive) and a filled (active) form (B2, B3).
public struct Icon: Equatable, Sendable {
    public var unfilled: String
    public var filled: String
    public init(unfilled: String, filled: String) {
        self.unfilled = unfilled
        self.filled = filled
    }
}

/// A badge on a bar item or a page: a count or an alert (B4).
public enum Badge: Equatable, Sendable {
    case count(Int)
    case alert

    /// The largest count a file may give (shown as `99+`).
    public static let maximumCount = Int(Int32.max)

    /// The badge's text: the count capped as `99+`, or `!`.
    public var text: String {
        switch self {
        case .count(let n): return n > 99 ? "99+" : String(n)
        case .alert: return "!"
        }
    }
}

/// A badge change some time after launch: `badge_update: {after: 8000, badge: 4}`.
public struct BadgeUpdate: Equatable, Sendable {
    /// Milliseconds after launch.
    public var afterMilliseconds: Int
    /// The new badge; nil clears it.
    public var badge: Badge?
    public init(afterMilliseconds: Int, badge: Badge?) {
        self.afterMilliseconds = afterMilliseconds
        self.badge = badge
    }
}

/// A top strip of pages and the header shared by all of them (T1, T7).
public struct PageStrip: Equatable, Sendable {
    public var style: StripStyle
    /// Where the strip is written in the file.
    public var position: SourcePosition?
    public var header: Header
    public var pages: [Page]
    public init(style: StripStyle, header: Header, pages: [Page]) {
        self.style = style
        self.header = header
        self.pages = pages
    }
}

/// Scroll: items as wide as their labels; Fixed: equal widths (T5, T6).
public enum StripStyle: String, CaseIterable, Sendable {
    case scroll, fixed
}

/// Content above a strip that applies to every page (T7).
public struct Header: Equatable, Sendable {
    public var title: String?
    public var fields: [Field]
    public init(title: String? = nil, fields: [Field] = []) {
        self.title = title
        self.fields = fields
    }
}

/// One top-strip tab.
public struct Page: Equatable, Sendable {
    public var label: String {
        didSet { labelColumns = Self.columns(of: label) }
    }
    /// The label's width in columns, measured once: a strip of thousands of pages is
    /// laid out every frame.
    public private(set) var labelColumns: Int
    /// Where the page is written in the file.
    public var position: SourcePosition?
    public var badge: Badge?
    public var disabled: Bool
    public var screen: Screen
    /// What a screen reader calls the page's tab instead of its label (`accessibility_label:`).
    public var accessibilityLabel: String?

    /// The page's name as a screen reader speaks it: its accessibility label, else its label.
    public var spokenLabel: String { TextFitting.sanitized(accessibilityLabel ?? label) }

    public init(label: String, badge: Badge? = nil, disabled: Bool = false, screen: Screen) {
        self.label = label
        labelColumns = Self.columns(of: label)
        self.badge = badge
        self.disabled = disabled
        self.screen = screen
    }
}

extension Page {
    static func columns(of label: String) -> Int { DisplayWidth.of(TextFitting.sanitized(label)) }
}

/// A screen's content: a title, text fields, and a list of rows.
public struct Screen: Equatable, Sendable {
    public var title: String?
    public var fields: [Field]
    public var rows: Rows
    /// Shown when there are no rows: why, and what to do (B11).
    public var empty: String?
    /// A large bold title under the navigation bar, which collapses into the bar as the
    /// list scrolls (`large_title: true`, iOS's large titles).
    public var largeTitle = false
    /// A segmented control over the list (`segmented:`), each segment a run of `rows`;
    /// the selected one's rows show (see `showing(segment:)`).
    public var segments: [Segment] = []
    /// A top strip of pages under a pushed screen's navigation bar (`pages:` on a
    /// `detail:` or `modal:`), whose selected page's content shows (T).
    public var strip: PageStrip?

    /// The index among all the screen's rows of the row shown at `row`: the same, unless
    /// a filter field narrows the rows.
    public func sourceRow(_ row: Int) -> Int {
        if case .picked(_, let indices) = rows { return indices[row] }
        return row
    }

    public init(title: String? = nil, fields: [Field] = [], rows: Rows = .listed([]), empty: String? = nil) {
        self.title = title
        self.fields = fields
        self.rows = rows
        self.empty = empty
    }

    /// Fields come first, then rows: the items the content cursor moves over.
    public var itemCount: Int { fields.count + rows.count }
}
