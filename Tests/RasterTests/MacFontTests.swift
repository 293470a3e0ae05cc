import Foundation
import Testing
import TabsimCore
@testable import TabsimRaster

/// A Mac's own fonts, for a Mac without fontconfig, tested on any machine: a temporary
/// folder is laid out as a Mac's font folders, holding copies of the fonts Scripts/test
/// installs (fonts-dejavu-core, fonts-noto-cjk, fonts-noto-color-emoji) under Apple's file
/// names. Menlo.ttc is made a real collection of DejaVu Sans Mono's faces, regular then
/// bold, as Menlo's regular and bold are.
@Suite("A Mac's own fonts")
struct MacFontTests {
    private static let dejavu = "/usr/share/fonts/truetype/dejavu/", noto = "/usr/share/fonts/opentype/noto/"
    private static let emoji = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"

    /// A temporary root with a Mac's font folders under it, and its user's home.
    private struct Mac {
        let root: URL
        var home: String { root.path + "/Users/designer" }
        var folders: [String] { MacFonts.folders(root: root.path, home: home) }

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("tabsim-mac-fonts-\(UUID().uuidString)")
            for folder in MacFonts.folders(root: root.path, home: root.path + "/Users/designer") {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            }
        }

        /// Copies `source` to `name` in `folder` (a path under the root, such as "/System/Library/Fonts").
        func put(_ source: String, as name: String, in folder: String) throws {
            try FileManager.default.copyItem(atPath: source, toPath: root.path + folder + "/" + name)
        }

        func write(_ bytes: [UInt8], as name: String, in folder: String) throws {
            try Data(bytes).write(to: URL(fileURLWithPath: root.path + folder + "/" + name))
        }

        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    /// A stock Mac's folders: Menlo, Apple SD Gothic Neo, Apple Color Emoji and Apple
    /// Symbols in /System/Library/Fonts; skipped, saying so, without the fonts to copy.
    private func stockMac() throws -> Mac {
        let sources = [Self.dejavu + "DejaVuSansMono.ttf", Self.dejavu + "DejaVuSansMono-Bold.ttf", Self.dejavu + "DejaVuSans.ttf",
                       Self.noto + "NotoSansCJK-Regular.ttc", Self.emoji]
        if let absent = sources.first(where: { !FileManager.default.isReadableFile(atPath: $0) }) {
            try Test.cancel("skipped: \(absent) is missing (Debian's fonts-dejavu-core, fonts-noto-cjk and fonts-noto-color-emoji; Scripts/test installs them)")
        }
        let mac = try Mac()
        let system = "/System/Library/Fonts"
        let menlo = try Self.collection(of: [sources[0], sources[1]].map { [UInt8](try Data(contentsOf: URL(fileURLWithPath: $0))) })
        try mac.write(menlo, as: "Menlo.ttc", in: system)
        try mac.put(sources[2], as: "Apple Symbols.ttf", in: system)
        try mac.put(sources[3], as: "AppleSDGothicNeo.ttc", in: system)
        try mac.put(sources[4], as: "Apple Color Emoji.ttc", in: system)
        return mac
    }

    /// A TrueType collection ('ttcf', version 1.0) of single-face font files: each file's
    /// table directory and tables copied whole, its tables' offsets moved to the file's place.
    static func collection(of fonts: [[UInt8]]) throws -> [UInt8] {
        func put32(_ value: Int, at offset: Int, in bytes: inout [UInt8]) {
            for i in 0..<4 { bytes[offset + i] = UInt8(truncatingIfNeeded: value >> (24 - 8 * i)) }
        }
        func get(_ bytes: [UInt8], _ offset: Int, _ count: Int) -> Int {
            (0..<count).reduce(0) { $0 << 8 | Int(bytes[offset + $1]) }
        }
        var out = [UInt8](repeating: 0, count: 12 + 4 * fonts.count)
        out.replaceSubrange(0..<4, with: Array("ttcf".utf8))
        put32(0x0001_0000, at: 4, in: &out)
        put32(fonts.count, at: 8, in: &out)
        for (number, font) in fonts.enumerated() {
            try #require(get(font, 0, 4) == 0x0001_0000, "a TrueType font, not a collection")
            out += [UInt8](repeating: 0, count: (4 - out.count % 4) % 4)
            let start = out.count
            put32(start, at: 12 + 4 * number, in: &out)
            out += font
            for table in 0..<get(font, 4, 2) {
                let record = start + 12 + 16 * table
                put32(get(out, record + 8, 4) + start, at: record + 8, in: &out)
            }
        }
        return out
    }

