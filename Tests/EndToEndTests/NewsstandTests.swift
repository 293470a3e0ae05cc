import Foundation
import Testing

@Suite("Newsstand: Scroll and Fixed strips")
struct NewsstandTests {
    /// Starts newsstand and waits for the Headlines screen.
    static func start(_ name: String, width: Int, arguments: [String] = []) async throws -> TmuxSession {
        let s = try await TmuxSession(name, arguments: Newsstand.arguments + arguments, width: width)
        do {
            try await s.waitFor("the Headlines screen") {
                $0.first == " Headlines" && $0.count == 24 && $0[22].contains("Following")
            }
            try await s.waitForMouseMode()
            return s
        } catch {
            s.close()
            throw error
        }
    }

    /// `label` is drawn whole on the strip row, clear of the `‹` `›` cues, and the settled
    /// underline is under it (T1/T5).
    static func selectedAndVisible(_ label: String, _ rows: [String], width: Int) -> Bool {
        let strip = rows[Newsstand.stripRow]
        guard let columns = TmuxSession.columns(of: label, in: strip) else { return false }
        return columns.lowerBound >= 1 && columns.upperBound <= width - 2
            && Looks.underlines(rows[Newsstand.indicatorRow], columns)
    }

    @Test("T5/T1/T11/I1/I2: in 60 columns Right walks every page, each fully scrolled into view and underlined, Archive skipped, ‹ once scrolled; End/Home; the wheel scrolls the strip without selecting; a click on a page clipped at the edge selects it")
    func scrollStrip() async throws {
        let width = 60
        let s = try await Self.start("t5-scroll", width: width)
        defer { s.close() }
        var rows = try await s.barrier()
        let initialStrip = rows[Newsstand.stripRow]
        #expect(initialStrip.hasPrefix("  Top stories    Local 3    World"))
        #expect(initialStrip.hasSuffix("›"), "overflow cue on the trailing edge")
        #expect(!initialStrip.contains("‹"))
        #expect(Self.selectedAndVisible("Top stories", rows, width: width))

        try await s.keys("Tab")  // focus the strip
        var visited: [String] = []
        for page in Newsstand.pages.dropFirst() where page.label != Newsstand.disabled {
            try await s.keys("Right")
            rows = try await s.waitFor("\(page.label) selected, fully visible and underlined") {
                $0[Newsstand.listRow] == page.firstRow && Self.selectedAndVisible(page.label, $0, width: width)
            }
            #expect(!rows.contains("  Subscribers only"), "Archive is skipped (T11)")
            let strip = rows[Newsstand.stripRow]
            if visited.count >= 3 {
                #expect(strip.hasPrefix("‹"), "leading cue once scrolled: \(strip)")
            }
            let styled = try await s.styledScreen()
            let cells = try #require(styled[Newsstand.stripRow].cells(of: page.label))
            let drawnBold = cells.filter { $0.character != " " }.allSatisfy { $0.bold }
            #expect(drawnBold, "\(page.label) drawn Active")
            visited.append(page.label)
        }
        #expect(visited.count == 10)
        #expect(!rows[Newsstand.stripRow].hasSuffix("›"), "no trailing cue at the end")
        // Right at the last page stays there.
        try await s.keys("Right")
        rows = try await s.barrier()
        #expect(rows[Newsstand.listRow] == "  Column 1")

        // Home/End: first and last enabled page, with tmux's own Home and End keys
        // (ESC [1~ / ESC [4~) and with xterm's application-mode bytes (ESC O H / ESC O F).
        try await s.keys("Home")
        rows = try await s.waitFor("Home: Top stories") {
            $0[Newsstand.listRow] == "  Top story 1" && Self.selectedAndVisible("Top stories", $0, width: width)
        }
        #expect(rows[Newsstand.stripRow] == initialStrip)
        try await s.keys("End")
        try await s.waitFor("End: Opinion") {
            $0[Newsstand.listRow] == "  Column 1" && Self.selectedAndVisible("Opinion", $0, width: width)
        }
        try await s.type("\u{1B}OH")
        try await s.waitFor("Home again") { $0[Newsstand.stripRow] == initialStrip && $0[Newsstand.listRow] == "  Top story 1" }
        try await s.barrier()

        // The wheel over the strip scrolls it sideways; the selection stays.
        try await s.wheel(down: true, x: 20, y: Newsstand.stripRow + 1)
        rows = try await s.waitFor("the strip to scroll") { $0[Newsstand.stripRow] != initialStrip }
        rows = try await s.barrier()
        #expect(rows[Newsstand.stripRow].hasPrefix("‹"), "scrolled: \(rows[Newsstand.stripRow])")
        #expect(rows[Newsstand.listRow] == "  Top story 1", "the wheel does not select")
        try await s.wheel(down: false, x: 20, y: Newsstand.stripRow + 1)
        rows = try await s.waitFor("the strip to scroll back") { $0[Newsstand.stripRow] == initialStrip }
        #expect(rows[Newsstand.listRow] == "  Top story 1")

        // Wheel until a page is cut by the trailing cue, then click where it is.
        var clipped: (label: String, firstRow: String)? = nil
        for _ in 0..<12 {
            try await s.wheel(down: true, x: 20, y: Newsstand.stripRow + 1)
            let before = rows[Newsstand.stripRow]
            rows = try await s.waitFor("the strip to scroll") { $0[Newsstand.stripRow] != before }
            rows = try await s.barrier()
            let strip = rows[Newsstand.stripRow]
            guard strip.hasSuffix("›") else { break }
            // A label cut by the edge is left out, the cue alone showing (T5): the page
            // after the last label shown reaches the clicked column when four or more
            // columns are blank before the cue (the shown label's padding, then its own).
            let tail = String(strip.dropLast())
            let blank = tail.count - tail.replacingOccurrences(of: " +$", with: "", options: .regularExpression).count
            let shown = tail.components(separatedBy: "  ").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            guard blank >= 4, let last = shown.last, let index = Newsstand.pages.firstIndex(where: { $0.label == last }),
                  index + 1 < Newsstand.pages.count else { continue }
            let page = Newsstand.pages[index + 1]
            if page.label != Newsstand.disabled, page.firstRow != rows[Newsstand.listRow] {
                clipped = page
                break
            }
        }
        let page = try #require(clipped, "no page was ever clipped at the trailing edge")
        #expect(rows[Newsstand.listRow] == "  Top story 1", "the wheel never selected")
        try await s.click(x: width - 2, y: Newsstand.stripRow + 1)
        try await s.waitFor("a click on clipped \(page.label) to select it and scroll it into view") {
            $0[Newsstand.listRow] == page.firstRow && Self.selectedAndVisible(page.label, $0, width: width)
        }
    }

