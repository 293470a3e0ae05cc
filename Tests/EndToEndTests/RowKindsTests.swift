import Foundation
import Testing

/// Richer rows in the real binary: switches, values, links, alerts and action sheets,
/// filtering fields and large titles, driven by keys and SGR mouse clicks in tmux.
@Suite("Row kinds in a terminal")
struct RowKindsEndToEndTests {
    static let settings = """
    name: Settings
    transition: none
    sections:
      - label: General
        icon: "○ ●"
        screen:
          title: General
          rows:
            - {text: Wi-Fi, toggle: true}
            - {text: Bluetooth, toggle: false}
            - {text: Units, value: Metric, detail: {title: Units, rows: [Metric, Imperial]}}
            - {text: Open inbox, link: Inbox}
            - text: Reset
              alert: {title: Reset all settings?, message: Nothing is lost., buttons: [Cancel, Reset]}
            - text: Share
              action_sheet: {title: Share, buttons: [Copy link, Mail, Cancel]}
      - label: Inbox
        icon: "□ ■"
        screen:
          fields: [{label: Search, placeholder: Mail, filter: true, capitalize: none}]
          rows: [Message, Receipt from Ana, {text: Receipt from Bo, detail: {title: Bo, rows: [Thanks]}}]
    """

    /// Writes `yaml` to a temporary prototype file; the caller removes its directory.
    static func prototypeFile(_ yaml: String) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tabsim-rows-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let file = dir.appendingPathComponent("settings.yaml")
        try yaml.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    @Test("B13, T8: Enter and a click flip switches; a switch stays flipped after another section is visited")
    func toggles() async throws {
        let file = try Self.prototypeFile(Self.settings)
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let s = try await TmuxSession("rows-toggle", arguments: [file.path])
        defer { s.close() }
        var rows = try await s.waitFor(text: "Bluetooth")
        try await s.waitForMouseMode()
        #expect(rows[1].hasSuffix("━━●") && rows[2].hasSuffix("○━━"), "\(rows)")
        try await s.keys("Tab", "Enter")
        try await s.waitFor("Wi-Fi off") { $0[1].hasSuffix("○━━") }
        let x = try #require(TmuxSession.column(of: "Bluetooth", in: rows[2]))
        try await s.click(x: x, y: 3)
        try await s.waitFor("Bluetooth on") { $0[2].hasSuffix("━━●") }
        try await s.keys("2")
        try await s.waitFor(text: "Message")
        try await s.keys("1")
        rows = try await s.waitFor(text: "Bluetooth")
        #expect(rows[1].hasSuffix("○━━") && rows[2].hasSuffix("━━●"), "each screen keeps its switches (T8): \(rows)")
    }

    @Test("B13: a value shows dimmed before the row's ›, and a click on the row opens its screen")
    func values() async throws {
        let file = try Self.prototypeFile(Self.settings)
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let s = try await TmuxSession("rows-value", arguments: [file.path])
        defer { s.close() }
        let rows = try await s.waitFor(text: "Units")
        try await s.waitForMouseMode()
        #expect(rows[3].hasPrefix("  Units") && rows[3].hasSuffix("Metric ›"), "\(rows[3])")
        let styled = try await s.styledScreen()
        let value = try #require(styled[3].cells(of: "Metric"))
        #expect(value.allSatisfy { $0.foreground != nil }, "the value is drawn in grey")
        let x = try #require(TmuxSession.column(of: "Metric", in: rows[3]))
        try await s.click(x: x, y: 4)
        try await s.waitFor(text: "Imperial")
    }

    @Test("B13: a link row switches to its section by a click, and by Enter after coming back")
    func links() async throws {
        let file = try Self.prototypeFile(Self.settings)
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let s = try await TmuxSession("rows-link", arguments: [file.path])
        defer { s.close() }
        let rows = try await s.waitFor(text: "Open inbox")
        try await s.waitForMouseMode()
        #expect(rows[4].hasSuffix("›"))
        let x = try #require(TmuxSession.column(of: "Open inbox", in: rows[4]))
        try await s.click(x: x, y: 5)
        try await s.waitFor(row: " Inbox")
        try await s.keys("1")
        try await s.waitFor(row: " General")
        try await s.keys("Enter")
        try await s.waitFor(row: " Inbox")
    }

