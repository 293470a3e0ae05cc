import Testing
@testable import TabsimCore

/// The `?` panel in a phone-sized screen: its actions wrap under themselves where the
/// screen is tall enough, instead of being cut with … (I1).
@Suite("Help panel")
struct HelpPanelTests {
    @Test("I1: at 46x40 (a large phone) every binding's whole text shows; at 40x30 each is cut to one line and all keys show")
    func wrapsWhenItFits() throws {
        let tall = try screen(try demo(), size: Size(width: 46, height: 40), input: "?").text
        #expect(tall.contains("(tab bar or top strip)") && tall.contains("cancels; wheel scrolls") && !tall.contains("…"), "\(tall)")
        let short = try screen(try demo(), size: Size(width: 40, height: 30), input: "?").text
        for key in ["← →", "1-9", "Ctrl-L", "mouse"] { #expect(short.contains(key), "\(key)") }
    }
}
