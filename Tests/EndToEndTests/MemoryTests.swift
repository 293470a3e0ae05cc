import Foundation
import Testing

@Suite("Per-section and per-page memory")
struct MemoryTests {
    @Test("T8/B13: the Explore list keeps its scroll and cursor when switching to Trips and back")
    func exploreListKeepsScroll() async throws {
        let s = try await TmuxSession("memory-scroll")
        defer { s.close() }
        try await s.waitForDemo()

        try await s.keys(Array(repeating: "Down", count: 30))
        try await s.waitFor(row: "  Nearby trail 31")
        try await s.barrier()
        let cursorBefore = try #require(Demo.cursorRow(try await s.styledScreen()))
        #expect(cursorBefore == "Nearby trail 31")

        try await s.keys("Right")
        try await s.waitFor(row: " Your trips")
        try await s.keys("Left")
        try await s.waitFor(row: " Explore")
        let rows = try await s.barrier()
        #expect(rows.contains("  Nearby trail 30"))
        #expect(rows.contains("  Nearby trail 31"))
        #expect(!rows.contains("  Nearby trail 1"), "the list was reset to the top")
        #expect(Demo.cursorRow(try await s.styledScreen()) == cursorBefore)
    }

    @Test("T8: each strip page keeps its own scroll (Nearby scrolled, Popular not, back to Nearby)")
    func stripPagesKeepScroll() async throws {
        let s = try await TmuxSession("memory-pages")
        defer { s.close() }
        try await s.waitForDemo()
        try await s.keys(Array(repeating: "Down", count: 25))
        try await s.waitFor(row: "  Nearby trail 26")
        try await s.keys("Tab")  // focus the strip
        try await s.keys("Right")
        try await s.waitFor(row: "  Popular trail 1")
        try await s.keys("Left")
        try await s.waitFor(row: "  Nearby trail 26")
        let rows = try await s.barrier()
        #expect(!rows.contains("  Nearby trail 1"))
        #expect(Demo.activeSection(try await s.styledScreen()) == "Explore")
    }

    @Test("B13: a pushed detail screen stays pushed across section switches; Esc goes back; reselecting pops to root")
    func detailStackKept() async throws {
        let s = try await TmuxSession("memory-stack")
        defer { s.close() }
        try await s.waitForDemo()
        try await s.keys("2")
        try await s.waitFor(row: " Your trips")
        try await s.keys("Down", "Enter")
        var rows = try await s.waitFor(text: "‹ Your trips")
        rows = try await s.barrier()
        #expect(rows[0].contains("Eagle Peak"))

        try await s.keys("1")
        try await s.waitFor(row: " Explore")
        try await s.keys("2")
        rows = try await s.waitFor(text: "‹ Your trips")
        rows = try await s.barrier()
        #expect(rows[0].contains("Eagle Peak"), "Trips still shows its detail screen")
        #expect(rows.contains { $0.contains("12.4 km") })

        try await s.keys("Escape")
        try await s.waitFor(row: " Your trips")

        try await s.keys("Enter")
        try await s.waitFor(text: "‹ Your trips")
        try await s.keys("2")  // re-select the active section
        try await s.waitFor(row: " Your trips")
    }

    @Test("T8/B13: text typed into Profile's Name field is still there after switching away and back")
    func profileFieldKeepsText() async throws {
        let s = try await TmuxSession("memory-field")
        defer { s.close() }
        try await s.waitForDemo()
        try await s.keys("5")
        try await s.waitFor(row: "  Name       Your name")
        try await s.barrier()
        try await s.keys("Enter")
        try await s.waitFor(row: "  Name")  // placeholder gone: typing
        try await s.type("Ana Kim")
        try await s.waitFor(row: "  Name       Ana Kim")
        try await s.keys("Escape")
        try await s.barrier()

        try await s.keys("1")
        try await s.waitFor(row: " Explore")
        try await s.keys("5")
        try await s.waitFor(row: " Profile")
        let rows = try await s.barrier()
        #expect(rows.contains("  Name       Ana Kim"))
        #expect(rows.contains("  Home town  Where you start from"))
    }

    @Test("T8 wide text: Korean typed into Home town shows and is kept; Backspace deletes one whole syllable")
    func koreanInField() async throws {
        let s = try await TmuxSession("memory-korean")
        defer { s.close() }
        try await s.waitForDemo()
        try await s.keys("5")
        try await s.waitFor(row: "  Home town  Where you start from")
        try await s.barrier()
        try await s.keys("Down", "Enter")
        try await s.waitFor(row: "  Home town")
        try await s.type("설정")
        try await s.waitFor(row: "  Home town  설정")
        try await s.type("!")
        try await s.waitFor(row: "  Home town  설정!")
        try await s.keys("BSpace", "BSpace")
        try await s.waitFor(row: "  Home town  설")
        try await s.keys("Enter")
        try await s.keys("1")
        try await s.waitFor(row: " Explore")
        try await s.keys("5")
        try await s.waitFor(row: " Profile")
        #expect(try await s.barrier().contains("  Home town  설"))
    }

    @Test("I1: the list cursor is visible on a text field row (Profile: Down moves it from Name to Home town)")
    func fieldCursorVisible() async throws {
        let s = try await TmuxSession("field-cursor")
        defer { s.close() }
        try await s.waitForDemo()
        try await s.keys("5")
        try await s.waitFor(row: "  Home town  Where you start from")
        try await s.keys("Down")
        try await s.barrier()
        let deadline = ContinuousClock.now + E2E.patience
        var styled = try await s.styledScreen()
        func marked(_ line: StyledLine) -> Bool {
            line.cells.contains { $0.background != nil || $0.reverse || $0.foreground == Demo.tint }
        }
        while !marked(styled[2]), ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(20))
            styled = try await s.styledScreen()
        }
        #expect(styled[2].text.hasPrefix("  Home town"))
        let homeTownMarked = marked(styled[2]), nameMarked = marked(styled[1])
        #expect(homeTownMarked, "Home town row shows the cursor")
        #expect(!nameMarked, "Name row no longer shows it")
    }

    @Test("B9: focusing a text field shows the on-screen keyboard and hides the bar; Esc brings the bar back")
    func keyboardHidesBar() async throws {
        let s = try await TmuxSession("keyboard")
        defer { s.close() }
        try await s.waitForDemo()
        try await s.keys("5")
        try await s.waitFor(row: "  Name       Your name")
        #expect(!Demo.keyboardShown(try await s.screen()))
        try await s.keys("Enter")
        let editing = try await s.waitFor("the keyboard instead of the bar") {
            Demo.keyboardShown($0) && !$0.contains { $0.contains("Profile") && $0.contains("Trips") }
        }
        #expect(editing[19] == String(repeating: "─", count: 80), "a line tops the keyboard")
        #expect(editing[20].hasPrefix("       Q      W      E"), "capitals for the field's first letter")
        try await s.type("Ana")
        try await s.waitFor(row: "  Name       Ana")
        try await s.keys("Escape")
        let back = try await s.waitFor("the bar to come back") { Demo.barShown($0) }
        #expect(!Demo.keyboardShown(back))
        #expect(back.contains("  Name       Ana"), "the field keeps its text (T8)")
    }
}
