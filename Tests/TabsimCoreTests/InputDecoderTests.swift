import Testing
@testable import TabsimCore

/// Bytes as a terminal sends them and the events they mean.
struct DecoderSample: CustomTestStringConvertible, Sendable {
    let name: String
    let bytes: [UInt8]
    let events: [Event]

    init(_ name: String, _ text: String, _ events: [Event]) {
        self.init(name, bytes: Array(text.utf8), events)
    }

    init(_ name: String, bytes: [UInt8], _ events: [Event]) {
        self.name = name
        self.bytes = bytes
        self.events = events
    }

    var testDescription: String { name }
}

/// Feeds `parts` one after another, a millisecond apart, then lets every deadline pass.
func decoded(_ parts: [[UInt8]]) -> [Event] {
    var decoder = InputDecoder()
    var events: [Event] = []
    for (index, part) in parts.enumerated() {
        events += decoder.feed(part, now: index)
    }
    return events + decoder.timeout(now: parts.count + InputDecoder.restDelay)
}

private func key(_ key: Key) -> Event { .key(key) }
private func typed(_ text: String) -> [Event] { text.map { .key(.character($0)) } }
private func mouse(_ kind: MouseEvent.Kind, _ x: Int, _ y: Int) -> Event { .mouse(MouseEvent(kind, x: x, y: y)) }

@Suite("Input decoder: every sequence, however the reads split it")
struct InputDecoderTests {
    static let keys: [DecoderSample] = [
        DecoderSample("text", "Aq 1?", typed("Aq 1?")),
        DecoderSample("UTF-8 of two, three and four bytes", "é설📷", typed("é설📷")),
        DecoderSample("Tab, CR and LF (Enter), BS and DEL (Backspace)", "\t\r\n\u{8}\u{7F}",
                      [key(.tab), key(.enter), key(.enter), key(.backspace), key(.backspace)]),
        DecoderSample("Ctrl with a letter; NUL and other controls ignored", "\u{1}\u{3}\u{1A}\u{0}\u{1C}\u{1F}",
                      [key(.control("a")), key(.control("c")), key(.control("z"))]),
        DecoderSample("arrows as CSI (normal mode)", "\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D", [key(.up), key(.down), key(.right), key(.left)]),
        DecoderSample("arrows as SS3 (application mode)", "\u{1B}OA\u{1B}OB\u{1B}OC\u{1B}OD", [key(.up), key(.down), key(.right), key(.left)]),
        DecoderSample("Home in all its forms", "\u{1B}[1~\u{1B}[7~\u{1B}[H\u{1B}OH", Array(repeating: key(.home), count: 4)),
        DecoderSample("End in all its forms", "\u{1B}[4~\u{1B}[8~\u{1B}[F\u{1B}OF", Array(repeating: key(.end), count: 4)),
        DecoderSample("PgUp, PgDn, Delete, Shift-Tab, keypad Enter", "\u{1B}[5~\u{1B}[6~\u{1B}[3~\u{1B}[Z\u{1B}OM",
                      [key(.pageUp), key(.pageDown), key(.delete), key(.backTab), key(.enter)]),
        DecoderSample("unknown sequences swallowed whole: F-keys, Insert, kitty keys, modified arrows, focus, replies",
                      "\u{1B}[99~\u{1B}[57;5u\u{1B}OZ\u{1B}OP\u{1B}[15~\u{1B}[2~\u{1B}[1;5C\u{1B}[I\u{1B}[O\u{1B}[?2026;1$y\u{1B}[?64;1c", []),
        DecoderSample("keys between sequences", "a\u{1B}[Ab\u{1B}OBc", [key(.character("a")), key(.up), key(.character("b")), key(.down), key(.character("c"))]),
        DecoderSample("Alt+key (Esc and a letter together) is Esc, then the letter", "\u{1B}x", [key(.escape), key(.character("x"))]),
        DecoderSample("Esc Esc is two Escs", "\u{1B}\u{1B}", [key(.escape), key(.escape)]),
        DecoderSample("Esc then an arrow, in either mode", "\u{1B}\u{1B}[B\u{1B}\u{1B}OA", [key(.escape), key(.down), key(.escape), key(.up)]),
        DecoderSample("an Esc inside a sequence begins a new one", "\u{1B}[12\u{1B}[C", [key(.right)]),
        DecoderSample("a control inside a sequence breaks it off and counts", "\u{1B}[1\rx", [key(.enter), key(.character("x"))]),
        DecoderSample("a lone Esc at the end", "a\u{1B}", [key(.character("a")), key(.escape)]),
        DecoderSample("a sequence cut off at the end is dropped", "a\u{1B}[<0;5", [key(.character("a"))]),
    ]

