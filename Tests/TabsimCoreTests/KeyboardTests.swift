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
