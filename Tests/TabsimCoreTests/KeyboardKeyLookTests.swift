import Testing
@testable import TabsimCore

/// The simulated keyboard's keys told apart as on an iPhone (B9, issue 32 item 4): no
/// row of keys fuses with the next, no key with the backdrop in the gaps beside it, on
/// every keyboard type and in both appearances; the return key in the tint; shift filled
/// only while it is on.
@Suite("Keyboard keys that never fuse (B9)")
struct KeyboardKeyLookTests {
    /// Shades closer than this read as one fill: the rows of 237 and 238 on dark (1.17:1)
    /// made the number pad three grey columns.
    static let parted = 1.3

    private func drawn(_ type: KeyboardType, _ appearance: Appearance, shifted: Bool = false) -> (KeyboardLayout, CellBuffer, Theme) {
        let theme = Theme(tint: .blue, mode: .color, appearance: appearance)
        let keyboard = KeyboardLayout(width: 40, bottom: KeyboardLayout.height, type: type)
        var buffer = CellBuffer(size: Size(width: 40, height: KeyboardLayout.height))
        KeyboardView(theme: theme).draw(keyboard, layer: .letters, shifted: shifted, returnKey: .done, into: &buffer)
        return (keyboard, buffer, theme)
    }

    /// The contrast between two cells' fills, the backdrop's for a cell without one.
    private func contrast(_ a: Cell, _ b: Cell, _ theme: Theme) -> Double {
        theme.palette.value(ofBackground: a.style.background).contrast(with: theme.palette.value(ofBackground: b.style.background))
    }

    @Test("B9: on the letter, email, number and phone keyboards, in dark and light, each key's fill stands 1.3:1 or more from the key below it and from the gap beside it",
          arguments: KeyboardType.allCases, [Appearance.dark, .light])
    func keysStandApart(type: KeyboardType, appearance: Appearance) {
        let (keyboard, buffer, theme) = drawn(type, appearance)
        let keyAt = { (x: Int, y: Int) in keyboard.keys.first { $0.rect.contains(x: x, y: y) }?.key }
        for (key, rect) in keyboard.keys where key != .shift {
            let columns = rect.x..<(rect.x + rect.width)
            let below = columns.filter { keyAt($0, rect.y + 1) != nil }.map { contrast(buffer[$0, rect.y], buffer[$0, rect.y + 1], theme) }
            #expect(below.allSatisfy { $0 >= Self.parted }, "\(type) \(appearance): \(key) fuses with the key below (\(below.min() ?? 0):1)\n\(buffer.styledText)")
            let beside = [rect.x - 1, rect.x + rect.width].filter { $0 >= 0 && $0 < 40 && keyAt($0, rect.y) == nil }
                .map { contrast(buffer[$0, rect.y], buffer[rect.x, rect.y], theme) }
            #expect(beside.allSatisfy { $0 >= Self.parted }, "\(type) \(appearance): \(key) fuses with the gap beside it (\(beside.min() ?? 0):1)\n\(buffer.styledText)")
        }
    }

    @Test("B9: the return key is drawn in the tint, as iOS draws done; shift is filled only while it is on, in the tint",
          arguments: [Appearance.dark, .light])
    func returnAndShift(appearance: Appearance) {
        let (keyboard, off, theme) = drawn(.text, appearance)
        let (_, on, _) = drawn(.text, appearance, shifted: true)
        let rect = { (key: KeyboardKey) in keyboard.keys.first { $0.key == key }!.rect }
        let done = rect(.returnKey), shift = rect(.shift)
        #expect(off[done.x, done.y].style == theme.selected && off[done.x + done.width - 1, done.y].style == theme.selected,
                "\(off.styledText)")
        #expect((shift.x..<(shift.x + shift.width)).allSatisfy { off[$0, shift.y].style.background == .default },
                "shift off has no fill\n\(off.styledText)")
        #expect((shift.x..<(shift.x + shift.width)).allSatisfy { on[$0, shift.y].style == theme.selected },
                "shift on is filled in the tint\n\(on.styledText)")
    }
}
