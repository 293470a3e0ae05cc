import Foundation
import TabsimCore
import Testing

/// Device frames in a real terminal: `--device` and `--viewport` live and in `play`,
/// and in the exports (W2, W5; I2 mouse; I3 resize).
@Suite("Device frames in tmux")
struct DeviceTests {
    /// The phone's frame is 42x33 (a 40x30 screen, the status bar and the bezel).
    static let phoneFrame = (width: 42, height: 33)

    /// Whether `rows` show the phone's frame with its top-left corner at `x`, `y`
    /// (0-based) and the prototype's title `title` under the status bar.
    static func showsFrame(_ rows: [String], x: Int, y: Int, title: String) -> Bool {
        let pad = String(repeating: " ", count: x)
        guard rows.count > y + Self.phoneFrame.height - 1 else { return false }
        return rows[y].hasPrefix(pad + "╭─") && rows[y].hasSuffix("─╮")
            && rows[y + 1].hasPrefix(pad + "│ 9:41") && rows[y + 2].hasPrefix(pad + "│ " + title)
            && rows[y + Self.phoneFrame.height - 1].hasPrefix(pad + "╰─")
            && rows[..<y].allSatisfy(\.isEmpty)
    }

    @Test("W2/I2/I3: at 120x40 --device phone centres the frame; a click in it selects Trips, one on the bezel does nothing; a tmux resize moves the frame; too small says so and recovers")
    func phoneLive() async throws {
        let s = try await TmuxSession("device-phone", arguments: ["--device", "phone"], width: 120, height: 40)
        defer { s.close() }
        // (120-42)/2 = 39 columns and (40-33)/2 = 3 rows in.
        var rows = try await s.waitFor("the phone frame at 39,3") { Self.showsFrame($0, x: 39, y: 3, title: "Explore") }
        try await s.waitForMouseMode()
        let labelRow = try #require(rows.firstIndex { $0.contains("Explore") && $0.contains("Trips") && $0.contains("Record") })
        #expect(rows[labelRow - 1].contains("◆") && !rows[labelRow - 1].contains("Trips"), "portrait: icons above labels")

        // On the bezel right beside Profile's label, on the bezel right under Trips' label
        // and on the status bar right above the title: nothing happens (a mapping one cell
        // off would select Profile or Trips, or tap the title row).
        let trips = try #require(TmuxSession.column(of: "Trips", in: rows[labelRow]))
        #expect(rows[labelRow + 1].hasPrefix(String(repeating: " ", count: 39) + "╰"), "the bottom bezel under the labels")
        try await s.click(x: 39 + Self.phoneFrame.width, y: labelRow + 1)
        try await s.click(x: trips, y: labelRow + 2)
        try await s.click(x: 45, y: 5)
        rows = try await s.barrier()
        #expect(Self.showsFrame(rows, x: 39, y: 3, title: "Explore"), "\(TmuxSession.framed(rows))")

        try await s.click(x: trips, y: labelRow + 1)
        rows = try await s.waitFor("Trips selected in the frame") { Self.showsFrame($0, x: 39, y: 3, title: "Your trips") }

        // The terminal shrinks: the frame moves to the new middle, the screen is kept.
        try await s.resize(width: 100, height: 36)
        rows = try await s.waitFor("the frame at 29,1") { $0.count == 36 && Self.showsFrame($0, x: 29, y: 1, title: "Your trips") }
        #expect(rows.allSatisfy { DisplayWidth.of($0) <= 29 + Self.phoneFrame.width })

        try await s.resize(width: 60, height: 20)
        rows = try await s.waitFor(text: "Too small for the phone frame")
        #expect(rows.contains { $0.contains("Enlarge to 42x33 (now 60x20)") })
        #expect(!rows.contains { $0.contains("9:41") || $0.contains("Your trips") })

        try await s.resize(width: 120, height: 40)
        try await s.waitFor("the frame back at 39,3") { $0.count == 40 && Self.showsFrame($0, x: 39, y: 3, title: "Your trips") }

        try await s.keys("q")
        #expect(try await s.waitForExit() == 0)
    }

