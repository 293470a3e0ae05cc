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

    static let script = ServedFolderScript.phoneSwipe + #"""
        result = {}
        with sync_playwright() as playwright:
            browser, context, page = phone(playwright, "Nearby trail 1")
            rows = page.evaluate(ROWS)
            y = next(index for index, row in enumerate(rows) if "Popular 2" in row)
            result["before"] = rows[y]
            box = page.locator("#grid").bounding_box()
            width, middle = box["width"] / 40, box["y"] + (y + 0.5) * box["height"] / len(rows)
            # A finger along the strip's labels, from column 30 to column 10.
            swipe(context, page, (box["x"] + 30.5 * width, middle), (box["x"] + 10.5 * width, middle), 20)
            rows = changed(page, y, result["before"])
            result["after"] = rows[y]
            result["content"] = next((row for row in rows[y + 1:] if "trail" in row), "")
            browser.close()
        result["selections"], result["drags"] = recorded()
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
