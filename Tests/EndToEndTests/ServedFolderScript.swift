import Foundation
import Testing

/// The opening the browser tests of a study folder share: Python that starts
/// `tabsim serve STUDY --port 0` for the folder given (argv: the binary, the folder,
/// Chromium), kills it if a later step fails, and reads the links it prints into
/// `links`: the participants' first, the researcher's dashboard last.
enum ServedFolderScript {
    static let opening = #"""
        import atexit, json, os, signal, subprocess, sys, time
        from playwright.sync_api import sync_playwright

        binary, study, chromium = sys.argv[1:4]
        server = subprocess.Popen([binary, "serve", study, "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        atexit.register(lambda: server.poll() is None and server.kill())   # a failing step leaves no server behind
        lines = []
        while len(lines) < 2 or not lines[-2].startswith("Researcher"):
            line = server.stdout.readline()
            if not line:
                raise RuntimeError("serve stopped: " + server.stderr.read())
            lines.append(line.strip())
        links = [line for line in lines if line.startswith("http")]

        """#
}

extension ServedFolderScript {
    /// `opening`, and `finish_sus(page, answer)`: answers a participant page's ten SUS
    /// statements by the button named `answer`, found by its role and name as a screen
    /// reader finds it, and returns the completion code shown after them.
    static let withSUS = opening + #"""
        from playwright.sync_api import expect

        def finish_sus(page, answer):
            for statement in range(1, 11):
                expect(page.get_by_role("heading", name=f"About the app: {statement} of 10")).to_be_attached()
                page.get_by_role("button", name=answer, exact=True).tap()
            page.wait_for_selector("#code", state="visible")
            return page.inner_text("#code")

        """#

    /// A study folder in a temporary directory, which the caller removes: `tasks.txt`
    /// holding `tasks`, and a `study.yaml` of one variant (`only`) whose settings are
    /// `variant`'s lines (`example: trailhead`, `platform: ios26`, …).
    /// `opening`, and what a phone participant's swipe needs: `ROWS` (the grid's text, a
    /// row a line), `phone(playwright, text)` (a phone's page, past the consent, once
    /// `text` shows), `swipe(context, page, start, end, steps)` (a finger from `start` to
    /// `end`, CSS pixels, as touch events), `changed(page, y, before)` (waits until row
    /// `y` differs, then lets the page settle) and `recorded()` (the session's selections
    /// and drags, once the server is stopped).
    static let phoneSwipe = opening + #"""
        ROWS = """() => {
          const rows = [];
          for (const span of document.querySelectorAll('#grid span')) {
            if (!span.classList.contains('hidden')) rows[parseInt(span.style.gridRow) - 1] = (rows[parseInt(span.style.gridRow) - 1] || '') + span.textContent;
          }
          return Array.from(rows, (row) => row || '');
        }"""

        def phone(playwright, text):
            browser = playwright.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
            context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True, device_scale_factor=2)
            page = context.new_page()
            page.goto(links[0])
            page.tap("#accept")
            page.locator("#grid", has_text=text).wait_for()
            return browser, context, page

        def swipe(context, page, start, end, steps):
            cdp = context.new_cdp_session(page)
            cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": start[0], "y": start[1]}]})
            for step in range(1, steps + 1):
                point = {"x": start[0] + (end[0] - start[0]) * step / steps, "y": start[1] + (end[1] - start[1]) * step / steps}
                cdp.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [point]})
                time.sleep(0.016)
            cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})

        def changed(page, y, before):
            for _ in range(30):
                time.sleep(0.1)
                if page.evaluate(ROWS)[y] != before:
                    break
            time.sleep(0.5)
            return page.evaluate(ROWS)

        def recorded():
            server.send_signal(signal.SIGTERM)
            server.wait(timeout=30)
            lines = open(os.path.join(study, "sessions", "p1.jsonl"), encoding="utf-8").read()
            return lines.count('"feedback":"selection"'), lines.count('"input":"drag:')

        """#

    static func folder(_ name: String, tasks: String, variant: [String]) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tabsim-\(name)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try tasks.write(to: dir.appendingPathComponent("tasks.txt"), atomically: true, encoding: .utf8)
        let study = (["tasks: tasks.txt", "variants:", "  - name: only"] + variant.map { "    " + $0 }).joined(separator: "\n") + "\n"
        try study.write(to: dir.appendingPathComponent("study.yaml"), atomically: true, encoding: .utf8)
        return dir
    }

    /// Runs `script` (Python beginning with `opening`) on the study `folder` with
    /// Debian's Chromium, and decodes the JSON it prints; a failing script is an issue
    /// naming its error output.
    static func run<Seen: Decodable>(_ script: String, on folder: URL, timeout: Duration = .seconds(120)) async throws -> Seen {
        let run = try await E2E.run("/usr/bin/env", ["python3", "-c", script, try E2E.binary(), folder.path, StudyReportBrowserTests.chromium!],
                                    environment: ProcessInfo.processInfo.environment, timeout: timeout)
        #expect(run.status == 0, "\(run.stderr)")
        return try JSONDecoder().decode(Seen.self, from: Data(run.stdout.utf8))
    }
}