    @Test("W2: play in a --viewport performs the script's resize by resizing the viewport, and says when the terminal cannot hold it")
    func playResizesViewport() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tabsim-device-play-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = dir.appendingPathComponent("resize.txt").path
        // The strip shows Waterfalls only at 100 columns, trail 20 only with 30 rows: each
        // check passes only at the size the script gives.
        try """
        size 100x20
        expect text Waterfalls
        expect no text Nearby trail 20
        resize 40x30
        expect no text Waterfalls
        expect text Nearby trail 20
        resize 200x30
        expect section Explore
        """.write(toFile: script, atomically: true, encoding: .utf8)
        let cast = dir.appendingPathComponent("play.cast").path
        let s = try await TmuxSession("device-play", arguments: ["play", script, "--viewport", "40x12", "--speed", "4", "--cast", cast],
                                      width: 120, height: 40)
        defer { s.close() }
        // The script's size wins over --viewport; its resize to 40x30 gives the phone's
        // frame ((120-42)/2 = 39, (40-33)/2 = 3), where it stays: 200 columns do not fit.
        let rows = try await s.waitFor("the 40x30 viewport, the script done") { rows in
            Self.showsFrame(rows, x: 39, y: 3, title: "") && rows.contains { $0.contains("done: 5 checks passed") }
        }
        #expect(rows.contains { $0.contains("│  Nearby trail 20") })
        try await s.keys("q")
        #expect(try await s.waitForExit() == 0)
        // Lines longer than the terminal wrap: read the screen as one text.
        let after = try await s.screen().joined()
        #expect(after.contains("resize.txt:7: warning: resize 200x30 skipped: a 200x30 viewport needs a 202x33 terminal, this one is 120x40"), "\(after)")
        #expect(after.contains("resize.txt: 5 checks passed, 0 failed"))
        // The cast holds the whole terminal as it was shown: both frames, each check's marker.
        let recorded = try String(contentsOfFile: cast, encoding: .utf8)
        #expect(recorded.hasPrefix(#"{"version":2,"width":120,"height":40,"#))
        #expect(recorded.contains("╭") && recorded.contains("9:41") && recorded.contains(#""m","✓ line 6""#))
    }

    @Test("W5: a walk's SVG and cast and a shot's PNG hold the device frame")
    func exportsHoldTheFrame() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tabsim-device-export-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = dir.appendingPathComponent("w.txt").path
        try "click Trips\nexpect section Trips\nresize 46x34\n".write(toFile: script, atomically: true, encoding: .utf8)
        let svg = dir.appendingPathComponent("w.svg").path, cast = dir.appendingPathComponent("w.cast").path
        let png = dir.appendingPathComponent("s.png").path
        let walk = try await E2E.run(try E2E.binary(), ["walk", script, "--device", "phone", "--svg", svg, "--cast", cast],
                                     environment: StartupErrorTests.baseEnvironment)
        #expect(walk.status == 0, "\(walk.stderr)")
        let picture = try String(contentsOfFile: svg, encoding: .utf8)
        // The bezel's rounded corners as quarter circles, its edges as strokes, not glyphs.
        #expect(picture.contains("A4.2 4.2 0 0 0") && picture.contains("A4.2 4.2 0 0 1") && !picture.contains("╭") && picture.contains("9:41"))
        let recorded = try String(contentsOfFile: cast, encoding: .utf8)
        #expect(recorded.hasPrefix(#"{"version":2,"width":42,"height":33,"#))
        #expect(recorded.contains(#""r","48x37""#), "the terminal grows with the viewport")
        let played = try await E2E.run("/usr/bin/env", ["python3", "-m", "asciinema", "cat", cast], environment: ProcessInfo.processInfo.environment)
        #expect(played.status == 0, "\(played.stderr)")
        #expect(played.stdout.contains("9:41") && played.stdout.contains("╭──") && played.stdout.contains("Your trips"))

        let shot = try await E2E.run(try E2E.binary(), ["shot", "--device", "phone-landscape", "--png", png], environment: StartupErrorTests.baseEnvironment)
        #expect(shot.status == 0, "\(shot.stderr)")
        // 72x21 cells at 9 x 18 pixels.
        let (width, height) = try ExportConsumerTests.pngSize(png)
        #expect(width == 72 * 9 && height == 21 * 18)
    }

    @Test("tabsim devices lists the presets; a wrong name or size is one clear line")
    func listAndErrors() async throws {
        let list = try await E2E.run(try E2E.binary(), ["devices"], environment: StartupErrorTests.baseEnvironment)
        #expect(list.status == 0)
        for line in ["phone           40x30", "phone-landscape 70x18", "phone-large     46x34", "tablet          100x36"] {
            #expect(list.stdout.contains(line), "\(list.stdout)")
        }
        #expect(list.stdout.contains("on tabsim [FILE], render, shot, walk, play and study --live."), "every command taking --device is named")
        let wrong = try await E2E.run(try E2E.binary(), ["render", "--device", "watch"], environment: StartupErrorTests.baseEnvironment)
        #expect(wrong.status != 0)
        #expect(wrong.stderr.contains("no device named 'watch'; the devices are: phone, phone-landscape, phone-large, tablet"))
        let both = try await E2E.run(try E2E.binary(), ["render", "--device", "phone", "--viewport", "40x20"], environment: StartupErrorTests.baseEnvironment)
        #expect(both.stderr.contains("give --device or --viewport, not both"))
        let size = try await E2E.run(try E2E.binary(), ["shot", "--viewport", "40", "--svg", "/dev/null"], environment: StartupErrorTests.baseEnvironment)
        #expect(size.stderr.contains("--viewport must be COLUMNSxROWS"))
    }
}
