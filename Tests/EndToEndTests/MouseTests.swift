import Foundation
import Testing

@Suite("Mouse: pressed look and touch-up-inside")
struct MouseTests {
    @Test(
        "I2 touch-up-inside, T4/B3 Pressed look: press on Trips shows Pressed without selecting, release on it selects",
        arguments: [false, true])
    func pressThenReleaseSelects(noColor: Bool) async throws {
        let s = try await TmuxSession(
            "press-release-\(noColor ? "mono" : "color")",
            environment: noColor ? ["NO_COLOR": "1"] : [:])
        defer { s.close() }
        try await s.waitForDemo()
        let rows = try await s.screen()
        let y = Demo.barLabelRow() + 1
        let x = try #require(TmuxSession.column(of: "Trips", in: rows[Demo.barLabelRow()]))
        #expect(Demo.pressedSections(try await s.styledScreen(), noColor: noColor).isEmpty)

        try await s.press(x: x, y: y)
        let deadline = ContinuousClock.now + E2E.patience
        var styled = try await s.styledScreen()
        while Demo.pressedSections(styled, noColor: noColor) != ["Trips"], ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(20))
            styled = try await s.styledScreen()
        }
        #expect(
            Demo.pressedSections(styled, noColor: noColor) == ["Trips"],
            "Trips drawn Pressed while the button is down:\n\(styled.map(\.text).joined(separator: "\n"))")
        // Not selected yet: Explore is still active and shown.
        #expect(Demo.activeSection(styled) == "Explore")
        #expect(styled[Demo.titleRow].text.trimmedTrailing == " Explore")
        try await s.barrier()
        #expect(try await s.screen()[Demo.titleRow] == " Explore", "a press alone never selects")

        try await s.release(x: x, y: y)
        try await s.waitFor(row: " Your trips")
        try await s.barrier()
        styled = try await s.styledScreen()
        #expect(Demo.activeSection(styled) == "Trips")
        #expect(Demo.pressedSections(styled, noColor: noColor).isEmpty, "Pressed look gone after release")
    }

    @Test("I2 cancel: press on Trips, release on Record selects nothing")
    func releaseElsewhereCancels() async throws {
        let s = try await TmuxSession("press-cancel")
        defer { s.close() }
        try await s.waitForDemo()
        let rows = try await s.screen()
        let labelRow = rows[Demo.barLabelRow()]
        let y = Demo.barLabelRow() + 1
        let trips = try #require(TmuxSession.column(of: "Trips", in: labelRow))
        let record = try #require(TmuxSession.column(of: "Record", in: labelRow))

        try await s.press(x: trips, y: y)
        let deadline = ContinuousClock.now + E2E.patience
        while Demo.pressedSections(try await s.styledScreen(), noColor: false) != ["Trips"] {
            guard ContinuousClock.now < deadline else { throw E2EFailure("Trips never looked Pressed") }
            try await Task.sleep(for: .milliseconds(20))
        }
        try await s.release(x: record, y: y)
        // The release is handled once the Pressed look is gone.
        while !Demo.pressedSections(try await s.styledScreen(), noColor: false).isEmpty {
            guard ContinuousClock.now < deadline else { throw E2EFailure("Pressed look never went away") }
            try await Task.sleep(for: .milliseconds(20))
        }
        let after = try await s.barrier()
        #expect(after[Demo.titleRow] == " Explore", "no section selected")
        #expect(after.contains("  Nearby trail 1"))
        #expect(Demo.activeSection(try await s.styledScreen()) == "Explore")
    }

    @Test("I2/T4/T1 on the top strip: press on Waterfalls shows Pressed, release selects it and moves the underline")
    func stripPressRelease() async throws {
        let s = try await TmuxSession("strip-press")
        defer { s.close() }
        try await s.waitForDemo()
        let strip = try await s.screen()[Demo.stripRow]
        let x = try #require(TmuxSession.column(of: "Waterfalls", in: strip))
        let y = Demo.stripRow + 1

        try await s.press(x: x, y: y)
        let deadline = ContinuousClock.now + E2E.patience
        while true {
            let styled = try await s.styledScreen()
            if let cells = styled[Demo.stripRow].cells(of: "Waterfalls"),
                Demo.looksPressed(cells, noColor: false)
            {
                break
            }
            guard ContinuousClock.now < deadline else {
                throw E2EFailure("Waterfalls never looked Pressed:\n" + styled.map(\.text).joined(separator: "\n"))
            }
            try await Task.sleep(for: .milliseconds(20))
        }
        #expect(try await s.screen().contains("  Nearby trail 1"), "press alone keeps Nearby (T2)")

        try await s.release(x: x, y: y)
        try await s.waitFor(row: "  Waterfall hike 1")
        let rows = try await s.barrier()
        // T1: the underline (━) sits under the Waterfalls label.
        let indicator = Array(rows[Demo.indicatorRow])
        let labelStart = try #require(TmuxSession.column(of: "Waterfalls", in: rows[Demo.stripRow])) - 5
        let heavy = indicator.indices.filter { indicator[$0] == "━" }
        #expect(!heavy.isEmpty)
        #expect(heavy.first! <= labelStart - 1 && heavy.last! >= labelStart + 8, "underline \(heavy) under Waterfalls at \(labelStart)")
        #expect(!rows.contains("  Nearby trail 1"))
    }

    @Test("I2 wheel: wheel down over the list scrolls it")
    func wheelScrollsList() async throws {
        let s = try await TmuxSession("wheel")
        defer { s.close() }
        try await s.waitForDemo()
        try await s.type("\u{1B}[<65;10;10M")
        try await s.waitFor("the list to scroll") { !$0.contains("  Nearby trail 1") }
        let rows = try await s.barrier()
        #expect(rows[4] != "  Nearby trail 1")
        #expect(rows[Demo.titleRow] == " Explore")
    }
}
