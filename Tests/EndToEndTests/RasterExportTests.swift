import Foundation
import Testing

/// The raster exports read by ImageMagick, their real consumer here (Scripts/test installs it).
@Suite("Raster exports read by ImageMagick")
struct RasterExportTests {
    private static func imageMagick(_ tool: String, _ arguments: [String]) async throws -> String {
        let out = try await E2E.run("/usr/bin/env", [tool] + arguments, timeout: .seconds(60))
        #expect(out.status == 0, "\(tool) \(arguments.joined(separator: " ")) (Scripts/test installs imagemagick): \(out.stderr)")
        return out.stdout
    }

    private static func temporaryDirectory() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tabsim-raster-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    #if os(Linux)
    @Test("A live session maps no FreeType: it is opened for the first picture (Sources/CFreeTypeLoader), which the other tests here draw")
    func liveSessionMapsNoFreeType() async throws {
        let s = try await TmuxSession("no-freetype")
        defer { s.close() }
        try await s.waitForDemo()
        let maps = try #require(s.programMaps())
        #expect(maps.contains("libncursesw"), "the program's own maps: \(maps.prefix(400))")
        for library in ["libfreetype", "libpng", "libbrotli"] {
            #expect(!maps.contains(library), "\(library) is mapped")
        }
    }
    #endif

    @Test("walk --gif: every frame 900 × 540 at 100x30, looping; the frames mid-slide differ from the first and the last")
    func gif() async throws {
        let dir = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = dir.appendingPathComponent("w.txt").path, gif = dir.appendingPathComponent("w.gif").path
        try "click Trips in bar\nexpect section Trips\n".write(toFile: script, atomically: true, encoding: .utf8)
        let walk = try await E2E.run(try E2E.binary(), ["walk", script, "--size", "100x30", "--gif", gif],
                                     environment: StartupErrorTests.baseEnvironment, timeout: .seconds(60))
        #expect(walk.status == 0, "\(walk.stderr)")
        let pages = try await Self.imageMagick("identify", ["-format", "%W %H %T\n", gif]).split(separator: "\n")
        #expect(pages.count >= 5, "the slide's frames: \(pages)")
        #expect(pages.allSatisfy { $0.hasPrefix("900 540 ") }, "\(pages)")
        #expect(pages.last?.hasSuffix(" 200") == true, "the last frame held 2 s")
        let first = dir.appendingPathComponent("first.png").path, middle = dir.appendingPathComponent("middle.png").path
        let last = dir.appendingPathComponent("last.png").path
        // Frames are stored as what changed: -coalesce lays each over the ones before.
        let frames = pages.count
        _ = try await Self.imageMagick("convert", [gif, "-coalesce", "-delete", "1--1", first])
        _ = try await Self.imageMagick("convert", [gif, "-coalesce", "-delete", "0-\(frames / 2 - 1),\(frames / 2 + 1)--1", middle])
        _ = try await Self.imageMagick("convert", [gif, "-coalesce", "-delete", "0--2", last])
        var signatures: [String] = []
        for png in [first, middle, last] {
            let (width, height) = try ExportConsumerTests.pngSize(png)
            #expect(width == 900 && height == 540)
            signatures.append(try await Self.imageMagick("identify", ["-format", "%#", png]))
        }
        #expect(Set(signatures).count == 3, "mid-slide is neither the start nor the end")
        // The tint (xterm 35, #00af5f) marks the selected tab at the end.
        let colours = try await Self.imageMagick("convert", [last, "-format", "%c", "histogram:info:-"])
        #expect(colours.contains("#00AF5F"), "\(colours.prefix(400))")
    }

    @Test("shot --png --scale 2: 18 × 36 pixels a cell; the terminal's background, a red badge, a colour emoji")
    func png() async throws {
        let dir = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let png = dir.appendingPathComponent("dongne.png").path
        var environment = StartupErrorTests.baseEnvironment
        environment["NO_COLOR"] = nil   // in colour, whatever the test runner's own setting
        let shot = try await E2E.run(try E2E.binary(), ["shot", "--example", "dongne", "--png", png, "--scale", "2"],
                                     environment: environment, timeout: .seconds(60))
        #expect(shot.status == 0, "\(shot.stderr)")
        let described = try await Self.imageMagick("identify", ["-format", "%m %w %h", png])
        #expect(described == "PNG 1440 864")
        let corner = try await Self.imageMagick("convert", [png, "-format", "%[pixel:p{0,860}]", "info:"])
        #expect(corner == "srgb(28,28,28)")
        let colours = try await Self.imageMagick("convert", [png, "-format", "%c", "histogram:info:-"])
        #expect(colours.contains("#D70000"), "the badges")
        // The carrot 🥕: orange, which no xterm colour on screen is.
        let orange = colours.split(separator: "\n").contains { line in
            guard let open = line.firstIndex(of: "("), let close = line.firstIndex(of: ")") else { return false }
            let rgb = line[line.index(after: open)..<close].split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
            return rgb.count >= 3 && rgb[0] > 200 && rgb[1] > 80 && rgb[1] < 160 && rgb[2] < 60
        }
        #expect(orange, "a colour emoji")
    }

    @Test("shot --png never writes over the prototype it reads; --scale out of range is refused")
    func refusals() async throws {
        let dir = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let yaml = dir.appendingPathComponent("mine.yaml").path
        let examples = try await E2E.run(try E2E.binary(), ["examples", "trailhead"], environment: StartupErrorTests.baseEnvironment)
        try examples.stdout.write(toFile: yaml, atomically: true, encoding: .utf8)
        let over = try await E2E.run(try E2E.binary(), ["shot", yaml, "--png", yaml], environment: StartupErrorTests.baseEnvironment)
        #expect(over.status == 2 && over.stderr.contains("it is the same file as"))
        #expect(try String(contentsOfFile: yaml, encoding: .utf8) == examples.stdout)
        let scale = try await E2E.run(try E2E.binary(), ["shot", "--png", dir.appendingPathComponent("x.png").path, "--scale", "5"],
                                      environment: StartupErrorTests.baseEnvironment)
        #expect(scale.status != 0 && scale.stderr.contains("--scale"))
    }
}
