import Foundation
import TabsimCore
import Testing

@Suite("Resize")
struct ResizeTests {
    @Test("I3/B6: resizing to 40x12 and back keeps the section, the list cursor and scroll; 20x6 shows the enlarge notice and recovers")
    func resizeKeepsState() async throws {
        let s = try await TmuxSession("resize")
        defer { s.close() }
        try await s.waitForDemo()
        try await s.keys(Array(repeating: "Down", count: 30))
        try await s.waitFor(row: "  Nearby trail 31")
        try await s.barrier()
        #expect(Demo.cursorRow(try await s.styledScreen()) == "Nearby trail 31")

        // Smaller: everything re-laid at 40 columns, same state.
        try await s.resize(width: 40, height: 12)
        var rows = try await s.waitFor("a 40x12 layout") { $0.count == 12 && Demo.barShown($0, width: 40) && $0[0] == " Explore" }
        rows = try await s.barrier()
        #expect(rows[Demo.titleRow] == " Explore")
        #expect(rows.allSatisfy { DisplayWidth.of($0) <= 40 })
        #expect(rows.contains("  Nearby trail 31"), "cursor row still in view")
        var styled = try await s.styledScreen()
        #expect(Demo.activeSection(styled, width: 40) == "Explore")
        #expect(Demo.cursorRow(styled) == "Nearby trail 31")

        try await s.resize(width: 80, height: 24)
        rows = try await s.waitFor("the 80x24 layout") { $0.count == 24 && Demo.barShown($0) && $0[0] == " Explore" }
        rows = try await s.barrier()
        #expect(rows[Demo.titleRow] == " Explore")
        #expect(rows.contains("  Nearby trail 31"))
        #expect(!rows.contains("  Nearby trail 1"), "scroll position lost")
        styled = try await s.styledScreen()
        #expect(Demo.activeSection(styled) == "Explore")
        #expect(Demo.cursorRow(styled) == "Nearby trail 31")

        // Too small: a clear notice instead of a broken layout.
        try await s.resize(width: 20, height: 6)
        rows = try await s.waitFor(text: "Enlarge to")
        #expect(rows.contains { $0.lowercased().contains("too small") })
        #expect(!rows.contains { $0.contains("Nearby trail") })

        try await s.resize(width: 80, height: 24)
        rows = try await s.waitFor("recovery at 80x24") { $0.count == 24 && Demo.barShown($0) && $0[0] == " Explore" }
        rows = try await s.barrier()
        #expect(!rows.contains { $0.contains("Enlarge to") })
        #expect(rows[Demo.titleRow] == " Explore")
        #expect(rows.contains("  Nearby trail 31"))
        #expect(Demo.cursorRow(try await s.styledScreen()) == "Nearby trail 31")

        try await s.keys("q")
        #expect(try await s.waitForExit() == 0)
        #expect(try await s.terminalFlags() == "001")
    }

    @Test("I3: a selected section other than the first survives a resize")
    func resizeKeepsSection() async throws {
        let s = try await TmuxSession("resize-section")
        defer { s.close() }
        try await s.waitForDemo()
        try await s.keys("2")
        try await s.waitFor(row: " Your trips")
        try await s.resize(width: 50, height: 16)
        // tmux shows the old rows until the program redraws: wait for the new title too.
        try await s.waitFor("a 50x16 layout") { $0.count == 16 && Demo.barShown($0, width: 50) && $0[0] == " Your trips" }
        var rows = try await s.barrier()
        #expect(rows[Demo.titleRow] == " Your trips")
        #expect(Demo.activeSection(try await s.styledScreen(), width: 50) == "Trips")

        // B6/B7 portrait (30*2 >= 40): same three-row bar, icon above label.
        try await s.resize(width: 40, height: 30)
        rows = try await s.waitFor("a 40x30 portrait layout") {
            $0.count == 30 && Demo.barShown($0, width: 40) && $0[0] == " Your trips"
        }
        rows = try await s.barrier()
        #expect(rows[Demo.titleRow] == " Your trips")
        #expect(rows[28].contains("●3"), "icons (filled for Trips, with its badge) on row h-2: \(rows[28])")
        #expect(!rows[28].contains("Trips"))
        #expect(rows[29].contains("Explore") && rows[29].contains("Trips"), "labels on row h-1: \(rows[29])")
        if let icon = TmuxSession.column(of: "●", in: rows[28]),
            let label = TmuxSession.column(of: "Trips", in: rows[29])
        {
            #expect(abs(icon - label) <= 2, "Trips' icon sits above its label (\(icon) vs \(label))")
        }
        #expect(Demo.activeSection(try await s.styledScreen(), width: 40) == "Trips")

        try await s.resize(width: 80, height: 24)
        try await s.waitFor("the 80x24 layout") { $0.count == 24 && Demo.barShown($0) && $0[0] == " Your trips" }
        rows = try await s.barrier()
        #expect(rows[Demo.titleRow] == " Your trips")
        #expect(Demo.activeSection(try await s.styledScreen()) == "Trips")
    }
}
