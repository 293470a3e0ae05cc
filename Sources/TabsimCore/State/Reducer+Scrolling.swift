extension Reducer {
    /// The list on screen now: its items' rows and which fit.
    func list(_ state: AppState) -> ListMetrics {
        ScreenLayout.list(prototype: prototype, state: state)
    }

    /// The items a page up or down moves by: one less than fit from the list's top.
    func pageStep(_ state: AppState) -> Int {
        max(1, list(state).fitting(from: shownScroll(state)) - 1)
    }

    func moveCursor(by step: Int, _ state: inout AppState) {
        moveCursor(to: state.currentScreenState.cursor + step, &state)
    }

    /// Moves the list cursor (clamped) and scrolls so it stays visible (I1).
    func moveCursor(to item: Int, _ state: inout AppState) {
        let count = state.currentScreen(in: prototype).itemCount
        var screen = state.currentScreenState
        screen.cursor = max(0, min(item, count - 1))
        state.currentScreenState = screen
        keepCursorVisible(&state)
    }

    /// The list's scroll as drawn: the stored one, which a smaller terminal may have
    /// moved to the cursor.
    func shownScroll(_ state: AppState) -> Int {
        list(state).shownScroll(state.currentScreenState)
    }

    /// Scrolls the list by whole rows without moving past its ends (I2 wheel, drag); the
    /// cursor follows when it would leave the view.
    func scrollContent(by rows: Int, _ state: inout AppState) {
        let list = list(state)
        var screen = state.currentScreenState
        screen.scroll = list.clampedScroll(list.shownScroll(screen) + rows)
        screen.cursor = max(screen.scroll, min(screen.cursor, screen.scroll + list.fitting(from: screen.scroll) - 1, list.itemCount - 1))
        state.currentScreenState = screen
    }

    /// Keeps the cursor on an item of the screen shown.
    func clampCursor(_ state: inout AppState) {
        let count = state.currentScreen(in: prototype).itemCount
        state.currentScreenState.cursor = max(0, min(state.currentScreenState.cursor, count - 1))
    }

    func keepCursorVisible(_ state: inout AppState) {
        var list = list(state)
        list.visible = max(1, list.visible)
        var screen = state.currentScreenState
        screen.cursor = max(0, min(screen.cursor, list.itemCount - 1))
        if screen.cursor < screen.scroll { screen.scroll = screen.cursor }
        if screen.cursor >= screen.scroll + list.fitting(from: screen.scroll) { screen.scroll = list.firstItem(showing: screen.cursor) }
        screen.scroll = list.clampedScroll(screen.scroll)
        state.currentScreenState = screen
    }
}
