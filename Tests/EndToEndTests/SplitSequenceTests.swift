import Foundation
import Testing

/// A mouse report split across reads (as over ssh, or in tmux under load) is waited for
/// and decoded, never typed into a field as text (I2).
@Suite("Escape sequences split across reads")
struct SplitSequenceTests {
    @Test("I2: a click whose report arrives in two parts, split after ESC [ or inside its numbers, types Q on the keyboard and nothing else")
    func splitMouseReport() async throws {
        let (s, folder) = try await KeyboardGapTests.typing("split-sequence")
        defer {
            s.close()
            try? FileManager.default.removeItem(at: folder)
        }
        // Q is at columns 1–3 of row 9 (1-based). The press comes in two writes 40 ms
        // apart, longer than the Esc delay, as a slow link splits it.
        for split in ["\u{1B}[", "\u{1B}[<0;2"] {
            let whole = "\u{1B}[<0;2;9M"
            try await s.type(split, pausing: 40, then: String(whole.dropFirst(split.count)))
            try await s.release(x: 2, y: 9)
        }
        let rows = try await s.waitFor("Q typed twice") { $0[1].contains("Qq") }
        #expect(!rows[1].contains("<") && !rows[1].contains(";"), "\(rows[1])")
    }

    @Test("B9: a paste split inside its end marker arrives whole: its text typed into the field, no stray characters")
    func splitPaste() async throws {
        let (s, folder) = try await KeyboardGapTests.typing("split-paste")
        defer {
            s.close()
            try? FileManager.default.removeItem(at: folder)
        }
        try await s.type("\u{1B}[200~Ana 2\u{1B}[20", pausing: 40, then: "1~")
        let rows = try await s.waitFor("the paste typed") { $0[1].contains("Ana 2") }
        #expect(!rows[1].contains("1~") && !rows[1].contains("["), "\(rows[1])")
        #expect(KeyboardGapTests.keyboardShown(rows), "the paste's Esc closed nothing:\n\(TmuxSession.framed(rows))")
    }
}