    static let mice: [DecoderSample] = [
        DecoderSample("SGR press, drag with button 1 (+32), release, at 0-based cells", "\u{1B}[<0;31;4M\u{1B}[<32;21;4M\u{1B}[<0;11;4m",
                      [mouse(.press, 30, 3), mouse(.drag, 20, 3), mouse(.release, 10, 3)]),
        DecoderSample("SGR wheel up and down", "\u{1B}[<64;5;6M\u{1B}[<65;5;6M", [mouse(.wheelUp, 4, 5), mouse(.wheelDown, 4, 5)]),
        DecoderSample("SGR Shift, Alt and Ctrl ignored", "\u{1B}[<36;5;6M\u{1B}[<48;5;6M\u{1B}[<8;5;6M\u{1B}[<68;5;6M",
                      [mouse(.drag, 4, 5), mouse(.drag, 4, 5), mouse(.press, 4, 5), mouse(.wheelUp, 4, 5)]),
        DecoderSample("SGR motion with no button or another, other buttons: ignored",
                      "\u{1B}[<35;5;6M\u{1B}[<34;5;6M\u{1B}[<2;5;6M\u{1B}[<1;5;6m", []),
        DecoderSample("SGR malformed: 0 coordinates, too few or many fields, empty or odd numbers",
                      "\u{1B}[<32;0;4M\u{1B}[<32;5M\u{1B}[<32;5;6;7M\u{1B}[<;5;6M\u{1B}[<0;+5;6M\u{1B}[<0;5;99999999999999999999999M", []),
        DecoderSample("SGR far right (beyond X10's reach)", "\u{1B}[<0;300;2M", [mouse(.press, 299, 1)]),
        DecoderSample("X10 press, drag, release, wheel", bytes: x10(32, 31, 4) + x10(64, 21, 4) + x10(35, 11, 4) + x10(96, 5, 6) + x10(97, 5, 6),
                      [mouse(.press, 30, 3), mouse(.drag, 20, 3), mouse(.release, 10, 3), mouse(.wheelUp, 4, 5), mouse(.wheelDown, 4, 5)]),
        DecoderSample("X10 motion without a button, bytes out of range: ignored, and never typed",
                      bytes: x10(67, 5, 6) + Array("\u{1B}[M".utf8) + [20, 40, 40] + Array("a".utf8), [key(.character("a"))]),
        DecoderSample("X10 coordinates past 95 (bytes above 127, no UTF-8)", bytes: x10(32, 200, 100), [mouse(.press, 199, 99)]),
    ]

    static let pastes: [DecoderSample] = [
        DecoderSample("a paste: its newlines and letters typed, never keys", "\u{1B}[200~Ana\n2\nq\u{1B}[201~", [.paste("Ana 2 q")]),
        DecoderSample("an empty paste", "\u{1B}[200~\u{1B}[201~", [.paste("")]),
        DecoderSample("tabs and CR become spaces, other controls are dropped", "\u{1B}[200~a\tb\r\u{7}c\u{7F}\u{1}\u{1B}[201~", [.paste("a b c")]),
        DecoderSample("wide characters", "\u{1B}[200~설정 📷\u{1B}[201~", [.paste("설정 📷")]),
        DecoderSample("an escape sequence inside is text without its Esc", "\u{1B}[200~x\u{1B}[Ay\u{1B}[20z\u{1B}[201~", [.paste("x[Ay[20z")]),
        DecoderSample("keys on both sides", "a\u{1B}[200~b\u{1B}[201~\u{1B}[A", [key(.character("a")), .paste("b"), key(.up)]),
        DecoderSample("the idle probe the end-to-end tests paste", "\u{1B}[200~tabsim:idle?\u{1B}[201~", [.paste("tabsim:idle?")]),
    ]

    static let brokenText: [DecoderSample] = [
        DecoderSample("invalid bytes dropped", bytes: [0xFF, 0x61, 0x80, 0xC0, 0xAF, 0x62, 0xF8], typed("ab")),
        DecoderSample("a character cut short is dropped, the next byte counts", bytes: [0xC3, 0x61, 0xE2, 0x82, 0x1B, 0x5B, 0x41], typed("a") + [key(.up)]),
        DecoderSample("overlong forms and surrogates dropped", bytes: [0xE0, 0x80, 0xAF, 0xED, 0xA0, 0x80, 0xF4, 0x90, 0x80, 0x80, 0x63], typed("c")),
        DecoderSample("C1 controls are not typed", bytes: [0xC2, 0x9B, 0x64], typed("d")),
    ]

