import Testing
@testable import TabsimCore

/// Stacked dialog buttons that do not all fit scroll; with the mouse alone (touch input)
/// the wheel over the dialog moves among them, so every button can be reached (I2).
@Suite("The wheel in a dialog")
struct DialogWheelTests {
    private let sheet = """
    input: touch
    sections:
      - label: Photos
        screen:
          rows:
            - text: Share
              action_sheet: {title: Share photo, buttons: [Copy, Mail, Messages, AirDrop, Print, Save to Files, Cancel]}
      - label: Albums
        screen: {rows: [a]}
    """

    @Test("I2: in touch mode at 40x12 the wheel over an action sheet brings each hidden button into view, and a tap chooses it")
    func wheelReachesEveryButton() throws {
        let p = try prototype(sheet)
        var state = try state(p, size: Size(width: 40, height: 12), input: "click:3:1")
        #expect(state.dialog != nil)
        let reducer = Reducer(prototype: p)
        let renderer = Renderer(prototype: p, theme: Theme(tint: p.tint, mode: .monochrome))
        #expect(!renderer.render(state).text.contains("Save to Files"))
        for _ in 0..<5 { _ = reducer.reduce(&state, .mouse(MouseEvent(.wheelDown, x: 20, y: 6)), now: 0) }
        let shown = renderer.render(state)
        let row = try #require(shown.lines.firstIndex { $0.contains("Save to Files") }, "\(shown.text)")
        _ = reducer.reduce(&state, .mouse(MouseEvent(.press, x: 20, y: row)), now: 0)
        _ = reducer.reduce(&state, .mouse(MouseEvent(.release, x: 20, y: row)), now: 0)
        #expect(state.lastDialogChoice?.button == "Save to Files")
    }
}
