import CNcursesw
import Testing
import TabsimCore
@testable import TabsimTerminal

/// SGR mouse reports (DEC mode 1006) as the shim decodes them where ncurses does not,
/// with button-event tracking (DEC mode 1002) reporting drags (I2).
@Suite("SGR mouse decoding")
struct MouseDecodingTests {
    private func decode(_ params: String, _ final: Character) -> MouseEvent? {
        var input = tabsim_input()
        guard tabsim_decode_sgr_mouse(params, Int32(final.asciiValue!), &input) == 1,
              input.kind == TABSIM_INPUT_MOUSE else { return nil }
        return InputDecoding.mouse(input)
    }

    @Test("I2: button 1 pressed, moved with it held (button + 32) and released, at 0-based cells")
    func pressDragRelease() {
        #expect(decode("<0;31;4", "M") == MouseEvent(.press, x: 30, y: 3))
        #expect(decode("<32;21;4", "M") == MouseEvent(.drag, x: 20, y: 3))
        #expect(decode("<0;11;4", "m") == MouseEvent(.release, x: 10, y: 3))
    }

    @Test("I2: Shift, Alt and Ctrl do not change a drag; motion with no button or another one is not one")
    func modifiersAndOtherMotion() {
        #expect(decode("<36;5;6", "M") == MouseEvent(.drag, x: 4, y: 5), "Shift-drag")
        #expect(decode("<48;5;6", "M") == MouseEvent(.drag, x: 4, y: 5), "Ctrl-drag")
        #expect(decode("<35;5;6", "M") == nil, "motion with no button held (mode 1003)")
        #expect(decode("<34;5;6", "M") == nil, "motion with button 3 held")
        #expect(decode("<65;5;6", "M") == MouseEvent(.wheelDown, x: 4, y: 5))
    }

    @Test("Malformed reports are not mouse input")
    func malformed() {
        #expect(decode("<32;0;4", "M") == nil, "coordinates are 1-based")
        #expect(decode("<32;5", "M") == nil)
        #expect(decode("<32;5;6;7", "M") == nil)
        #expect(decode("<32;5;6", "x") == nil)
    }
}
