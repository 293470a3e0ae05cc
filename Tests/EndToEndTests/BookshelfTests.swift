import Foundation
import Testing

@Suite("Bookshelf: More, keyboard, modal")
struct BookshelfTests {
    @Test("B5/B6/B13/I3: More in the last compact slot; a section chosen from More shows with More active and keeps its stack across resizes to regular width and back; Esc walks back to the More list")
    func moreFlowAcrossResize() async throws {
        let s = try await TmuxSession("b5-more", arguments: Bookshelf.arguments)
        defer { s.close() }
        var rows = try await s.waitFor("the bookshelf bar") { $0.count == 24 && $0[22].contains("More") }
        try await s.waitForMouseMode()
        var items = Looks.barItems(rows[22])
        #expect(items.count == 5, "compact width shows 5 items: \(items)")
        #expect(items.last == "⋯ More", "More in the last slot")
        #expect(items.contains("□99+ Library"), "badge 120 capped as 99+ (B4): \(items)")
        #expect(Bookshelf.activeItem(try await s.styledScreen()) == "Reading")

        // Right×4 from Reading reaches the More slot, which opens the More list.
        try await s.keys("Right", "Right", "Right", "Right")
        rows = try await s.waitFor(row: " More")
        rows = try await s.barrier()
        for (i, more) in Bookshelf.moreRows.enumerated() {
            #expect(rows[1 + i].hasPrefix(more), "More list row \(i + 1): \(rows[1 + i])")
        }
        #expect(Bookshelf.activeItem(try await s.styledScreen()) == "More")

        // A click on Collections shows it, More still active.
        let y = 1 + (rows.firstIndex { $0.hasPrefix("  △ Collections") } ?? 2)
        let x = try #require(TmuxSession.column(of: "Collections", in: rows[y - 1]))
        try await s.click(x: x, y: y)
        rows = try await s.waitFor("Collections under More") {
            $0[0].contains("‹ More") && $0[0].contains("Collections") && $0.contains { $0.hasPrefix("  Finished") }
        }
        #expect(rows[1].hasPrefix("  Want to read"))
        try await s.barrier()
        #expect(Bookshelf.activeItem(try await s.styledScreen()) == "More", "More is the active item (B5)")

        // Push the Finished detail.
        try await s.keys("Down", "Enter")
        func finishedDetail(_ rows: [String]) -> Bool {
            rows[0].contains("‹ Collections") && rows[0].hasSuffix("Finished") && rows.count > 1
                && rows[1] == "  Finished 1"
        }
        try await s.waitFor("the Finished detail", finishedDetail)

        // Regular width: 6 slots (5 sections + More); Collections is still under More.
        try await s.resize(width: 120, height: 30)
        rows = try await s.waitFor("the regular bar at 120x30") {
            $0.count == 30 && Looks.barItems($0[28]).count == 6
        }
        items = Looks.barItems(rows[28])
        #expect(items == ["○ Reading", "□99+ Library", "◇ Store", "☆ Search", "♡ Audiobooks", "⋯ More"])
        rows = try await s.barrier()
        #expect(finishedDetail(rows), "the detail is still shown, with its back button:\n\(TmuxSession.framed(rows))")
        #expect(Bookshelf.activeItem(try await s.styledScreen(), regular: true) == "More")

        // Back to compact: still the Finished detail under More.
        try await s.resize(width: 80, height: 24)
        rows = try await s.waitFor("the compact bar at 80x24") {
            $0.count == 24 && Looks.barItems($0[22]).count == 5
        }
        rows = try await s.barrier()
        #expect(finishedDetail(rows), "still the Finished detail:\n\(TmuxSession.framed(rows))")
        #expect(Bookshelf.activeItem(try await s.styledScreen()) == "More")

        try await s.keys("Escape")
        rows = try await s.waitFor("the Collections root") {
            $0[0].hasSuffix("Collections") && $0[1].hasPrefix("  Want to read")
        }
        #expect(rows[0].contains("‹ More"), "Collections is still one level below the More list")
        try await s.keys("Escape")
        rows = try await s.waitFor(row: " More")
        rows = try await s.barrier()
        #expect(rows[2].hasPrefix("  △ Collections"))
        #expect(Bookshelf.activeItem(try await s.styledScreen()) == "More")

        // A section that gets its own slot at regular width (Audiobooks) moves there on a
        // resize and back under More on the way back.
        try await s.click(x: try #require(TmuxSession.column(of: "Audiobooks", in: rows[1])), y: 2)
        try await s.waitFor("Audiobooks under More") { $0[0].contains("‹ More") && $0[0].hasSuffix("Audiobooks") }
        try await s.resize(width: 120, height: 30)
        rows = try await s.waitFor("Audiobooks in its own slot") { $0.count == 30 && $0[0] == " Audiobooks" }
        try await s.barrier()
        #expect(Bookshelf.activeItem(try await s.styledScreen(), regular: true) == "Audiobooks")
        try await s.resize(width: 80, height: 24)
        try await s.waitFor("Audiobooks under More again") {
            $0.count == 24 && $0[0].contains("‹ More") && $0[0].hasSuffix("Audiobooks")
        }
        try await s.barrier()
        #expect(Bookshelf.activeItem(try await s.styledScreen()) == "More")
    }

    @Test("B9/I2/T8: a click on a field shows the keyboard and hides the bar; Korean and a click on the q key type into it; a typed key lights; Esc or a click outside brings the bar back with the text kept")
    func keyboardByMouse() async throws {
        let s = try await TmuxSession("b9-keyboard", arguments: Bookshelf.arguments)
        defer { s.close() }
        try await s.waitFor("the bookshelf bar") { Bookshelf.barShown($0) }
        try await s.waitForMouseMode()
        try await s.keys("4")
        var rows = try await s.waitFor(row: "  Search  Books and authors")
        rows = try await s.barrier()
        #expect(rows[0] == " Search")
        #expect(!Demo.keyboardShown(rows))

        let field = try #require(TmuxSession.column(of: "Books and authors", in: rows[1]))
        try await s.click(x: field, y: 2)
        rows = try await s.waitFor("the keyboard") { Demo.keyboardShown($0) }
        #expect(!Bookshelf.barShown(rows), "the bar is hidden while the keyboard shows (B9)")
        #expect(rows[19] == String(repeating: "─", count: 80))
        // An empty field: the keyboard shows capitals, as iOS does for a sentence's start.
        #expect(rows[20].hasPrefix("       Q      W      E      R      T      Y"))
        #expect(rows[21].contains("A      S      D"))
        #expect(rows[22].contains("⇧       Z      X") && rows[22].hasSuffix("⌫"), "\(rows[22])")
        #expect(rows[23].contains("123") && rows[23].contains("space") && rows[23].hasSuffix("done"))
        #expect(rows[1] == "  Search", "editing: the placeholder is gone")

        try await s.type("한글")
        try await s.waitFor(row: "  Search  한글")

        // A click on the q key types q.
        let q = try #require(TmuxSession.column(of: "Q", in: rows[20]))
        try await s.click(x: q, y: 21)
        try await s.waitFor(row: "  Search  한글q")

        // A typed letter types; that its key lights for 150 ms is checked frame by frame
        // with a manual clock (BarTests), which no capture timing can miss.
        try await s.type("k")
        rows = try await s.waitFor(row: "  Search  한글qk")
        // The key is dark once the flash is over.
        try await s.waitForStyled("the k key to go dark") { styled in
            guard let k = styled[21].cells(of: "  k   "), let j = styled[21].cells(of: "  j   ") else { return false }
            return k.first?.background == j.first?.background
        }

        try await s.keys("Escape")
        rows = try await s.waitFor("the bar to come back") { Bookshelf.barShown($0) }
        #expect(!Demo.keyboardShown(rows))
        #expect(rows[1] == "  Search  한글qk", "the field keeps its text")
        #expect(Bookshelf.activeItem(try await s.styledScreen()) == "Search")

        // A click outside the field dismisses the keyboard too.
        try await s.click(x: field, y: 2)
        try await s.waitFor("the keyboard again") { Demo.keyboardShown($0) && !Bookshelf.barShown($0) }
        try await s.click(x: 40, y: 12)
        rows = try await s.waitFor("the bar after a click outside") { Bookshelf.barShown($0) }
        #expect(!Demo.keyboardShown(rows))
        #expect(rows[1] == "  Search  한글qk")
    }

    @Test("B1: Reading's `Set a reading goal` opens a modal without the bar; ✕ Close returns with the bar")
    func modalHidesBar() async throws {
        let s = try await TmuxSession("b1-modal", arguments: Bookshelf.arguments)
        defer { s.close() }
        var rows = try await s.waitFor("the bookshelf bar") { Bookshelf.barShown($0) }
        try await s.waitForMouseMode()
        #expect(rows[0] == " Reading now")
        #expect(rows[1].hasPrefix("  Set a reading goal"))

        try await s.keys("Enter")
        // A card: a receding row of Reading and the card's top edge above it.
        let top = 2
        rows = try await s.waitFor("the modal") { $0[top].hasPrefix(" ✕ Close") }
        rows = try await s.barrier()
        #expect(rows[0].hasPrefix(" Reading now") && rows[1].hasPrefix("╭") && rows[top].hasSuffix("Reading goal"))
        #expect(!Bookshelf.barShown(rows), "no bar in a modal:\n\(TmuxSession.framed(rows))")
        #expect(rows.suffix(3).allSatisfy { $0.isEmpty })

        let x = try #require(TmuxSession.column(of: "Close", in: rows[top]))
        try await s.click(x: x, y: top + 1)
        rows = try await s.waitFor("the bar after ✕ Close") { Bookshelf.barShown($0) && $0[0] == " Reading now" }
        #expect(rows[1].hasPrefix("  Set a reading goal"))
        try await s.barrier()
        #expect(Bookshelf.activeItem(try await s.styledScreen()) == "Reading")

        // Inside the modal the hidden bar is out of reach: Right and digits do not switch.
        try await s.keys("Enter")
        try await s.waitFor("the modal again") { $0[top].hasPrefix(" ✕ Close") }
        try await s.keys("Right", "2")
        rows = try await s.barrier()
        #expect(rows[top].hasPrefix(" ✕ Close"), "the modal stays:\n\(TmuxSession.framed(rows))")
    }
}
