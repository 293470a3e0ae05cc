import Testing
@testable import TabsimCore

/// Every overlay drawn over the prototype, on terminals smaller than it needs (I3): a
/// notice or a clipped panel, never a crash.
@Suite("Overlays on tiny terminals")
struct TinyOverlayTests {
    private static let sizes = [Size(width: 1, height: 1), Size(width: 5, height: 3), Size(width: 29, height: 9),
                                Size(width: 30, height: 5), Size(width: 60, height: 5), Size(width: 60, height: 6),
                                Size(width: 30, height: 10), Size(width: 31, height: 11), Size(width: 9, height: 40)]

    @Test("I3: lint panel (with a reload problem), help, alert, action sheet, band (wrapped, with Give up and its whole text), caption, question and comment draw at 1x1, 5x3, 29x9 and other tiny sizes")
    func overlaysAtTinySizes() throws {
        let p = try prototype(RowKindsTests.dialogs)
        let renderer = Renderer(prototype: p, theme: Theme(tint: p.tint, mode: .monochrome))
        let question = Question(questionnaire: "seq", item: 1, heading: "Task 1 of 2 done", text: "How easy was it?",
                                scale: 1...7, lowLabel: "Very hard", highLabel: "Very easy")
        var everything = Overlay(band: Band("Find the reset", kind: .error), caption: "enter", question: question)
        everything.problem = "p.yaml:20:5: error: sections[2].lable: unknown key 'lable'"
        var problemOnly = Overlay()
        problemOnly.problem = everything.problem
        var chrome = Overlay(band: Band("과제 1: 서재에서 친구가 추천한 책을 찾아 읽기 시작하세요 📷 지금 바로 여기에서", action: .giveUp),
                             comment: CommentRequest(prompt: "무엇이 어려웠나요?", item: 1, text: String(repeating: "설정 ", count: 40)))
        chrome.showsWholeBand = true
        for size in Self.sizes {
            for input in ["ctrl-l", "?", "enter", "down,enter", "?,ctrl-l"] {
                var shown = try state(p, input: input)
                apply("resize:\(size.width)x\(size.height)", to: &shown, prototype: p, startingAt: 0)
                for overlay in [Overlay(), problemOnly, everything, chrome] {
                    let frame = renderer.render(shown, overlay: overlay)
                    #expect(frame.size.width == size.width, "\(input) at \(size.width)x\(size.height)")
                    expectWholeGlyphs(frame, "\(input) at \(size.width)x\(size.height)")
                }
            }
        }
    }

    @Test("I3: below the minimum size the Ctrl-L panel gives way to the too-small notice, reload problem or not")
    func lintPanelGivesWayWhenTooSmall() throws {
        let p = try prototype(threeSections)
        let renderer = Renderer(prototype: p, theme: Theme(tint: p.tint, mode: .monochrome))
        var overlay = Overlay()
        overlay.problem = "p.yaml:2:1: error: not valid YAML"
        var shown = try state(p, size: Size(width: 40, height: 8), input: "ctrl-l")
        let text = renderer.render(shown, overlay: overlay).text
        #expect(text.contains("Too small: 40x8") && !text.contains("Lint"))
        apply("resize:40x12", to: &shown, prototype: p, startingAt: 0)
        #expect(renderer.render(shown, overlay: overlay).text.contains("Lint"))
    }
}
