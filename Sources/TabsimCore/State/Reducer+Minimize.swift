extension Reducer {
    /// iOS 26's `minimize:` (issue 22): the list scrolled the way that minimizes shrinks
    /// the floating bar to a small capsule holding the selected tab; scrolled back,
    /// another screen shown, or the capsule tapped, the bar is restored. The change is
    /// animated on the transitions' clock from wherever a running one had got to (S4),
    /// and cross-fades under reduce motion (S5).
    func minimizeBar(from before: AppState, _ state: inout AppState, now: Int) -> [Effect] {
        if prototype.minimize != .never, state.showsFloatingBar(in: prototype) {
            if ScreenNode(state) != ScreenNode(before) {
                state.barMinimized = false
            } else if state.currentScreenState.scroll != before.currentScreenState.scroll {
                let down = state.currentScreenState.scroll > before.currentScreenState.scroll
                state.barMinimized = down == (prototype.minimize == .onScrollDown)
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
