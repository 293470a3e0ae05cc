/// Turns the bytes a terminal sends into `Event`s, however its reads split them: the
/// start of an escape sequence, a bracketed paste or a UTF-8 character is kept until
/// the rest arrives. Pure: the caller reads, says what time it is, and calls
/// `timeout(now:)` at `pendingDeadline` if no more bytes came by then.
///
/// Decoded: printable characters, control keys (Tab, Enter for CR and LF, Backspace
/// for BS and DEL, Ctrl with a letter, Esc), the cursor and editing keys terminals send
/// as CSI (`ESC [`) or SS3 (`ESC O`) sequences, mouse reports (`MouseReport`) and
/// bracketed pastes (`BracketedPaste`). Any other escape sequence is swallowed whole,
/// never typed, and a sequence longer than `sequenceLimit` is swallowed without being
/// kept. Esc and a byte that is no sequence's (Alt+key) are Esc, then that key.
public struct InputDecoder {
    /// Milliseconds a lone Esc waits for a sequence's next byte before it is the Esc key.
    public static let escapeDelay = 25
    /// Milliseconds the rest of a begun sequence, paste or character may take to arrive
    /// (a slow link splits them); past that a sequence or character is dropped, and a
    /// paste delivered as it is.
    public static let restDelay = 500
    /// The most bytes of one escape sequence's parameters kept.
    public static let sequenceLimit = 64

    private enum Mode: Equatable {
        /// Between sequences.
        case text
        /// After an Esc.
        case escape
        /// After `ESC [` or `ESC O`, its parameter bytes in `parameters` (none kept once
        /// there are more than `sequenceLimit`).
        case sequence(introducer: UInt8, overlong: Bool)
        /// After `ESC [ M`: an X10 mouse report, its three bytes in `parameters`.
        case x10Mouse
        /// Inside a bracketed paste.
        case paste
    }

    private var mode = Mode.text
    private var parameters: [UInt8] = []
    private var character = UTF8Assembler()
    private var paste = BracketedPaste()
    /// When the latest bytes were fed.
    private var lastFed = 0

    public init() {}

    /// When to call `timeout(now:)` if no more bytes arrive, or nil when nothing waits.
    public var pendingDeadline: Int? {
        switch mode {
        case .text: return character.isPending ? lastFed + Self.restDelay : nil
        case .escape: return lastFed + Self.escapeDelay
        case .sequence, .x10Mouse, .paste: return lastFed + Self.restDelay
        }
    }

    /// Decodes `bytes`, read at `now` (milliseconds). Bytes fed always continue what is
    /// pending, however late: only `timeout(now:)` ends a wait.
    /// - Returns: the events the bytes complete, in order.
    public mutating func feed(_ bytes: some Collection<UInt8>, now: Int) -> [Event] {
        guard !bytes.isEmpty else { return [] }
        lastFed = now
        var events: [Event] = []
        for byte in bytes { take(byte, into: &events) }
        return events
    }

    /// Ends what has waited past `pendingDeadline` by `now`: a lone Esc is the Esc key, a
    /// paste is delivered as it is, and a partial sequence or character is dropped.
    /// - Returns: the events that ends, none before the deadline.
    public mutating func timeout(now: Int) -> [Event] {
        guard let deadline = pendingDeadline, now >= deadline else { return [] }
        let ended = mode
        mode = .text
        parameters = []
        character.reset()
        switch ended {
        case .escape: return [.key(.escape)]
        case .paste: return [.paste(paste.finish())]
        case .text, .sequence, .x10Mouse: return []
        }
    }

    private mutating func take(_ byte: UInt8, into events: inout [Event]) {
        switch mode {
        case .text:
            type(byte, into: &events)
        case .escape:
            switch byte {
            case UInt8(ascii: "["), UInt8(ascii: "O"):
                mode = .sequence(introducer: byte, overlong: false)
            case 0x1B:
                // Esc Esc: the first is a key, the second may begin a sequence.
                events.append(.key(.escape))
            default:
                events.append(.key(.escape))
                mode = .text
                type(byte, into: &events)
            }
        case .sequence(let introducer, let overlong):
            continueSequence(byte, introducer: introducer, overlong: overlong, into: &events)
        case .x10Mouse:
            parameters.append(byte)
            guard parameters.count == 3 else { return }
            if let mouse = MouseReport.x10(parameters) { events.append(.mouse(mouse)) }
            parameters = []
            mode = .text
        case .paste:
            guard let text = paste.take(byte) else { return }
            events.append(.paste(text))
            mode = .text
        }
    }

    /// A byte of text: a key once it completes a character.
    private mutating func type(_ byte: UInt8, into events: inout [Event]) {
        if byte == 0x1B {
            character.reset()
            mode = .escape
            return
        }
        guard let scalar = character.take(byte), let key = Self.key(typing: scalar) else { return }
        events.append(.key(key))
    }

    /// A byte after `ESC [` or `ESC O`: a parameter or intermediate byte is kept (up to
    /// `sequenceLimit`), a final byte ends the sequence, an Esc begins a new one, and
    /// any other byte breaks it off (the sequence is dropped, the byte typed).
    private mutating func continueSequence(_ byte: UInt8, introducer: UInt8, overlong: Bool, into events: inout [Event]) {
        switch byte {
        case 0x20...0x3F:
            guard !overlong else { return }
            if parameters.count < Self.sequenceLimit {
                parameters.append(byte)
            } else {
                parameters = []
                mode = .sequence(introducer: introducer, overlong: true)
            }
        case 0x40...0x7E:
            let meaning = overlong ? .ignored
                : introducer == UInt8(ascii: "[") ? EscapeSequence.csi(parameters, final: byte) : EscapeSequence.ss3(parameters, final: byte)
            parameters = []
            mode = .text
            switch meaning {
            case .event(let event): events.append(event)
            case .beginsPaste: mode = .paste
            case .beginsX10Mouse: mode = .x10Mouse
            case .ignored: break
            }
        default:
            parameters = []
            mode = .text
            type(byte, into: &events)
        }
    }

    /// The key a typed character stands for: Tab, Enter (CR or LF), Backspace (BS or
    /// DEL), Esc, Ctrl with a letter, or a printable character; nil for another control.
    static func key(typing scalar: Unicode.Scalar) -> Key? {
        switch scalar.value {
        case 0x09: return .tab
        case 0x0A, 0x0D: return .enter
        case 0x08, 0x7F: return .backspace
        case 0x1B: return .escape
        case 0x01...0x1A: return .control(Character(Unicode.Scalar(UInt8(scalar.value) + 0x60)))
        default: return TextFitting.isControl(scalar) ? nil : .character(Character(scalar))
        }
    }
}
