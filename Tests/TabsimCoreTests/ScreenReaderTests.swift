import Testing
@testable import TabsimCore

/// `tabsim reader` (issue 30): a screen's accessibility elements in the order a swipe
/// right visits them, each as VoiceOver or TalkBack announces it, against the patterns
/// docs/screen-readers.md sources (mlem#444 for "Selected, …, Tab, 1 of 5",
/// material-components-android#3985 and its badge strings, TalkBack's own strings).
@Suite("What a screen reader says (issue 30)")
struct ScreenReaderTests {
    private static let settings = try! prototype("""
        sections:
          - label: Settings
            screen:
              title: Privacy
              fields: [{label: Name, placeholder: Your name}]
              rows:
                - {text: Share trips, toggle: true}
                - {text: Hide start, toggle: false}
                - {text: Units, value: Metres}
                - {text: Delete history, alert: {title: Delete history?, message: Trips are removed., buttons: [Cancel, {label: Delete, role: destructive}]}}
                - {text: About, detail: {title: About, rows: [Version]}}
          - {label: Inbox, badge: 3, screen: {}}
          - {label: Friends, badge: "!", screen: {}}
        """)

    private func read(_ prototype: Prototype, input: String = "", size: Size = Size(width: 40, height: 20), _ reader: ScreenReader) throws -> [String] {
        AccessibilityTree.elements(of: prototype, in: try state(prototype, size: size, input: input)).map(reader.announcement(of:))
    }

    @Test("issue 30: VoiceOver reads the title as a heading, a field's placeholder, switches with their state, rows with their values, then the bar last, the selected tab first said Selected and a count badge as items")
    func voiceOver() throws {
        #expect(try read(Self.settings, .voiceover) == [
            "Privacy, Heading",
            "Name, Your name, Text field, Double-tap to edit",
            "Share trips, Switch button, On, Double-tap to toggle setting",
            "Hide start, Switch button, Off, Double-tap to toggle setting",
            "Units, Metres",
            "Delete history, Button",
            "About, Button",
            "Selected, Settings, Tab, 1 of 3",
            "Inbox, 3 items, Tab, 2 of 3",
            "Friends, !, Tab, 3 of 3",
        ])
    }

    @Test("issue 30: TalkBack says state before name (On, Selected), Edit box, Material's badge words, and the hint where a double tap acts")
    func talkBack() throws {
        #expect(try read(Self.settings, .talkback) == [
            "Privacy, Heading",
            "Name, Your name, Edit box, Double-tap to enter text.",
            "On, Share trips, Switch, Double-tap to toggle.",
            "Off, Hide start, Switch, Double-tap to toggle.",
            "Units, Metres",
            "Delete history, Button, Double-tap to activate.",
            "About, Button, Double-tap to activate.",
            "Selected, Settings, Tab, 1 of 3",
            "Inbox, 3 new notifications, Tab, 2 of 3, Double-tap to activate.",
            "Friends, New notification, Tab, 3 of 3, Double-tap to activate.",
        ])
    }

    @Test("issue 30: a dialog traps the focus: its title said as an alert, its message, its buttons as drawn, nothing behind it")
    func dialogTrapsFocus() throws {
        // Down to the row, Enter: the alert shows.
        let lines = try read(Self.settings, input: "tab,down,down,down,down,enter", .voiceover)
        #expect(lines.first == "Alert, Delete history?")
        #expect(lines.contains("Trips are removed.") && lines.contains("Cancel, Button") && lines.contains("Delete, Button"))
        #expect(!lines.contains { $0.contains("Tab,") || $0.contains("Heading") }, "\(lines)")
    }

    @Test("issue 30: a pushed screen's back button is named by the screen it returns to on VoiceOver, Navigate up on TalkBack")
    func backButton() throws {
        let voiceOver = try read(Self.settings, input: "tab,down,down,down,down,down,enter", .voiceover)
        #expect(Array(voiceOver.prefix(3)) == ["Privacy, Back button", "About, Heading", "Version"])
        let talkBack = try read(Self.settings, input: "tab,down,down,down,down,down,enter", .talkback)
        #expect(talkBack.first == "Navigate up, Button, Double-tap to activate.")
    }

    @Test("issue 30: a strip's pages are tabs of their own list, a disabled one Dimmed (VoiceOver) or Disabled (TalkBack); a capped badge is Material's More than")
    func strip() throws {
        let newsstand = try PrototypeLoader.load(BuiltInExamples.named("newsstand")!.source, file: "newsstand")
        let voiceOver = try read(newsstand, .voiceover)
        #expect(voiceOver.contains("Selected, Top stories, Tab, 1 of 12") && voiceOver.contains("Archive, Tab, 5 of 12, Dimmed"))
        #expect(try read(newsstand, .talkback).contains("Archive, Tab, 5 of 12, Disabled"))
        let bookshelf = try PrototypeLoader.load(BuiltInExamples.named("bookshelf")!.source, file: "bookshelf")
        #expect(try read(bookshelf, .talkback).contains("Library, More than 99 new notifications, Tab, 2 of 5, Double-tap to activate."))
    }

    @Test("issue 30: with the keyboard up its keys come last; a minimized floating bar is its selected tab alone")
    func keyboardAndMinimized() throws {
        let typing = try read(Self.settings, input: "tab,enter", .voiceover)
        #expect(typing.contains("Name, Your name, Text field, Double-tap to edit") && typing.last != "Selected, Settings, Tab, 1 of 3")
        #expect(typing.suffix(5).allSatisfy { !$0.contains(",") }, "keys are said as their labels: \(typing.suffix(5))")
        let tunes = try PrototypeLoader.load(BuiltInExamples.named("tunes")!.source, file: "tunes")
        let minimized = try read(tunes, input: "4,wheeldown:10:5", .voiceover)
        #expect(minimized.filter { $0.contains("Tab,") } == ["Selected, Songs, Tab, 4 of 5"], "\(minimized)")
    }
}
