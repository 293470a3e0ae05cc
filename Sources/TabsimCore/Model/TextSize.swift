/// The Dynamic Type size the prototype's text is drawn at (`text_size:`, `--text-size`):
/// iOS's default, `large`, or one of its five accessibility sizes. A terminal cell
/// cannot grow, so larger text takes more cells instead: a row's text and a large title
/// wrap as if each character were `scale` times wider, and the list's rows grow taller.
/// The tab bar, the strip's tabs and the keyboard keep their size, as UIKit's tab bar
/// does; at the accessibility sizes a long press on a bar item shows the large content
/// viewer instead (`LargeContentViewer`).
public enum TextSize: String, CaseIterable, Sendable {
    case large
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// The Body text style's point size at this size, from Apple's Human Interface
    /// Guidelines, Typography, "iOS, iPadOS Dynamic Type sizes"
    /// (https://developer.apple.com/design/human-interface-guidelines/typography#Specifications):
    /// Large 17 pt; AX1 28, AX2 33, AX3 40, AX4 47, AX5 53 pt.
    public var bodyPoints: Int {
        switch self {
        case .large: 17
        case .accessibility1: 28
        case .accessibility2: 33
        case .accessibility3: 40
        case .accessibility4: 47
        case .accessibility5: 53
        }
    }

    /// How many times wider each character is than at the default size (Body's points
    /// over 17): a line holds `columns / scale` characters.
    public var scale: Double { Double(bodyPoints) / Double(TextSize.large.bodyPoints) }

    /// Whether this is one of the accessibility sizes, at which a long press on a bar
    /// item shows the large content viewer (as `UILargeContentViewerInteraction` does).
    public var isAccessibilitySize: Bool { self != .large }

    /// The characters a line of `columns` columns holds at this size: all of them at the
    /// default size, fewer (at least one) at the larger ones.
    public func characters(inColumns columns: Int) -> Int {
        guard self != .large else { return columns }
        return max(1, Int(Double(columns) / scale))
    }
}

extension TextSize {
    /// `text` as lines of at most `columns` columns drawn at this size: cut to one line
    /// with `…` at the default size; at a larger one wrapped at spaces to
    /// `characters(inColumns:)` a line, on at most `rows` lines, the last ending with
    /// `…` when more would be needed.
    func lines(of text: String, inColumns columns: Int, rows: Int) -> [String] {
        guard self != .large else { return [TextFitting.truncated(text, toColumns: columns)] }
        guard columns > 0 else { return [""] }
        let lines = TextFitting.wrapped(text, toColumns: characters(inColumns: columns), rows: max(1, rows))
        return lines.isEmpty ? [""] : lines
    }
}
