import Foundation
import Testing

/// An informed-consent text longer than a phone's screen, as real ones are: the
/// participant scrolls it with a finger, reads its paragraphs as written, and reaches
/// "I agree — start" (Chromium with a phone's viewport and touch, through Playwright).
@Suite("A long consent on a phone")
struct ConsentPageTests {
    /// What each phone saw: the consent as the page laid it out, the button before and
    /// after a swipe up, and whether tapping it where it showed started the session.
    struct Seen: Decodable {
        struct Phone: Decodable {
            var viewport: [Int]
            var text: String
            var pageWidth: Int
            var buttonTop: Double
            var scrolled: Double
            var buttonTopAfter: Double
            var buttonBottomAfter: Double
            var started: Bool
        }

        var phones: [Phone]
        var server: Int
    }

    static let script = ServedFolderScript.opening + #"""
        link = links[0]
        result = {"phones": []}

        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
            for width, height in [(390, 844), (375, 667)]:
                context = browser.new_context(viewport={"width": width, "height": height}, is_mobile=True, has_touch=True, device_scale_factor=2)
                page = context.new_page()
                page.goto(link)
                page.wait_for_selector("#accept", state="visible")
                seen = {"viewport": [width, height], "text": page.inner_text("#consent-text"),
                        "pageWidth": page.evaluate("document.documentElement.scrollWidth"),
                        "buttonTop": page.locator("#accept").bounding_box()["y"]}
                # A finger swiping up the middle of the screen, half its height at a time, as a
                # person reads on, until the button shows (ten swipes at most).
                cdp = context.new_cdp_session(page)
                for _ in range(10):
                    box = page.locator("#accept").bounding_box()
                    if box["y"] + box["height"] <= height:
                        break
                    cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": width // 2, "y": height * 3 // 4}]})
                    for step in range(1, 21):
                        cdp.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [{"x": width // 2, "y": height * 3 // 4 - step * height // 40}]})
                        time.sleep(0.016)
                    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
                    time.sleep(0.3)
                seen["scrolled"] = page.evaluate("window.scrollY")
                box = page.locator("#accept").bounding_box()
                seen["buttonTopAfter"], seen["buttonBottomAfter"] = box["y"], box["y"] + box["height"]
                # Tapped where it shows, as a finger does: no scrolling it into view first.
                page.touchscreen.tap(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
                try:
                    page.wait_for_selector("#grid span", timeout=10000)
                    seen["started"] = True
                except Exception:
                    seen["started"] = False
                result["phones"].append(seen)
                context.close()
            browser.close()
        server.terminate()
        server.wait(timeout=30)
        result["server"] = server.returncode
        print(json.dumps(result))
        """#

    /// About 430 words in five paragraphs, one line break inside a paragraph, and a web
    /// address too long for any phone's line.
    static let consent: String = {
        let sentence = "Your taps on the prototype and the time each task takes are recorded to improve the design, and nothing else about you is kept."
        let paragraph = Array(repeating: sentence, count: 3).joined(separator: " ")
        let paragraphs = (1...5).map { "Part \($0). " + paragraph + " You may stop at any time." }
        return "Consent to take part\nin a short study.\n\n" + paragraphs.joined(separator: "\n\n")
            + "\n\nQuestions: https://example.org/studies/" + String(repeating: "consentdetails", count: 10) + "\n"
    }()

    @Test("A consent longer than a phone's screen scrolls with a finger, keeps its paragraphs and line breaks, wraps a long address, and its button, reached so, starts the session",
          .enabled(if: StudyReportBrowserTests.chromium != nil, "chromium is missing: Scripts/test installs it (apt-get install chromium)"),
          .enabled(if: ServeBrowserTests.playwright, "Python's playwright is missing: Scripts/test installs it from PyPI into .build-tools/pylib"))
    func longConsentScrolls() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tabsim-consent-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(Self.consent.split { $0 == " " || $0 == "\n" }.count > 400)
        try "study Consent\ntask Find the Store\nexpect section Store\n".write(to: dir.appendingPathComponent("tasks.txt"), atomically: true, encoding: .utf8)
        try Self.consent.write(to: dir.appendingPathComponent("consent.txt"), atomically: true, encoding: .utf8)
        try "tasks: tasks.txt\nvariants:\n  - name: only\n    example: bookshelf\n    transition: none\nconsent: consent.txt\n"
            .write(to: dir.appendingPathComponent("study.yaml"), atomically: true, encoding: .utf8)

        let run = try await E2E.run("/usr/bin/env", ["python3", "-c", Self.script, try E2E.binary(), dir.path, StudyReportBrowserTests.chromium!],
                                    environment: ProcessInfo.processInfo.environment, timeout: .seconds(180))
        #expect(run.status == 0, "\(run.stderr)")
        let seen = try JSONDecoder().decode(Seen.self, from: Data(run.stdout.utf8))
        #expect(seen.phones.count == 2)
        for phone in seen.phones {
            let height = Double(phone.viewport[1])
            #expect(phone.buttonTop > height, "\(phone.viewport): the consent is longer than the screen, its button below it at first")
            #expect(phone.scrolled > 0, "\(phone.viewport): a swipe scrolls the consent")
            #expect(phone.buttonTopAfter >= 0 && phone.buttonBottomAfter <= height, "\(phone.viewport): the button in view after the swipes")
            #expect(phone.started, "\(phone.viewport): the button, tapped where it shows, starts the session")
            #expect(phone.text.contains("Consent to take part\nin a short study.\n\nPart 1."), "line breaks and paragraphs as written: \(phone.text.prefix(80))")
            #expect(phone.pageWidth <= phone.viewport[0], "\(phone.viewport): nothing wider than the screen (\(phone.pageWidth) px)")
        }
        #expect(seen.server == 0)
    }
}
