/// The state machine: `reduce(&state, event)` applies one event and returns the
/// effects to run. Pure: no terminal, no clock, no I/O. A class, as it never changes: a
/// session's state holds it without copying the prototype at every message.
public final class Reducer: Sendable {
    public let prototype: Prototype

    public init(prototype: Prototype) { self.prototype = prototype }

    /// Applies `event` to `state` at time `now` (milliseconds on any monotonic clock).
    /// - Returns: the effects the program must run, in order.
    public func reduce(_ state: inout AppState, _ event: Event, now: Int = 0) -> [Effect] {
        let before = state
        var effects: [Effect]
        revealLargeContent(&state, now: now)
        switch event {
        case .key(let key):
            if prototype.showsKeyboardFocus { state.showsCursor = true }
            effects = handleKey(key, &state)
        case .mouse(let mouse):
            if mouse.kind == .press || mouse.kind == .click { state.showsCursor = false }
            effects = handleMouse(mouse, &state, now: now)
        case .paste(let text):
            if state.editing != nil { insert(TextFitting.singleLine(text), &state) }
            effects = []
        case .frameTick(let generation):
            handleFrameTick(generation: generation, &state, now: now)
            return deliverBadgeUpdates(&state, now: now)
        case .resized(let size):
            state.size = size
            state.pressed = nil
            state.largeContent = nil
            state.transition = nil
            state.indicator = nil
            state.barMotion = nil
            normalizeAfterLayoutChange(&state)
            return []
        case .showStart(let start):
            state = startState(start, from: state)
            return []
        }
        state.keepFilterMatches(in: prototype)
        // Whatever screen shows now, its cursor is on an item and, when it moved or the
        // screen changed, in view (a screen's items can change while it is away: the
        // More list shrinks in regular width); the focus is on something shown.
        if state.currentScreenState.cursor != before.currentScreenState.cursor || ScreenNode(state) != ScreenNode(before) {
            keepCursorVisible(&state)
        } else {
            clampCursor(&state)
        }
        keepFocusOnScreen(&state)
        if state.selection != before.selection { state.more.listAwaitsReturn = false }
        effects += startTransitions(from: before, &state, now: now)
        effects += minimizeBar(from: before, &state, now: now)
        effects += deliverBadgeUpdates(&state, now: now)
        refreshKeyboard(&state)
        if before.editing != nil, state.editing != nil, case .key(let key) = event, let lit = KeyboardKey(typed: key, on: state.keyboardType) {
            state.keyboardFlash = KeyboardFlash(key: lit, start: now, duration: prototype.keyFlashMilliseconds)
            state.animationGeneration += 1
            effects.append(.animate(generation: state.animationGeneration))
        }
        return effects
    }

    private func handleKey(_ key: Key, _ state: inout AppState) -> [Effect] {
        if key == .control("c") || key == Self.researcherQuit { return [.quit] }
        if toggleLintPanel(key, &state) { return [] }
        if state.showsHelp {
            state.showsHelp = false
            return []
        }
        if state.dialog != nil { return prototype.input == .touch ? [] : handleDialogKey(key, &state) }
        // Touch mode: only what a phone allows. The real keyboard stands in for taps on
        // the simulated one while it shows; no key navigates.
        if prototype.input == .touch {
            guard state.editing != nil, KeyboardKey(typed: key, on: state.keyboardType) != nil, key != .delete else { return [] }
        }
        if state.editing != nil, let handled = handleEditingKey(key, &state) { return handled }
        switch key {
        case .character("q"): return [.quit]
        case .character("?"):
            state.showsHelp = true
            return []
        case .character(let c) where c.isWholeNumber:
            // A modal screen covers the bar: nothing switches sections until it closes (B1).
            guard !state.isModalShown, let digit = c.wholeNumberValue, digit >= 1, digit <= prototype.sections.count else { return [] }
            return selectSection(digit - 1, &state)
        case .left, .right:
            return moveSelection(key == .left ? -1 : 1, &state)
        case .home, .end:
            if state.focus == .strip, let strip = state.visibleStrip(in: prototype) {
                let enabled = strip.pages.indices.filter { !strip.pages[$0].disabled }
                guard let target = key == .home ? enabled.first : enabled.last else { return [] }
                return selectPage(target, &state)
            }
            moveCursor(to: key == .home ? 0 : Int.max, &state)
            return []
        case .up, .down:
            // A sidebar is a vertical list: with the focus on it, ↑ ↓ move its selection (B15).
            if state.focus == .bar, state.usesSidebar, !state.isModalShown {
                return moveSelection(key == .up ? -1 : 1, &state)
            }
            // The header's fields sit above the strip: ↑ from the strip reaches them, ↓
            // past the last one returns to the strip (T7).
            if state.focus == .strip, key == .up, headerFieldCount(state) > 0 {
                state.focus = .header
                state.headerCursor = headerFieldCount(state) - 1
                return []
            }
            if state.focus == .header {
                let next = state.headerCursor + (key == .up ? -1 : 1)
                if next >= headerFieldCount(state) { state.focus = .strip } else { state.headerCursor = max(0, next) }
                return []
            }
            moveCursor(by: key == .up ? -1 : 1, &state)
        case .pageUp: moveCursor(by: -pageStep(state), &state)
        case .pageDown: moveCursor(by: pageStep(state), &state)
        case .tab, .backTab: cycleFocus(forward: key == .tab, &state)
        case .enter:
            if state.focus == .header {
                state.editing = .header(state.headerCursor)
                return []
            }
            return activateItem(state.currentScreenState.cursor, &state)
        case .escape: return goBack(&state)
        default: break
        }
        return []
    }

