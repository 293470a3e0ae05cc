import Testing
@testable import TabsimCore

/// `keyboard: number | email | phone` on a field (issue 22): the simulated keyboard of
/// that type, typed on with the mouse as the letters are (B9).
@Suite("Keyboard types (B9, issue 22)")
struct KeyboardTypeTests {
    static func source(_ keyboard: String) -> String {
        """
        sections:
          - label: Pay
            screen:
              fields:
                - {label: Amount, keyboard: \(keyboard)}
              rows: [a]
        """
    }

    /// The keyboard's rows of keys as text, the top edge left out.
    private func keyRows(_ buffer: CellBuffer) -> [String] {
        Array(buffer.lines.suffix(KeyboardLayout.height - 1))
    }

    @Test("P: `keyboard` is text, number, email or phone; text unless given")
    func loads() throws {
        guard case .screen(let screen) = try prototype(Self.source("phone")).sections[0].content else { return }
        #expect(screen.fields[0].keyboard == .phone)
        #expect(throws: PrototypeError.self) { try prototype(Self.source("numeric")) }
        guard case .screen(let plain) = try prototype("sections: [{label: A, screen: {fields: [Name]}}]").sections[0].content else { return }
        #expect(plain.fields[0].keyboard == .text)
    }

    @Test("B9, issue 22: at phone size the number pad is the digits in a 3 x 4 grid, each key a third of the width (iOS's numberPad), the bottom-left key blank")
    func numberPadPhone() throws {
        let buffer = try screen(prototype(Self.source("number")), size: Size(width: 40, height: 16), input: "tab,enter")
        #expect(keyRows(buffer) == [
            "     1            2            3",
            "     4            5            6",
            "     7            8            9",
            "                  0            ⌫",
        ])
    }

    @Test("B9, issue 22: at tablet size the pads keep a phone's keys (16 columns each), centred; the phone pad shows each digit's letters and a + key")
    func phonePadTablet() throws {
        let buffer = try screen(prototype(Self.source("phone")), size: Size(width: 100, height: 30), input: "tab,enter")
        #expect(keyRows(buffer) == [
            String(repeating: " ", count: 33) + "1             2 ABC           3 DEF",
            String(repeating: " ", count: 31) + "4 GHI           5 JKL           6 MNO",
            String(repeating: " ", count: 30) + "7 PQRS           8 TUV          9 WXYZ",
            String(repeating: " ", count: 33) + "+               0               ⌫",
        ])
    }

    @Test("B9, issue 22: the email keyboard adds @ and . beside a shorter space, as iOS's emailAddress")
    func emailKeyboard() throws {
        let buffer = try screen(prototype(Self.source("email")), size: Size(width: 40, height: 16), input: "tab,enter")
        #expect(keyRows(buffer).last == "  123        space       @   .   done")
    }

    @Test("B9, issue 22: clicks on the number pad's keys type their digits and ⌫ deletes, through the reducer as on the letters")
    func typingByMouse() throws {
        let p = try prototype(Self.source("number"))
        let session = TestSession(p, size: Size(width: 40, height: 16))
        session.launch()
        session.send(.key(.tab))
        session.send(.key(.enter))
        let keyboard = try #require(ScreenLayout(prototype: p, state: session.state).keyboard)
        func click(_ key: KeyboardKey) {
            guard let rect = keyboard.keys.first(where: { $0.key == key })?.rect else { Issue.record("no key \(key)"); return }
            session.send(.mouse(MouseEvent(.click, x: rect.x + 2, y: rect.y)))
        }
        for key in [KeyboardKey.character("4"), .character("2"), .character("0"), .backspace, .character("7")] { click(key) }
        #expect(session.state.text(of: .content(0)) == "427")
        #expect(keyboard.key(x: 2, y: keyboard.area.maxY - 1) == .character("0"), "the blank key's cells go to the nearest key")
    }

    @Test("B9, touch: on a number pad the real keyboard's digits light their keys, and letters type nothing")
    func touchTyping() throws {
        let p = try prototype(Self.source("number") + "\ninput: touch")
        let session = TestSession(p, size: Size(width: 40, height: 16))
        session.launch()
        session.send(.mouse(MouseEvent(.click, x: 20, y: 1)))
        for key in "5a9" { session.send(.key(.character(key))) }
        #expect(session.state.text(of: .content(0)) == "59")
        #expect(session.state.keyboardFlash?.key == .character("9"))
    }

    @Test("export swiftui: the keyboard type is `.keyboardType(.numberPad / .emailAddress / .phonePad)` on the TextField")
    func export() throws {
        for (type, modifier) in [("number", ".numberPad"), ("email", ".emailAddress"), ("phone", ".phonePad")] {
            var export = SwiftUIExport(prototype: try prototype(Self.source(type)))
            #expect(export.source().contains(".keyboardType(\(modifier))"))
        }
    }
}
