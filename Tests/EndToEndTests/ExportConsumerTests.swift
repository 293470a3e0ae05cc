import Foundation
import Testing

/// What tabsim writes, read by its real consumers (W5): PyPI's asciinema plays casts.
@Suite("Exports read by their consumers")
struct ExportConsumerTests {
    @Test("W5: asciinema reads a walkthrough's cast with its slides, resize and markers; the frames file holds every frame")
    func asciinemaReadsCast() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tabsim-cast-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = dir.appendingPathComponent("demo.txt").path, cast = dir.appendingPathComponent("demo.cast").path
        let frames = dir.appendingPathComponent("frames.txt").path
        try "key right\nresize 100x30\nclick Record\nexpect section Record\n".write(toFile: script, atomically: true, encoding: .utf8)
        let walk = try await E2E.run(try E2E.binary(), ["walk", script, "--cast", cast, "--frames", frames], environment: StartupErrorTests.baseEnvironment)
        #expect(walk.status == 0, "\(walk.stderr)")
        let text = try String(contentsOfFile: cast, encoding: .utf8)
        #expect(text.contains(#""r","100x30""#) && text.contains(#""m","🖱 click “Record”""#))
        #expect(text.split(separator: "\n").count > 30, "every frame of the slides")
        let played = try await E2E.run("/usr/bin/env", ["python3", "-m", "asciinema", "cat", cast], environment: ProcessInfo.processInfo.environment)
        #expect(played.status == 0, "asciinema cat failed (Scripts/test installs asciinema from PyPI): \(played.stderr)")
        #expect(played.stdout.contains("Your trips") && played.stdout.contains("Record"))
        let shown = try String(contentsOfFile: frames, encoding: .utf8)
        #expect(shown.components(separatedBy: "── ").count > 30)
    }
}
