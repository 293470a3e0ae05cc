extension Reducer {
    /// A click on a key of the simulated keyboard (B9).
    func typeOnKeyboard(_ key: KeyboardKey, _ state: inout AppState) {
        guard let field = state.editing else { return }
        switch key {
        case .character(let c):
            state.setText(state.text(of: field) + (state.keyboardShift ? c.uppercased() : String(c)), of: field)
            state.keyboardShift = false
        case .space: state.setText(state.text(of: field) + " ", of: field)
        case .backspace:
            var text = state.text(of: field)
            if !text.isEmpty { text.removeLast() }
            state.setText(text, of: field)
        case .shift: state.keyboardShift.toggle()
        case .done: state.editing = nil
        }
    }

    /// Keys while a field is being typed into; nil lets the key act as usual.
    func handleEditingKey(_ key: Key, _ state: inout AppState) -> [Effect]? {
        guard let field = state.editing else { return nil }
        switch key {
        case .character(let c):
            state.setText(state.text(of: field) + (state.keyboardShift ? c.uppercased() : String(c)), of: field)
            state.keyboardShift = false
        case .backspace, .delete:
            var text = state.text(of: field)
            if !text.isEmpty { text.removeLast() }
            state.setText(text, of: field)
        case .control("u"):
            state.setText("", of: field)
        case .enter, .escape:
            state.editing = nil
        case .left, .right, .home, .end, .up, .down, .pageUp, .pageDown:
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
    func handleMouse(_ mouse: MouseEvent, _ state: inout AppState) -> [Effect] {
        if state.showsHelp {
            if mouse.kind == .press || mouse.kind == .click { state.showsHelp = false }
            return []
        }
        let layout = ScreenLayout(prototype: prototype, state: state)
        let target = layout.target(x: mouse.x, y: mouse.y)
        switch mouse.kind {
        case .press:
            state.pressed = target
            if state.editing != nil, !isEditingTarget(target, state) { state.editing = nil }
            return []
        case .release:
            let pressed = state.pressed
            state.pressed = nil
            guard let pressed, pressed == target else { return [] }
            return activate(pressed, &state)
        case .click:
            if state.editing != nil, !isEditingTarget(target, state) { state.editing = nil }
            guard let target else { return [] }
            return activate(target, &state)
        case .wheelUp, .wheelDown:
            let step = mouse.kind == .wheelUp ? -1 : 1
            if let strip = layout.strip, strip.area.contains(x: mouse.x, y: mouse.y) {
                scrollStrip(by: step * 4, &state)
            } else if layout.content.contains(x: mouse.x, y: mouse.y) {
                scrollContent(by: step * 3, &state)
            }
            return []
        }
    }

    private func isEditingTarget(_ target: Target?, _ state: AppState) -> Bool {
        switch (state.editing, target) {
        case (.header(let a)?, .headerField(let b)?): return a == b
        case (.content(let a)?, .item(let b)?): return a == b
        case (.some, .keyboardKey?): return true
        default: return false
        }
    }

    private func activate(_ target: Target, _ state: inout AppState) -> [Effect] {
        switch target {
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
        }
    }
}