    /// The key that quits in every input mode besides Ctrl-C, for the researcher of a
    /// touch-only session.
    public static let researcherQuit = Key.control("q")

    /// Left/Right in the focused bar (I1).
    private func moveSelection(_ step: Int, _ state: inout AppState) -> [Effect] {
        switch state.isModalShown ? .content : state.focus {
        case .header:
            return []
        case .bar:
            let bar = state.barModel(for: prototype)
            let slot = bar.slot(for: state.selection) + step
            guard slot >= 0, slot < bar.slotCount else { return [] }
            return selectSlot(slot, &state)
        case .strip:
            return stepPage(step, &state)
        case .content:
            if step < 0 { return goBack(&state) }
            return activateItem(state.currentScreenState.cursor, &state, onlyRows: true)
        }
    }

    private func cycleFocus(forward: Bool, _ state: inout AppState) {
        var order: [Focus] = state.isModalShown ? [.content] : [.content, .bar]
        if state.visibleStrip(in: prototype) != nil { order.insert(.strip, at: 0) }
        // The header's fields go with the strip below them (↑ from the strip reaches them).
        let current = order.firstIndex(of: state.focus == .header ? .strip : state.focus) ?? (order.count - 1)
        state.focus = order[(current + (forward ? 1 : order.count - 1)) % order.count]
    }

    /// Fields above the visible strip.
    func headerFieldCount(_ state: AppState) -> Int {
        state.visibleStrip(in: prototype)?.header.fields.count ?? 0
    }

    /// Badges whose `badge_update` is due arrive, each with notification feedback (B4, B14).
    func deliverBadgeUpdates(_ state: inout AppState, now: Int) -> [Effect] {
        var effects: [Effect] = []
        for (index, section) in prototype.sections.enumerated() {
            guard let update = section.badgeUpdate, !state.deliveredBadgeUpdates.contains(index),
                  now - state.launchedAt >= update.afterMilliseconds else { continue }
            state.deliveredBadgeUpdates.insert(index)
            effects.append(.notificationFeedback(section: index))
        }
        return effects
    }

    /// Keeps every part of the state valid after the layout changed (resize, size class).
    func normalizeAfterLayoutChange(_ state: inout AppState) {
        let bar = state.barModel(for: prototype)
        if state.selection == .moreList, !bar.hasMore {
            // No More slot at this width: show a section, and the list again when More returns.
            state.selection = .section(state.more.chosen ?? max(0, prototype.sections.count - 1))
            state.more.listAwaitsReturn = true
        } else if state.more.listAwaitsReturn, bar.hasMore {
            state.selection = .moreList
            state.more.listAwaitsReturn = false
        }
        if case .section(let index) = state.selection, bar.isOverflow(index) { state.more.chosen = index }
        keepFocusOnScreen(&state)
        revealSelectedPage(&state)
        // The cursor stays on an item; the scroll is left as the user set it, and the
        // layout shows the cursor (I3).
        clampCursor(&state)
    }

    /// Moves the focus to the bar when what had it is not shown any more.
    func keepFocusOnScreen(_ state: inout AppState) {
        if state.focus == .strip, state.visibleStrip(in: prototype) == nil { state.focus = .bar }
        if state.focus == .header, headerFieldCount(state) == 0 { state.focus = .bar }
    }
}
