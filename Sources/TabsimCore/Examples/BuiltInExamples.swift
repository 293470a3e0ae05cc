/// Prototypes shipped inside the program: `tabsim examples` lists them,
/// `tabsim examples NAME` prints one to copy, `tabsim --example NAME` runs one.
public enum BuiltInExamples {
    /// One shipped prototype.
    public struct Example: Sendable {
        public let name: String
        public let summary: String
        public let source: String
    }

    /// All shipped prototypes; the first is the demo that runs when no file is given.
    public static let all: [Example] = [
        Example(name: "trailhead", summary: "the default demo: a hiking app with 5 sections, a Scroll and a Fixed strip", source: trailhead),
        Example(name: "bookshelf", summary: "the bottom bar in full: 8 sections and More, badges arriving, fields, details, a modal", source: bookshelf),
        Example(name: "newsstand", summary: "top strips: 12 Scroll pages with badges and a disabled one, a Fixed strip of 3", source: newsstand),
        Example(name: "dongne", summary: "a neighbourhood app with Korean labels and emoji icons", source: dongne),
        Example(name: "tunes", summary: "iOS 26's floating bar: a music app whose bar shrinks as a list scrolls, a search tab apart", source: tunes),
        Example(name: "gallery", summary: "iPadOS's top tab bar and its sidebar: a photos app whose albums are grouped in the sidebar", source: gallery),
        Example(name: "postbox", summary: "Material 3's navigation bar and rail: a mail app, the selected label only, large and small badges", source: postbox),
    ]

    /// The prototype that runs when no file is given.
    public static var demo: Example { all[0] }

    /// The shipped prototype with this name, if any.
    public static func named(_ name: String) -> Example? {
        all.first { $0.name == name.lowercased() }
    }
}
