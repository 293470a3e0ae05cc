import Foundation
import Testing

/// Drags reported as they move (DEC mode 1002, SGR 1006), sent to the real program in
/// tmux: the contents follow the pointer while the button is held, and the release
/// completes or cancels from there (I2, S1, S4).
@Suite("Drags that follow the pointer")
struct DragTests {
    /// The demo's first content row (0-based), under the strip.
    private let contentRow = 4

    /// SGR mouse: motion to 1-based `x`, `y` with button 1 held (button 0 + 32).
    private func drag(_ s: TmuxSession, x: Int, y: Int) async throws {
        try await s.type("\u{1B}[<32;\(x);\(y)M")
    }

    /// SGR mouse: button 1 pressed at 1-based `x`, `y`, and handled before anything else
    /// is sent (ncurses may keep only the last of reports that arrive in one read).
    private func press(_ s: TmuxSession, x: Int, y: Int) async throws {
        try await s.press(x: x, y: y)
        try await s.barrier()
    }

    private func column(of text: String, in row: String) -> Int? {
        row.range(of: text).map { row.distance(from: row.startIndex, to: $0.lowerBound) }
    }

    @Test("I2, S1, S4, S6: sideways over the pages the next page and the underline follow the pointer (a quarter of the way, nothing selected yet); released past the quarter it is selected")
    func pageFollowsAndCompletes() async throws {
        let s = try await TmuxSession("drag-page")
        defer { s.close() }
        try await s.waitForDemo()
        #expect(try await s.tmux(["display", "-p", "-t", "t", "#{mouse_button_flag}"]).hasPrefix("1"), "button-motion reports on")
        try await press(s, x: 61, y: contentRow + 2)
        try await drag(s, x: 41, y: contentRow + 2)
        // The marker: the neighbour's first row three quarters of the way across.
        let held = try await s.waitFor("Popular's rows at column 62") { column(of: "Popular trail 1", in: $0[contentRow]) == 62 }
        #expect(!held[contentRow].contains("Nearby"), "Nearby's short rows are a quarter of the width to the left, off screen")
        #expect(held[Demo.indicatorRow].hasPrefix("──╺━━━━━━━━━━╸─"), "the underline a quarter of the way to Popular: \(held[Demo.indicatorRow])")
        try await s.release(x: 31, y: contentRow + 2)
        let after = try await s.waitFor(row: "  Popular trail 1")
        #expect(after[Demo.indicatorRow].hasPrefix("──────────"), "the underline moved off Nearby")
        #expect(after[Demo.titleRow] == " Explore")
    }

    @Test("I2, S4: released before a quarter of the width, the pages slide back and Nearby stays")
    func pageCancels() async throws {
        let s = try await TmuxSession("drag-page-cancel")
        defer { s.close() }
        try await s.waitForDemo()
        try await press(s, x: 61, y: contentRow + 2)
        try await drag(s, x: 51, y: contentRow + 2)
        let held = try await s.waitFor("Popular's rows at column 72") { column(of: "Popular", in: $0[contentRow]) == 72 }
        #expect(column(of: "Nearby trail 1", in: held[contentRow]) == nil)
        #expect(held[contentRow].hasPrefix("rail 1 "), "Nearby's row moved ten columns left: \(held[contentRow])")
        try await s.release(x: 51, y: contentRow + 2)
        let after = try await s.waitFor(row: "  Nearby trail 1")
        #expect(!after.contains { $0.contains("Popular trail") })
        #expect(after[Demo.indicatorRow].hasPrefix("━━━━━━━━━━─"))
    }

    @Test("I2, S1, S4: from the leading edge of a pushed screen, the screen follows the pointer over the one below; released at the middle it goes back")
    func edgeFollowsAndPops() async throws {
        let s = try await TmuxSession("drag-edge")
        defer { s.close() }
        try await s.waitForDemo()
        try await s.keys("Right")
        try await s.waitFor(row: " Your trips")
        try await s.keys("Down", "Enter")
        try await s.waitFor(text: "‹ Your trips")
        try await press(s, x: 1, y: 4)
        try await drag(s, x: 41, y: 4)
        let held = try await s.waitFor("the trip's rows half the width across") { rows in rows.contains { column(of: "12.4 km", in: $0) == 42 } }
        #expect(held[1].first != " ", "the list of trips shows under it, moved a sixth of the width left: \(held[1])")
        try await s.release(x: 41, y: 4)
        let after = try await s.waitFor(row: " Your trips")
        #expect(!after.contains { $0.contains("‹") || $0.contains("12.4 km") })
    }
}
