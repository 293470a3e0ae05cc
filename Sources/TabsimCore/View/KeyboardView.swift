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
            var style = (rect.y - area.y).isMultiple(of: 2) ? alternateRow : theme.fieldEditing
            if key == .shift && shifted { style = theme.selected }
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

    /// The keys of the second and fourth rows: with no gap row between them, rows of
    /// keys alternate between the key fill and the raised grey, so no two rows fuse
    /// into a slab. Without greys keys are underlined, which already parts the rows.
    private var alternateRow: Style {
        theme.mode == .color ? Style(background: theme.palette.groupedBackground) : theme.fieldEditing
    }
}
