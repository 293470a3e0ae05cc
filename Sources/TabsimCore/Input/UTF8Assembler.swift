/// Puts UTF-8 characters together from bytes that may arrive in separate reads. A byte
/// that cannot be part of a character (or a character cut short, overlong, a surrogate
/// or beyond U+10FFFF) is dropped, never guessed at.
struct UTF8Assembler {
    private var value: UInt32 = 0
    /// Continuation bytes the character begun still needs; 0 when none is begun.
    private var missing = 0
    /// The smallest value the character begun may have in its length (else overlong).
    private var least: UInt32 = 0

    /// Whether a character is begun and not yet whole.
    var isPending: Bool { missing > 0 }

    /// Drops the character begun, if any.
    mutating func reset() { missing = 0 }

    /// Takes the next byte; returns the character it completes, if any. A byte that
    /// cannot continue the character begun drops that one and starts afresh.
    mutating func take(_ byte: UInt8) -> Unicode.Scalar? {
        if missing > 0 {
            if byte & 0xC0 == 0x80 {
                value = value << 6 | UInt32(byte & 0x3F)
                missing -= 1
                guard missing == 0, value >= least else { return nil }
                return Unicode.Scalar(value)
            }
            missing = 0
        }
        switch byte {
        case 0x00...0x7F: return Unicode.Scalar(byte)
        case 0xC2...0xDF: begin(byte & 0x1F, missing: 1, least: 0x80)
        case 0xE0...0xEF: begin(byte & 0x0F, missing: 2, least: 0x800)
        case 0xF0...0xF4: begin(byte & 0x07, missing: 3, least: 0x10000)
        default: break
        }
        return nil
    }

    private mutating func begin(_ bits: UInt8, missing: Int, least: UInt32) {
        value = UInt32(bits)
        self.missing = missing
        self.least = least
    }
}
