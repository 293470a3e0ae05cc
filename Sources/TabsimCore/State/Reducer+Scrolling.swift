extension Reducer {
    /// Rows available to the list on screen now.
    func contentHeight(_ state: AppState) -> Int {
        ScreenLayout.contentHeight(prototype: prototype, state: state)
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
        ScreenLayout.shownScroll(state.currentScreenState, itemCount: state.currentScreen(in: prototype).itemCount,
                                 visible: contentHeight(state))
    }

    /// Scrolls the list by whole rows without moving past its ends (I2 wheel, drag); the
    /// cursor follows when it would leave the view.
    func scrollContent(by rows: Int, _ state: inout AppState) {
        let count = state.currentScreen(in: prototype).itemCount
        let height = contentHeight(state)
        var screen = state.currentScreenState
        screen.scroll = ScreenLayout.clampedScroll(shownScroll(state) + rows, itemCount: count, visible: height)
        screen.cursor = max(screen.scroll, min(screen.cursor, screen.scroll + height - 1, count - 1))
        state.currentScreenState = screen
    }

    /// Keeps the cursor on an item of the screen shown.
    func clampCursor(_ state: inout AppState) {
        let count = state.currentScreen(in: prototype).itemCount
        state.currentScreenState.cursor = max(0, min(state.currentScreenState.cursor, count - 1))
    }

    func keepCursorVisible(_ state: inout AppState) {
        let count = state.currentScreen(in: prototype).itemCount
        let height = max(1, contentHeight(state))
        var screen = state.currentScreenState
        screen.cursor = max(0, min(screen.cursor, count - 1))
        if screen.cursor < screen.scroll { screen.scroll = screen.cursor }
        if screen.cursor >= screen.scroll + height { screen.scroll = screen.cursor - height + 1 }
        screen.scroll = ScreenLayout.clampedScroll(screen.scroll, itemCount: count, visible: height)
        state.currentScreenState = screen
    }
}
