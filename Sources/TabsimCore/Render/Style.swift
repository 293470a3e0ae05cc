/// A terminal colour: an index in the xterm 256-colour palette plus the nearest of
/// the 8 basic colours for terminals that have only those; -1 is the default colour.
public struct Color: Hashable, Sendable {
    /// Index in the 256-colour palette, or -1 for the terminal's default.
    public let xterm: Int16
    /// Index among the 8 basic colours, or -1 for the terminal's default.
    public let basic: Int16

    public init(xterm: Int16, basic: Int16) {
        self.xterm = xterm
        self.basic = basic
    }

    public static let `default` = Color(xterm: -1, basic: -1)
    public static let black = Color(xterm: 16, basic: 0)
    public static let white = Color(xterm: 231, basic: 7)
    public static let red = Color(xterm: 196, basic: 1)
    public static let gray = Color(xterm: 245, basic: 7)
    public static let darkGray = Color(xterm: 238, basic: 0)
    public static let blue = Color(xterm: 33, basic: 4)
    public static let green = Color(xterm: 35, basic: 2)
    public static let orange = Color(xterm: 208, basic: 3)
    public static let purple = Color(xterm: 135, basic: 5)
    public static let pink = Color(xterm: 205, basic: 5)
    public static let teal = Color(xterm: 37, basic: 6)
    public static let indigo = Color(xterm: 63, basic: 4)
    public static let yellow = Color(xterm: 220, basic: 3)
}

/// Text attributes a terminal can show without colour.
public struct Attributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let bold = Attributes(rawValue: 1)
    public static let dim = Attributes(rawValue: 2)
    public static let reverse = Attributes(rawValue: 4)
    public static let underline = Attributes(rawValue: 8)
    public static let italic = Attributes(rawValue: 16)
}

/// How one cell looks.
public struct Style: Hashable, Sendable {
    public var foreground: Color
    public var background: Color
    public var attributes: Attributes

    public init(foreground: Color = .default, background: Color = .default, attributes: Attributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    public static let plain = Style()

    /// A short readable description, used by `render --styles` and failing tests.
    public var summary: String {
        var parts: [String] = []
        if foreground != .default { parts.append("fg=\(Style.name(of: foreground))") }
        if background != .default { parts.append("bg=\(Style.name(of: background))") }
        let names: [(Attributes, String)] = [(.bold, "bold"), (.dim, "dim"), (.reverse, "reverse"), (.underline, "underline"), (.italic, "italic")]
        for (attribute, name) in names where attributes.contains(attribute) { parts.append(name) }
        return parts.isEmpty ? "plain" : parts.joined(separator: " ")
    }

    private static let colorNames: [Color: String] = [
        .black: "black", .white: "white", .red: "red", .gray: "gray", .darkGray: "darkgray", .blue: "blue",
        .green: "green", .orange: "orange", .purple: "purple", .pink: "pink", .teal: "teal", .indigo: "indigo",
        .yellow: "yellow",
    ]

    private static func name(of color: Color) -> String { colorNames[color] ?? "#\(color.xterm)" }
}
