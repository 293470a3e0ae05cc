import ArgumentParser
import TabsimCore

/// `tabsim reader`: what a screen reader says on a prototype's screen, element by element.
struct Reader: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reader",
        abstract: "Print what VoiceOver or TalkBack says on a prototype's screen, one element a line, in the order a swipe right visits them.",
        discussion: """
        Takes the same --keys as `tabsim render`, then lists the screen's accessibility elements: the navigation title, \
        the strip's pages, the list's fields and rows, the accessory, the tab bar's items, and the keyboard's keys when it \
        is up; while a dialog shows, only its title, message and buttons, as the reader traps its focus there. Each line \
        is the announcement with the reader's default settings; docs/screen-readers.md gives each pattern's public source.
        """)

    @OptionGroup var screen: HeadlessScreen

    @Option(help: "The screen reader: voiceover (iOS) or talkback (Android).")
    var reader: ScreenReader = .voiceover

    func run() throws {
        let settled = try screen.settle()
        for element in AccessibilityTree.elements(of: settled.prototype, in: settled.state) {
            print(reader.announcement(of: element))
        }
    }
}

extension ScreenReader: ExpressibleByArgument {}
