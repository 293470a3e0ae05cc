import Foundation
import Testing

/// A phone participant swipes a Scroll strip sideways along its labels, as a phone's
/// tab row is swiped (T5, I2): the strip scrolls under the finger and no page is
/// selected (Chromium with a phone's viewport and touch, through Playwright; found by
/// the trial of issue 28).
@Suite("A strip swiped on a phone")
struct StripSwipeBrowserTests {
    struct Seen: Decodable {
        /// The strip's row before and after the swipe, and the first row of the page's content after it.
        var before: String
        var after: String
        var content: String
        var selections: Int
        var drags: Int
    }

    static let script = ServedFolderScript.opening + #"""
        ROWS = """() => {
          const rows = [];
          for (const span of document.querySelectorAll('#grid span')) {
            if (!span.classList.contains('hidden')) rows[parseInt(span.style.gridRow) - 1] = (rows[parseInt(span.style.gridRow) - 1] || '') + span.textContent;
          }
          return Array.from(rows, (row) => row || '');
        }"""
        result = {}

        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
            context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True, device_scale_factor=2)
            page = context.new_page()
            page.goto(links[0])
            page.tap("#accept")
            page.locator("#grid", has_text="Nearby trail 1").wait_for()
            rows = page.evaluate(ROWS)
            y = next(index for index, row in enumerate(rows) if "Popular 2" in row)
            result["before"] = rows[y]
            box = page.locator("#grid").bounding_box()
            width, middle = box["width"] / 40, box["y"] + (y + 0.5) * box["height"] / len(rows)
            # A finger along the strip's labels, from column 30 to column 10.
            cdp = context.new_cdp_session(page)
            cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": box["x"] + 30.5 * width, "y": middle}]})
            for step in range(1, 21):
                cdp.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [{"x": box["x"] + (30.5 - step) * width, "y": middle}]})
                time.sleep(0.016)
            cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
            for _ in range(30):
                time.sleep(0.1)
                if page.evaluate(ROWS)[y] != result["before"]:
                    break
            time.sleep(0.5)
            rows = page.evaluate(ROWS)
            result["after"] = rows[y]
            result["content"] = next((row for row in rows[y + 1:] if "trail" in row), "")
            browser.close()
        server.send_signal(signal.SIGTERM)
        server.wait(timeout=30)
        lines = open(os.path.join(study, "sessions", "p1.jsonl"), encoding="utf-8").read()
        result["selections"] = lines.count('"feedback":"selection"')
        result["drags"] = lines.count('"input":"drag:')
        print(json.dumps(result))
        """#

    @Test("T5, I2: on a phone a swipe along a Scroll strip's labels scrolls the strip under the finger (the labels past its edge come in); the page shown stays, and nothing is selected",
          .enabled(if: StudyReportBrowserTests.chromium != nil, "chromium is missing: Scripts/test installs it (apt-get install chromium)"),
          .enabled(if: ServeBrowserTests.playwright, "Python's playwright is missing: Scripts/test installs it from PyPI into .build-tools/pylib"))
    func swipeAlongTheStrip() async throws {
        let dir = try ServedFolderScript.folder("strip-swipe", tasks: "study Strip\ntask Find the Waterfalls page\nexpect page Waterfalls\n",
                                                variant: ["example: trailhead", "transition: none"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let seen: Seen = try await ServedFolderScript.run(Self.script, on: dir)
        #expect(seen.before.contains("Nearby") && !seen.before.contains("Waterfalls"), "[\(seen.before)]")
        #expect(seen.after.contains("Waterfalls") && !seen.after.contains("Nearby"), "the strip scrolled under the finger: [\(seen.after)]")
        #expect(seen.content.contains("Nearby trail 1"), "the page shown stays: [\(seen.content)]")
        #expect(seen.selections == 0 && seen.drags > 0, "a drag, recorded, selecting nothing: \(seen.selections) selections, \(seen.drags) drags")
    }
}
