import Testing
@testable import TabsimCore

@Suite("Mouse: pressed state and touch-up-inside (I2, T4)")
struct MouseTests {
    // At 80x24 (landscape) the bar's items are on row 22; three slots of 27, 27, 26 columns.
    @Test("I2: press shows Pressed without selecting; release on the same item selects")
    func pressRelease() throws {
        let p = try prototype(threeSections)
        let pressed = try state(p, input: "press:30:23")
        #expect(pressed.pressed == .barSlot(1))
        #expect(pressed.selection == .section(0))
        let released = try state(p, input: "press:30:23,release:31:22")
        #expect(released.pressed == nil)
        #expect(released.selection == .section(1))
    }

    @Test("I2: release elsewhere cancels")
    func cancel() throws {
        let p = try prototype(threeSections)
        let s = try state(p, input: "press:30:23,release:60:23")
        #expect(s.pressed == nil)
        #expect(s.selection == .section(0))
    }

    @Test("T4: default, pressed and active bar items look different, with and without colour")
    func looks() throws {
        let p = try prototype(threeSections)
        for mode in [ColorMode.color, .monochrome] {
            let buffer = try screen(p, input: "press:30:23", mode: mode)
            let row = buffer.lines[22]
            func style(of label: String) -> Style {
                let column = DisplayWidth.of(String(row[..<row.range(of: label)!.lowerBound]))
                return buffer[column, 22].style
            }
            let active = style(of: "Home"), pressed = style(of: "Mail"), idle = style(of: "Tabs")
            #expect(Set([active, pressed, idle]).count == 3, "\(mode): \(active) \(pressed) \(idle)")
        }
    }

    @Test("I2: a click on a row opens it; a click on the back button goes back")
    func rowsAndBack() throws {
        let p = try prototype(threeSections)
        // Mail: title on row 0, the field on row 1, Inbox on row 2.
        #expect(try state(p, input: "2,click:10:2").sections[1].stack.count == 1)
        #expect(try state(p, input: "2,click:10:2,click:2:0").sections[1].stack.isEmpty)
    }

    @Test("I2: the wheel scrolls the list under the pointer, not the selection")
    func wheel() throws {
        let p = try prototype(threeSections)
        let s = try state(p, input: "wheeldown:10:5,wheeldown:10:5")
        #expect(s.sections[0].pages[0].scroll == 6)
        #expect(s.selection == .section(0))
    }
}
