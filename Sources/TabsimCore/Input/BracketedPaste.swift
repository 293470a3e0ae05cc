/// The text of a bracketed paste (DEC mode 2004) as it arrives, up to its end marker
/// `ESC [ 2 0 1 ~`: line breaks and tabs become spaces, other control characters are
/// dropped, and past `limit` characters the rest is dropped, so that memory stays
/// bounded whatever is pasted.
struct BracketedPaste {
    /// The most characters of a paste delivered.
    static let limit = 1024
    private static let endMarker = Array("\u{1B}[201~".utf8)

    private var text = String.UnicodeScalarView()
    private var count = 0
    /// Bytes of the end marker seen so far.
    private var matched = 0
    private var character = UTF8Assembler()

    /// Takes the next byte of the paste; returns its text once `byte` ends it.
    mutating func take(_ byte: UInt8) -> String? {
        if byte == Self.endMarker[matched] {
            matched += 1
            return matched == Self.endMarker.count ? finish() : nil
        }
        // Not the end marker after all: what followed its Esc is text (the Esc, a
        // control character, is dropped).
        if matched > 1 {
            for earlier in Self.endMarker[1..<matched] { type(earlier) }
        }
        matched = byte == 0x1B ? 1 : 0
        if matched == 0 { type(byte) }
        return nil
    }

    /// The text so far, and a fresh start for the next paste.
    mutating func finish() -> String {
        defer { self = BracketedPaste() }
        return String(text)
    }

    private mutating func type(_ byte: UInt8) {
        guard let scalar = character.take(byte), count < Self.limit else { return }
        switch scalar {
        case "\n", "\r", "\t": text.append(" ")
        case _ where TextFitting.isControl(scalar): return
        default: text.append(scalar)
        }
        count += 1
    }
}
