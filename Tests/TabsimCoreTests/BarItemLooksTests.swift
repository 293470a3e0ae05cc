import Testing
@testable import TabsimCore

/// What the pressed fill and the focus underline cover in the bar and the sidebar: the
/// item, and the label alone (T4, B6, B15).
@Suite("Pressed and focused bar items (T4, B6, B15)")
struct BarItemLooksTests {
    private func underlined(_ buffer: CellBuffer, row: Int) -> String {
        String((0..<buffer.size.width).map { buffer[$0, row].style.attributes.contains(.underline) ? Character(buffer[$0, row].text.isEmpty ? " " : buffer[$0, row].text) : "·" })
    }

    @Test("T4/B6: in landscape the pressed fill covers the item's row, not the empty row below its label")
    func pressedLandscape() throws {
        let buffer = try screen(try prototype(threeSections), input: "press:30:23")
        // Slot 1 is columns 27–53; its icon and label are on row 22, row 23 is empty.
        #expect(buffer[28, 22].style == Theme(tint: .blue, mode: .color).barPressed)
        #expect((27..<54).allSatisfy { buffer[$0, 23].style == .plain }, "row 23 is left as the bar's background")
    }

    @Test("T4/B6: the focus underline covers the active label, not the space between icon and label")
    func focusLabelOnly() throws {
        let p = try prototype(threeSections)
        let wide = try screen(p)
        #expect(underlined(wide, row: 22).split(separator: "·", omittingEmptySubsequences: true) == ["Home"], "\(underlined(wide, row: 22))")
        let tall = try screen(p, size: Size(width: 40, height: 30))
        #expect(underlined(tall, row: 29).split(separator: "·", omittingEmptySubsequences: true) == ["Home"], "\(underlined(tall, row: 29))")
    }

    @Test("B15: in the sidebar the focus underline covers the active section's label, not its whole row")
    func sidebarLabelOnly() throws {
        let p = try PrototypeLoader.load(BuiltInExamples.named("bookshelf")!.source, file: "bookshelf")
        let buffer = try screen(p, size: Size(width: 150, height: 30))
        let state = AppState(prototype: p, size: Size(width: 150, height: 30))
        let row = try #require(ScreenLayout(prototype: p, state: state).sidebar?.rows.first)
        let label = p.sections[0].label
        #expect(underlined(buffer, row: row.y).split(separator: "·", omittingEmptySubsequences: true) == [Substring(label)],
                "\(underlined(buffer, row: row.y))")
    }
}
