import Testing
@testable import TabsimCore

/// `role: destructive` on a dialog's buttons (issue 22): drawn in red, in dark and light
/// terminals alike, and placed as each platform places it.
@Suite("Destructive dialog buttons (issue 22)")
struct DestructiveButtonTests {
    static func source(platform: String = "ios17") -> String {
        """
        platform: \(platform)
        sections:
          - label: Mail
            screen:
              rows:
                - text: Delete draft
                  alert:
                    title: Delete this draft?
                    buttons: [Cancel, {label: Delete, role: destructive}]
                - text: Draft options
                  action_sheet:
                    buttons: [Save, {label: Delete draft, role: destructive}, Cancel]
          - {label: Sent, screen: {rows: [A]}}
          - {label: Other, screen: {rows: [B]}}
        """
    }

    @Test("P: a button is a label, or a mapping of its label and `role: destructive`; another role or key is an error with its line")
    func loads() throws {
        let p = try prototype(Self.source())
        guard case .screen(let screen) = p.sections[0].content, case .dialog(let alert) = screen.rows[0].kind,
              case .dialog(let sheet) = screen.rows[1].kind else { Issue.record("no dialogs"); return }
        #expect(alert.buttons == ["Cancel", "Delete"] && alert.destructiveButtons == [1])
        #expect(sheet.destructiveButtons == [1])
        let bad = Self.source().replacingOccurrences(of: "role: destructive}]", with: "role: dangerous}]")
        #expect(throws: PrototypeError.self) { try prototype(bad) }
        do {
            _ = try prototype(Self.source().replacingOccurrences(of: "{label: Delete, role", with: "{text: Delete, role"))
            Issue.record("a button without a label loaded")
        } catch let error as PrototypeError {
            #expect(error.diagnostics.contains { $0.line == 9 && $0.path.hasSuffix("buttons[1].text") })
        }
    }

    @Test("issue 22: the placement: an iOS alert keeps the order written (Cancel leading of two); an iOS action sheet shows destructive buttons first (HIG); Material 3 puts the destructive, confirming, button last")
    func placement() {
        var sheet = Dialog(style: .actionSheet, title: nil, buttons: ["Save", "Delete", "Cancel"])
        sheet.destructiveButtons = [1]
        #expect(sheet.drawnOrder(on: .ios17) == [1, 0, 2] && sheet.drawnOrder(on: .ios26) == [1, 0, 2])
        #expect(sheet.drawnOrder(on: .material3) == [0, 1, 2])
        var alert = Dialog(style: .alert, title: "T", buttons: ["Delete", "Keep"])
        alert.destructiveButtons = [0]
        #expect(alert.drawnOrder(on: .ios17) == [0, 1], "without Cancel the destructive button may lead")
        #expect(alert.drawnOrder(on: .material3) == [1, 0])
    }

    @Test("issue 22: at phone size the alert's Delete is red on the card, in a light terminal too")
    func alertPhone() throws {
        for appearance in Appearance.allCases {
            let p = try prototype(Self.source())
            let session = TestSession(p, theme: Theme(tint: .blue, mode: .color, appearance: appearance), size: Size(width: 40, height: 20))
            try session.run("enter")
            let buffer = session.screen
            let row = try #require(buffer.lines.firstIndex { $0.contains("Delete") && $0.contains("Cancel") })
            #expect(buffer.lines[row] == "  │     Cancel      │     Delete     │")
            let theme = Theme(tint: .blue, mode: .color, appearance: appearance)
            #expect(buffer[24, row].style == theme.destructive, "\(appearance)")
        }
    }

    @Test("issue 22: at tablet size the iOS action sheet lists the destructive button first, in red (on the cursor's raised fill), Cancel apart below")
    func sheetTablet() throws {
        let buffer = try screen(prototype(Self.source()), size: Size(width: 100, height: 30), input: "down,enter")
        let lines = buffer.lines.map { $0.trimmingCharacters(in: .whitespaces) }
        let delete = try #require(lines.firstIndex { $0.contains("│") && $0.contains("Delete draft") })
        let save = try #require(lines.firstIndex { $0.contains("│") && $0.contains("Save") })
        let cancel = try #require(lines.firstIndex { $0.contains("Cancel") })
        #expect(delete < save && save < cancel)
        let x = try #require(buffer.lines[delete].range(of: "Delete").map { buffer.lines[delete].distance(from: buffer.lines[delete].startIndex, to: $0.lowerBound) })
        let theme = Theme(tint: .blue, mode: .color)
        #expect(buffer[x, delete].style == Style(foreground: theme.destructive.foreground, background: theme.palette.fill),
                "red on the raised fill of the button under the cursor")
    }

    @Test("issue 22: on Material 3 the action sheet's destructive button comes last, before Cancel; without colour it is underlined")
    func materialAndMonochrome() throws {
        let buffer = try screen(prototype(Self.source(platform: "material3")), size: Size(width: 40, height: 20), input: "down,enter", mode: .monochrome)
        let lines = buffer.lines
        let save = try #require(lines.firstIndex { $0.contains("Save") })
        let delete = try #require(lines.firstIndex { $0.contains("Delete draft") && !$0.contains("›") && $0.contains("│") })
        #expect(save < delete)
        let x = try #require(lines[delete].range(of: "Delete").map { lines[delete].distance(from: lines[delete].startIndex, to: $0.lowerBound) })
        #expect(buffer[x, delete].style.attributes.contains(.underline))
    }

    @Test("export swiftui: a destructive button is `Button(…, role: .destructive)`")
    func export() throws {
        var export = SwiftUIExport(prototype: try prototype(Self.source()))
        let source = export.source()
        #expect(source.contains("Button(\"Delete\", role: .destructive) {}"))
        #expect(source.contains("Button(\"Cancel\", role: .cancel) {}"))
    }
}
