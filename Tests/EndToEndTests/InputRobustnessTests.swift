import Foundation
import Testing

@Suite("Input the program does not know")
struct InputRobustnessTests {
    @Test("I1: an escape sequence tabsim does not know is ignored whole, never taken as Esc and characters")
    func unknownSequences() async throws {
        let s = try await TmuxSession("unknown-escapes")
        defer { s.close() }
        try await s.waitForDemo()
        try await s.keys("2", "Down", "Enter")
        try await s.waitFor(text: "Eagle Peak")
        try await s.barrier()
        // ESC [ 99 ~ (no such key), a kitty-style CSI u key, and SS3 with an unknown final byte.
        for sequence in ["\u{1B}[99~", "\u{1B}[57;5u", "\u{1B}OZ"] {
            try await s.type(sequence)
        }
        let rows = try await s.barrier()
        #expect(rows[0].contains("Eagle Peak"), "still on the detail screen (no Esc, no digit):\n\(TmuxSession.framed(rows))")
        #expect(try await s.terminalFlags().hasPrefix("11"), "still running")
    }

    @Test("B9: pasted text goes into the field: its newlines and letters are never keys")
    func bracketedPaste() async throws {
        let s = try await TmuxSession("paste")
        defer { s.close() }
        try await s.waitForDemo()
        try await s.keys("5")
        try await s.waitFor(text: "Your name")
        try await s.barrier()
        try await s.keys("Enter")
        try await s.waitFor("the keyboard") { Demo.keyboardShown($0) }
        try await s.type("\u{1B}[200~Ana\n2\nq\u{1B}[201~")
        try await s.waitFor(text: "Ana 2 q")
        let rows = try await s.barrier()
        #expect(rows[0] == " Profile", "no section switch, no quit:\n\(TmuxSession.framed(rows))")
        #expect(try await s.terminalFlags().hasPrefix("11"), "still running")
    }

    @Test("I1: two Escs that arrive together go back twice")
    func doubleEscape() async throws {
        let s = try await TmuxSession("double-escape")
        defer { s.close() }
        try await s.waitForDemo()
        try await s.keys("2", "Enter")
        try await s.waitFor(text: "Lost Lake loop")
        try await s.barrier()
        try await s.keys("Down", "Down", "Down", "Enter")
        try await s.waitFor(text: "‹ Lost Lake loop")
        try await s.barrier()
        try await s.type("\u{1B}\u{1B}")
        let rows = try await s.waitFor(row: " Your trips")
        #expect(rows[0] == " Your trips")
    }

    @Test("I1: Esc followed at once by an arrow (one read) is Esc, then the arrow: back, then the cursor moves")
    func escapeThenArrow() async throws {
        let s = try await TmuxSession("escape-arrow")
        defer { s.close() }
        try await s.waitForDemo()
        try await s.keys("2", "Enter")
        try await s.waitFor(text: "Lost Lake loop")
        try await s.barrier()
        try await s.keys("Down", "Enter")
        try await s.waitFor(text: "‹ Your trips")
        try await s.barrier()
        // One send-keys: both arrive in one read.
        try await s.keys("Escape", "Down")
        let rows = try await s.waitFor(row: " Your trips")
        #expect(rows[0] == " Your trips", "Esc went back")
    }
}
