import Foundation

/// A font file and the face in it (a collection such as NotoSansCJK-Regular.ttc holds several).
struct FontFile: Hashable, Sendable {
    var path: String
    var index: Int
}

/// The fonts raster exports draw with, and where they come from.
enum FontRole: CaseIterable, Sendable {
    /// DejaVu Sans Mono, regular and bold: every cell's text.
    case mono, monoBold
    /// Noto Sans Mono CJK: Korean, Chinese and Japanese glyphs in two cells.
    case cjk, cjkBold
    /// Noto Color Emoji: emoji in colour.
    case emoji
    /// DejaVu Sans: symbols the monospace face lacks.
    case symbols

    /// fontconfig patterns, best first; a match counts only when its family is the one asked for.
    var patterns: [String] {
        switch self {
        case .mono: ["DejaVu Sans Mono"]
        case .monoBold: ["DejaVu Sans Mono:bold"]
        case .cjk: ["Noto Sans Mono CJK KR", "Noto Sans CJK KR"]
        case .cjkBold: ["Noto Sans Mono CJK KR:bold", "Noto Sans CJK KR:bold"]
        case .emoji: ["Noto Color Emoji"]
        case .symbols: ["DejaVu Sans"]
        }
    }

    /// The font's family name.
    var family: String { String(patterns[0].prefix { $0 != ":" }) }

    /// Where Debian and Ubuntu's packages put the font, for a machine without fc-match.
    var knownFiles: [FontFile] {
        let dejavu = "/usr/share/fonts/truetype/dejavu/", noto = "/usr/share/fonts/opentype/noto/"
        return switch self {
        case .mono: [FontFile(path: dejavu + "DejaVuSansMono.ttf", index: 0)]
        case .monoBold: [FontFile(path: dejavu + "DejaVuSansMono-Bold.ttf", index: 0)]
        // In the collection: Sans CJK JP, KR, SC, TC, HK, then Mono CJK JP, KR, …
        case .cjk: [FontFile(path: noto + "NotoSansCJK-Regular.ttc", index: 6)]
        case .cjkBold: [FontFile(path: noto + "NotoSansCJK-Bold.ttc", index: 6)]
        case .emoji: [FontFile(path: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf", index: 0)]
        case .symbols: [FontFile(path: dejavu + "DejaVuSans.ttf", index: 0)]
        }
    }

    /// What to install for it (on macOS fontconfig too, whose fc-match finds it).
    var package: String {
        let (debian, cask) = switch self {
        case .mono, .monoBold, .symbols: ("fonts-dejavu-core", "font-dejavu")
        case .cjk, .cjkBold: ("fonts-noto-cjk", "font-noto-sans-cjk")
        case .emoji: ("fonts-noto-color-emoji", "font-noto-color-emoji")
        }
        return "\(debian) (Debian/Ubuntu) or `brew install fontconfig && brew install --cask \(cask)` (macOS)"
    }

    /// The file for this role: fontconfig's choice when it has the family, else a known path.
    func locate() -> FontFile? {
        for pattern in patterns {
            if let found = Self.fontconfigMatch(pattern) { return found }
        }
        return knownFiles.first { FileManager.default.isReadableFile(atPath: $0.path) }
    }

    /// `fc-match`'s file for `pattern`, nil when fontconfig is missing or offers another family.
    private static func fontconfigMatch(_ pattern: String) -> FontFile? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["fc-match", "--format", "%{file}\n%{index}\n%{family}", pattern]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        guard process.terminationStatus == 0, lines.count == 3, let index = Int(lines[1]) else { return nil }
        let family = pattern.prefix { $0 != ":" }
        // fc-match always answers; a substitute (its family list lacks ours) is no match.
        guard lines[2].split(separator: ",").contains(where: { $0 == family }) else { return nil }
        return FontFile(path: String(lines[0]), index: index)
    }
}
