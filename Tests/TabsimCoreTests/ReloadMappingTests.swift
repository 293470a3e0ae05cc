import Testing
@testable import TabsimCore

/// Live reload (`tabsim --watch`): the running state carried over to the file's new
/// version by labels.
@Suite("Reload: state carried over by labels")
struct ReloadMappingTests {
    private func reload(_ state: AppState, from old: Prototype, to new: Prototype) -> AppState {
        Reducer(prototype: new).carryOver(state, from: old)
    }

    @Test("B13/T8: a renamed section keeps its selection, pushed screen and typed text")
    func renamedSectionKeepsItsState() throws {
        let old = try prototype(threeSections)
        // Mail: type in To, then open Inbox and move down in it.
        let before = try state(old, input: "2,enter,type:ana,esc,down,enter,down,down")
        #expect(before.sections[1].stack.count == 1)
        let new = try prototype(threeSections.replacing("  - label: Mail", with: "  - label: Post"))
        let after = reload(before, from: old, to: new)
        #expect(after.selection == .section(1))
        #expect(after.sections[1].stack.map(\.rowIndex) == before.sections[1].stack.map(\.rowIndex))
        #expect(after.currentScreenState.cursor == before.currentScreenState.cursor)
        #expect(after.sections[1].pages[0].fieldTexts == [0: "ana"])
        let shown = Renderer(prototype: new, theme: Theme(tint: new.tint, mode: .monochrome)).render(after).text
        #expect(shown.contains("‹ Mail"), "the back button names the root screen's title, which stayed Mail")
        #expect(shown.contains("Post"), "the bar shows the new label")
    }

    @Test("B13: rows of the same text pair in order: a switch flipped, the cursor and a pushed screen on the second of two equal rows stay on the second")
    func duplicateRowTextsStayOnTheSameRow() throws {
        func yaml(_ extra: String) -> String {
            """
            sections:
              - label: Settings
                screen:
                  rows:
            \(extra)
                    - {text: Alerts, toggle: false}
                    - Sounds
                    - {text: Alerts, toggle: false}
                    - text: Inbox
                      detail: {rows: [a]}
                    - text: Inbox
                      detail: {rows: [b, c]}
              - label: Mail
                screen: {rows: [m]}
            """
        }
        let old = try prototype(yaml(""))
        let flipped = try state(old, input: "down,down,enter")
        #expect(flipped.currentScreenState.toggles == [2: true])
        let new = try prototype(yaml("        - Top"))
        let after = reload(flipped, from: old, to: new)
        #expect(after.currentScreenState.toggles == [3: true], "the second Alerts, one row lower")
        #expect(after.currentScreenState.cursor == 3)
        let pushed = try state(old, input: "down,down,down,down,enter")
        #expect(pushed.sections[0].stack.map(\.rowIndex) == [4])
        #expect(reload(pushed, from: old, to: new).sections[0].stack.map(\.rowIndex) == [5], "the second Inbox, one row lower")
    }

    @Test("T8/T9: a page added before the selected one keeps the selection on the same page, with its scroll")
    func addedPageKeepsSelectedPage() throws {
        let old = try prototype(threeSections)
        let before = try state(old, input: "3,tab,right,tab,pgdn,down")
        #expect(before.sections[2].selectedPage == 2)
        let scrolled = before.sections[2].pages[2]
        #expect(scrolled.cursor > 10)
        let new = try prototype(threeSections.replacing("        - {label: One,", with: "        - {label: Zero, rows: [z]}\n        - {label: One,"))
        let after = reload(before, from: old, to: new)
        #expect(after.sections[2].selectedPage == 3, "Two moved from index 2 to 3")
        #expect(after.sections[2].pages[3] == scrolled)
        #expect(after.sections[2].pages[1] == ScreenState(), "the new page starts fresh")
        #expect(after.focus == before.focus)
    }

    @Test("B13: a pushed screen whose row was removed falls back to its parent, keeping the parent's text")
    func removedPushedScreenFallsBackToParent() throws {
        let old = try prototype(threeSections)
        let before = try state(old, input: "2,enter,type:bo,esc,down,enter")
        #expect(before.sections[1].stack.count == 1)
        let withoutInbox = threeSections.replacing("""
                - text: Inbox
                  detail: {title: Inbox, rows: {count: 30, text: "Message {n}"}}

        """, with: "")
        let new = try prototype(withoutInbox)
        let after = reload(before, from: old, to: new)
        #expect(after.selection == .section(1))
        #expect(after.sections[1].stack.isEmpty)
        #expect(after.currentScreenState.fieldTexts == [0: "bo"])
    }