    @Test("a stock Mac: Menlo (its regular and bold faces found by their names), Apple SD Gothic Neo, Apple Color Emoji, Apple Symbols")
    func stockLookup() throws {
        let mac = try stockMac()
        defer { mac.remove() }
        let library = try FreeTypeLibrary()
        let system = mac.root.path + "/System/Library/Fonts/"
        func found(_ role: FontRole) -> FontFile? { MacFonts.locate(role, in: mac.folders, library: library.handle) }
        #expect(found(.mono) == FontFile(path: system + "Menlo.ttc", index: 0, source: .macFolder))
        #expect(found(.monoBold) == FontFile(path: system + "Menlo.ttc", index: 1, source: .macFolder))
        #expect(found(.cjk) == FontFile(path: system + "AppleSDGothicNeo.ttc", index: 0, source: .macFolder))
        #expect(found(.cjkBold) == nil, "no bold face: bold Korean is drawn with the regular one")
        #expect(found(.emoji) == FontFile(path: system + "Apple Color Emoji.ttc", index: 0, source: .macFolder))
        #expect(found(.symbols) == FontFile(path: system + "Apple Symbols.ttf", index: 0, source: .macFolder))
        // Nothing is looked for outside the folders given.
        #expect(MacFonts.locate(.mono, in: [], library: library.handle) == nil)
    }

    @Test("SF Mono, when a designer installed it, comes before Menlo; the user's folder before the machine's and the system's")
    func installedFontsFirst() throws {
        let mac = try stockMac()
        defer { mac.remove() }
        try mac.put(Self.dejavu + "DejaVuSans.ttf", as: "SF-Mono-Regular.otf", in: "/Users/designer/Library/Fonts")
        try mac.put(Self.dejavu + "DejaVuSans-Bold.ttf", as: "SF-Mono-Bold.otf", in: "/Library/Fonts")
        try mac.put(Self.dejavu + "DejaVuSansMono.ttf", as: "Apple Symbols.ttf", in: "/Users/designer/Library/Fonts")
        // A bold-only file where a regular face is wanted is passed over.
        try mac.put(Self.dejavu + "DejaVuSansMono-Bold.ttf", as: "Apple Symbols.ttf", in: "/Library/Fonts")
        let library = try FreeTypeLibrary()
        func found(_ role: FontRole) -> String? { MacFonts.locate(role, in: mac.folders, library: library.handle)?.path }
        #expect(found(.mono) == mac.home + "/Library/Fonts/SF-Mono-Regular.otf")
        #expect(found(.monoBold) == mac.root.path + "/Library/Fonts/SF-Mono-Bold.otf")
        #expect(found(.symbols) == mac.home + "/Library/Fonts/Apple Symbols.ttf")
        try FileManager.default.removeItem(atPath: mac.home + "/Library/Fonts/Apple Symbols.ttf")
        #expect(found(.symbols) == mac.root.path + "/System/Library/Fonts/Apple Symbols.ttf")
    }