    @Test("B13, W4: an alert and an action sheet take keys and clicks while the bar under them is inert; each choice is recorded")
    func dialogs() async throws {
        let file = try Self.prototypeFile(Self.settings)
        let dir = file.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: dir) }
        let log = dir.appendingPathComponent("session.jsonl").path
        let s = try await TmuxSession("rows-dialog", arguments: [file.path, "--log", log])
        defer { s.close() }
        var rows = try await s.waitFor(text: "Share")
        try await s.waitForMouseMode()
        try await s.keys("Tab", "Down", "Down", "Down", "Down", "Enter")
        rows = try await s.waitFor(text: "Reset all settings?")
        // A click on the bar's Inbox does nothing; Esc, handled after it, chooses Cancel.
        let bar = try #require(rows.lastIndex { $0.contains("Inbox") })
        let x = try #require(TmuxSession.column(of: "Inbox", in: rows[bar]))
        try await s.click(x: x, y: bar + 1)
        try await s.keys("Escape")
        rows = try await s.waitFor("the alert to close") { !$0.contains { $0.contains("Reset all settings?") } }
        #expect(rows[0] == " General", "the bar was inert under the alert")
        try await s.keys("Enter")
        try await s.waitFor(text: "Reset all settings?")
        try await s.keys("Right", "Enter")
        try await s.waitFor("the alert to close") { !$0.contains { $0.contains("Reset all settings?") } }
        // The action sheet, by SGR clicks.
        rows = try await s.screen()
        let share = try #require(rows.firstIndex { $0.hasPrefix("  Share") })
        try await s.click(x: 4, y: share + 1)
        rows = try await s.waitFor(text: "Copy link")
        let mail = try #require(rows.firstIndex { $0.contains("Mail") && $0.contains("│") })
        try await s.click(x: try #require(TmuxSession.column(of: "Mail", in: rows[mail])), y: mail + 1)
        try await s.waitFor("the sheet to close") { !$0.contains { $0.contains("Copy link") } }
        try await s.keys("q")
        #expect(try await s.waitForExit() == 0)
        let recorded = try String(contentsOfFile: log, encoding: .utf8)
        let choices = recorded.split(separator: "\n").filter { $0.contains(#""feedback":"dialog""#) }
        #expect(choices.count == 3 && choices[0].contains(#""button":"Cancel""#) && choices[1].contains(#""button":"Reset""#)
                && choices[2].contains(#""dialog":"Share","button":"Mail""#), "\(recorded)")
        // The recording replays to the same choices, which a walkthrough check sees.
        let replay = try await E2E.run(try E2E.binary(), ["walk", log], environment: StartupErrorTests.baseEnvironment, timeout: .seconds(60))
        #expect(replay.status == 0, "\(replay.stdout) \(replay.stderr)")
        // A study task can be done by a choice: it counts as done in the report.
        let tasks = dir.appendingPathComponent("tasks.txt").path
        try "task Share by mail\nexpect choice Mail\n".write(toFile: tasks, atomically: true, encoding: .utf8)
        let study = try await E2E.run(try E2E.binary(), ["study", tasks, log], environment: StartupErrorTests.baseEnvironment, timeout: .seconds(60))
        #expect(study.status == 0 && study.stdout.contains("1/1"), "\(study.stdout) \(study.stderr)")
    }

    @Test("B11: typing in a filter field narrows the rows as each key arrives, shows an empty state, and a click opens a row that remains")
    func filter() async throws {
        let file = try Self.prototypeFile(Self.settings)
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let s = try await TmuxSession("rows-filter", arguments: [file.path])
        defer { s.close() }
        try await s.waitFor(text: "Bluetooth")
        try await s.waitForMouseMode()
        try await s.keys("2", "Tab", "Enter")
        try await s.waitFor(text: "Receipt from Bo")
        try await s.type("rec")
        var rows = try await s.waitFor("Message filtered out") { !$0.contains { $0.contains("Message") } }
        #expect(rows.contains { $0.contains("Receipt from Ana") })
        try await s.type("x")
        try await s.waitFor(text: "No results for “recx”")
        try await s.keys("BSpace", "Enter")
        rows = try await s.waitFor(text: "Receipt from Bo")
        let y = try #require(rows.firstIndex { $0.contains("Receipt from Bo") })
        try await s.click(x: 6, y: y + 1)
        try await s.waitFor(text: "Thanks")
    }

    @Test("B13: a large title collapses into the bar when the wheel scrolls the list, and comes back at the top; a click opens a row under it")
    func largeTitle() async throws {
        let songs = (1...40).map { "        - Song \($0)" }.joined(separator: "\n")
        let file = try Self.prototypeFile("""
        transition: none
        sections:
          - label: Library
            screen:
              title: Library
              large_title: true
              rows:
                - {text: Albums, detail: {title: Albums, rows: [Blue]}}
        \(songs)
          - {label: Other, screen: {rows: [a]}}
        """)
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let s = try await TmuxSession("rows-large-title", arguments: [file.path])
        defer { s.close() }
        var rows = try await s.waitFor(row: " Library")
        #expect(rows[0] == "" && rows[1] == " Library" && rows[2].hasPrefix("  Albums"))
        try await s.waitForMouseMode()
        try await s.wheel(down: true, x: 5, y: 6)
        rows = try await s.waitFor("the title collapsed") { $0[0].trimmingCharacters(in: .whitespaces) == "Library" && $0[0].hasPrefix("   ") }
        #expect(!rows.contains(" Library"))
        try await s.wheel(down: false, x: 5, y: 6)
        try await s.waitFor("the large title back") { $0[1] == " Library" }
        try await s.click(x: 5, y: 3)
        try await s.waitFor(text: "Blue")
        try await s.keys("Escape")
        try await s.waitFor("the large title after Back") { $0[1] == " Library" }
    }
}
