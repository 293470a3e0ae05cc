/// The simulated on-screen keyboard (B9): drawn keys; the key under the pointer looks
/// pressed and the key just typed lights up briefly.
struct KeyboardView {
    let theme: Theme

    func draw(_ keyboard: KeyboardLayout, state: AppState, now: Int, into buffer: inout CellBuffer) {
        let area = keyboard.area
        buffer.fill(area)
        buffer.write(String(repeating: "─", count: area.width), x: area.x, y: area.y, style: theme.material)
        let lit = state.keyboardFlash.flatMap { $0.isFinished(at: now) ? nil : $0.key }
        for (key, rect) in keyboard.keys {
            var style = theme.fieldEditing
            if key == .shift && state.keyboardShift { style = theme.cursorFocused }
            if key == lit { style = theme.cursorFocused }
            if state.pressed == .keyboardKey(key) { style = theme.barPressed }
            buffer.fill(rect, with: Cell(" ", style: style))
            let label = key.label(in: state.keyboardLayer, shifted: state.keyboardShift, returnKey: state.keyboardReturnKey)
            let fitted = TextFitting.truncated(label, toColumns: rect.width)
            buffer.write(fitted, x: rect.x + (rect.width - DisplayWidth.of(fitted)) / 2, y: rect.y, style: style)
        }
    }
}
