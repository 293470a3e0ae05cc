import Foundation
import Testing

/// Mouse under the TERMs tmux and screen recommend, whose terminfo has ncurses decode
/// only X10 reports (I2): tabsim asks for SGR reports and decodes them itself. In
/// Scripts/test's ncurses 5.7 run the terminal database is a Mac's, which has no
/// tmux-256color: there the first case proves tabsim draws it as screen-256color.
@Suite("Mouse under tmux and screen TERMs")
struct TerminalTypeTests {
    @Test("I2: under tmux-256color and screen-256color an SGR click beyond column 223 selects the tab there",
          arguments: ["tmux-256color", "screen-256color"])
    func sgrClickFarRight(term: String) async throws {
        let s = try await TmuxSession("sgr-\(term)", arguments: ["--layout", "bar"], environment: ["TERM": term], width: 300)
        defer { s.close() }
        let rows = try await s.waitFor(text: "Profile")
        let barRow = try #require(rows.lastIndex { $0.contains("Profile") })
        let x = try #require(TmuxSession.column(of: "Profile", in: rows[barRow]))
        #expect(x > 223, "the tab must lie beyond X10's reach: column \(x)")
        try await s.waitForMouseMode()
        try await s.click(x: x, y: barRow + 1)
        try await s.waitFor("Profile selected") { $0.first == " Profile" }
    }
}