    /// An X10 mouse report: `ESC [ M`, then 32 + the button and the 1-based column and row + 32.
    static func x10(_ button: UInt8, _ x: Int, _ y: Int) -> [UInt8] {
        Array("\u{1B}[M".utf8) + [button, UInt8(x + 32), UInt8(y + 32)]
    }

    private func expectSameHoweverSplit(_ sample: DecoderSample) {
        let bytes = sample.bytes
        #expect(decoded([bytes]) == sample.events, "whole")
        for split in bytes.indices.dropFirst() {
            #expect(decoded([Array(bytes[..<split]), Array(bytes[split...])]) == sample.events, "split at byte \(split)")
        }
        #expect(decoded(bytes.map { [$0] }) == sample.events, "a byte at a time")
    }

    @Test("I1: keys decode the same whole, split in two anywhere, and a byte at a time", arguments: keys)
    func keysSplitAnywhere(_ sample: DecoderSample) { expectSameHoweverSplit(sample) }

    @Test("I2: mouse reports decode the same whole, split in two anywhere, and a byte at a time", arguments: mice)
    func miceSplitAnywhere(_ sample: DecoderSample) { expectSameHoweverSplit(sample) }

    @Test("B9: pastes decode the same whole, split in two anywhere (inside the end marker too), and a byte at a time", arguments: pastes)
    func pastesSplitAnywhere(_ sample: DecoderSample) { expectSameHoweverSplit(sample) }

    @Test("Invalid UTF-8 never crashes nor types a guess, however split", arguments: brokenText)
    func brokenTextSplitAnywhere(_ sample: DecoderSample) { expectSameHoweverSplit(sample) }

    @Test("Random byte streams, rich in escape sequences and broken UTF-8, decode the same however the reads split them", arguments: [1, 2, 3] as [UInt64])
    func randomStreams(seed: UInt64) {
        var rng = SplitMix(state: seed)
        let alphabet = Array("\u{1B}\u{1B}\u{1B}[[[OOM<~;;0123456789ABCDHFZmaq \r\t".utf8) + [0x7F, 0x00, 0xC3, 0xA9, 0xEC, 0x84, 0xA4, 0xF0, 0x9F, 0xFF, 0x80]
        for _ in 0..<300 {
            let bytes = (0..<Int.random(in: 0...120, using: &rng)).map { _ in
                Bool.random(using: &rng) ? alphabet.randomElement(using: &rng)! : UInt8.random(in: 0...255, using: &rng)
            }
            let whole = decoded([bytes])
            var parts: [[UInt8]] = []
            var rest = bytes[...]
            while !rest.isEmpty {
                let length = Int.random(in: 1...max(1, rest.count), using: &rng)
                parts.append(Array(rest.prefix(length)))
                rest = rest.dropFirst(length)
            }
            #expect(decoded(parts) == whole, "\(bytes)")
            #expect(decoded(bytes.map { [$0] }) == whole, "\(bytes)")
            for case .key(.character(let character)) in whole {
                #expect(!character.unicodeScalars.contains(where: TextFitting.isControl), "\(bytes)")
            }
        }
    }
}

@Suite("Input decoder: deadlines and bounds")
struct InputDecoderDeadlineTests {
    @Test("I1: a lone Esc is the Esc key only once the Esc delay has passed with no more bytes")
    func loneEscape() {
        var decoder = InputDecoder()
        #expect(decoder.pendingDeadline == nil)
        #expect(decoder.feed(Array("\u{1B}".utf8), now: 100) == [])
        #expect(decoder.pendingDeadline == 100 + InputDecoder.escapeDelay)
        #expect(decoder.timeout(now: 124) == [])
        #expect(decoder.timeout(now: 125) == [.key(.escape)])
        #expect(decoder.pendingDeadline == nil)
        #expect(decoder.timeout(now: 1000) == [], "nothing left to end")
    }

