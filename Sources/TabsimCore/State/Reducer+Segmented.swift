extension Reducer {
    /// Selecting a segment of the screen's segmented control: its rows show in place, at
    /// their top. It is no navigation (the stack stays, nothing slides: 000, a segmented
    /// control modifies the current view) but a selection, with selection feedback, so
    /// it is in the event log.
    func selectSegment(_ segment: Int, _ state: inout AppState) -> [Effect] {
        let screen = state.currentScreen(in: prototype)
        guard screen.segments.indices.contains(segment), state.currentScreenState.segment != segment else { return [] }
        var memory = state.currentScreenState
        memory.segment = segment
        memory.cursor = 0
        memory.scroll = 0
        memory.filterMatches = nil
        state.currentScreenState = memory
        return [.selectionFeedback]
    }
}
