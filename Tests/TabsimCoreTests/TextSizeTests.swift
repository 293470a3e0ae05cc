import Foundation
import Testing
@testable import TabsimCore

/// Issue 30, item 3, "Large text": iOS's accessibility text sizes grow rows and titles,
/// which wrap as if each character were wider, while the tab bar keeps its size (B7) and
/// a long press on one of its items shows the large content viewer (I2).
@Suite("Large text (P, B7, I2, issue 30)")
struct TextSizeTests {
    /// A list whose first row wraps at the accessibility sizes, and a large title.
    private static let yaml = """
    name: Large text
    sections:
      - label: Home
        icon: "○ ●"
        screen:
          title: Home
          rows:
            - text: The Left Hand of Darkness
              detail: {title: Book, rows: [Chapter one]}
            - text: Notifications
              toggle: true
            - text: Storage used
              value: 2 GB
            - Row four
      - label: Settings
        icon: "◇ ◆"
        screen:
          title: Accessibility settings
          large_title: true
          rows: [General]
      - label: Long list
        icon: "□ ■"
        screen:
          title: Long list
          rows: {count: 30, text: "Row number {n}"}
    """

    private func large(_ size: TextSize) throws -> Prototype {
        var prototype = try prototype(Self.yaml)
        prototype.textSize = size
        return prototype
    }

    private let size = Size(width: 40, height: 20)

    @Test("P: text_size loads large and accessibility1 to accessibility5; another value is refused, naming them")
    func loads() throws {
        #expect(try prototype(Self.yaml).textSize == .large)
        for textSize in TextSize.allCases {
            #expect(try prototype("text_size: \(textSize.rawValue)\n" + Self.yaml).textSize == textSize)
        }
        #expect(throws: PrototypeError.self) { try prototype("text_size: accessibility6\n" + Self.yaml) }
        do {
            _ = try prototype("text_size: accessibility6\n" + Self.yaml)
        } catch {
            #expect("\(error)".contains("text_size: 'accessibility6' is not one of large | accessibility1 | accessibility2 | accessibility3 | accessibility4 | accessibility5"))
        }
    }

    @Test("Apple's Dynamic Type Body sizes (HIG Typography): Large 17 pt, AX1 28, AX2 33, AX3 40, AX4 47, AX5 53; AX3 fits 14 characters in 33 columns")
    func bodySizes() {
        #expect(TextSize.allCases.map(\.bodyPoints) == [17, 28, 33, 40, 47, 53])
        #expect(TextSize.large.characters(inColumns: 33) == 33)
        #expect(TextSize.accessibility3.characters(inColumns: 33) == 14)
        #expect(TextSize.accessibility5.characters(inColumns: 33) == 10)
        #expect(TextSize.accessibility5.characters(inColumns: 2) == 1)
        #expect(!TextSize.large.isAccessibilitySize && TextSize.accessibility1.isAccessibilitySize)
    }