    @Test("I1: Esc, then an arrow split after its ESC or its ESC [ as a slow link splits it: Esc, then the arrow")
    func escapeThenSplitArrow() {
        var decoder = InputDecoder()
        #expect(decoder.feed(Array("\u{1B}\u{1B}".utf8), now: 0) == [.key(.escape)], "the first Esc at once")
        #expect(decoder.feed(Array("[".utf8), now: 20) == [])
        #expect(decoder.pendingDeadline == 20 + InputDecoder.restDelay, "a begun sequence waits longer than the Esc delay")
        #expect(decoder.timeout(now: 60) == [])
        #expect(decoder.feed(Array("B".utf8), now: 60) == [.key(.down)])
        #expect(decoder.pendingDeadline == nil)
    }

    @Test("I2: a mouse report split after ESC [ waits for its rest; cut off for good it is dropped, never typed")
    func splitMouseReport() {
        var decoder = InputDecoder()
        #expect(decoder.feed(Array("\u{1B}[".utf8), now: 0) == [])
        #expect(decoder.timeout(now: 40) == [], "40 ms later the rest is still awaited")
        #expect(decoder.feed(Array("<0;2;9M".utf8), now: 40) == [.mouse(MouseEvent(.press, x: 1, y: 8))])

        #expect(decoder.feed(Array("\u{1B}[<0;2".utf8), now: 1000) == [])
        #expect(decoder.timeout(now: 1000 + InputDecoder.restDelay - 1) == [])
        #expect(decoder.timeout(now: 1000 + InputDecoder.restDelay) == [])
        #expect(decoder.pendingDeadline == nil)
        #expect(decoder.feed(Array("x".utf8), now: 2000) == [.key(.character("x"))], "back to text")
    }

    @Test("Each byte of a sequence moves its deadline; a character cut short waits, then is dropped")
    func deadlinesFollowTheLatestByte() {
        var decoder = InputDecoder()
        _ = decoder.feed(Array("\u{1B}[1".utf8), now: 0)
        _ = decoder.feed(Array("0".utf8), now: 300)
        #expect(decoder.pendingDeadline == 300 + InputDecoder.restDelay)
        #expect(decoder.feed(Array("0~".utf8), now: 700) == [], "ESC [ 100 ~ is no key")
        #expect(decoder.feed([0xEC, 0x84], now: 800) == [])
        #expect(decoder.pendingDeadline == 800 + InputDecoder.restDelay)
        #expect(decoder.timeout(now: 1300) == [])
        #expect(decoder.feed([0xA4], now: 1400) == [], "the cut character's last byte alone is nothing")
    }

    @Test("B9: a paste whose end never comes is delivered as it is once the rest delay passes")
    func unendedPaste() {
        var decoder = InputDecoder()
        #expect(decoder.feed(Array("\u{1B}[200~abc\u{1B}[20".utf8), now: 0) == [])
        #expect(decoder.timeout(now: InputDecoder.restDelay - 1) == [])
        #expect(decoder.timeout(now: InputDecoder.restDelay) == [.paste("abc")])
        #expect(decoder.feed(Array("q".utf8), now: 600) == [.key(.character("q"))])
    }

    @Test("B9: a hostile paste stays bounded: a million characters arrive as the first 1,024, then keys work")
    func hugePaste() {
        var decoder = InputDecoder()
        var events = decoder.feed(Array("\u{1B}[200~".utf8), now: 0)
        let chunk = Array(String(repeating: "설x", count: 5_000).utf8)
        for time in 1...100 { events += decoder.feed(chunk, now: time) }
        events += decoder.feed(Array("\u{1B}[201~\u{1B}[A".utf8), now: 101)
        #expect(events == [.paste(String(String(repeating: "설x", count: 512))), .key(.up)])
    }

    @Test("I1: an endless escape sequence is swallowed whole and never typed; keys work after it")
    func endlessSequence() {
        var decoder = InputDecoder()
        var events = decoder.feed(Array("\u{1B}[".utf8), now: 0)
        let digits = Array(String(repeating: "1;", count: 50_000).utf8)
        for time in 1...20 { events += decoder.feed(digits, now: time) }
        events += decoder.feed(Array("A".utf8), now: 21)
        #expect(events == [], "not an arrow, not text")
        #expect(decoder.feed(Array("b".utf8), now: 22) == [.key(.character("b"))])

        let overlongMouse = "\u{1B}[<0;1;" + String(repeating: "0", count: InputDecoder.sequenceLimit) + "1M"
        #expect(decoder.feed(Array(overlongMouse.utf8), now: 30) == [])
        _ = decoder.feed(Array("\u{1B}[".utf8) + digits, now: 40)
        #expect(decoder.timeout(now: 40 + InputDecoder.restDelay) == [])
        #expect(decoder.feed(Array("c".utf8), now: 600) == [.key(.character("c"))])
    }
}
