import Foundation
import Testing

/// The study's HTML report as a person sees it: a recorded session with a misclick and a
/// hit, measured by `tabsim study --html`, opened in headless Chromium (Scripts/test
/// installs Debian's chromium).
@Suite("Study reports read in a browser")
struct StudyReportBrowserTests {
    /// Debian's chromium, or nil when the machine lacks it.
    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Chromium with a profile of its own and nothing fetched, on the file at `url`.
    static func chromium(_ arguments: [String], _ url: URL, profile: URL) async throws -> E2E.Output {
        try await E2E.run(chromium!, ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--user-data-dir=\(profile.path)",
                                      "--no-first-run", "--disable-extensions", "--disable-background-networking", "--disable-sync"]
                              + arguments + [url.absoluteString], environment: ProcessInfo.processInfo.environment, timeout: .seconds(90))
    }

    @Test("W6: Chromium draws the report's heatmap over the tapped screen: a hit and a misclick, apart in shape and colour",
          .enabled(if: chromium != nil, "chromium is missing: Scripts/test installs it (apt-get install chromium)"))
    func chromiumDrawsHeatmap() async throws {
        let dir = try StudyRecordingTests.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let log = dir.appendingPathComponent("p1.jsonl").path
        do {
            let s = try await TmuxSession("heatmap", arguments: [dir.appendingPathComponent("postbox.yaml").path, "--log", log])
            defer { s.close() }
            let rows = try await s.waitFor(text: "Welcome")
            try await s.waitForMouseMode()
            // A click on blank space (a misclick), then on the Sent tab (a hit that does the task).
            try await s.click(x: 40, y: 12)
            let bar = try #require(rows.lastIndex { $0.contains("Sent") })
            try await s.click(x: try #require(TmuxSession.column(of: "Sent", in: rows[bar])), y: bar + 1)
            _ = try await s.waitFor(text: "To Ana")
            try await s.keys("q")
            #expect(try await s.waitForExit() == 0)
        }
        let html = dir.appendingPathComponent("report.html")
        let study = try await StudyRecordingTests.tabsim(["study", dir.appendingPathComponent("tasks.txt").path, log, "--html", html.path])
        #expect(study.status == 0, "\(study.stderr)")

        // The DOM Chromium built: the screen shown under the heatmap, a circle for the hit, a cross for the misclick.
        let profile = dir.appendingPathComponent("profile", isDirectory: true)
        let dom = try await Self.chromium(["--dump-dom"], html, profile: profile)
        #expect(dom.stdout.contains("<h3>Where participants tapped</h3>"), "\(dom.stderr)")
        #expect(dom.stdout.contains("<use href=\"#screen-0\"></use>"))
        #expect(dom.stdout.contains("<circle class=\"hit\""))
        #expect(dom.stdout.contains("<path class=\"miss\""))
        #expect(dom.stdout.contains("<figcaption>Taps on Inbox: 2, 1 misclick</figcaption>"), "the first click was the misclick")

        // The picture: the misclick's orange beyond the key's cross alone (about 80 pixels), and the screen's dark background.
        let png = dir.appendingPathComponent("report.png")
        _ = try await Self.chromium(["--window-size=1000,4000", "--screenshot=\(png.path)"], html, profile: profile)
        for (colour, what, least) in [("#FF6A1A", "the key's and the heatmap's misclick crosses", 120), ("#1C1C1C", "screen background", 10_000)] {
            let counted = try await E2E.run("/usr/bin/env", ["convert", png.path, "-fuzz", "6%", "-fill", "black", "+opaque", colour,
                                                             "-fill", "white", "-opaque", colour, "-format", "%[fx:round(mean*w*h)]", "info:"],
                                            timeout: .seconds(60))
            #expect(counted.status == 0, "convert (Scripts/test installs imagemagick): \(counted.stderr)")
            #expect((Int(counted.stdout.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0) > least, "\(what) (\(colour)) pixels: \(counted.stdout)")
        }
    }
}
