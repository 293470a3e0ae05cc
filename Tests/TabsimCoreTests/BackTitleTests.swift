import Testing
@testable import TabsimCore

/// The back button shortened as UIKit shortens it, so the screen's title shows whole (B13).
@Suite("Back titles that give way to the title (B13)")
struct BackTitleTests {
    @Test("B13: at 40 columns `‹ Lost Lake loop` gives way to `‹ Back` so `Who is coming` shows whole; at 80 the previous title stays")
    func backThenTitle() throws {
        let input = "2,tab,enter,down,down,down,enter"
        let narrow = try screen(try demo(), size: Size(width: 40, height: 24), input: input)
        #expect(narrow.lines[0] == " ‹ Back      Who is coming", "\(narrow.text)")
        let wide = try screen(try demo(), size: Size(width: 80, height: 24), input: input)
        #expect(wide.lines[0].hasPrefix(" ‹ Lost Lake loop") && wide.lines[0].contains("Who is coming"), "\(wide.text)")
    }

    @Test("B13: the label is the previous title, then Back, then the chevron alone, the first that leaves the title whole")
    func shortening() {
        #expect(ScreenLayout.backLabel(previous: "Lost Lake loop", title: "Who is coming", width: 60) == "‹ Lost Lake loop")
        #expect(ScreenLayout.backLabel(previous: "Lost Lake loop", title: "Who is coming", width: 40) == "‹ Back")
        #expect(ScreenLayout.backLabel(previous: "Lost Lake loop", title: "A rather longer title", width: 30) == "‹")
        #expect(ScreenLayout.backLabel(previous: "Lost Lake loop", title: "", width: 30) == "‹ Lost Lake loop")
    }
}
