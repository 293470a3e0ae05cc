import Testing
@testable import TabsimCore

/// Material 3's basic dialog (issue 32): the headline and supporting text at the start,
/// text buttons at the trailing end of the action row, no dividers, rounded corners; iOS
/// keeps its centred alert. Hit tests follow the buttons where they are drawn.
@Suite("Material 3 dialogs (issue 32)")
struct MaterialDialogTests {
    private static let source = """
        platform: material3
        sections:
          - label: Home
            icon: "⌂"
            screen:
              rows:
                - text: Delete history
                  alert:
                    title: Delete trip history?
                    message: Your recorded trips are removed from this phone.
                    buttons: [Cancel, {label: Delete, role: destructive}]
                - text: Three
                  alert: {title: Keep going?, buttons: [Stop, Pause, Keep going]}
                - text: Many
                  alert: {title: Pick one, buttons: [Remove from this trip, Move to another trip, Cancel]}
                - text: Share
                  action_sheet: {title: Share the trip, buttons: [Copy link, Send to a friend, Cancel]}
                - text: New trip
                  modal: {title: New trip, rows: [Start point, Route]}
          - {label: Chats, icon: "◇", screen: {}}
          - {label: Alerts, icon: "○", screen: {}}
        """
    private let p = try! prototype(source)
    private let phone = Size(width: 40, height: 20)

    private func dialog(_ input: String) throws -> (lines: [String], layout: DialogLayout) {
        let state = try state(p, size: phone, input: input)
        let layout = try #require(ScreenLayout(prototype: p, state: state).dialog)
        let lines = Renderer(prototype: p, theme: .monochrome).render(state).lines
        return (Array(lines[layout.panel.y..<layout.panel.maxY]), layout)
    }

    @Test("issue 32: headline and text at the start, the buttons side by side at the trailing end, confirming last, no dividers")
    func basicDialog() throws {
        let (lines, layout) = try dialog("tab,enter")
        #expect(lines == [
            "  ╭──────────────────────────────────╮",
            "  │ Delete trip history?             │",
            "  │ Your recorded trips are removed  │",
            "  │ from this phone.                 │",
            "  │                                  │",
            "  │                  Cancel  Delete  │",
            "  ╰──────────────────────────────────╯",
        ])
        #expect(layout.dividers.isEmpty && layout.buttonDivider == nil)
        let delete = try #require(layout.buttons.first { $0.index == 1 })
        #expect(layout.target(x: delete.rect.x + 1, y: delete.rect.y) == .dialogButton(1))
        #expect(layout.target(x: 8, y: delete.rect.y) == nil, "the row's start is no button")
    }

    @Test("issue 32: three short buttons share the action row; buttons too long for it stack, each at the trailing end")
    func actionRow() throws {
        let three = try dialog("tab,down,enter").lines
        #expect(three.contains("  │         Stop  Pause  Keep going  │"), "\(three)")
        let many = try dialog("tab,down,down,enter").lines
        #expect(many.contains("  │           Remove from this trip  │"), "\(many)")
        #expect(many.contains("  │                          Cancel  │"), "\(many)")
        #expect(!many.contains { $0.contains("├") })
    }

    @Test("issue 32: an action sheet is Material's modal bottom sheet: open at the screen's bottom edge over the bar, a handle on top, the title and each choice a row starting at the padding, Cancel last; the scrim cancels")
    func bottomSheet() throws {
        var ios = p
        ios.platform = .ios17
        let iosState = try state(ios, size: phone, input: "tab,down,down,down,enter")
        let state = try state(p, size: phone, input: "tab,down,down,down,enter")
        let layout = try #require(ScreenLayout(prototype: p, state: state).dialog)
        let lines = Renderer(prototype: p, theme: .monochrome).render(state).lines
        #expect(layout.isBottomSheet && layout.panel.maxY == phone.height && layout.panel.width == phone.width)
        #expect(Array(lines[layout.panel.y...]) == [
            "╭──────────────────────────────────────╮",
            "│                 ━━━━                 │",
            "│ Share the trip                       │",
            "│                                      │",
            "│ Copy link                            │",
            "│ Send to a friend                     │",
            "│ Cancel                               │",
        ], "\(lines)")
        let send = try #require(layout.buttons.first { $0.index == 1 })
        #expect(layout.target(x: 30, y: send.rect.y) == .dialogButton(1), "the whole row is the choice")
        #expect(layout.target(x: 5, y: 2) == .dialogBackdrop)
        let sheet = try #require(ScreenLayout(prototype: ios, state: iosState).dialog)
        #expect(!sheet.isBottomSheet && sheet.cancelPanel != nil, "iOS keeps its action sheet, Cancel apart")
    }

    @Test("issue 32: a modal screen on material3 is Material's full-screen dialog: the whole screen, its close icon ✕ at the leading edge, named Close; iOS keeps its page sheet, a card under the screen it covers, closed by ✕ Close")
    func fullScreenDialog() throws {
        var ios = p
        ios.platform = .ios17
        let keys = "tab,down,down,down,down,enter,wait:1000"
        let sheet = try screen(ios, size: phone, input: keys, mode: .monochrome).lines
        #expect(sheet[1].hasPrefix("╭") && sheet[1].contains("━━") && sheet[2].hasPrefix(" ✕ Close"), "\(sheet)")
        let session = TestSession(p, theme: .monochrome, size: phone)
        try session.run(keys)
        let lines = session.screen.lines
        #expect(Array(lines.prefix(3)) == [
            " ✕              New trip",
            "  Start point",
            "  Route",
        ], "\(lines)")
        #expect(!lines.contains { $0.contains("╭") || $0.contains("━━") }, "no card, no grabber")
        #expect(ScreenLayout(prototype: p, state: session.state).backButton == Rect(x: 0, y: 0, width: 2, height: 1))
        let close = AccessibilityTree.elements(of: p, in: session.state).first { $0.role == .backButton }
        #expect(close.map { ScreenReader.voiceover.announcement(of: $0) } == "Close, Button")
        #expect(close.map { ScreenReader.talkback.announcement(of: $0) } == "Close, Button, Double-tap to activate.")
    }

    @Test("issue 32: iOS keeps its alert: centred text, a divider over two half-width buttons")
    func iosUnchanged() throws {
        var ios = p
        ios.platform = .ios17
        let state = try state(ios, size: phone, input: "tab,enter")
        let layout = try #require(ScreenLayout(prototype: ios, state: state).dialog)
        #expect(layout.dividers.count == 1 && layout.buttonDivider != nil)
    }
}
