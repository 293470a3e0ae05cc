import Testing
@testable import TabsimCore

/// Ctrl-L: the lint findings over the running prototype, for the designer editing it.
@Suite("Lint panel")
struct LintPanelTests {
    /// The three sections with an action for a label; page Two's "!" badge says what it
    /// means, so L11 adds no finding to the panel.
    private let actionLabel = threeSections.replacing("  - label: Tabs", with: "  - label: Compose")
        .replacing(#"{label: Two, badge: "!","#, with: #"{label: Two, badge: "!", accessibility_label: "Two, new stories","#)

    @Test("L5: Ctrl-L shows the findings with line, column and rule, wrapped in a panel; any key hides it")
    func panelShowsFindings() throws {
        let p = try prototype(actionLabel)
        let rows = try screen(p, size: Size(width: 60, height: 16), input: "ctrl-l", mode: .monochrome).text
            .split(separator: "\n", omittingEmptySubsequences: false)
        #expect(rows[1] == " ┌─ Lint: 3 findings ─────────────────────────────────────┐")
        #expect(rows[3] == " │ 3:5 info: sections[0].label: L5 (seed 003): 'Home'     │")
        #expect(rows[6] == " │ 18:5 warning: sections[2].label: L5 (seed 001/003):    │")
        #expect(rows[7] == " │ 'Compose' reads as an action; bar items only navigate  │")
        #expect(rows[13] == "─└─────────────────────────────────────── any key closes ─┘─")
        for input in ["ctrl-l,ctrl-l", "ctrl-l,down", "ctrl-l,click:30:8"] {
            let closed = try screen(p, size: Size(width: 60, height: 16), input: input, mode: .monochrome).text
            #expect(!closed.contains("Lint:"), "\(input) hides it")
            #expect(closed.hasPrefix(" Home\n  Home 1\n"), "\(input) does nothing else")
        }
    }

    @Test("Ctrl-L works in touch mode and while typing, leaving the text typed so far")
    func panelInTouchModeAndWhileTyping() throws {
        var p = try prototype(actionLabel)
        p.input = .touch
        #expect(try screen(p, input: "ctrl-l").text.contains("Lint: 3 findings"))
        let typing = try state(try prototype(actionLabel), input: "2,enter,type:ab,ctrl-l")
        #expect(typing.showsLint && typing.editing == .content(0))
        #expect(typing.currentScreenState.fieldTexts == [0: "ab"])
        let clean = try prototype("sections:\n  - {label: Library, screen: {rows: [a]}}\n  - {label: Search, screen: {rows: [b]}}\n  - {label: Profile, screen: {rows: [c]}}\n")
        #expect(try screen(clean, input: "ctrl-l").text.contains("│ No findings: the prototype follows the guidelines L1-L13."))
    }
}
