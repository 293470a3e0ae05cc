import Foundation
import Testing

/// One person on one device is one participant: the link reopened in a new tab takes
/// the session up where it was, and the tab it left says so and lets go (Chromium with
/// a phone's viewport and touch, through Playwright).
@Suite("A study link reopened in another tab")
struct ResumeTabsTests {
    struct Seen: Decodable {
        /// Whether each page of the same phone showed the consent or the prototype.
        var first: String
        var reopened: String
        var reopenedAgain: String
        /// What the tab left behind showed.
        var leftBehind: String
        /// Another phone, a new person.
        var otherPhone: String
        var recordings: [String]
        var server: Int
    }

    static let script = ServedFolderScript.opening + #"""
        link = links[0]
        result = {}

        def shown(page):
            """What the page shows once it has settled on the consent, the prototype or a message."""
            page.wait_for_selector("#consent:not([hidden]), #screen:not([hidden]) #grid span, #message:not([hidden])")
            if page.is_visible("#consent"):
                return "consent"
            if page.is_visible("#message"):
                return "message: " + page.inner_text("#message-title")
            return "prototype"

        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
            phone = dict(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True, device_scale_factor=2)
            context = browser.new_context(**phone)
            first = context.new_page()
            first.goto(link)
            first.wait_for_selector("#accept", state="visible")
            result["first"] = shown(first)
            first.tap("#accept")
            first.wait_for_selector("#grid span")
            # The same person opens the link again in a new tab while the first is open.
            second = context.new_page()
            second.goto(link)
            result["reopened"] = shown(second)
            first.wait_for_selector("#message:not([hidden])", timeout=10000)
            result["leftBehind"] = first.inner_text("#message-title")
            # Then closes every tab and opens the link once more.
            first.close()
            second.close()
            third = context.new_page()
            third.goto(link)
            result["reopenedAgain"] = shown(third)
            # Someone else, on another phone.
            other = browser.new_context(**phone).new_page()
            other.goto(link)
            result["otherPhone"] = shown(other)
            browser.close()
        server.terminate()
        server.wait(timeout=30)
        result["server"] = server.returncode
        result["recordings"] = sorted(name for name in os.listdir(os.path.join(study, "sessions")) if name.startswith("p"))
        print(json.dumps(result))
        """#

    @Test("W4: a study link reopened in a new tab of the same phone resumes the same session, the tab it left stops and says so, a link opened after closing every tab resumes too, and another phone is a new participant",
          .enabled(if: StudyReportBrowserTests.chromium != nil, "chromium is missing: Scripts/test installs it (apt-get install chromium)"),
          .enabled(if: ServeBrowserTests.playwright, "Python's playwright is missing: Scripts/test installs it from PyPI into .build-tools/pylib"))
    func reopenedTabResumes() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tabsim-tabs-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try "study Tabs\ntask Find the Store\nexpect section Store\n".write(to: dir.appendingPathComponent("tasks.txt"), atomically: true, encoding: .utf8)
        try "tasks: tasks.txt\nvariants:\n  - name: only\n    example: bookshelf\n    transition: none\n"
            .write(to: dir.appendingPathComponent("study.yaml"), atomically: true, encoding: .utf8)

        let run = try await E2E.run("/usr/bin/env", ["python3", "-c", Self.script, try E2E.binary(), dir.path, StudyReportBrowserTests.chromium!],
                                    environment: ProcessInfo.processInfo.environment, timeout: .seconds(180))
        #expect(run.status == 0, "\(run.stderr)")
        let seen = try JSONDecoder().decode(Seen.self, from: Data(run.stdout.utf8))
        #expect(seen.first == "consent")
        #expect(seen.reopened == "prototype", "a new tab of the same phone goes on with its session, no second consent")
        #expect(seen.leftBehind == "The study goes on in another tab", "the tab left behind says so and lets go")
        #expect(seen.reopenedAgain == "prototype", "every tab closed, the link opened again: the same session")
        #expect(seen.otherPhone == "consent", "another phone is a new participant")
        #expect(seen.recordings == ["p1.jsonl"], "one person, one recording: \(seen.recordings)")
        #expect(seen.server == 0)
    }
}
