import Foundation
import Testing

/// The simulated keyboard in the real binary: its gaps are parts of keys, not "outside".
@Suite("Keyboard gaps in a terminal (B9)")
struct KeyboardGapTests {
    /// The keyboard at 40 columns: its shift and space keys on the bottom rows.
    static func keyboardShown(_ rows: [String]) -> Bool {
        rows.suffix(2).contains { $0.contains("⇧") } && rows.last?.contains("space") == true
    }

    /// Chats with a Search field, in a 40x12 terminal, the keyboard up after a click on
    /// the field. The caller closes the session and removes the folder.
    static func typing(_ name: String) async throws -> (session: TmuxSession, folder: URL) {
        let file = try RowKindsEndToEndTests.prototypeFile("""
        sections:
          - label: Chats
            screen: {fields: [Search], rows: [Ana, Ben]}
          - label: Calls
            screen: {rows: [None]}
        """)
        let s = try await TmuxSession(name, arguments: [file.path], width: 40, height: 12)
        try await s.waitFor(text: "Ben")
        try await s.waitForMouseMode()
        // Cells are 1-based here: the field is on row 2.
        try await s.click(x: 11, y: 2)
        _ = try await s.waitFor("the keyboard") { keyboardShown($0) }
        return (s, file.deletingLastPathComponent())
    }

    @Test("B9: a click on the gap between Q and W types a letter and keeps the keyboard up; a tap on space then types a space")
    func gapTypesALetter() async throws {
        let (s, folder) = try await Self.typing("keyboard-gap")
        defer {
            s.close()
            try? FileManager.default.removeItem(at: folder)
        }
        // Column 4 of row 9 (1-based) is the gap between Q (columns 1–3) and W (5–7).
        var rows = try await s.screen()
        #expect(rows[8].hasPrefix(" Q   W"), "\(rows)")
        try await s.click(x: 4, y: 9)
        rows = try await s.waitFor("Q typed into the field") { $0[1].contains("Q") }
        #expect(Self.keyboardShown(rows), "the keyboard stays up:\n\(rows.joined(separator: "\n"))")
        let space = try #require(TmuxSession.column(of: "space", in: rows[11]))
        try await s.click(x: space, y: 12)
        try await s.click(x: 4, y: 9)
        rows = try await s.waitFor("a space and a q typed") { $0[1].contains("Q q") }
        #expect(rows[0].contains("Chats") && Self.keyboardShown(rows), "\(rows.joined(separator: "\n"))")
    }
}
