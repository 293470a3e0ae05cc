import Foundation
import Testing

/// A remote study as a participant takes part in it: `tabsim serve` on a free port, a
/// phone-sized Chromium with touch opening the participant's link, consenting, tapping
/// through More, answering SEQ, typing a comment on the simulated keyboard while the
/// dashboard's live view draws the same screen, giving up a task and answering SUS; the
/// dashboard's report as `tabsim study --html` writes it; the grid it drew
/// against `tabsim render` of the same inputs, a Korean prototype's widths, and the
/// recording replayed by `tabsim walk` and measured by `tabsim study`. Scripts/test
/// installs Debian's chromium and PyPI's playwright (which downloads no browser here).
@Suite("Remote studies in a browser")
struct ServeBrowserTests {
    /// Whether Python has Playwright (`PYTHONPATH` as Scripts/test sets it).
    static let playwright: Bool = {
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        probe.arguments = ["python3", "-c", "import playwright.sync_api"]
        probe.standardError = FileHandle.nullDevice
        guard (try? probe.run()) != nil else { return false }
        probe.waitUntilExit()
        return probe.terminationStatus == 0
    }()

    /// What the participant's browser saw and did.
    struct Seen: Decodable {
        struct Compared: Decodable {
            var grid: [String]
            var render: [String]
            var band: [String]?
            var widths: [String: [Double]]?
        }

        /// The participant's page and the dashboard's live view of it, as each drew it.
        struct Watched: Decodable {
            var view: [String]
            var page: [String]
            var state: String
        }

        var steps: [String]
        /// SEQ's button for 6 on the phone, in CSS px: width and height.
        var seq_button: [Double]
        var links: [String]
        var consent: String
        var search: Compared
        var gave_up: [String]
        var code: String
        var message: String
        var dashboard: String
        var report: String
        var comment_panel: [String]
        var watched: Watched
        var bookshelf_server: Int
        var dongne: Compared
        var dongne_server: Int
    }

    @Test("W4, W6, I2: a phone participant's session in Chromium: grid as render draws it, More, SEQ, SEQ's numbers as buttons of 44 px or more, a comment typed by touch while the dashboard's live view shows it, Give up, SUS, a code; the recording replays and is measured, the served report is study --html's",
          .enabled(if: StudyReportBrowserTests.chromium != nil, "chromium is missing: Scripts/test installs it (apt-get install chromium)"),
          .enabled(if: playwright, "Python's playwright is missing: Scripts/test installs it from PyPI into .build-tools/pylib"))
    func phoneParticipant() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tabsim-serve-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try "study Bookshelf remote\ntask Find the Downloads section\nexpect section Downloads\ncomment What was hard?\ntask Find the Store\nexpect section Store\n"
            .write(to: dir.appendingPathComponent("tasks.txt"), atomically: true, encoding: .utf8)
        try "study 동네 remote\ntask 채팅 찾기\nexpect section 채팅\n".write(to: dir.appendingPathComponent("dongne.txt"), atomically: true, encoding: .utf8)

        let run = try await E2E.run("/usr/bin/env", ["python3", "-c", ServeBrowserScript.source, try E2E.binary(), dir.path, StudyReportBrowserTests.chromium!],
                                    environment: ProcessInfo.processInfo.environment, timeout: .seconds(300))
        #expect(run.status == 0, "\(run.stderr)")
        let seen = try JSONDecoder().decode(Seen.self, from: Data(run.stdout.utf8))
        #expect(seen.links.count == 2 && seen.links.allSatisfy { $0.hasPrefix("http://127.0.0.1:") })
        #expect(seen.consent.contains("You may stop at any time"))
        #expect(seen.steps.prefix(10) == ["More", "Downloads", "[6]", "Q", "u", "i", "e", "t", "done", "Search"],
                "through More to Downloads, SEQ, a comment typed on the keyboard, then a wrong section")
        // Each SEQ answer is a button a finger hits: 44 CSS px or more each way on the phone.
        #expect(seen.seq_button.count == 2 && seen.seq_button.allSatisfy { $0 >= 44 }, "\(seen.seq_button) px")
        #expect(seen.comment_panel.contains { $0.contains("What was hard?") })
        // The dashboard's live view draws the participant's screen, the comment typed so far in it.
        #expect(seen.watched.view == seen.watched.page && seen.watched.view.contains { $0.contains("Quiet") }, "\(seen.watched)")
        #expect(seen.watched.state == "watching")
        // The prototype's rows are what `tabsim render` draws for the recorded inputs at their times; the band is above them.
        #expect(seen.search.grid == seen.search.render)
        #expect(seen.search.band?.first?.contains("Task 2 of 2: Find the Store") == true)
        #expect(seen.gave_up.first?.contains("Task 2 of 2 given up") == true)
        #expect(seen.message == "Thank you!" && seen.code.count == 8)
        #expect(seen.dashboard.contains("0 running, 1 finished") && seen.dashboard.contains("finished, code \(seen.code)"))
        #expect(seen.bookshelf_server == 0 && seen.dongne_server == 0, "SIGTERM stops the server cleanly")
        // Korean syllables and an emoji two columns wide in the browser, as tabsim measured them.
        #expect(seen.dongne.grid == seen.dongne.render)
        for glyph in ["동", "네", "홈", "🏠"] { #expect(seen.dongne.widths?[glyph] == [2, 2], "\(glyph): \(seen.dongne.widths ?? [:])") }

        let sessions = dir.appendingPathComponent("sessions")
        let walk = try await StudyRecordingTests.tabsim(["walk", sessions.appendingPathComponent("p1.jsonl").path])
        #expect(walk.status == 0, "\(walk.stdout) \(walk.stderr)")
        #expect(walk.stdout.contains("inputs"))
        let recording = try String(contentsOf: sessions.appendingPathComponent("p1.jsonl"), encoding: .utf8)
        #expect(recording.contains(#""comment":"Quiet","item":1"#), "\(recording)")
        // The dashboard's report is the page tabsim study --html writes for the same folder.
        let html = dir.appendingPathComponent("report.html")
        let study = try await StudyRecordingTests.tabsim(["study", sessions.path, "--html", html.path])
        #expect(try String(contentsOf: html, encoding: .utf8) == seen.report)
        #expect(study.status == 0, "\(study.stderr)")
        #expect(study.stdout.contains("# Study: Bookshelf remote") && study.stdout.contains("## Task 1: Find the Downloads section")
            && study.stdout.contains("## Task 2: Find the Store"), "\(study.stdout)")
        let index = try String(contentsOf: sessions.appendingPathComponent("index.jsonl"), encoding: .utf8)
        #expect(index.contains(#""event":"finished""#) && index.contains(seen.code))
    }
}
