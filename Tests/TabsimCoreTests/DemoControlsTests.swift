import Testing
@testable import TabsimCore

/// The built-in demo shows issue 22's controls where a designer would find them: a
/// strip on Eagle Peak's pushed screen, a segmented control on Past trips, a number pad
/// for the daily goal and a destructive Delete in Privacy's alert.
@Suite("The demo's controls (issue 22)")
struct DemoControlsTests {
    @Test("issue 22: Eagle Peak's strip, Past trips' segments, the daily goal's number pad, Privacy's red Delete")
    func shown() throws {
        let p = try demo()
        let size = Size(width: 40, height: 20)
        #expect(try screen(p, size: size, input: "2,down,enter,wait:500").lines[1] == "    Route        Permit        Gear")
        #expect(try screen(p, size: size, input: "2,down,down,enter,wait:500").lines[1].contains("This year"))
        #expect(try screen(p, size: size, input: "5,down,down,enter,wait:500,enter,wait:500").lines.last == "                  0            ⌫")
        let alert = try screen(p, size: size, input: "5,down,down,down,enter,wait:500,down,down,down,enter,wait:500")
        let row = try #require(alert.lines.firstIndex { $0.contains("Delete") && $0.contains("Cancel") })
        let x = try #require(alert.lines[row].range(of: "Delete").map { alert.lines[row].distance(from: alert.lines[row].startIndex, to: $0.lowerBound) })
        #expect(alert[x, row].style.foreground == Theme(tint: .green, mode: .color).destructive.foreground)
        #expect(Linter(file: "demo").findings(for: p).isEmpty)
    }
}
