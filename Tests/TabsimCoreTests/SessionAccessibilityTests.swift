import Testing
@testable import TabsimCore

/// What a remote participant's page mirrors for the phone's own screen reader (W6,
/// issue 30): the session's elements in the terminal's cells, the study's band first;
/// a question or a comment keeps the focus while it shows.
@Suite("A session's accessibility elements (W6)")
struct SessionAccessibilityTests {
    private let bookshelf: Prototype = {
        var prototype = try! PrototypeLoader.load(BuiltInExamples.named("bookshelf")!.source, file: "bookshelf")
        prototype.input = .touch
        return prototype
    }()
    private let size = Size(width: 40, height: 30)

    private func session(_ overlay: Overlay) -> SessionState {
        SessionState(prototype: bookshelf, terminal: size, overlay: overlay)
    }

    @Test("W6: the band's task and Give up come first, then the prototype's elements, moved below the band")
    func bandThenPrototype() throws {
        let state = session(Overlay(band: Band("Task 1 of 2: Find the Downloads section", action: .giveUp)))
        let elements = AccessibilityTree.elements(of: state)
        let top = state.bandRows
        #expect(top >= 1)
        #expect(elements.prefix(2).map(\.label) == ["Task 1 of 2: Find the Downloads section", "Give up"])
        #expect(elements[0].role == .text && elements[1].role == .button && elements[1].frame.y < top)
        let own = AccessibilityTree.elements(of: bookshelf, in: state.app)
        #expect(Array(elements.dropFirst(2)).map(\.label) == own.map(\.label))
        #expect(zip(elements.dropFirst(2), own).allSatisfy { $0.frame.y == $1.frame.y + top && $0.frame.x == $1.frame.x })
        #expect(elements.contains { $0.role == .tab(position: 1, count: 5, selected: true) && $0.label == "Reading" })
    }

    @Test("W6: while SEQ is asked, only the band and the question: its heading, its text, and each number a button where it is hit, its ends named")
    func questionKeepsTheFocus() throws {
        let question = Questionnaires.seq(task: 1, of: 2)
        let state = session(Overlay(band: Band("✓ Task 1 of 2 done"), question: question))
        let elements = AccessibilityTree.elements(of: state)
        #expect(!elements.contains { if case .tab = $0.role { true } else { false } })
        let buttons = elements.filter { $0.role == .button }
        #expect(buttons.map(\.label) == ["1, Very difficult", "2", "3", "4", "5", "6", "7, Very easy"])
        let layout = QuestionLayout(question, in: Size(width: 40, height: 30 - state.bandRows), touch: true)
        for (button, choice) in zip(buttons, layout.choices) {
            #expect(button.frame == Rect(x: choice.rect.x, y: choice.rect.y + state.bandRows, width: choice.rect.width, height: choice.rect.height))
        }
        #expect(elements.contains { $0.role == .heading && $0.label == question.heading })
    }

    @Test("W6: a comment panel gives its prompt, what is typed as a text field, and its keyboard's keys, Done among them")
    func commentPanel() throws {
        var comment = CommentRequest(prompt: "What was hard?", item: 1)
        comment.type("Quiet")
        let state = session(Overlay(band: Band("✓ Task 1 of 2 done"), comment: comment))
        let elements = AccessibilityTree.elements(of: state)
        #expect(elements.contains { $0.role == .text && $0.label == "What was hard?" })
        #expect(elements.contains { $0.role == .textField(placeholder: nil, text: "Quiet") })
        let keys = elements.filter { $0.role == .key }.map(\.label)
        #expect(keys.contains("done") && keys.contains("q"), "\(keys)")
        #expect(!elements.contains { if case .tab = $0.role { true } else { false } })
    }
}
