/// Material 3's two kinds of tabs (`strip_style:`): the indicator under the label's
/// content (primary), or across the whole tab (secondary).
public enum StripHierarchy: String, CaseIterable, Sendable {
    /// Primary tabs: the indicator as wide as the label, at least 24 dp, 3 dp tall with
    /// rounded top corners.
    case primary
    /// Secondary tabs: the indicator across the whole tab, 2 dp tall.
    case secondary
}
