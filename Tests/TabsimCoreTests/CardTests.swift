import Testing
@testable import TabsimCore

private let dialogsAndSheet = """
sections:
  - label: Settings
    screen:
      title: Settings
      rows:
        - text: Reset
          alert: {title: "Reset all settings?", buttons: [Cancel, Reset]}
        - text: Share
          action_sheet: {title: Share, buttons: [Copy link, Mail, Cancel]}
        - text: Compose
          modal: {title: New message, rows: [Draft]}
  - {label: Mail, screen: {rows: [a]}}
"""

/// Alerts, action sheets and modal sheets read as cards in dark and light: filled
/// panels with one corner style, ruled in the separator colour, and a modal screen
/// drawn below a receding row of the screen it covers.
@Suite("Dialogs and sheets as cards")
struct CardTests {
    private let size = Size(width: 50, height: 16)

    private func frame(_ input: String, appearance: Appearance) throws -> (CellBuffer, Theme) {
        let p = try prototype(dialogsAndSheet)
        let theme = Theme(tint: .blue, mode: .color, appearance: appearance)
        return (Renderer(prototype: p, theme: theme).render(try state(p, size: size, input: input), now: 10_000), theme)
    }

    @Test("An alert and an action sheet are panels filled with the grouped background, rounded, edged and ruled in the separator colour", arguments: Appearance.allCases)
    func dialogPanels(appearance: Appearance) throws {
        for input in ["tab,enter", "tab,down,enter"] {
            let (shown, theme) = try frame(input, appearance: appearance)
            let corners = shown.lines.flatMap { Array($0) }.filter { "╭╮╰╯┌┐└┘".contains($0) }
            #expect(!corners.isEmpty && corners.allSatisfy { "╭╮╰╯".contains($0) }, "one corner style:\n\(shown.text)")
            let rules = (0..<size.height).flatMap { y in (0..<size.width).map { (x: $0, y: y) } }
                .filter { "╭╮╰╯├┤─│┬┴".contains(shown[$0.x, $0.y].text) }
            #expect(!rules.isEmpty)
            for cell in rules {
                #expect(shown[cell.x, cell.y].style.foreground == theme.palette.separator, "a rule at \(cell) in \(input)")
                #expect(shown[cell.x, cell.y].style.background == theme.palette.groupedBackground, "filled at \(cell) in \(input)")
            }
            let title = try #require(shown.lines.firstIndex { $0.contains("Reset all") || $0.contains("Share ") })
            let titleColumn = try #require(shown.lines[title].firstIndex(of: "│")).utf16Offset(in: shown.lines[title])
            for x in (titleColumn + 1)..<(titleColumn + 5) {
                #expect(shown[x, title].style.background == theme.palette.groupedBackground, "the card's fill at \(x),\(title)")
            }
        }
    }

    @Test("An action sheet's Cancel keeps its bold tint, the other buttons the tint, on the card's fill")
    func buttonStyles() throws {
        let (shown, theme) = try frame("tab,down,enter,down", appearance: .dark)
        let cancel = try #require(shown.lines.firstIndex { $0.contains("Cancel") })
        let x = try #require(shown.lines[cancel].range(of: "Cancel")).lowerBound.utf16Offset(in: shown.lines[cancel])
        #expect(shown[x, cancel].style == Style(foreground: theme.back.foreground, background: theme.palette.groupedBackground, attributes: [.bold]))
        let copy = try #require(shown.lines.firstIndex { $0.contains("Copy link") })
        let c = try #require(shown.lines[copy].range(of: "Copy link")).lowerBound.utf16Offset(in: shown.lines[copy])
        #expect(shown[c, copy].style == Style(foreground: theme.back.foreground, background: theme.palette.groupedBackground))
    }

    @Test("B1: a modal screen is a card: a row of the screen it covers dimmed above, a rounded top edge with a grabber, the content below", arguments: Appearance.allCases)
    func modalCard(appearance: Appearance) throws {
        let (shown, theme) = try frame("tab,down,down,enter", appearance: appearance)
        #expect(shown.lines[0].contains("Settings"), "the screen it covers recedes above:\n\(shown.text)")
        let (under, _) = try frame("tab", appearance: appearance)
        for x in 0..<size.width {
            #expect(shown[x, 0].style == theme.dimmed(under[x, 0].style), "\(x): \(shown[x, 0]) \(under[x, 0])")
            #expect(shown[x, 0].text == under[x, 0].text)
        }
        let edge = shown.lines[1]
        #expect(edge.hasPrefix("╭─") && edge.hasSuffix("─╮") && edge.contains(" ━━ "), "the card's top edge:\n\(shown.text)")
        let grabber = try #require(edge.firstIndex(of: "━")).utf16Offset(in: edge)
        #expect(grabber == (size.width - 4) / 2 + 1, "centred")
        #expect(shown[grabber, 1].style == theme.secondary && shown[0, 1].style == theme.material)
        #expect(shown.lines[2].contains("✕ Close") && shown.lines[2].contains("New message"), "the content below:\n\(shown.text)")
    }
}
