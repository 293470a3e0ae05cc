import Foundation
import Testing

/// A first-click test served to a phone (issue 31, W6): a variant whose `method:` is
/// first-click, taken in Chromium with a phone's viewport and touch through Playwright;
/// each task ends at the participant's first tap, and `tabsim study` scores the tap.
@Suite("A first-click test on a phone")
struct FirstClickBrowserTests {
    struct Seen: Decodable {
        /// The task band as the page shows it, before the first tap.
        var band: String
        /// The completion code shown at the end.
        var code: String
        var server: Int
    }

    static let script = ServedFolderScript.withSUS + #"""
        result = {}
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
            context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True, device_scale_factor=2)
            page = context.new_page()
            page.goto(links[0])
            page.get_by_role("button", name="I agree").tap()
            prototype = page.get_by_role("region", name="The prototype")
            band = prototype.get_by_text("Task 1 of 2: Open the store")
            expect(band).to_be_attached()
            result["band"] = band.inner_text()
            # Task 1, Open the store: the first tap goes to Library, which is wrong, and ends it.
            page.get_by_role("tab", name="Library, 99+").tap()
            expect(page.get_by_role("heading", name="Task 1 of 2 answered")).to_be_attached()
            page.get_by_role("button", name="6", exact=True).tap()
            # Task 2, Find your downloads: the first tap goes to More, the first step to Downloads.
            expect(prototype.get_by_text("Task 2 of 2: Find your downloads")).to_be_attached()
            page.get_by_role("tab", name="More").tap()
            expect(page.get_by_role("heading", name="Task 2 of 2 answered")).to_be_attached()
            page.get_by_role("button", name="5", exact=True).tap()
            result["code"] = finish_sus(page, "4")
            browser.close()
        server.send_signal(signal.SIGTERM)
        server.communicate(timeout=30)
        result["server"] = server.returncode
        print(json.dumps(result))
        """#

    @Test("W6, issue 31: a phone participant of a first-click variant: the band asks for one tap, each first tap ends its task; tabsim study scores Library for the Store wrong and More for Downloads right",
          .enabled(if: StudyReportBrowserTests.chromium != nil, "chromium is missing: Scripts/test installs it (apt-get install chromium)"),
          .enabled(if: ServeBrowserTests.playwright, "Python's playwright is missing: Scripts/test installs it from PyPI into .build-tools/pylib"))
    func firstTaps() async throws {
        let tasks = "task Open the store\nexpect section Store\ntask Find your downloads\nexpect section Downloads\n"
        let dir = try ServedFolderScript.folder("first-click", tasks: tasks, variant: ["example: bookshelf", "transition: none", "method: first-click"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let seen: Seen = try await ServedFolderScript.run(Self.script, on: dir, timeout: .seconds(240))
        #expect(seen.server == 0)
        #expect(seen.band.contains("Tap where you would start"), "\(seen.band)")
        #expect(seen.code.count >= 6)

        let recording = try String(contentsOf: dir.appendingPathComponent("sessions/p1.jsonl"), encoding: .utf8)
        #expect(recording.split(separator: "\n").first?.contains(#""method":"first-click""#) == true)
        #expect(recording.components(separatedBy: #""status":"first_click""#).count - 1 == 2, "both tasks ended by their first tap")
        let json = dir.appendingPathComponent("report.json")
        let study = try await E2E.run(try E2E.binary(), ["study", dir.appendingPathComponent("tasks.txt").path,
                                                          dir.appendingPathComponent("sessions/p1.jsonl").path, "--json", json.path])
        #expect(study.status == 0, "\(study.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any])
        let sessions = try #require(report["sessions"] as? [[String: Any]])
        let results = try #require(sessions.first?["tasks"] as? [[String: Any]])
        #expect(results.map { $0["outcome"] as? String } == ["not done", "direct"], "\(results)")
        #expect(results.map { $0["first_click"] as? String } == ["Library", "More"], "\(results)")
        #expect(results.map { $0["first_click_correct"] as? Bool } == [false, true], "\(results)")
        #expect(results.map { $0["seq"] as? Int } == [6, 5])
    }
}

/// A first-click test taken live in a terminal (`study --live --method first-click`).
@Suite("A first-click test, live")
struct FirstClickLiveTests {
    @Test("W6, issue 31: study --live --method first-click ends each task at its first click and records the method; the report names it in the variant")
    func live() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tabsim-first-click-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let tasks = dir.appendingPathComponent("tasks.txt").path
        try "task Open the store\nexpect section Store\ntask Find your downloads\nexpect section Downloads\n".write(toFile: tasks, atomically: true, encoding: .utf8)
        let log = dir.appendingPathComponent("p1.jsonl").path
        let s = try await TmuxSession("first-click-live", arguments: ["study", tasks, "--live", "--method", "first-click", "--no-questions",
                                                                      "--log", log, "--example", "bookshelf"])
        defer { s.close() }
        var rows = try await s.waitFor(text: "Tap where you would start")
        try await s.waitForMouseMode()
        /// Clicks the bar's label `label` (its row is the screen's last).
        func click(_ label: String) async throws {
            let row = try #require(rows.lastIndex { $0.contains(label) })
            let column = try #require(TmuxSession.column(of: label, in: rows[row]))
            try await s.click(x: column, y: row + 1)
        }
        try await click("Library")
        rows = try await s.waitFor(text: "Task 2 of 2: Find your downloads")
        try await click("More")
        _ = try await s.waitFor(text: "That was the last of 2 tasks")
        try await s.keys("C-c")
        #expect(try await s.waitForExit() == 0)
        let report = try await E2E.run(try E2E.binary(), ["study", tasks, log], environment: StartupErrorTests.baseEnvironment)
        #expect(report.status == 0, "\(report.stderr)")
        #expect(report.stdout.contains("first-click test)"), "the variant names its method: \(report.stdout)")
        #expect(report.stdout.contains("| Open the store | not done |") && report.stdout.contains("| Find your downloads | direct |"), "\(report.stdout)")
    }
}
