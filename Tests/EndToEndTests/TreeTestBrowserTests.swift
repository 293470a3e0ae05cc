import Foundation
import Testing

/// One study folder, three methods (issue 31, W6): a prototype variant, a tree variant
/// and a first-click variant of the same prototype and tasks, each on its own link, a
/// phone participant on each in Chromium (touch, a phone's viewport), then `tabsim study`
/// comparing the three.
@Suite("A tree test, a first-click test and a prototype test, side by side")
struct TreeTestBrowserTests {
    struct Seen: Decodable {
        /// The tree test's buttons on the top level, by their accessible names.
        var topLevel: [String]
        /// The least height of a tree button, in CSS px.
        var buttonHeight: Double
        var codes: [String]
        var server: Int
    }

    static let script = ServedFolderScript.withSUS + #"""
        result = {"codes": []}

        def participant(playwright, link):
            browser = playwright.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
            context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True, device_scale_factor=2)
            page = context.new_page()
            page.goto(link)
            page.get_by_role("button", name="I agree").tap()
            return browser, page

        def heights(page, names):
            return page.evaluate("(names) => Array.from(document.querySelectorAll('#mirror button'))"
                                 ".filter((b) => names.includes(b.textContent)).map((b) => b.getBoundingClientRect().height)", names)

        def answered(page, task, seq):
            expect(page.get_by_role("heading", name=f"Task {task} of 2 answered")).to_be_attached()
            page.get_by_role("button", name=seq, exact=True).tap()

        with sync_playwright() as playwright:
            # The tree test: labels only, chosen by their accessible names.
            browser, page = participant(playwright, links[1])
            expect(page.get_by_role("heading", name="Where would you look?")).to_be_attached()
            prototype = page.get_by_role("region", name="The prototype")
            result["topLevel"] = [b.get_attribute("aria-label") or b.inner_text() for b in prototype.get_by_role("button").all()]
            sizes = heights(page, ["Reading", "Library", "Store", "Search", "More"])
            page.get_by_role("button", name="Store", exact=True).tap()          # a wrong branch first
            expect(page.get_by_role("heading", name="Store")).to_be_attached()
            page.get_by_role("button", name="Back", exact=True).tap()
            page.get_by_role("button", name="More", exact=True).tap()
            page.get_by_role("button", name="Downloads", exact=True).tap()
            expect(page.get_by_role("heading", name="Downloads")).to_be_attached()
            sizes += heights(page, ["Back", "I'd find it here"])
            page.get_by_role("button", name="I'd find it here").tap()
            answered(page, 1, "6")
            page.get_by_role("button", name="Store", exact=True).tap()
            page.get_by_role("button", name="Top charts", exact=True).tap()
            # Store's level has its own I'd find it here: the level opened first.
            expect(page.get_by_role("heading", name="Top charts")).to_be_attached()
            page.get_by_role("button", name="I'd find it here").tap()
            answered(page, 2, "6")
            result["codes"].append(finish_sus(page, "4"))
            result["buttonHeight"] = min(sizes) if len(sizes) == 7 else 0
            browser.close()

            # The first-click test: More is the first step to Downloads; Library is none to the charts.
            browser, page = participant(playwright, links[2])
            page.get_by_role("tab", name="More").tap()
            answered(page, 1, "5")
            page.get_by_role("tab", name="Library, 99+").tap()
            answered(page, 2, "3")
            result["codes"].append(finish_sus(page, "4"))
            browser.close()

            # The prototype itself: More, then Downloads in its list; Store, then its Top charts page.
            browser, page = participant(playwright, links[0])
            page.get_by_role("tab", name="More").tap()
            page.get_by_role("button", name="Downloads").tap()
            expect(page.get_by_role("heading", name="Task 1 of 2 done")).to_be_attached()
            page.get_by_role("button", name="6", exact=True).tap()
            page.get_by_role("tab", name="Store").tap()
            page.get_by_role("tab", name="Top charts").tap()
            expect(page.get_by_role("heading", name="Task 2 of 2 done")).to_be_attached()
            page.get_by_role("button", name="6", exact=True).tap()
            result["codes"].append(finish_sus(page, "4"))
            browser.close()
        server.send_signal(signal.SIGTERM)
        server.communicate(timeout=30)
        result["server"] = server.returncode
        print(json.dumps(result))
        """#

    @Test("W6, issue 31: docs/studies.md's three-ways folder served; phone participants of its tree, first-click and prototype variants of bookshelf; tabsim study scores each by hand's figures and compares the three")
    func threeMethods() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tabsim-three-methods-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        // The studies guide's folder, as it prints it.
        let studyFile = try #require(try DocumentSamples.blocks("yaml").first { $0.text.hasPrefix("# three-ways/study.yaml\n") })
        let taskFile = try #require(try DocumentSamples.blocks("text").first { $0.text.hasPrefix("study Three ways\n") })
        try taskFile.text.write(to: dir.appendingPathComponent("tasks.txt"), atomically: true, encoding: .utf8)
        try studyFile.text.write(to: dir.appendingPathComponent("study.yaml"), atomically: true, encoding: .utf8)
        let seen: Seen = try await ServedFolderScript.run(Self.script, on: dir, timeout: .seconds(300))
        #expect(seen.server == 0)
        #expect(seen.topLevel == ["Give up", "Reading", "Library", "Store", "Search", "More"], "\(seen.topLevel)")
        #expect(seen.buttonHeight >= 44, "a tree test's buttons are 44 CSS px tall at least")
        #expect(seen.codes.count == 3)

        let sessions = dir.appendingPathComponent("sessions")
        let tree = try String(contentsOf: sessions.appendingPathComponent("p1.jsonl"), encoding: .utf8)
        #expect(tree.split(separator: "\n").first?.contains(#""method":"tree""#) == true)
        #expect(tree.contains(#""status":"chosen","title":"Find your downloads","node":["More","Downloads"]"#))
        let json = dir.appendingPathComponent("report.json")
        let study = try await E2E.run(try E2E.binary(), ["study", dir.appendingPathComponent("tasks.txt").path] + (1...3).map {
            sessions.appendingPathComponent("p\($0).jsonl").path
        } + ["--json", json.path])
        #expect(study.status == 0, "\(study.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any])
        let measured = try #require(report["sessions"] as? [[String: Any]])
        func tasks(_ session: Int) -> [[String: Any]] { measured[session]["tasks"] as? [[String: Any]] ?? [] }
        // By hand: the tree participant went to Store first, back, then More › Downloads
        // (right, one back-track: indirect), then Store › Top charts (right, direct).
        #expect(tasks(0).map { $0["outcome"] as? String } == ["indirect", "direct"], "\(tasks(0))")
        #expect(tasks(0).map { $0["first_click"] as? String } == ["Store", "Store"])
        #expect(tasks(0).map { $0["first_click_correct"] as? Bool } == [false, true])
        #expect(tasks(0).map { $0["backtracks"] as? Int } == [1, 0])
        // The first-click participant: More leads to Downloads; Library leads nowhere near the charts.
        #expect(tasks(1).map { $0["outcome"] as? String } == ["direct", "not done"], "\(tasks(1))")
        // The prototype participant did both, each on a shortest path.
        #expect(tasks(2).map { $0["outcome"] as? String } == ["direct", "direct"], "\(tasks(2))")
        for variant in ["| tree | Bookshelf | tree | 1 |", "| first-click | Bookshelf | first-click | 1 |", "| prototype | Bookshelf | prototype | 1 |"] {
            #expect(study.stdout.contains(variant), "the variants' table names each one's method: \(study.stdout)")
        }
        // Each task compares the three, a row each, by the same columns, and each pair with intervals:
        // task 2, tree 1/1 against first-click 0/1: (2/3 − 1/3) observed 1, adjusted 0.33.
        for pair in ["tree against first-click (the answer in the tree against the first tap):",
                     "tree against prototype (the answer in the tree against the task done on the prototype):",
                     "first-click against prototype (the first tap against the task done on the prototype):"] {
            #expect(study.stdout.components(separatedBy: pair).count - 1 == 2, "\(pair) once a task: \(study.stdout)")
        }
        #expect(study.stdout.contains("the first tap): success +1.00 observed, +0.33 adjusted (Agresti–Caffo; 95 % CI"), "\(study.stdout)")
        #expect(study.stdout.contains("| tree | 1 † | 1/1 (17 %–100 %) | 0/1 |"), "\(study.stdout)")
        #expect(study.stdout.contains("| tree | Top → Store → Top → More → More › Downloads | indirect | 1 |"), "\(study.stdout)")
    }
}
