import Testing
@testable import TabsimCore

/// The simulated keyboard drawn as iOS lays it out (B9): rows that never fuse, the
/// third row set in between a wide shift and backspace.
@Suite("Keyboard geometry like iOS's (B9)")
struct KeyboardGeometryTests {
    private func drawn(width: Int, theme: Theme = Theme(tint: .blue, mode: .color)) -> (KeyboardLayout, CellBuffer) {
        let keyboard = KeyboardLayout(width: width, bottom: KeyboardLayout.height)
        var buffer = CellBuffer(size: Size(width: width, height: KeyboardLayout.height))
        KeyboardView(theme: theme).draw(keyboard, layer: .letters, shifted: false, returnKey: .done, into: &buffer)
        return (keyboard, buffer)
    }

    @Test("B9: at 40 columns the third row's letters sit under the second's, between a shift and backspace wider than a letter key that reach the top row's edges")
    func thirdRow() {
        let (keyboard, buffer) = drawn(width: 40)
        let lines = buffer.lines
        #expect(lines[1] == " q   w   e   r   t   y   u   i   o   p", "\(buffer.text)")
        #expect(lines[2] == "   a   s   d   f   g   h   j   k   l", "\(buffer.text)")
        #expect(lines[3] == "  ⇧    z   x   c   v   b   n   m    ⌫", "\(buffer.text)")
        let width = { (key: KeyboardKey) in keyboard.keys.first { $0.key == key }?.rect.width ?? 0 }
        #expect(width(.shift) == 5 && width(.backspace) == 5 && width(.character("z")) == 3)
        #expect(keyboard.key(x: 0, y: 3) == .shift && keyboard.key(x: 39, y: 3) == .backspace)
        #expect(keyboard.key(x: 7, y: 3) == .character("z"))
    }

    @Test("B9: no key's fill touches the same fill in the row below, in dark and light")
    func rowsNeverFuse() {
        for appearance in [Appearance.dark, .light] {
            let (_, buffer) = drawn(width: 40, theme: Theme(tint: .blue, mode: .color, appearance: appearance))
            for y in 1..<(KeyboardLayout.height - 1) {
                for x in 0..<40 where buffer[x, y].style.background != .default {
                    #expect(buffer[x, y + 1].style.background != buffer[x, y].style.background,
                            "\(appearance) row \(y) column \(x) fuses with the row below")
                }
            }
        }
    }
}