    @Test("At accessibility3 on 40x20 a long row wraps onto a second line and the rows below move down; the bar is drawn as at the default size (B7)")
    func rowWraps() throws {
        let standard = try screen(try large(.large), size: size).lines
        let grown = try screen(try large(.accessibility3), size: size).lines
        #expect(Array(standard.prefix(6)) == [
            " Home",
            "  The Left Hand of Darkness          ›",
            "  Notifications                    ━━●",
            "  Storage used                     2 GB",
            "  Row four",
            "",
        ])
        #expect(Array(grown.prefix(6)) == [
            " Home",
            "  The Left Hand                      ›",
            "  of Darkness",
            "  Notifications                    ━━●",
            "  Storage used                     2 GB",
            "  Row four",
        ])
        #expect(grown.suffix(2) == standard.suffix(2))
        #expect(grown.suffix(2) == ["      ●             ◇            □", "     Home       Settings     Long list"])
    }

    @Test("The hit test and the accessibility tree follow the wrapped row: its second line opens it, and it reads as one element two rows tall")
    func hitsAndReadsTheWrappedRow() throws {
        let prototype = try large(.accessibility3)
        let layout = ScreenLayout(prototype: prototype, state: AppState(prototype: prototype, size: size))
        #expect(layout.visibleItems.map(\.rect.height).prefix(4) == [2, 1, 1, 1])
        #expect(layout.target(x: 5, y: 2) == .item(0))
        #expect(layout.target(x: 5, y: 3) == .item(1))
        let opened = try state(prototype, size: size, input: "click:5:2")
        #expect(ScreenLayout(prototype: prototype, state: opened).title == "Book")
        let book = try #require(AccessibilityTree.elements(of: prototype, in: AppState(prototype: prototype, size: size))
            .first { $0.label == "The Left Hand of Darkness" })
        #expect(book.frame == Rect(x: 0, y: 1, width: 40, height: 2))
    }

    @Test("A large title wraps instead of being cut, and collapses into the navigation row as the list scrolls")
    func largeTitleWraps() throws {
        #expect(Array(try screen(try large(.large), size: size, input: "2").lines.prefix(3)) == ["", " Accessibility settings", "  General"])
        #expect(Array(try screen(try large(.accessibility3), size: size, input: "2").lines.prefix(4))
            == ["", " Accessibility", " settings", "  General"])
    }

    @Test("I1, I2: at accessibility5 every row takes two lines; the list scrolls by items to its end, the last row whole above the bar, fewer rows a page")
    func longListScrolls() throws {
        let prototype = try large(.accessibility5)
        let top = try screen(prototype, size: size, input: "3").lines
        #expect(Array(top.prefix(5)) == [" Long list", "  Row number", "  1", "  Row number", "  2"])
        let end = try screen(prototype, size: size, input: "3,end").lines
        #expect(Array(end[13...17]) == ["  Row number", "  29", "  Row number", "  30", ""])
        let shown = try state(prototype, size: size, input: "3,end")
        let layout = ScreenLayout(prototype: prototype, state: shown)
        #expect(layout.visibleItems.allSatisfy { $0.rect.height == 2 })
        #expect(layout.visibleItems.last?.rect.maxY == layout.content.maxY)
        #expect(!layout.contentContinuesBelow)
        // A page is one less than the items that fit: 8 of them in the 16 rows.
        #expect(try state(prototype, size: size, input: "3,pgdn").currentScreenState.cursor == 7)
        #expect(try state(prototype, size: size, input: "3,wheeldown:5:5").currentScreenState.scroll == 3)
    }

    @Test("I2: at an accessibility size a press held 0.5 s on a tab shows its icon and label enlarged at the centre; sliding shows another; the release selects it")
    func largeContentViewer() throws {
        let prototype = try large(.accessibility3)
        #expect(try screen(prototype, size: size, input: "press:4:19,wait:400").lines == (try screen(prototype, size: size)).lines)
        let held = try screen(prototype, size: size, input: "press:4:19,wait:500").lines
        #expect(Array(held[6...12]) == [
            "            ╭──────────────╮",
            "            │              │",
            "            │      ●       │",
            "            │              │",
            "            │   Ｈｏｍｅ   │",
            "            │              │",
            "            ╰──────────────╯",
        ])
        #expect(held.suffix(2) == ["      ●             ◇            □", "     Home       Settings     Long list"])
        let slid = try screen(prototype, size: size, input: "press:4:19,wait:500,drag:30:19").lines
        #expect(slid[10].contains("Ｌｏｎｇ　ｌｉｓｔ") && slid[8].contains("■"))
        let session = TestSession(prototype, size: size)
        try session.run("press:4:19,wait:500,drag:15:19,release:15:19")
        #expect(session.state.selection == .section(1) && session.state.largeContent == nil)
        #expect(!session.screen.lines.joined().contains("╭"))
        // Slid off the bar, the viewer empties and the release selects nothing.
        let off = try state(prototype, size: size, input: "press:4:19,wait:500,drag:4:5,release:4:5")
        #expect(off.selection == .section(0) && off.largeContent == nil)
    }

    @Test("I2: a quick tap still selects; at the default size, or on Material 3 (Android has no viewer), a held press shows no viewer and its release selects as a tap")
    func viewerOnlyWhenHeldAtAccessibilitySizes() throws {
        let prototype = try large(.accessibility3)
        #expect(try state(prototype, size: size, input: "press:15:19,release:15:19").selection == .section(1))
        var material = prototype
        material.platform = .material3
        #expect(try state(material, size: size, input: "press:15:19,wait:600").largeContent == nil)
        let standard = try large(.large)
        let held = try screen(standard, size: size, input: "press:15:19,wait:600").lines
        #expect(!held.joined().contains("╭"))
        #expect(try state(standard, size: size, input: "press:15:19,wait:600,release:15:19").selection == .section(1))
    }

    @Test("W4: a recording states a text size other than the default, and its replay uses it")
    func recorded() throws {
        var prototype = try large(.accessibility2)
        let settings = SessionSettings(prototype: prototype, haptics: .off, remember: .never)
        #expect(settings.summary.hasSuffix("text accessibility2"))
        prototype.textSize = .large
        #expect(settings.apply(to: prototype).textSize == .accessibility2)
        #expect(SessionSettings(prototype: prototype, haptics: .off, remember: .never).summary == "transition slide, 280 ms")
        let launch = RecordingEntry(milliseconds: 0, .launch(RecordingHeader(settings: settings, size: size, section: "Home")))
        #expect(launch.line().contains(#""platform":"ios17","text_size":"accessibility2","input_mode":"both""#))
        #expect(try JSONDecoder().decode(RecordingEntry.self, from: Data(launch.line().utf8)) == launch)
        let standard = RecordingEntry(milliseconds: 0, .launch(RecordingHeader(settings: SessionSettings(prototype: prototype, haptics: .off, remember: .never))))
        #expect(!standard.line().contains("text_size"))
    }
}