    @Test("a picture drawn on a stock Mac: text and bold text as DejaVu draws them, Korean, a colour emoji, a symbol; the note names the files")
    func drawsWithThem() throws {
        let mac = try stockMac()
        defer { mac.remove() }
        var buffer = CellBuffer(size: Size(width: 8, height: 2))
        buffer.write("Ag한🥕☰", x: 0, y: 0, style: .plain)
        buffer.write("Ag", x: 0, y: 1, style: Style(attributes: [.bold]))
        let rasterizer = try ScreenRasterizer(scale: 1, search: .only(macFolders: mac.folders))
        let picture = try rasterizer.picture(of: buffer)
        // Menlo.ttc's faces are DejaVu Sans Mono's: "Ag" and bold "Ag" come out as Debian's files draw them.
        let debian = try ScreenRasterizer(scale: 1, search: FontSearch(fontconfig: false, knownPaths: true, macFolders: []))
        var latin = CellBuffer(size: Size(width: 8, height: 2))
        latin.write("Ag", x: 0, y: 0, style: .plain)
        latin.write("Ag", x: 0, y: 1, style: Style(attributes: [.bold]))
        let expected = try debian.picture(of: latin)
        let background = RGB(0x1c, 0x1c, 0x1c)
        func cells(_ columns: Range<Int>, rows: Range<Int> = 0..<1) -> [RGB] {
            rows.flatMap { row in (row * 18..<(row + 1) * 18).flatMap { y in (columns.lowerBound * 9..<columns.upperBound * 9).map { picture[$0, y] } } }
        }
        for row in 0..<2 {
            let mine = (row * 18..<(row + 1) * 18).flatMap { y in (0..<18).map { picture[$0, y] } }
            let theirs = (row * 18..<(row + 1) * 18).flatMap { y in (0..<18).map { expected[$0, y] } }
            #expect(mine == theirs, "row \(row)")
        }
        #expect(cells(2..<3).filter { $0 != background }.count > 10 && cells(3..<4).filter { $0 != background }.count > 10, "한 across two cells")
        #expect(cells(4..<6).contains { Int($0.r) - Int($0.b) > 100 }, "an orange carrot")
        #expect(cells(6..<7).filter { $0 != background }.count > 10, "☰, which DejaVu Sans Mono lacks, from Apple Symbols")
        let system = mac.root.path + "/System/Library/Fonts/"
        #expect(rasterizer.fontNote == "tabsim: fontconfig did not find DejaVu Sans Mono, Noto Sans Mono CJK KR, Noto Color Emoji, DejaVu Sans; drew with "
            + ["Menlo.ttc", "AppleSDGothicNeo.ttc", "Apple Color Emoji.ttc", "Apple Symbols.ttf"].map { system + $0 }.joined(separator: ", "))
        #expect(debian.fontNote == nil, "Debian's own files are the fonts asked for")
    }

    @Test("a colour bitmap font's strike: the smallest at least as tall as the emoji is shown, else the tallest")
    func strikes() {
        // Apple Color Emoji's strikes; Noto Color Emoji has one of 109 pixels.
        let apple = [20, 32, 40, 48, 64, 96, 160]
        #expect(FontFace.strike(of: apple, for: 16) == 0)
        #expect(FontFace.strike(of: apple, for: 32) == 1)
        #expect(FontFace.strike(of: apple, for: 33) == 2)
        #expect(FontFace.strike(of: apple, for: 64) == 4)
        #expect(FontFace.strike(of: apple, for: 500) == 6)
        #expect(FontFace.strike(of: [160, 20, 64], for: 16) == 1)
        #expect(FontFace.strike(of: [109], for: 16) == 0)
        #expect(FontFace.strike(of: [], for: 16) == 0)
    }

    @Test("on a Mac, its real folders: Menlo's regular and bold faces, and Apple Color Emoji's carrot drawn in colour")
    func realMac() throws {
        let folders = MacFonts.standardFolders
        let library = try FreeTypeLibrary()
        guard let regular = MacFonts.locate(.mono, in: folders, library: library.handle) else {
            try Test.cancel("skipped: no Mac font folders here (\(folders.isEmpty ? "not macOS" : folders.joined(separator: ", ")))")
        }
        let bold = try #require(MacFonts.locate(.monoBold, in: folders, library: library.handle))
        #expect(regular.path == bold.path ? regular.index != bold.index : true, "\(regular) \(bold)")
        let emoji = try #require(MacFonts.locate(.emoji, in: folders, library: library.handle))
        #expect(emoji.path.hasSuffix("/Apple Color Emoji.ttc"))
        var buffer = CellBuffer(size: Size(width: 2, height: 1))
        buffer.write("🥕", x: 0, y: 0, style: .plain)
        let picture = try ScreenRasterizer(scale: 2, search: .only(macFolders: folders)).picture(of: buffer)
        #expect(picture.pixels.contains { Int($0.r) - Int($0.b) > 100 }, "an orange carrot")
    }
}
