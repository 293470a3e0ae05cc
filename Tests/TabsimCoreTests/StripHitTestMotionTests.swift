import Testing
@testable import TabsimCore

/// While the strip scrolls with its underline, a tap lands on the label drawn under it:
/// drawing and hit-testing use one layout, mid-motion too (T5, I2).
@Suite("The strip's hit test while it scrolls")
struct StripHitTestMotionTests {
    @Test("T5/I2: 100 ms into the scroll toward Echo, a tap on the drawn 'Delta' selects Delta")
    func tapLandsOnTheDrawnLabel() throws {
        var film = Film(try prototype(eightPageStrip()))
        // Echo's tab at column 38 (only its padding shows before the › cue).
        _ = film.reducer.reduce(&film.state, .mouse(MouseEvent(.press, x: 38, y: 0)), now: 1000)
        _ = film.reducer.reduce(&film.state, .mouse(MouseEvent(.release, x: 38, y: 0)), now: 1000)
        #expect(film.state.sections[0].selectedPage == 4)
        let drawn = film.frame(at: 1100).lines[0]
        let range = try #require(drawn.range(of: "Delta"), "\(drawn)")
        let x = DisplayWidth.of(String(drawn[..<range.lowerBound])) + 2
        _ = film.reducer.reduce(&film.state, .mouse(MouseEvent(.press, x: x, y: 0)), now: 1100)
        _ = film.reducer.reduce(&film.state, .mouse(MouseEvent(.release, x: x, y: 0)), now: 1100)
        #expect(film.state.sections[0].selectedPage == 3, "tapped column \(x) of \(drawn)")
    }
}
