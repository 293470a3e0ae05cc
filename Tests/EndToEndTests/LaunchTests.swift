import Foundation
import Testing

@Suite("Launch, keys and quit")
struct LaunchTests {
    @Test("T1/T5/B1/B2/I1: the demo starts with its bar and strip, Right/Left select, q quits and restores the terminal")
    func demoStartsSelectsAndQuits() async throws {
        let s = try await TmuxSession("launch", recordOutput: true)
        defer { s.close() }
        try await s.waitForDemo()

        let rows = try await s.screen()
        #expect(rows.count == 24)
        #expect(rows[Demo.titleRow] == " Explore")
        // B1/B2/B6: the bar is the bottom three rows: the material line (the list goes on
        // below it), then, in landscape (80x24), each item as one `icon badge label` line
        // on the middle row, and a blank last row.
        #expect(rows[21] == String(repeating: "─", count: 80), "B8 material line above the bar")
        #expect(
            rows[Demo.barLabelRow()]
                == "   ◆ Explore        ○3 Trips        △ Record        ☆ Saved        □ Profile",
            "landscape bar row: filled icon for the active Explore, badge 3 on Trips (B3/B4/B6)")
        #expect(rows[23] == "", "landscape: the bar's last row is blank")
        // T1/T5: the Scroll strip shows its first pages, the Popular badge and a › cue.
        for page in Demo.explorePages {
            #expect(rows[Demo.stripRow].contains(page), "strip page \(page)")
        }
        #expect(rows[Demo.stripRow].contains("Popular 2"))
        #expect(rows[Demo.stripRow].hasSuffix("›"), "overflow cue on the trailing edge (T5)")
        #expect(rows[Demo.indicatorRow].hasPrefix("━━━━━━━━━━─"), "active underline under Nearby (T1)")
        #expect(rows.contains("  Nearby trail 1"))
        // Running: alternate screen and mouse reporting on.
        #expect(try await s.terminalFlags().hasPrefix("11"))
        #expect(Demo.activeSection(try await s.styledScreen()) == "Explore")

        try await s.keys("Right")
        try await s.waitFor(row: " Your trips")
        try await s.barrier()
        #expect(Demo.activeSection(try await s.styledScreen()) == "Trips")
        #expect(try await s.screen().contains { $0.hasPrefix("  Lost Lake loop") })

        try await s.keys("Left")
        try await s.waitFor(row: " Explore")
        try await s.barrier()
        #expect(Demo.activeSection(try await s.styledScreen()) == "Explore")
        #expect(try await s.screen().contains("  Nearby trail 1"))

        try await s.keys("q")
        #expect(try await s.waitForExit() == 0)
        #expect(try await s.terminalFlags() == "001")
        // The normal screen is back: none of the program's drawing is left.
        #expect(!(try await s.screen()).contains { $0.contains("Profile") })
        let output = try s.recordedOutput()
        #expect(output.contains("\u{1B}[?1049h"), "entered the alternate screen")
        #expect(output.contains("\u{1B}[?1049l"), "left the alternate screen")
    }

    #if os(Linux)
    @Test("A section switch reaches the terminal in one write, not one a row (ncurses 6 flushed at each cursor move), and the terminal's palette is never reset")
    func switchIsOneWrite() async throws {
        let s = try await TmuxSession("one-write", arguments: ["--transition", "none"], recordOutput: true)
        defer { s.close() }
        try await s.waitForDemo()
        try await s.barrier()
        let before = try #require(s.programWriteCalls())
        try await s.keys("Right")
        try await s.waitFor(row: " Your trips")
        try await s.barrier()
        let after = try #require(s.programWriteCalls())
        // The frame between the synchronized-output marks (tmux supports them), and the
        // idle marker's title that barrier() waits for; 32 when each row was a write.
        #expect(after - before <= 4, "\(after - before) writes for one switch")
        // Leaving and resuming curses with colours on would send `oc`, OSC 104, which
        // undoes a palette the user's shell set.
        let output = try s.recordedOutput()
        #expect(output.contains("\u{1B}[?1049h") && !output.contains("\u{1B}]104"))
    }
    #endif

    @Test("I1: digits jump to a section (3 = Record with its Fixed strip, T6), ? shows the bindings, Esc closes them")
    func digitsAndHelp() async throws {
        let s = try await TmuxSession("digits")
        defer { s.close() }
        try await s.waitForDemo()

        try await s.keys("3")
        try await s.waitFor(row: " Record")
        var rows = try await s.barrier()
        #expect(Demo.activeSection(try await s.styledScreen()) == "Record")
        // T6 Fixed: three pages sharing the width equally, the first one underlined.
        let strip = rows[1]
        for page in ["Map", "Stats", "Photos"] { #expect(strip.contains(page)) }
        #expect(rows[2].hasPrefix(String(repeating: "━", count: 26)))
        #expect(rows[2].count == 80)

        try await s.keys("4")
        rows = try await s.waitFor(row: " Saved")
        #expect(rows.contains { $0.contains("Nothing saved yet.") }, "B11 empty state explains")

        try await s.keys("?")
        rows = try await s.waitFor(text: "Keys and mouse")
        for binding in ["Tab Shift-Tab", "1-9", "q Ctrl-C", "release elsewhere cancels"] {
            #expect(rows.contains { $0.contains(binding) }, "help lists \(binding)")
        }
        try await s.keys("Escape")
        rows = try await s.waitFor("the help to close") { !$0.contains { $0.contains("Keys and mouse") } }
        #expect(rows.contains { $0.contains("Nothing saved yet.") })
        #expect(rows[Demo.titleRow] == " Saved")
    }
}
