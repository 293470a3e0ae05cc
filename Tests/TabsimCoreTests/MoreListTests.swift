import Testing
@testable import TabsimCore

/// The More list as UIKit draws it (B5): each row its icon and label, a badge as the
/// bar's red pill, and a `›`.
@Suite("More list (B5)")
struct MoreListTests {
    @Test("B5: More rows end in › with badges as red pills, not (12) text")
    func rows() throws {
        let p = try #require(BuiltInExamples.named("bookshelf")).source
        let bookshelf = try PrototypeLoader.load(p, file: "bookshelf")
        let theme = Theme(tint: bookshelf.tint, mode: .color)
        let frame = try screen(bookshelf, input: "right,right,right,right")
        let downloads = try #require(frame.lines.firstIndex { $0.contains("Downloads") })
        let line = frame.lines[downloads]
        #expect(!line.contains("(!)"), "\(line)")
        #expect(line.hasSuffix("›"), "\(line)")
        let bang = try #require(line.lastIndex(of: "!"))
        let column = DisplayWidth.of(String(line[..<bang]))
        #expect(frame[column, downloads].style == theme.badge, "the badge is the bar's red pill")
        for row in ["Audiobooks", "Collections", "Settings"] {
            #expect(frame.lines.first { $0.contains(row) }?.hasSuffix("›") == true, "\(row)")
        }
    }

    @Test("B4, B5: a badge that arrives while the More list shows appears in its pill, also at the end of a headless wait")
    func badgeArrives() throws {
        let bookshelf = try PrototypeLoader.load(try #require(BuiltInExamples.named("bookshelf")).source, file: "bookshelf")
        let frame = try screen(bookshelf, input: "right,right,right,right,wait:10000")
        #expect(frame.lines.contains { $0.contains("Downloads") && $0.hasSuffix("4 ›") }, "\(frame.text)")
    }
}
