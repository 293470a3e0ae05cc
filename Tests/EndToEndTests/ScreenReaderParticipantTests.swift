import Foundation
import Testing

/// A remote study taken as a screen-reader participant takes it (W6): Chromium with a
/// phone's viewport and touch, driven by Playwright through the page's accessibility
/// tree alone (roles and names, as VoiceOver or TalkBack finds them), never by where
/// cells are drawn. The session is recorded and measured like any other.
@Suite("A screen-reader participant in a browser")
struct ScreenReaderParticipantTests {
    /// What the participant's browser found and did.
    struct Seen: Decodable {
        /// The accessibility tree of the prototype's region, as Playwright snapshots it.
        var first: String
        var more: String
        var seq: String
        /// The tabs found on the first screen: name, and whether selected.
        var tabs: [[String]]
        /// The focused mirror element after Right, End and Enter on the bar's tablist.
        var focused: [String]
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
            expect(page.get_by_role("tab", name="Reading", selected=True)).to_be_visible()
            result["first"] = prototype.aria_snapshot()
            tabs = page.get_by_role("tablist").last.get_by_role("tab")
            result["tabs"] = [[tab.inner_text(), tab.get_attribute("aria-selected")] for tab in tabs.all()]
            # Task 1: Find the Downloads section, behind More, reached as the ARIA tabs
            # pattern has it: Right moves to the next tab, End to the last, Enter selects.
            page.get_by_role("tab", name="Reading").focus()
            focused = lambda: page.evaluate("document.activeElement.textContent")
            page.keyboard.press("ArrowRight")
            result["focused"] = [focused()]
            page.keyboard.press("End")
            result["focused"].append(focused())
            page.keyboard.press("Enter")
            expect(page.get_by_role("heading", name="More")).to_be_attached()
            result["focused"].append(focused())
            result["more"] = prototype.aria_snapshot()
            # VoiceOver's double tap on a row: a click no finger made, sent as an assistive tap.
            page.get_by_role("button", name="Downloads").dispatch_event("click")
            expect(page.get_by_role("heading", name="Task 1 of 2 done")).to_be_attached()
            result["seq"] = prototype.aria_snapshot()
            # A screen reader's double tap arrives as a click that no finger made: answered all the same.
            page.get_by_role("button", name="6", exact=True).dispatch_event("click")
            # Task 2: Find the Store.
            expect(prototype.get_by_text("Task 2 of 2: Find the Store")).to_be_attached()
            page.get_by_role("tab", name="Store").tap()
            expect(page.get_by_role("heading", name="Task 2 of 2 done")).to_be_attached()
            page.get_by_role("button", name="5", exact=True).tap()
            result["code"] = finish_sus(page, "4")
            browser.close()
        server.send_signal(signal.SIGTERM)
        server.communicate(timeout=30)
        result["server"] = server.returncode
        print(json.dumps(result))
        """#

    @Test("W6: a participant who reads by roles and names finishes a two-task study on a phone: tabs in a tablist with their place and selection, rows and SEQ/SUS answers as buttons, the task band as text; the recording is measured by tabsim study with the rest",
          .enabled(if: StudyReportBrowserTests.chromium != nil, "chromium is missing: Scripts/test installs it (apt-get install chromium)"),
          .enabled(if: ServeBrowserTests.playwright, "Python's playwright is missing: Scripts/test installs it from PyPI into .build-tools/pylib"))
    func rolesAndNamesOnly() async throws {
        let tasks = "study Bookshelf by ear\ntask Find the Downloads section\nexpect section Downloads\ntask Find the Store\nexpect section Store\n"
        let dir = try ServedFolderScript.folder("reader", tasks: tasks, variant: ["example: bookshelf", "transition: none"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let seen: Seen = try await ServedFolderScript.run(Self.script, on: dir, timeout: .seconds(240))
        #expect(seen.server == 0)
        // The bar as a screen reader lists it: five tabs in order, Reading selected, the badge in Library's name.
        #expect(seen.tabs == [["Reading", "true"], ["Library, 99+", "false"], ["Store", "false"], ["Search", "false"], ["More", "false"]],
                "\(seen.tabs)")
        // The focus moves along the tablist, and stays on More when the frame it opened redraws the mirror.
        #expect(seen.focused == ["Library, 99+", "More", "More"], "\(seen.focused)")
        #expect(seen.first.contains("- tablist:") && seen.first.contains(#"- tab "Reading" [selected]"#), "\(seen.first)")
        #expect(seen.first.contains("Task 1 of 2: Find the Downloads section") && seen.first.contains(#"- button "Give up""#), "\(seen.first)")
        #expect(seen.more.contains(#"- heading "More""#) && seen.more.contains("Downloads"), "\(seen.more)")
        // While SEQ is asked, its question and numbers are all there is besides the band.
        #expect(seen.seq.contains(#"- button "1, Very difficult""#) && seen.seq.contains(#"- button "7, Very easy""#), "\(seen.seq)")
        #expect(!seen.seq.contains("tab "), "\(seen.seq)")
        #expect(seen.code.count >= 6)

        // The recording is a session like any other: both tasks done, the answers given by ear.
        let json = dir.appendingPathComponent("report.json")
        let study = try await E2E.run(try E2E.binary(), ["study", dir.appendingPathComponent("tasks.txt").path,
                                                          dir.appendingPathComponent("sessions/p1.jsonl").path, "--json", json.path])
        #expect(study.status == 0, "\(study.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any])
        let sessions = try #require(report["sessions"] as? [[String: Any]])
        let results = try #require(sessions.first?["tasks"] as? [[String: Any]])
        #expect(results.map { $0["outcome"] as? String } == ["direct", "direct"], "\(results)")
        #expect(results.map { $0["seq"] as? Int } == [6, 5])
        // Every statement answered 4: the five odd ones score 3, the five even ones 1; (15 + 5) × 2.5.
        #expect(sessions.first?["sus"] as? Double == 50.0)
        // The screen reader's taps are marked assistive in the recording; the finger's are not.
        let inputs = try String(contentsOf: dir.appendingPathComponent("sessions/p1.jsonl"), encoding: .utf8)
            .split(separator: "\n").filter { $0.contains(#""input":"#) }
        let assistive = inputs.filter { $0.contains(#""assistive":true"#) }
        #expect(assistive.contains { $0.contains(#""input":"press:"#) } && assistive.contains { $0.contains(#""input":"release:"#) }, "\(inputs)")
        #expect(inputs.contains { !$0.contains("assistive") && $0.contains(#""input":"press:"#) }, "\(inputs)")
    }
}
