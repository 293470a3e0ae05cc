/// The simulated on-screen keyboard (B9): drawn keys; the key under the pointer looks
/// pressed and the key just typed lights up briefly.
struct KeyboardView {
    let theme: Theme

    /// The prototype's keyboard, as the state has it at `now`.
    func draw(_ keyboard: KeyboardLayout, state: AppState, now: Int, into buffer: inout CellBuffer) {
        var pressed: KeyboardKey?
        if case .keyboardKey(let key)? = state.pressed { pressed = key }
        draw(keyboard, layer: state.keyboardLayer, shifted: state.keyboardShift, returnKey: state.keyboardReturnKey,
             lit: state.keyboardFlash.flatMap { $0.isFinished(at: now) ? nil : $0.key }, pressed: pressed, into: &buffer)
    }

    /// Any keyboard: its keys labelled for `layer`, shift and the return key's name;
    /// `lit` was just typed, `pressed` is under the pointer.
    func draw(_ keyboard: KeyboardLayout, layer: KeyboardLayer, shifted: Bool, returnKey: ReturnKey,
              lit: KeyboardKey? = nil, pressed: KeyboardKey? = nil, into buffer: inout CellBuffer) {
        let area = keyboard.area
        buffer.fill(area)
        buffer.write(String(repeating: "─", count: area.width), x: area.x, y: area.y, style: theme.material)
        for (key, rect) in keyboard.keys {
            var style = self.style(of: key, row: rect.y - area.y, shifted: shifted)
            if key == lit { style = theme.selected }
            if key == pressed { style = theme.barPressed }
            buffer.fill(rect, with: Cell(" ", style: style))
            var label = key.label(in: layer, shifted: shifted, returnKey: returnKey)
            // The phone pad's digits show their letters where the key is wide enough.
            if keyboard.type == .phone, case .character(let digit) = key, let letters = KeyboardLayout.phoneLetters[digit],
               rect.width >= letters.count + 4 {
                label += " " + letters
            }
            let fitted = TextFitting.truncated(label, toColumns: rect.width)
            buffer.write(fitted, x: rect.x + (rect.width - DisplayWidth.of(fitted)) / 2, y: rect.y, style: style)
        }
    }

    /// A key's look at rest, as iOS draws it: the return key in the tint, shift filled
    /// only while it is on, and the other keys row by row in the key fill and the
    /// alternate one, so that no two rows fuse into a slab.
    private func style(of key: KeyboardKey, row: Int, shifted: Bool) -> Style {
        switch key {
        case .returnKey: return theme.selected
        case .shift: return shifted ? theme.selected : theme.text
        default: return row.isMultiple(of: 2) ? theme.keyAlternate : theme.key
        }
    }
}
