import TabsimCore

/// A session that finished or ended, as the registry keeps it once its prototype,
/// screens and recording are let go: what the dashboard says of it, and what a page
/// that takes it up again is told.
struct ConcludedSession: Sendable {
    var summary: SessionSummary
    /// The variant it tried, by its place in the study's.
    var variant: Int
    /// The colours its live view is drawn in.
    var appearance: Appearance
    /// The welcome, then its completion code (`done`) or why it ended (`closed`).
    var messages: [ServerMessage]
}
