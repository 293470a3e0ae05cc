import Foundation
import Testing

/// `tabsim --watch FILE`: the designer's authoring loop, through the real binary.
@Suite("Live reload")
struct WatchTests {
    static let prototype = """
        name: Mine
        sections:
          - label: Today
            icon: "○ ●"
            screen:
              title: Today
              rows:
                - text: Welcome
                  detail: {title: Welcome, rows: [Hello, Again]}
          - label: Browse
            icon: "◇ ◆"
            pages:
              style: scroll
              items:
                - {label: New, rows: {count: 40, text: "Item {n}"}}
                - {label: Popular, rows: {count: 40, text: "Popular {n}"}}
          - label: Profile
            icon: "□ ■"
            screen:
              title: Profile
              fields: [{label: Name, placeholder: Your name}]
              rows: [Settings]

        """

    /// A short directory, so a problem's `file:line:column` fits in the band.
    private static func directory() throws -> URL {
        let dir = URL(fileURLWithPath: "/tmp/tw\(getpid())-\(UUID().uuidString.prefix(4))", isDirectory: true)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    /// Saves as vim and VS Code do: a new file renamed over the old one.
    private static func saveByRename(_ text: String, to file: URL) throws {
        let temporary = file.deletingLastPathComponent().appendingPathComponent(".\(file.lastPathComponent).swp")
        try Data(text.utf8).write(to: temporary)
        guard rename(temporary.path, file.path) == 0 else { throw E2EFailure("rename failed: \(errno)") }
    }

    /// Saves in place: the same file truncated and written.
    private static func saveInPlace(_ text: String, to file: URL) throws {
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
    }

    @Test("Saving the file reloads the running prototype, by rename and in place, keeping the section, typed text and pushed screen; a broken file shows file:line:col in a band until fixed; the recording replays it all")
    func reloadKeepsStateAndShowsProblems() async throws {
        let dir = try Self.directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("f.yaml"), log = dir.appendingPathComponent("s.jsonl")
        try Data(Self.prototype.utf8).write(to: file)
        let s = try await TmuxSession("watch", arguments: ["--watch", file.path, "--log", log.path])
        defer { s.close() }
        try await s.waitFor(row: " Today")
        try await s.waitForMouseMode()
        // Profile: type a name; then Today: open Welcome.
        try await s.keys("3", "Enter")
        try await s.type("Ana")
        try await s.keys("Escape")
        try await s.waitFor(text: "Name  Ana")
        try await s.keys("1", "Enter")
        try await s.waitFor(row: " ‹ Today                            Welcome")

        // A section renamed, saved by rename: the new label shows, Welcome stays open.
        try Self.saveByRename(Self.prototype.replacing("label: Profile", with: "label: Account"), to: file)
        var rows = try await s.waitFor(text: "Account")
        #expect(rows[0] == " ‹ Today                            Welcome")
        #expect(rows.contains("  Again"))

        // A page added and the title changed, saved in place.
        let edited = Self.prototype.replacing("label: Profile", with: "label: Account")
            .replacing("title: Today", with: "title: Your day")
            .replacing("        - {label: Popular", with: "        - {label: Saved, rows: [One]}\n        - {label: Popular")
        try Self.saveInPlace(edited, to: file)
        rows = try await s.waitFor(row: " ‹ Your day                         Welcome")
        #expect(rows.contains("  Hello"))

        // Broken: an unknown key. The band names file, line and column over the running prototype.
        try Self.saveInPlace(edited.replacing("    icon: \"□ ■\"", with: "    icon: \"□ ■\"\n    lable: x"), to: file)
        rows = try await s.waitFor(text: "✗ \(file.path):20:5: error: sections[2].lable")
        #expect(rows[2] == "  Again", "the last good version runs under the band (two rows)")
        // It still responds.
        try await s.keys("3")
        try await s.waitFor(row: "  Settings")
        // Broken YAML, saved by rename.
        try Self.saveByRename(edited + "  - [\n", to: file)
        rows = try await s.waitFor(text: "✗ \(file.path):25:1: error: not valid YAML")
        #expect(!rows.contains { $0.contains(":20:5") }, "the YAML mistake replaced the unknown key's band")
        // Fixed: the band goes, the state stays.
        try Self.saveByRename(edited, to: file)
        rows = try await s.waitFor(row: " Profile")
        #expect(!rows.contains { $0.contains("✗") })
        #expect(rows.contains { $0.contains("Name  Ana") })
        try await s.keys("2")
        rows = try await s.waitFor(text: "Saved")
        try await s.keys("q")
        #expect(try await s.waitForExit() == 0)

        // The recording replays the session, reloads included, from the version it started with.
        let walked = try await E2E.run(try E2E.binary(), ["walk", log.path, "--frames", dir.appendingPathComponent("f.txt").path])
        #expect(walked.status == 0, "\(walked.stderr)")
        let frames = try String(contentsOf: dir.appendingPathComponent("f.txt"), encoding: .utf8)
        #expect(frames.contains("✗ \(file.path):20:5: error: sections[2].lable"))
        #expect(frames.contains(" ‹ Your day"))
    }

    @Test("--watch without a file says it needs one")
    func watchNeedsAFile() async throws {
        let out = try await E2E.run(try E2E.binary(), ["--watch", "--example", "bookshelf"])
        #expect(out.status == 64)
        #expect(out.stderr.contains("--watch needs a prototype FILE to watch"))
    }
}