    @Test("B9: typing goes on in the same field, kept when a field is added above it")
    func typingContinuesInTheSameField() throws {
        let old = try prototype(threeSections)
        let before = try state(old, input: "2,enter,type:Ann")
        #expect(before.editing == .content(0))
        let new = try prototype(threeSections.replacing("      fields: [{label: To,", with: "      fields: [{label: From}, {label: To,"))
        let after = reload(before, from: old, to: new)
        #expect(after.editing == .content(1))
        #expect(after.currentScreenState.fieldTexts == [1: "Ann"])
        #expect(after.currentScreenState.cursor == 1, "the cursor stays on To")
        var typed = after
        _ = Reducer(prototype: new).reduce(&typed, .key(.character("a")))
        #expect(typed.currentScreenState.fieldTexts[1] == "Anna")
    }

    @Test("T2: a removed selected section falls back to the first; a removed selected page to the first enabled one")
    func removedSectionAndPageFallBack() throws {
        let old = try prototype(threeSections)
        let onMail = try state(old, input: "2")
        let noMail = try prototype(threeSections.replacing(#/  - label: Mail[\s\S]*?        - Sent\n/#, with: ""))
        #expect(noMail.sections.map(\.label) == ["Home", "Tabs"])
        #expect(reload(onMail, from: old, to: noMail).selection == .section(0))

        let onTwo = try state(old, input: "3,tab,right")
        #expect(onTwo.sections[2].selectedPage == 2)
        let noTwo = try prototype(threeSections.replacing(#"        - {label: Two, badge: "!", rows: {count: 40, text: "Two {n}"}}"# + "\n", with: ""))
        let after = reload(onTwo, from: old, to: noTwo)
        #expect(after.selection == .section(2))
        #expect(after.sections[2].selectedPage == 1, "One, the first enabled page")
    }

    @Test("Matching pairs equal names in order, then renamed ones left at the same place")
    func matching() {
        #expect(Matching.pairs(["a", "b", "c"], ["b", "a"]) == [0: 1, 1: 0])
        #expect(Matching.pairs(["a", "b", "c"], ["a", "x", "c"]) == [0: 0, 1: 1, 2: 2])
        #expect(Matching.pairs(["a", "a"], ["a"]) == [0: 0])
        #expect(Matching.pairs(["a", "b"], ["b", "b"]) == [1: 0])
    }

    @Test("T8: a list at its top stays at its top when the new version adds a field above it, so the new field shows")
    func listAtTopShowsANewField() throws {
        let old = try prototype("sections:\n  - label: A\n    screen: {rows: {count: 100, text: \"r {n}\"}}\n  - {label: B, screen: {rows: [b]}}\n")
        let new = try prototype("sections:\n  - label: A\n    screen: {fields: [{label: F, filter: true}], rows: {count: 100, text: \"r {n}\"}}\n  - {label: B, screen: {rows: [b]}}\n")
        let after = reload(try state(old), from: old, to: new)
        #expect(after.currentScreenState.scroll == 0)
        let shown = Renderer(prototype: new, theme: Theme(tint: new.tint, mode: .monochrome)).render(after).lines
        #expect(shown[1].hasPrefix("  F"), "\(shown.prefix(3))")
        // Scrolled down, the rows shown stay the rows shown.
        let scrolled = reload(try state(old, input: "down,down,down,down,down,down,down,down,down,down,down,down,down,down,down,down,down,down,down,down,down,down,down,down,down"), from: old, to: new)
        let rows = Renderer(prototype: new, theme: Theme(tint: new.tint, mode: .monochrome)).render(scrolled).lines
        let before = Renderer(prototype: old, theme: Theme(tint: old.tint, mode: .monochrome)).render(try state(old, input: "down,down,down,down,down,down,down,down,down,down,down,down,down,down,down,down,down,down,down,down,down,down,down,down,down")).lines
        #expect(rows[1] == before[1], "\(rows[1]) vs \(before[1])")
    }
}
