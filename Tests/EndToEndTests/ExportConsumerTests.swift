import Foundation
import Testing

/// What tabsim writes, read by its real consumers (W5): PyPI's asciinema plays casts.
@Suite("Exports read by their consumers")
struct ExportConsumerTests {
    @Test("W5: asciinema reads a walkthrough's cast with its slides, resize and markers, the cursor hidden until the end; the frames file holds every frame")
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
        #expect(played.stdout.hasPrefix("\u{1B}[?25l") && played.stdout.hasSuffix("\u{1B}[?25h"), "the cursor hidden while it plays, shown at the end")
        let shown = try String(contentsOfFile: frames, encoding: .utf8)
        #expect(shown.components(separatedBy: "── ").count > 30)
    }

    /// The width and height a PNG file states in its header.
    static func pngSize(_ path: String) throws -> (Int, Int) {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        guard bytes.count > 24, bytes[1...3] == [0x50, 0x4E, 0x47] else { throw E2EFailure("\(path) is not a PNG") }
        func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20))
    }

    @Test("W5: librsvg draws the animated SVG of a walkthrough and a shot's still, at 8.4 × 18 px a cell")
    func librsvgDrawsSVG() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tabsim-svg-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = dir.appendingPathComponent("w.txt").path
        try "key right\nkey down\nkey right\n".write(toFile: script, atomically: true, encoding: .utf8)
        let svg = dir.appendingPathComponent("w.svg").path, still = dir.appendingPathComponent("s.svg").path
        let walk = try await E2E.run(try E2E.binary(), ["walk", script, "--size", "100x30", "--svg", svg], environment: StartupErrorTests.baseEnvironment)
        #expect(walk.status == 0, "\(walk.stderr)")
        let shot = try await E2E.run(try E2E.binary(), ["shot", "--example", "dongne", "--svg", still], environment: StartupErrorTests.baseEnvironment)
        #expect(shot.status == 0, "\(shot.stderr)")
        for (file, size) in [(svg, (840, 540)), (still, (672, 432))] {
            let png = file + ".png"
            let drawn = try await E2E.run("/usr/bin/env", ["rsvg-convert", file, "-o", png])
            #expect(drawn.status == 0, "rsvg-convert (Scripts/test installs librsvg2-bin): \(drawn.stderr)")
            let (width, height) = try Self.pngSize(png)
            #expect(width == size.0 && height == size.1)
        }
    }

    @Test("W5: the README's SVG pictures are current: Scripts/svg-pictures makes the same files again")
    func readmePicturesCurrent() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tabsim-pictures-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        var environment = StartupErrorTests.baseEnvironment
        environment["TABSIM_BIN"] = try E2E.binary()
        let script = E2E.packageRoot.appendingPathComponent("Scripts/svg-pictures").path
        // An upper bound for 22 pictures made by the debug binary on a loaded machine.
        let made = try await E2E.run("/bin/bash", [script, dir.path], environment: environment, timeout: .seconds(180))
        #expect(made.status == 0, "\(made.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".svg") }.map { String($0.dropLast(4)) }
        #expect(Set(["demo", "phone", "trailhead", "bookshelf", "newsstand", "dongne", "platform-ios26", "platform-ipad",
                 "platform-material3-light", "dialog-ios17", "dialog-material3", "dialog-material3-light"]).isSubset(of: Set(names)))
        for name in names {
            let fresh = try Data(contentsOf: dir.appendingPathComponent("\(name).svg"))
            let committed = try Data(contentsOf: E2E.packageRoot.appendingPathComponent("docs/pictures/\(name).svg"))
            #expect(fresh == committed, "docs/pictures/\(name).svg is stale: run Scripts/svg-pictures")
        }
    }
}