    @Test("T11/I2: a click on the disabled Archive page does not select it")
    func disabledPageNotSelectable() async throws {
        let s = try await Self.start("t11-disabled", width: 80)
        defer { s.close() }
        var rows = try await s.barrier()
        let archive = try #require(TmuxSession.column(of: "Archive", in: rows[Newsstand.stripRow]))
        let science = try #require(TmuxSession.column(of: "Science", in: rows[Newsstand.stripRow]))
        let styled = try await s.styledScreen()
        let cells = try #require(styled[Newsstand.stripRow].cells(of: "Archive"))
        let business = try #require(styled[Newsstand.stripRow].cells(of: "Business"))
        func look(_ c: StyledCell) -> String { "\(c.foreground ?? "-")/\(c.dim)/\(c.background ?? "-")" }
        #expect(
            Set(cells.map(look)) != Set(business.map(look)),
            "Archive (disabled) looks different from the enabled Business page")

        try await s.click(x: archive, y: Newsstand.stripRow + 1)
        rows = try await s.barrier()
        #expect(rows[Newsstand.listRow] == "  Top story 1", "Archive not selected")
        #expect(!rows.contains("  Subscribers only"))
        #expect(Self.selectedAndVisible("Top stories", rows, width: 80))

        // The same click on an enabled page selects it (so the click above did arrive).
        try await s.click(x: science, y: Newsstand.stripRow + 1)
        try await s.waitFor("Science selected") {
            $0[Newsstand.listRow] == "  Science 1" && Self.selectedAndVisible("Science", $0, width: 80)
        }
    }

    @Test("T6/S6: Sections has a Fixed strip of 3 equal-width items spanning the row; Right moves the underline")
    func fixedStrip() async throws {
        let s = try await Self.start("t6-fixed", width: 80)
        defer { s.close() }
        try await s.keys("2")
        var rows = try await s.waitFor(row: " Sections")
        try await s.waitFor("the Today page") { $0[3] == "  Today 1" && Looks.underline($0[2]).count == 1 }
        rows = try await s.barrier()
        let strip = rows[1]
        #expect(Array(rows[2]).count == 80)
        let first = Looks.underline(rows[2])
        #expect(first.count == 1 && first[0].lowerBound == 0, "underline under Today: \(rows[2])")

        try await s.keys("Tab")  // the strip
        try await s.keys("Right")
        rows = try await s.waitFor("the underline under Week") {
            $0[3] == "  This week 1" && Looks.underline($0[2]).count == 1
                && !$0[2].contains("╺") && !$0[2].contains("╸")
                && Looks.underline($0[2])[0].lowerBound == first[0].upperBound + 1
        }
        let second = Looks.underline(rows[2])
        try await s.keys("Right")
        rows = try await s.waitFor("the underline under Saved") {
            Looks.underline($0[2]).count == 1 && !$0[2].contains("╺") && !$0[2].contains("╸")
                && Looks.underline($0[2])[0].lowerBound == second[0].upperBound + 1
        }
        #expect(rows.contains { $0.contains("Nothing saved yet.") }, "Saved's empty message (B11)")
        let spans = [first[0], second[0], Looks.underline(rows[2])[0]]
        // Three equal thirds (26 or 27 columns) that together span the whole row.
        #expect(spans.allSatisfy { (26...27).contains($0.count) }, "\(spans)")
        #expect(spans[2].upperBound == 79, "the last item ends at the row's end: \(spans)")
        for (label, span) in zip(["Today", "Week", "Saved"], spans) {
            let columns = try #require(TmuxSession.columns(of: label, in: strip), "\(label) on \(strip)")
            let middle = (columns.lowerBound + columns.upperBound) / 2
            let spanMiddle = (span.lowerBound + span.upperBound) / 2
            #expect(abs(middle - spanMiddle) <= 1, "\(label) centred in its item (\(columns) in \(span))")
        }
        // Right at the last item stays there.
        try await s.keys("Right")
        rows = try await s.barrier()
        #expect(Looks.underline(rows[2]) == [spans[2]])
    }
}
