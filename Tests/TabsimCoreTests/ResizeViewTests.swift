import Testing
@testable import TabsimCore

/// Resize keeps the view (I3): the stored scroll is the user's; a smaller terminal
/// shows the cursor without moving what is stored, so the former size comes back whole.
@Suite("Resize keeps the view (I3)")
struct ResizeViewTests {
    @Test("I3: a list scrolled to the middle, resized small and back, shows exactly the former screen")
    func resizeBack() throws {
        let p = try demo()
        // The Popular page (60 rows), down to row 47: the view shows rows 25–47 with the cursor at its foot.
        let input = "tab,right,tab," + Array(repeating: "down", count: 46).joined(separator: ",")
        let before = try screen(p, size: Size(width: 100, height: 30), input: input)
        let after = try screen(p, size: Size(width: 100, height: 30), input: input + ",resize:40x12,resize:100x30")
        #expect(after.text == before.text)
        // While small, the cursor row is shown.
        let small = try screen(p, size: Size(width: 100, height: 30), input: input + ",resize:40x12")
        #expect(small.text.contains("Popular trail 47"), "\(small.text)")
    }

    @Test("I3: the wheel at a smaller size scrolls from what is shown")
    func wheelWhileSmall() throws {
        let p = try demo()
        let input = "tab,right,tab," + Array(repeating: "down", count: 46).joined(separator: ",") + ",resize:40x12"
        let small = try screen(p, size: Size(width: 100, height: 30), input: input)
        let row = try #require(small.lines.firstIndex { $0.contains("Popular trail 47") })
        let scrolled = try screen(p, size: Size(width: 100, height: 30), input: input + ",wheelup:5:\(row)")
        // Rows 43–47 were shown: three rows up shows 40–44 (from the stored scroll it would be 22–26).
        #expect(scrolled.text.contains("Popular trail 40") && scrolled.text.contains("Popular trail 44"), "\(scrolled.text)")
    }
}
