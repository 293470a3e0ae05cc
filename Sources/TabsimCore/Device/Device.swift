/// A device to show a prototype in: the size of its screen in terminal cells, and the
/// name it is known by. The screen is the prototype's: the frame's status bar and
/// bezel lie around it.
public struct Device: Equatable, Sendable {
    /// The preset's name (`phone`, `tablet`…), or nil for a size given as `--viewport`.
    public var name: String?
    /// The prototype's screen in cells: what it is laid out in, as `--size` would give it.
    public var viewport: Size
    /// What the preset stands for, for `tabsim devices`.
    public var summary: String

    public init(name: String? = nil, viewport: Size, summary: String = "") {
        self.name = name
        self.viewport = viewport
        self.summary = summary
    }

    /// The presets, sized so tabsim's layouts behave as on the device: portrait phones
    /// are tall and narrow (the bar puts icons above labels, compact width), a phone in
    /// landscape is wide and short (icons beside labels), and a tablet has regular
    /// width. Each frame fits a 120x40 terminal.
    public static let presets: [Device] = [
        Device(name: "phone", viewport: Size(width: 40, height: 30),
               summary: "a compact phone in portrait (as an iPhone SE or mini): compact width, icons above labels"),
        Device(name: "phone-landscape", viewport: Size(width: 70, height: 18),
               summary: "the compact phone in landscape: compact width, icons beside labels"),
        Device(name: "phone-large", viewport: Size(width: 46, height: 34),
               summary: "a large phone in portrait (as an iPhone Pro Max): compact width, icons above labels"),
        Device(name: "tablet", viewport: Size(width: 100, height: 36),
               summary: "a tablet in landscape (as an iPad): regular width (up to six bar slots)"),
    ]

    /// Points (dp on Android) a column stands for where tabsim draws a platform's fixed
    /// sizes: iOS's 16 pt margin takes 2 columns, Material 3's 80 dp rail 10 and its 24 dp
    /// indicator 3. Rows are not to scale: one stands for a 44 pt list row or a 48 dp tab.
    public static let pointsPerColumn = 8

    /// The preset called `name` (any case).
    public static func preset(named name: String) -> Device? {
        presets.first { $0.name == name.lowercased() }
    }

    /// How the frame is called in messages: "the phone frame" or "a 40x20 viewport".
    var described: String {
        name.map { "the \($0) frame" } ?? "a \(viewport.width)x\(viewport.height) viewport"
    }
}
