import Foundation
import Testing

/// A study folder served to two browsers: `tabsim serve FOLDER` with two variants of
/// the bookshelf (iOS 17's docked bar against iOS 26's floating capsule) taken in turn
/// and `devices: phone`; a phone with touch and a desktop with a mouse each get the
/// phone's grid, do the task and answer; the dashboard counts each variant, and
/// `tabsim study` on the recordings' folder (or the study folder) compares the two, each
/// recording replaying.
@Suite("A study folder in browsers")
struct ServeStudyFolderBrowserTests {
    struct Seen: Decodable {
        struct Participant: Decodable {
            var first: [String]
            var code: String
            var cols: Int
            /// Box-drawing and block characters on the first screen, and those drawn as shapes.
            var shapes: [Int]
        }

        var links: [String]
        var participants: [Participant]
        var dashboard: String
        var server: Int
    }

    @Test("W4, W6: two participants of a two-variant study folder (ios17, ios26) in Chromium, a phone and a desktop both shown the phone's grid; the dashboard counts each variant, tabsim study compares them",
          .enabled(if: StudyReportBrowserTests.chromium != nil, "chromium is missing: Scripts/test installs it (apt-get install chromium)"),
          .enabled(if: ServeBrowserTests.playwright, "Python's playwright is missing: Scripts/test installs it from PyPI into .build-tools/pylib"))
    func twoVariants() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tabsim-study-\(UUID().uuidString)", isDirectory: true)
        let study = dir.appendingPathComponent("bar study")
        try FileManager.default.createDirectory(at: study, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try "study Docked or floating\ntask Find the Store\nexpect section Store\n"
            .write(to: study.appendingPathComponent("tasks.txt"), atomically: true, encoding: .utf8)
        try "Try two versions of an app. Taps are recorded.\n".write(to: study.appendingPathComponent("consent.txt"), atomically: true, encoding: .utf8)
        try """
            tasks: tasks.txt
            variants:
              - name: docked
                example: bookshelf
                platform: ios17
                transition: none
              - name: floating
                example: bookshelf
                platform: ios26
                transition: none
            assignment: alternating
            consent: consent.txt
            devices: phone
            """.write(to: study.appendingPathComponent("study.yaml"), atomically: true, encoding: .utf8)

        let run = try await E2E.run("/usr/bin/env", ["python3", "-c", Self.script, try E2E.binary(), study.path, StudyReportBrowserTests.chromium!],
                                    environment: ProcessInfo.processInfo.environment, timeout: .seconds(300))
        #expect(run.status == 0, "\(run.stderr)")
        let seen = try JSONDecoder().decode(Seen.self, from: Data(run.stdout.utf8))
        #expect(seen.links.count == 2 && seen.server == 0)
        #expect(seen.participants.map(\.cols) == [40, 40], "the desktop too gets the phone's grid")
        #expect(seen.participants.allSatisfy { $0.code.count == 8 })
        // iOS 26's floating capsule: its edges and its selected pill drawn as shapes across
        // the cells (a font's glyphs stop short of the cell, the edges came out dashed).
        let floating = try #require(seen.participants.last?.shapes)
        #expect(floating[0] > 20 && floating[1] == floating[0], "\(floating)")
        #expect(seen.participants.first?.first.contains { $0.contains("Task 1 of 1: Find the Store") } == true)
        #expect(seen.dashboard.contains("0 running, 2 finished"))
        #expect(seen.dashboard.contains("docked\t0\t1\t0\t0") && seen.dashboard.contains("floating\t0\t1\t0\t0"), "\(seen.dashboard)")

        let sessions = study.appendingPathComponent("sessions")
        for file in ["p1.jsonl", "p2.jsonl"] {
            let walk = try await StudyRecordingTests.tabsim(["walk", sessions.appendingPathComponent(file).path])
            #expect(walk.status == 0, "\(file): \(walk.stderr)")
        }
        let header = { (file: String) -> String in
            (try? String(contentsOf: sessions.appendingPathComponent(file), encoding: .utf8))?.split(separator: "\n").first.map(String.init) ?? ""
        }
        #expect(header("p1.jsonl").contains(#""platform":"ios17""#) && header("p1.jsonl").contains(#""variant":"docked""#))
        #expect(header("p2.jsonl").contains(#""platform":"ios26""#) && header("p2.jsonl").contains(#""variant":"floating""#))
        let compared = try await StudyRecordingTests.tabsim(["study", sessions.path])
        #expect(compared.status == 0, "\(compared.stderr)")
        #expect(compared.stdout.contains("# Study: Docked or floating") && compared.stdout.contains("| docked | 1 †")
            && compared.stdout.contains("| floating | 1 †") && compared.stdout.contains("docked against floating"), "\(compared.stdout)")
        // The study folder itself stands for its recordings, measured against its task file.
        let whole = try await StudyRecordingTests.tabsim(["study", study.path])
        #expect(whole.status == 0, "\(whole.stderr)")
        #expect(whole.stdout.contains("| docked | 1 †") && whole.stdout.contains("docked against floating"), "\(whole.stdout)")
    }

    /// Python with Playwright: serves the folder, lets a phone and a desktop take part, reads
    /// the dashboard, stops the server, and prints what it saw as JSON.
    static let script = ServedFolderScript.opening + #"""
        result = {"links": links, "participants": []}

        GRID = """() => {
          const rows = [];
          for (const span of document.querySelectorAll('#grid span')) {
            if (span.classList.contains('hidden')) continue;
            const y = parseInt(span.style.gridRow) - 1, x = parseInt(span.style.gridColumn) - 1;
            (rows[y] = rows[y] || []).push([x, span.textContent]);
          }
          return rows;
        }"""

        def settled(page):
            last = None
            for _ in range(50):
                now = page.evaluate(GRID)
                if now == last and now:
                    return now
                last = now
                time.sleep(0.3)
            raise RuntimeError("the grid never settled")

        def text_rows(cells):
            return ["".join(text for _, text in row) for row in cells]

        def tap(page, cells, label, touch):
            """Taps the last place `label` shows, by touch or with the mouse."""
            for y in range(len(cells) - 1, -1, -1):
                at = text_rows(cells)[y].find(label)
                if at >= 0:
                    # Texts are one glyph a span: the label's first span is the at-th character's.
                    count, index = 0, 0
                    for i, (_, t) in enumerate(cells[y]):
                        if count == at:
                            index = i
                            break
                        count += len(t)
                    column = cells[y][index][0]
                    box = page.locator("#grid").bounding_box()
                    cols = max(c for row in cells for c, _ in row) + 1
                    px = box["x"] + (column + 0.5) * box["width"] / cols
                    py = box["y"] + (y + 0.5) * box["height"] / len(cells)
                    if touch:
                        page.touchscreen.tap(px, py)
                    else:
                        page.mouse.click(px, py)
                    return
            raise RuntimeError(f"'{label}' is not on the screen: {text_rows(cells)}")

        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
            devices = [dict(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True, device_scale_factor=2),
                       dict(viewport={"width": 1280, "height": 800})]
            for options in devices:
                touch = options.get("has_touch", False)
                page = browser.new_context(**options).new_page()
                page.goto(links[0])
                page.wait_for_selector("#accept", state="visible")
                page.click("#accept")
                cells = settled(page)
                seen = {"first": text_rows(cells), "cols": page.evaluate("() => document.querySelector('#grid').style.gridTemplateColumns.match(/repeat\\((\\d+)/)[1] * 1")}
                # Box-drawing and block characters, and how many of them are drawn as shapes.
                seen["shapes"] = page.evaluate("""() => {
                  const spans = [...document.querySelectorAll('#grid span')].filter(s => /[\\u2500-\\u259f]/.test(s.textContent));
                  const drawn = spans.filter(s => getComputedStyle(s).color === 'rgba(0, 0, 0, 0)' && /^(linear|radial)-gradient/.test(getComputedStyle(s).backgroundImage));
                  return [spans.length, drawn.length];
                }""")
                tap(page, cells, "Store", touch)
                tap(page, settled(page), "[5]", touch)
                for statement in range(10):
                    tap(page, settled(page), "[4]", touch)
                page.wait_for_selector("#code", state="visible")
                seen["code"] = page.inner_text("#code")
                result["participants"].append(seen)
            dashboard = browser.new_page()
            dashboard.goto(links[-1])
            result["dashboard"] = dashboard.inner_text("body")
            browser.close()
        server.send_signal(signal.SIGTERM)
        server.communicate(timeout=30)
        result["server"] = server.returncode
        print(json.dumps(result, ensure_ascii=False))
        """#
}
