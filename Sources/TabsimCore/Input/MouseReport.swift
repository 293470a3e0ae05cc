/// Mouse reports as terminals send them with button-event tracking (DEC mode 1002) on:
/// SGR reports (mode 1006), and X10 reports from a terminal without SGR. Button 1
/// pressed, moved with it held (a drag) and released, and the wheel; Shift, Alt and
/// Ctrl are ignored, and so are other buttons and motion without button 1 held.
enum MouseReport {
    /// An SGR report from its parameters after the `<`, "B;X;Y" with 1-based X and Y,
    /// and its final byte (`M` press, wheel or motion, `m` release); nil for a report
    /// tabsim does not use or a malformed one.
    static func sgr(_ parameters: ArraySlice<UInt8>, final: UInt8) -> MouseEvent? {
        let fields = parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
        let numbers = fields.compactMap { field -> Int? in
            guard !field.isEmpty, field.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
            return Int(String(decoding: field, as: UTF8.self))
        }
        guard fields.count == 3, numbers.count == 3, numbers[1] >= 1, numbers[2] >= 1 else { return nil }
        return event(button: numbers[0], released: final == UInt8(ascii: "m"), x: numbers[1] - 1, y: numbers[2] - 1)
    }

    /// An X10 report from the three bytes after `ESC [ M`: 32 + the button, then 33 +
    /// the 0-based column and row. A release says no button (3).
    static func x10(_ bytes: [UInt8]) -> MouseEvent? {
        guard bytes.count == 3, bytes[0] >= 32, bytes[1] >= 33, bytes[2] >= 33 else { return nil }
        let button = Int(bytes[0]) - 32
        let x = Int(bytes[1]) - 33, y = Int(bytes[2]) - 33
        if button & ~modifiers == 3 { return MouseEvent(.release, x: x, y: y) }
        return event(button: button, released: false, x: x, y: y)
    }

    /// The bits Shift (4), Alt (8) and Ctrl (16) add to a button.
    private static let modifiers = 4 | 8 | 16

    private static func event(button: Int, released: Bool, x: Int, y: Int) -> MouseEvent? {
        switch button & ~modifiers {
        case 0: return MouseEvent(released ? .release : .press, x: x, y: y)
        // Motion (+32) with button 1 held.
        case 32: return MouseEvent(.drag, x: x, y: y)
        case 64: return MouseEvent(.wheelUp, x: x, y: y)
        case 65: return MouseEvent(.wheelDown, x: x, y: y)
        default: return nil
        }
    }
}
