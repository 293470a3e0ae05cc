import Testing
@testable import TabsimCore

@Suite("Touch mode draws what a phone shows (B15)")
struct TouchFocusTests {
    @Test("B15: in touch mode neither keyboard focus on the active tab nor the list cursor is drawn")
    func noKeyboardFocus() throws {
        func frame(_ input: InputMode) throws -> CellBuffer {
            var p = try demo()
            p.input = input
            var state = AppState(prototype: p, size: Size(width: 80, height: 24))
            state.showsCursor = true
            return Renderer(prototype: p, theme: Theme(tint: p.tint, mode: .color)).render(state)
        }
        /// The style of a text's second column, in the last row holding it (or the first, `fromTop`).
        func labelStyle(_ buffer: CellBuffer, _ text: String, fromTop: Bool = false) -> Style? {
            for y in fromTop ? Array(0..<buffer.size.height) : (0..<buffer.size.height).reversed() {
                let line = buffer.lines[y]
                guard let range = line.range(of: text) else { continue }
                return buffer[DisplayWidth.of(String(line[..<range.lowerBound])) + 1, y].style
            }
            return nil
        }
        let both = try frame(.both), touch = try frame(.touch)
        #expect(labelStyle(both, "Explore")?.attributes.contains(.underline) == true, "keyboard focus shows with a keyboard")
        #expect(labelStyle(touch, "Explore")?.attributes.contains(.underline) == false)
        #expect(labelStyle(touch, "Nearby trail 1", fromTop: true) == labelStyle(touch, "Nearby trail 2", fromTop: true), "no cursor row in touch mode")
        #expect(labelStyle(both, "Nearby trail 1", fromTop: true) != labelStyle(both, "Nearby trail 2", fromTop: true))
    }
}
