/// What a program's renderer keeps from one frame to the next, so that a frame lays
/// out and draws only what changed (and lints the prototype only once the Ctrl-L panel
/// shows): for the last states drawn, the layout and, when it
/// cannot change, the still frame (the state drawn without a transition). A
/// transition's frames show the new state and the frozen ones it leaves: one, or up to
/// three when it was interrupted (S4). For one renderer's frames only.
public struct FrameCache: Sendable {
    /// Newest last.
    private var entries: [Entry] = []
    /// How many states are kept: the new one and up to three leaving ones.
    private static let capacity = 4

    private struct Entry {
        let state: AppState
        let layout: ScreenLayout
        var still: CellBuffer?
    }

    /// The prototype's lint findings for the Ctrl-L panel, found the first time it
    /// shows (the prototype never changes under a renderer; a reload makes a new one).
    private var findings: [Diagnostic]?

    public init() {}

    /// The lint findings, found by `find` the first time.
    mutating func lintFindings(_ find: () -> [Diagnostic]) -> [Diagnostic] {
        if let findings { return findings }
        let found = find()
        findings = found
        return found
    }

    /// The layout of `state`, made by `make` unless kept.
    mutating func layout(of state: AppState, make: (AppState) -> ScreenLayout) -> ScreenLayout {
        entries[entry(for: state, make: make)].layout
    }

    /// The still frame of `state`, drawn by `draw` in its layout unless kept; kept for
    /// the next frames when `lasts` (when it does not depend on the time).
    mutating func still(of state: AppState, lasts: Bool, layOut: (AppState) -> ScreenLayout,
                        draw: (ScreenLayout) -> CellBuffer) -> CellBuffer {
        let index = entry(for: state, make: layOut)
        if let still = entries[index].still { return still }
        let still = draw(entries[index].layout)
        if lasts { entries[index].still = still }
        return still
    }

    /// The index of the entry for `state`, added (laid out by `make`) if missing.
    private mutating func entry(for state: AppState, make: (AppState) -> ScreenLayout) -> Int {
        // Newest first, the likeliest, and by index, so no entry is copied to compare it.
        for index in entries.indices.reversed() where entries[index].state == state { return index }
        entries = entries.suffix(Self.capacity - 1) + [Entry(state: state, layout: make(state))]
        return entries.count - 1
    }
}
