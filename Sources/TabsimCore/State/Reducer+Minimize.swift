extension Reducer {
    /// iOS 26's `minimize:` (issue 22): the list scrolled the way that minimizes shrinks
    /// the floating bar to a small capsule holding the selected tab; scrolled back (by
    /// any means: the wheel, a drag, Up, PgUp or Home, whether or not the list moves),
    /// another screen shown, or the capsule tapped, the bar is restored. The change is
    /// animated on the transitions' clock from wherever a running one had got to (S4),
    /// and cross-fades under reduce motion (S5).
    func minimizeBar(from before: AppState, _ state: inout AppState, now: Int) -> [Effect] {
        if prototype.minimize != .never, state.showsFloatingBar(in: prototype) {
            if ScreenNode(state) != ScreenNode(before) {
                state.barMinimized = false
            } else {
                // A scroll minimizes or restores; a cursor moving inside the rows shown
                // (Up/Down and PgUp/PgDn scroll the content, I1) restores only.
                let current = state.currentScreenState, previous = before.currentScreenState
                let minimizesDown = prototype.minimize == .onScrollDown
                if current.scroll != previous.scroll {
                    state.barMinimized = (current.scroll > previous.scroll) == minimizesDown
                } else if current.cursor != previous.cursor, (current.cursor > previous.cursor) != minimizesDown {
                    state.barMinimized = false
                }
            }
        }
        guard state.barMinimized != before.barMinimized else { return [] }
        let from = before.barMotion.map { $0.progress(at: now) } ?? (before.barMinimized ? 1 : 0)
        guard prototype.transition != .none, prototype.durationMilliseconds > 0 else {
            state.barMotion = nil
            return []
        }
        let crossFades = prototype.reduceMotion || prototype.transition == .fade
        let duration = prototype.reduceMotion ? min(prototype.durationMilliseconds, Self.reducedMotionDuration) : prototype.durationMilliseconds
        state.barMotion = BarMotion(from: from, to: state.barMinimized ? 1 : 0, start: now, duration: duration, crossFades: crossFades)
        state.animationGeneration += 1
        return [.animate(generation: state.animationGeneration)]
    }
}
