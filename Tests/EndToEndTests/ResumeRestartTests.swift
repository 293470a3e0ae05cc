import Foundation
import Testing

/// A server that crashes mid-study and is started again on the same folder: the links
/// are the same, and a participant's page that was mid-session reconnects and goes on
/// where it was, as the same participant (Chromium with a phone's viewport and touch,
/// through Playwright).
@Suite("A study server restarted mid-session")
struct ResumeRestartTests {
    struct Seen: Decodable {
        /// What the page showed: before the crash, and once the restarted server answered.
        var before: String
        var after: String
        var sameLinks: Bool
        var recordings: [String]
        var server: Int
    }

    static let script = ServedFolderScript.opening + #"""
        link = links[0]
        port = link.split("/")[2].split(":")[-1]
        result = {}

        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
            page = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True,
                                       device_scale_factor=2).new_page()
            page.goto(link)
            page.tap("#accept")
            page.wait_for_selector("#grid span")
            page.keyboard.press("Control+g")    # Give up the first task: its question shows
            # A locator, not wait_for_function: polling a string evaluates it in the page,
            # which the page's CSP (no 'unsafe-eval') refuses.
            page.locator("#grid", has_text="given up").wait_for()
            result["before"] = page.evaluate("document.getElementById('grid').textContent")
            server.kill()                        # a crash: nothing is told
            server.wait()
            page.wait_for_selector("#status:not([hidden])")
            server = subprocess.Popen([binary, "serve", study, "--port", port], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
            again = [server.stdout.readline().strip() for _ in range(4)]
            result["sameLinks"] = [line for line in again if line.startswith("http")] == links
            # The page reconnects by itself and takes its session up again.
            page.wait_for_selector("#status", state="hidden", timeout=30000)
            page.locator("#grid", has_text="given up").wait_for(timeout=10000)
            result["after"] = "consent" if page.is_visible("#consent") else page.evaluate("document.getElementById('grid').textContent")
            browser.close()
        server.terminate()
        server.wait(timeout=30)
        result["server"] = server.returncode
        result["recordings"] = sorted(name for name in os.listdir(os.path.join(study, "sessions")) if name.startswith("p"))
        print(json.dumps(result))
        """#

    @Test("Item 3: the server killed mid-session and started again on the same folder and port prints the same links; the participant's page reconnects by itself and goes on where it was, one participant, one recording",
          .enabled(if: StudyReportBrowserTests.chromium != nil, "chromium is missing: Scripts/test installs it (apt-get install chromium)"),
          .enabled(if: ServeBrowserTests.playwright, "Python's playwright is missing: Scripts/test installs it from PyPI into .build-tools/pylib"))
    func crashMidSession() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tabsim-restart-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try "study Restart\ntask Find the Store\nexpect section Store\ntask Open your Library\nexpect section Library\n"
            .write(to: dir.appendingPathComponent("tasks.txt"), atomically: true, encoding: .utf8)
        try "tasks: tasks.txt\nvariants:\n  - name: only\n    example: bookshelf\n    transition: none\n"
            .write(to: dir.appendingPathComponent("study.yaml"), atomically: true, encoding: .utf8)

        let run = try await E2E.run("/usr/bin/env", ["python3", "-c", Self.script, try E2E.binary(), dir.path, StudyReportBrowserTests.chromium!],
                                    environment: ProcessInfo.processInfo.environment, timeout: .seconds(180))
        #expect(run.status == 0, "\(run.stderr)")
        let seen = try JSONDecoder().decode(Seen.self, from: Data(run.stdout.utf8))
        #expect(seen.before.contains("Task 1 of 2 given up"))
        #expect(seen.sameLinks, "the restarted server's links are the ones handed out")
        #expect(seen.after == seen.before, "the page goes on where it was")
        #expect(seen.recordings == ["p1.jsonl"], "one participant, one recording: \(seen.recordings)")
        #expect(seen.server == 0)
    }

    struct Stopped: Decodable {
        /// What the page said once the server was told to stop, whether it showed the
        /// connection lost meanwhile, and how many WebSockets it opened while it was down.
        var title: String
        var status: Bool
        var sockets: Int
        var stoppedWith: Int
        /// The screen before the stop, and once the page took the session up by itself.
        var before: String
        var resumed: String
        /// The link opened again in a new tab once the server runs again.
        var reopened: String
        var recordings: [String]
        var quits: Int
    }

    static let stopScript = ServedFolderScript.opening + #"""
        link = links[0]
        port = link.split("/")[2].split(":")[-1]
        result = {}

        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
            context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True, device_scale_factor=2)
            page = context.new_page()
            page.clock.install()                 # the page's timers run only when told
            sockets = []
            page.on("websocket", lambda socket: sockets.append(socket))
            page.goto(link)
            page.tap("#accept")
            page.wait_for_selector("#grid span")
            page.keyboard.press("Control+g")    # Give up the first task: its question shows
            page.locator("#grid", has_text="given up").wait_for()
            result["before"] = page.evaluate("document.getElementById('grid').textContent")
            server.send_signal(signal.SIGTERM)
            result["stoppedWith"] = server.wait(timeout=30)
            page.wait_for_selector("#message:not([hidden])", timeout=10000)
            result["title"] = page.inner_text("#message-title")
            opened = len(sockets)
            # The page's first try is due 5 s after its socket closed, which a busy machine
            # may tell it late: the clock runs a second at a time up to it, then a minute more,
            # each second letting the page learn that a try failed.
            for _ in range(300):
                if len(sockets) > opened: break
                page.clock.run_for(1000)
            for _ in range(60): page.clock.run_for(1000)
            result["status"] = page.is_visible("#status")
            result["sockets"] = len(sockets) - opened
            server = subprocess.Popen([binary, "serve", study, "--port", port], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
            [server.stdout.readline() for _ in range(4)]
            page.clock.run_for(60000)           # its next try is due within a minute
            page.locator("#grid", has_text="given up").wait_for(timeout=30000)
            result["resumed"] = page.evaluate("document.getElementById('grid').textContent")
            again = context.new_page()
            again.goto(link)
            again.wait_for_selector("#consent:not([hidden]), #screen:not([hidden]) #grid span, #message:not([hidden])")
            result["reopened"] = "consent" if again.is_visible("#consent") else "prototype" if again.is_visible("#screen") else "message"
            browser.close()
        server.terminate()
        server.wait(timeout=30)
        folder = os.path.join(study, "sessions")
        result["recordings"] = sorted(name for name in os.listdir(folder) if name.startswith("p"))
        result["quits"] = sum('"quit"' in line for line in open(os.path.join(folder, "p1.jsonl")))
        print(json.dumps(result))
        """#

    @Test("Item 8: on SIGTERM the page mid-session is told the server stopped and says the study is paused; while the server is down it tries again now and then (a few times a minute on Playwright's clock, never showing the connection lost), and once the server runs again it takes the session up by itself, where it was; the server exits 0, the session is not ended, and the link reopened in a new tab goes on with it",
          .enabled(if: StudyReportBrowserTests.chromium != nil, "chromium is missing: Scripts/test installs it (apt-get install chromium)"),
          .enabled(if: ServeBrowserTests.playwright, "Python's playwright is missing: Scripts/test installs it from PyPI into .build-tools/pylib"))
    func stoppedServer() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tabsim-stop-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try "study Stop\ntask Find the Store\nexpect section Store\ntask Open your Library\nexpect section Library\n".write(to: dir.appendingPathComponent("tasks.txt"), atomically: true, encoding: .utf8)
        try "tasks: tasks.txt\nvariants:\n  - name: only\n    example: bookshelf\n    transition: none\n"
            .write(to: dir.appendingPathComponent("study.yaml"), atomically: true, encoding: .utf8)

        let run = try await E2E.run("/usr/bin/env", ["python3", "-c", Self.stopScript, try E2E.binary(), dir.path, StudyReportBrowserTests.chromium!],
                                    environment: ProcessInfo.processInfo.environment, timeout: .seconds(180))
        #expect(run.status == 0, "\(run.stderr)")
        let seen = try JSONDecoder().decode(Stopped.self, from: Data(run.stdout.utf8))
        #expect(seen.stoppedWith == 0)
        #expect(seen.title == "The study is paused")
        #expect(!seen.status && (1...5).contains(seen.sockets), "the page tries again under its message, a few times a minute: its first try and \(seen.sockets - 1) in the minute after")
        #expect(seen.before.contains("Task 1 of 2 given up") && seen.resumed == seen.before, "the page goes on where it was, by itself")
        #expect(seen.reopened == "prototype", "the session goes on in the new tab")
        #expect(seen.recordings == ["p1.jsonl"] && seen.quits == 0)
    }
}
