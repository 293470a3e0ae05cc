import Testing
@testable import TabsimCore

/// The simulated keyboard as iOS's (B9): capitals by the field's rule, shift on the key
/// labels, a `123` layer, and a return key named by the field.
@Suite("Keyboard like iOS's (B9)")
struct KeyboardTests {
    private func fieldPrototype(_ field: String) throws -> Prototype {
        try prototype("""
        sections:
          - label: Notes
            screen:
              fields:
                - \(field)
                - {label: Second}
              rows: [a]
        """)
    }

    @Test("B9: sentences capitalise the first letter and each after . ! ?; words each word; none never")
    func capitalisation() throws {
        var s = try state(try fieldPrototype("{label: Note}"), input: "tab,enter,type:kale is good. ok")
        #expect(s.text(of: .content(0)) == "Kale is good. Ok")
        s = try state(try fieldPrototype("{label: Name, capitalize: words}"), input: "tab,enter,type:ana maria")
        #expect(s.text(of: .content(0)) == "Ana Maria")
        s = try state(try fieldPrototype("{label: Mail, capitalize: none}"), input: "tab,enter,type:ana")
        #expect(s.text(of: .content(0)) == "ana")
    }

    @Test("B9: shift shows on the key labels, tapping shift turns an automatic capital off, the 123 layer types digits")
    func labelsAndLayers() throws {
        let p = try fieldPrototype("{label: Note}")
        let shown = try screen(p, input: "tab,enter")
        func keyRow(_ buffer: CellBuffer, _ first: String) -> [String]? {
            buffer.lines.map { $0.split(separator: " ").map(String.init) }.first { $0.first == first }
        }
        #expect(keyRow(shown, "Q") == ["Q", "W", "E", "R", "T", "Y", "U", "I", "O", "P"], "capitals shown before the first letter:\n\(shown.text)")
        let reducer = Reducer(prototype: p)
        var s = try state(p, input: "tab,enter")
        reducer.typeOnKeyboard(.shift, &s)
        reducer.typeOnKeyboard(.character("k"), &s)
        #expect(s.text(of: .content(0)) == "k")
        reducer.typeOnKeyboard(.layer, &s)
        reducer.typeOnKeyboard(.character("q"), &s)
        reducer.typeOnKeyboard(.character("a"), &s)
        #expect(s.text(of: .content(0)) == "k1-")
        let numbers = Renderer(prototype: p, theme: .monochrome).render(s, now: 1000)
        #expect(keyRow(numbers, "1") == ["1", "2", "3", "4", "5", "6", "7", "8", "9", "0"] && numbers.text.contains("ABC"), "\(numbers.text)")
    }

    @Test("B9: the return key is named by the field; next moves to the following field")
    func returnKey() throws {
        let p = try fieldPrototype("{label: Search, return_key: next}")
        let shown = try screen(p, input: "tab,enter")
        #expect(shown.lines.last { !$0.isEmpty }?.contains("next") == true, "\(shown.text)")
        let s = try state(p, input: "tab,enter,type:a,enter")
        #expect(s.editing == .content(1))
        #expect(try screen(try fieldPrototype("{label: Search, return_key: search}"), input: "tab,enter").text.contains("search"))
    }
}

/// Every cell of the keyboard belongs to a key, as on iOS where each key's touch area
/// fills the gaps around it (B9: only a tap outside the keyboard dismisses it).
@Suite("Keyboard touch areas (B9)")
struct KeyboardTouchAreaTests {
    @Test("B9: every cell of the keyboard area maps to a key, a gap to the nearest key in its row", arguments: [12, 30])
    func everyCellIsAKey(height: Int) {
        let keyboard = KeyboardLayout(width: 40, bottom: height)
        let area = keyboard.area
        for y in area.y..<(area.y + area.height) {
            for x in area.x..<(area.x + area.width) {
                #expect(keyboard.key(x: x, y: y) != nil, "cell \(x),\(y) of the keyboard at 40x\(height) hits no key")
            }
        }
        // Column 3 is the gap between Q (0–2) and W (4–6); the column past P belongs to P.
        let letters = area.y + 1
        #expect(keyboard.key(x: 3, y: letters) == .character("q"))
        #expect(keyboard.key(x: 39, y: letters) == .character("p"))
        #expect(keyboard.key(x: 0, y: letters + 1) == .character("a"), "left of A belongs to A")
        #expect(keyboard.key(x: 10, y: area.y) == keyboard.key(x: 10, y: letters), "the top edge belongs to the first row")
        #expect(keyboard.key(x: 10, y: area.y - 1) == nil, "above the keyboard is not a key")
    }

    @Test("B9: a click on the gap between Q and W types a letter and keeps the keyboard; the next tap on space types a space")
    func gapClickKeepsKeyboard() throws {
        let p = try prototype("""
        sections:
          - label: Chats
            screen: {fields: [Search], rows: [Ana, Ben]}
          - label: Calls
            screen: {rows: [None]}
        """)
        let s = try state(p, size: Size(width: 40, height: 12), input: "click:10:1,click:3:8,click:25:11")
        #expect(s.editing == .content(0), "the keyboard stays up")
        #expect(s.text(of: .content(0)) == "Q ")
        #expect(s.selection == .section(0))
    }
}
