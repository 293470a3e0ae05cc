/// What a whole CSI (`ESC [`) or SS3 (`ESC O`) sequence means, from its parameter bytes
/// and final byte: the keys terminals send for the cursor and editing keys, in every
/// form xterm, tmux, screen and rxvt use, mouse reports, and the start of a paste.
/// Keys with modifiers (`ESC [ 1 ; 5 C`), function keys, focus reports (`ESC [ I`,
/// `ESC [ O`) and anything else are ignored.
enum EscapeSequence {
    enum Meaning: Equatable {
        case event(Event)
        /// `ESC [ 2 0 0 ~`: a bracketed paste's text follows.
        case beginsPaste
        /// `ESC [ M`: an X10 mouse report's three bytes follow.
        case beginsX10Mouse
        case ignored
    }

    /// A CSI sequence, `ESC [ parameters final`.
    static func csi(_ parameters: [UInt8], final: UInt8) -> Meaning {
        if parameters.first == UInt8(ascii: "<"), final == UInt8(ascii: "M") || final == UInt8(ascii: "m") {
            return MouseReport.sgr(parameters.dropFirst(), final: final).map { .event(.mouse($0)) } ?? .ignored
        }
        if parameters.isEmpty {
            switch final {
            case UInt8(ascii: "M"): return .beginsX10Mouse
            case UInt8(ascii: "Z"): return .event(.key(.backTab))
            default: return cursorKey(final).map { .event(.key($0)) } ?? .ignored
            }
        }
        guard final == UInt8(ascii: "~") else { return .ignored }
        switch String(decoding: parameters, as: UTF8.self) {
        case "1", "7": return .event(.key(.home))
        case "4", "8": return .event(.key(.end))
        case "3": return .event(.key(.delete))
        case "5": return .event(.key(.pageUp))
        case "6": return .event(.key(.pageDown))
        case "200": return .beginsPaste
        default: return .ignored
        }
    }

    /// An SS3 sequence, `ESC O parameters final`: the cursor keys in application mode,
    /// and the keypad's Enter.
    static func ss3(_ parameters: [UInt8], final: UInt8) -> Meaning {
        guard parameters.isEmpty else { return .ignored }
        if final == UInt8(ascii: "M") { return .event(.key(.enter)) }
        return cursorKey(final).map { .event(.key($0)) } ?? .ignored
    }

    /// The arrows, Home and End by the final byte both forms share.
    private static func cursorKey(_ final: UInt8) -> Key? {
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        default: return nil
        }
    }
}
