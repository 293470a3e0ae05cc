extension Reducer {
    /// A click on a key of the simulated keyboard (B9).
    func typeOnKeyboard(_ key: KeyboardKey, _ state: inout AppState) {
        guard state.editing != nil else { return }
        switch key {
        case .character(let place):
            insert(String(state.keyboardLayer.character(for: place, shifted: state.keyboardShift)), &state)
            state.keyboardShiftIsManual = false
        case .space: insert(" ", &state)
        case .backspace: deleteCharacter(before: true, &state)
        case .shift where state.keyboardLayer == .numbers: insert("#", &state)
        case .shift:
            state.keyboardShift.toggle()
            state.keyboardShiftIsManual = true
        case .layer: state.keyboardLayer = state.keyboardLayer == .letters ? .numbers : .letters
        case .returnKey: pressReturn(&state)
        }
    }

    /// The return key: to the following field for `next`, else typing ends.
    func pressReturn(_ state: inout AppState) {
        guard state.keyboardReturnKey == .next, let editing = state.editing else {
            state.editing = nil
            return
        }
        switch editing {
        case .header(let index) where index + 1 < headerFieldCount(state):
            state.headerCursor = index + 1
            state.editing = .header(index + 1)
        case .content(let index) where index + 1 < state.currentScreen(in: prototype).fields.count:
            moveCursor(to: index + 1, &state)
            state.editing = .content(index + 1)
        default:
            state.editing = nil
        }
    }

    /// The field being typed into.
    func editedField(_ state: AppState) -> Field? {
        switch state.editing {
        case .header(let index)?:
            guard let strip = state.visibleStrip(in: prototype), strip.header.fields.indices.contains(index) else { return nil }
            return strip.header.fields[index]
        case .content(let index)?:
            let fields = state.currentScreen(in: prototype).fields
            return fields.indices.contains(index) ? fields[index] : nil
        case nil: return nil
        }
    }

    /// After each event while typing: the return key's name, and shift as the field's
    /// capitalisation asks unless the shift key was tapped.
    func refreshKeyboard(_ state: inout AppState) {
        guard let field = editedField(state) else { return }
        state.keyboardReturnKey = field.returnKey
        state.keyboardType = field.keyboard
        guard !state.keyboardShiftIsManual, state.keyboardLayer == .letters else { return }
        let text = state.editing.map { state.text(of: $0) } ?? ""
        let before = text.prefix(min(state.caret, text.count))
        let last = before.last, previous = before.dropLast().last { $0 != " " }
        switch field.capitalize {
        case .none: state.keyboardShift = false
        case .words: state.keyboardShift = last == nil || last == " "
        case .sentences: state.keyboardShift = last == nil || (last == " " && (previous == nil || ".!?".contains(previous!)))
        }
    }

    /// Types `text` at the caret of the field being edited.
    func insert(_ text: String, _ state: inout AppState) {
        editText(&state) { value, caret in
            value.insert(contentsOf: text, at: value.index(value.startIndex, offsetBy: caret))
            caret += text.count
        }
    }

    /// Backspace (the character before the caret) or Delete (the one after it).
    private func deleteCharacter(before: Bool, _ state: inout AppState) {
        editText(&state) { text, caret in
            let index = before ? caret - 1 : caret
            guard index >= 0, index < text.count else { return }
            text.remove(at: text.index(text.startIndex, offsetBy: index))
            caret = index
        }
    }

    /// Changes the edited field's text and caret together; the caret stays in the text.
    private func editText(_ state: inout AppState, _ change: (inout String, inout Int) -> Void) {
        guard let field = state.editing else { return }
        var text = state.text(of: field)
        var caret = min(state.caret, text.count)
        change(&text, &caret)
        state.setText(text, of: field)
        state.caret = min(caret, text.count)
    }

    /// Keys while a field is being typed into; nil lets the key act as usual.
    func handleEditingKey(_ key: Key, _ state: inout AppState) -> [Effect]? {
        guard state.editing != nil else { return nil }
        switch key {
        case .character(let c):
            // The real keyboard's letters stand in for the simulated keys: capitals come
            // from shift, as on the phone.
            insert(c.isLowercase && state.keyboardShift ? c.uppercased() : String(c), &state)
            state.keyboardShiftIsManual = false
        case .backspace: deleteCharacter(before: true, &state)
        case .delete: deleteCharacter(before: false, &state)
        case .control("u"):
            editText(&state) { text, caret in
                text.removeAll()
                caret = 0
            }
        case .left, .right:
            editText(&state) { text, caret in caret = max(0, min(text.count, caret + (key == .left ? -1 : 1))) }
        case .home, .control("a"): editText(&state) { _, caret in caret = 0 }
        case .end, .control("e"): editText(&state) { text, caret in caret = text.count }
        case .enter: pressReturn(&state)
        case .escape: state.editing = nil
        case .up, .down, .pageUp, .pageDown:
            // A single-line field has nowhere to go; the keys stay with it.
            break
        default:
            state.editing = nil
            return nil
        }
        return []
    }

    /// Mouse: press shows Pressed, release on the same item activates it, release
    /// elsewhere cancels (touch-up-inside, I2); the wheel scrolls what is under it.
    func handleMouse(_ mouse: MouseEvent, _ state: inout AppState, now: Int) -> [Effect] {
        if state.showsLint {
            if mouse.kind == .press || mouse.kind == .click { state.showsLint = false }
            return []
        }
        if state.showsHelp {
            if mouse.kind == .press || mouse.kind == .click { state.showsHelp = false }
            return []
        }
        // A press off the screen (a device frame's bezel) touches nothing.
        if mouse.kind == .press || mouse.kind == .click, mouse.x >= state.size.width || mouse.y >= state.size.height { return [] }
        let layout = ScreenLayout(prototype: prototype, state: state).drawn(at: now, in: state)
        let target = layout.target(x: mouse.x, y: mouse.y)
        switch mouse.kind {
        case .press:
            // A press with contents still held (its release was lost) puts them back.
            if state.transition?.followsPointer == true { state.transition = nil }
            if state.indicator?.followsPointer == true { state.indicator = nil }
            state.pressed = target
            state.pressOrigin = CellPoint(x: mouse.x, y: mouse.y)
            state.pressStripOffset = layout.strip?.area.contains(x: mouse.x, y: mouse.y) == true ? state.stripOffset : nil
            state.pressScroll = state.pressStripOffset == nil && state.dialog == nil && layout.scrollsList(x: mouse.x, y: mouse.y)
                ? shownScroll(state) : nil
            if state.editing != nil, !isEditingTarget(target, state) { state.editing = nil }
            holdForLargeContent(target, layout: layout, &state, now: now)
            return []
        case .drag:
            if slideLargeContent(mouse, target: target, layout: layout, &state) { return [] }
            return followDrag(mouse, layout: layout, &state, now: now)
        case .release:
            let drag = state.transition.flatMap { $0.followsPointer ? $0 : nil }
            let bar = state.barModel(for: prototype), shown = ContentIdentity(state, bar: bar)
            let effects = release(mouse, on: target, layout: layout, &state)
            // Held contents the release did not change go back; a change completes from them.
            guard let drag, ContentIdentity(state, bar: bar) == shown else { return effects }
            return effects + cancelDrag(drag, &state, now: now)
        case .click:
            state.largeContent = nil
            if state.editing != nil, !isEditingTarget(target, state) { state.editing = nil }
            guard let target else { return [] }
            return activate(target, &state)
        case .wheelUp, .wheelDown:
            // Over a dialog the wheel moves among its buttons, scrolling those that do not
            // all fit: with the mouse alone every button can be reached.
            if state.dialog != nil { return handleDialogKey(mouse.kind == .wheelUp ? .up : .down, &state) }
            let step = mouse.kind == .wheelUp ? -1 : 1
            if let strip = layout.strip, strip.area.contains(x: mouse.x, y: mouse.y) {
                scrollStrip(by: step * 4, &state)
            } else if layout.scrollsList(x: mouse.x, y: mouse.y) {
                scrollContent(by: step * 3, &state)
            }
            return []
        }
    }

    /// The button released: on the item pressed, it activates it (touch-up-inside);
    /// far from where it went down, it ends a drag (a swipe).
    private func release(_ mouse: MouseEvent, on target: Target?, layout: ScreenLayout, _ state: inout AppState) -> [Effect] {
        let pressed = state.pressed, origin = state.pressOrigin, scrolled = hasScrolledList(state)
        state.pressed = nil
        state.pressOrigin = nil
        state.pressStripOffset = nil
        state.pressScroll = nil
        if let effects = releaseLargeContent(&state) { return effects }
        // Under an alert or action sheet nothing moves: only its buttons take a tap. A
        // drag that scrolled a list is done with it.
        if let origin, Self.isDrag(from: origin, to: mouse) {
            return state.dialog == nil && !scrolled ? swipe(from: origin, to: mouse, layout: layout, &state) : []
        }
        guard let pressed, pressed == target else { return [] }
        return activate(pressed, &state)
    }

    /// A press and a release this far apart are a drag, not a tap: about a fingertip's
    /// slop at a terminal cell's size.
    static func isDrag(from origin: CellPoint, to mouse: MouseEvent) -> Bool {
        abs(mouse.x - origin.x) >= 4 || abs(mouse.y - origin.y) >= 2
    }

    /// Columns at the leading edge of a pushed screen where a drag starts going back.
    static let backSwipeEdge = 2

    /// A drag released (I2): from the leading edge of a pushed screen it goes back when
    /// released past the middle, and is cancelled before it; sideways over a page's
    /// content (a quarter of its width or more) it selects the next page toward the
    /// drag's start; anything else does nothing.
    private func swipe(from origin: CellPoint, to mouse: MouseEvent, layout: ScreenLayout, _ state: inout AppState) -> [Effect] {
        let dx = mouse.x - origin.x, dy = mouse.y - origin.y
        guard abs(dx) > 2 * abs(dy) else { return [] }
        let frame = layout.frame
        if frame.contains(x: origin.x, y: origin.y), origin.x < frame.x + Self.backSwipeEdge,
           state.canGoBack(in: prototype), !state.isModalShown {
            return mouse.x >= frame.x + frame.width / 2 ? goBack(&state) : []
        }
        guard layout.strip != nil, layout.content.contains(x: origin.x, y: origin.y),
              abs(dx) >= max(4, layout.content.width / 4) else { return [] }
        return stepPage(dx < 0 ? 1 : -1, &state)
    }

    private func isEditingTarget(_ target: Target?, _ state: AppState) -> Bool {
        switch (state.editing, target) {
        case (.header(let a)?, .headerField(let b)?): return a == b
        case (.content(let a)?, .item(let b)?): return a == b
        case (.some, .keyboardKey?): return true
        default: return false
        }
    }

    func activate(_ target: Target, _ state: inout AppState) -> [Effect] {
        switch target {
        case .barSlot where state.barMinimized && state.showsFloatingBar(in: prototype):
            // A tap on the minimized bar restores it, whichever tab it holds.
            state.barMinimized = false
            return []
        case .barSlot(let slot): return selectSlot(slot, &state)
        case .stripPage(let page):
            state.focus = .strip
            return selectPage(page, &state)
        case .back: return goBack(&state)
        case .headerField(let index):
            state.editing = .header(index)
            return []
        case .item(let item):
            state.focus = .content
            moveCursor(to: item, &state)
            return activateItem(item, &state)
        case .stripScrollLeft:
            scrollStrip(by: -state.size.width / 2, &state)
            return []
        case .stripScrollRight:
            scrollStrip(by: state.size.width / 2, &state)
            return []
        case .keyboardKey(let key):
            typeOnKeyboard(key, &state)
            return []
        case .dialogButton(let button):
            return choose(button, &state)
        case .dialogBackdrop:
            return choose(state.dialog?.dialog.cancelButton, &state)
        case .accessory:
            return openAccessory(&state)
        case .sidebarToggle:
            toggleSidebar(&state)
            return []
        case .segment(let segment):
            return selectSegment(segment, &state)
        }
    }
}
