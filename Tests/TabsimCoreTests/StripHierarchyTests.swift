import Testing
@testable import TabsimCore

/// Material's primary and secondary tabs (`strip_style:`, issue 22): the primary
/// indicator as wide as the label's content, thicker and rounded; the secondary one
/// across the whole tab (T1, S6).
@Suite("Primary and secondary tabs (T1, S6, issue 22)")
struct StripHierarchyTests {
    static func source(_ style: String) -> String {
        """
        strip_style: \(style)
        sections:
          - label: Calendar
            pages:
              style: fixed
              items:
                - {label: Day, rows: [Breakfast]}
                - {label: Week, rows: [Monday]}
                - {label: Month, rows: [May]}
          - {label: Other, screen: {rows: [A]}}
        """
    }

    @Test("P: `strip_style` is primary or secondary; secondary, today's look, unless given")
    func loads() throws {
        #expect(try prototype(Self.source("primary")).stripHierarchy == .primary)
        #expect(try prototype("sections: [{label: A, screen: {}}]").stripHierarchy == .secondary)
        #expect(throws: PrototypeError.self) { try prototype(Self.source("tertiary")) }
    }

    @Test("T1, issue 22: at phone size a secondary tab's indicator spans the whole tab (M3: the tab's width, 2 dp): 14 of 40 columns, a third")
    func secondaryPhone() throws {
        let buffer = try screen(prototype(Self.source("secondary")), size: Size(width: 40, height: 12))
        #expect(buffer.lines[0] == "     Day          Week         Month")
        #expect(buffer.lines[1] == "━━━━━━━━━━━━━━──────────────────────────")
    }

    @Test("T1, issues 22 and 32: at phone size a primary tab's indicator is as wide as the label (M3: content width, 3 dp tall, on the divider under the label): Day's 3 columns of upper half blocks, the divider whole up to them")
    func primaryPhone() throws {
        let buffer = try screen(prototype(Self.source("primary")), size: Size(width: 40, height: 12))
        #expect(buffer.lines[0] == "     Day          Week         Month")
        #expect(buffer.lines[1] == "─────▀▀▀────────────────────────────────")
        #expect(buffer[5, 1].style == Theme(tint: .blue, mode: .color).indicator)
    }

    @Test("T1, issue 22: at tablet size the primary indicator still spans only the label (Month's 5 of the tab's 33 columns, about a seventh) while the secondary spans all 33")
    func tablet() throws {
        let size = Size(width: 100, height: 30)
        let primary = try screen(prototype(Self.source("primary")), size: size, input: "tab,right,right")
        let secondary = try screen(prototype(Self.source("secondary")), size: size, input: "tab,right,right")
        #expect(primary.lines[1] == String(repeating: "─", count: 81) + "▀▀▀▀▀" + String(repeating: "─", count: 14))
        #expect(secondary.lines[1] == String(repeating: "─", count: 67) + String(repeating: "━", count: 33))
    }

    @Test("T1: a one-letter label keeps M3's 24 dp minimum: three columns under it")
    func minimumWidth() throws {
        let source = Self.source("primary").replacingOccurrences(of: "label: Day", with: "label: D")
        #expect(try screen(prototype(source), size: Size(width: 40, height: 12)).lines[1].hasPrefix("─────▀▀▀──"))
    }

    @Test("S6: the primary indicator moves from label to label on the transition's clock, half-way between at half the time")
    func motion() throws {
        let p = try prototype(Self.source("primary") + "\nduration: 200")
        let session = TestSession(p, size: Size(width: 40, height: 12))
        session.launch()
        session.send(.mouse(MouseEvent(.click, x: 19, y: 0)))
        let middle = session.renderer.render(session.state, now: session.clock.nowMilliseconds + 100)
        session.clock.advance(by: 200)
        let end = session.renderer.render(session.state, now: session.clock.nowMilliseconds)
        #expect(end.lines[1] == "──────────────────▀▀▀▀──────────────────")
        #expect(middle.lines[1] != end.lines[1] && middle.lines[1].contains("▀"))
    }
}
