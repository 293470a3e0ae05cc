import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `--watch` never hangs and never stops following its file without a word: a named
/// pipe put in its place is refused in a band while keys go on working, and a directory
/// removed and made again is followed again.
@Suite("Live reload that cannot hang")
struct WatchRecoveryTests {
    /// A short directory, so the band's message fits.
    private static func directory() throws -> URL {
        let dir = URL(fileURLWithPath: "/tmp/tr\(getpid())-\(UUID().uuidString.prefix(4))", isDirectory: true)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    @Test("A named pipe renamed over the watched file shows a band naming it, keys still work, and a file saved again reloads")
    func pipeInPlaceOfTheFile() async throws {
        let dir = try Self.directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("f.yaml")
        try Data(WatchTests.prototype.utf8).write(to: file)
        let s = try await TmuxSession("watch-fifo", arguments: ["--watch", file.path], width: 100)
        defer { s.close() }
        try await s.waitFor(row: " Today")
        try await s.waitForMouseMode()
        let fifo = dir.appendingPathComponent("new.fifo").path
        #expect(mkfifo(fifo, 0o644) == 0)
        #expect(rename(fifo, file.path) == 0)
        try await s.waitFor(text: "\(file.path): error: cannot read it: it is a named pipe (FIFO), not a file")
        try await s.keys("3")
        try await s.waitFor(text: "Your name")

        #expect(unlink(file.path) == 0)
        let saved = dir.appendingPathComponent(".f.yaml.swp")
        try Data(WatchTests.prototype.replacing("label: Profile", with: "label: Account").utf8).write(to: saved)
        #expect(rename(saved.path, file.path) == 0)
        try await s.waitFor("the new version, without the band") { rows in
            rows.contains { $0.contains("Account") } && !rows.contains { $0.contains("named pipe") }
        }
    }

    @Test("The watched file's directory removed: a band says the file is gone; made again with the file, the new version runs")
    func directoryRemovedAndBack() async throws {
        let root = try Self.directory()
        defer { try? FileManager.default.removeItem(at: root) }
        let dir = root.appendingPathComponent("w"), file = dir.appendingPathComponent("f.yaml")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try Data(WatchTests.prototype.utf8).write(to: file)
        let s = try await TmuxSession("watch-rmdir", arguments: ["--watch", file.path], width: 100)
        defer { s.close() }
        try await s.waitFor(row: " Today")
        try await s.waitForMouseMode()
        try FileManager.default.removeItem(at: dir)
        try await s.waitFor(text: "\(file.path): error: cannot read it: no such file")

        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try Data(WatchTests.prototype.replacing("label: Profile", with: "label: Account").utf8).write(to: file)
        try await s.waitFor("the new version, without the band") { rows in
            rows.contains { $0.contains("Account") } && !rows.contains { $0.contains("no such file") }
        }
    }
}
