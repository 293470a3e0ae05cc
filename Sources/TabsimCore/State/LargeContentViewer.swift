/// UIKit's large content viewer on a stock tab bar (`UILargeContentViewerInteraction`):
/// at an accessibility text size the bar keeps its size, so a press held on one of its
/// items past the long-press duration shows the item's icon and label enlarged in a
/// panel at the screen's centre; sliding the finger along the bar shows the item under
/// it, and the release selects that item and hides the panel.
public struct LargeContentViewer: Equatable, Sendable {
    /// How long a press is held before the viewer shows: UIKit's long-press duration
    /// (`UILongPressGestureRecognizer.minimumPressDuration`, 0.5 s).
    public static let pressMilliseconds = 500

    /// When the press went down on the bar.
    public var pressedAt: Int
    /// The bar slot under the finger; nil once it has slid off the bar.
    public var slot: Int?
    /// Whether the panel shows: the press has been held long enough.
    public var isShown = false

    /// When the held press shows the viewer, while it is still waiting.
    public var deadline: Int? { isShown ? nil : pressedAt + Self.pressMilliseconds }
}
