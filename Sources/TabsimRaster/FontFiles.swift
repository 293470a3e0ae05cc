import CFreeType
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A font file and the face in it (a collection such as NotoSansCJK-Regular.ttc holds several).
struct FontFile: Hashable, Sendable {
    var path: String
    var index: Int
    /// Where it was found.
    var source: Source = .fontconfig

    enum Source: Hashable, Sendable {
        /// fontconfig's own file for the family asked for.
        case fontconfig
        /// Where Debian's package puts the family asked for.
        case knownPath
        /// A Mac's own font, standing in for the family asked for.
        case macFolder
    }
}

/// Where raster exports look for their fonts, in this order: fontconfig's `fc-match`,
/// Debian's paths, then a Mac's font folders by Apple's file names.
struct FontSearch: Sendable {
    var fontconfig = true
    var knownPaths = true
    /// A Mac's font folders, best first (`MacFonts.folders`); none on Linux.
    var macFolders: [String]

    /// fontconfig, Debian's paths, and on macOS its font folders.
    static var standard: FontSearch { FontSearch(macFolders: MacFonts.standardFolders) }

    /// Only the given Mac font folders: how a test lays out a Mac on Linux.
    static func only(macFolders: [String]) -> FontSearch {
        FontSearch(fontconfig: false, knownPaths: false, macFolders: macFolders)
    }
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
        let files = switch self {
        case .mono: [FontFile(path: dejavu + "DejaVuSansMono.ttf", index: 0)]
        case .monoBold: [FontFile(path: dejavu + "DejaVuSansMono-Bold.ttf", index: 0)]
        // In the collection: Sans CJK JP, KR, SC, TC, HK, then Mono CJK JP, KR, …
        case .cjk: [FontFile(path: noto + "NotoSansCJK-Regular.ttc", index: 6)]
        case .cjkBold: [FontFile(path: noto + "NotoSansCJK-Bold.ttc", index: 6)]
        case .emoji: [FontFile(path: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf", index: 0)]
        case .symbols: [FontFile(path: dejavu + "DejaVuSans.ttf", index: 0)]
        }
        return files.map { FontFile(path: $0.path, index: $0.index, source: .knownPath) }
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

    /// The file for this role: fontconfig's choice when it has the family, else a known
    /// path, else a Mac's own font in `search.macFolders`.
    func locate(_ search: FontSearch = .standard, library: FT_Library) -> FontFile? {
        if search.fontconfig {
            for pattern in patterns {
                if let found = Self.fontconfigMatch(pattern) { return found }
            }
        }
        if search.knownPaths, let known = knownFiles.first(where: { FileManager.default.isReadableFile(atPath: $0.path) }) {
            return known
        }
        return MacFonts.locate(self, in: search.macFolders, library: library)
    }

    /// `fc-match`'s file for `pattern`, nil when fontconfig is missing or offers another family.
    private static func fontconfigMatch(_ pattern: String) -> FontFile? {
        let arguments = ["fc-match", "--format", "%{file}\n%{index}\n%{family}", pattern]
        guard let run = ChildProgram.run("/usr/bin/env", arguments: arguments), run.succeeded else { return nil }
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count == 3, let index = Int(lines[1]) else { return nil }
        let family = pattern.prefix { $0 != ":" }
        // fc-match always answers; a substitute (its family list lacks ours) is no match.
        guard lines[2].split(separator: ",").contains(where: { $0 == family }) else { return nil }
        return FontFile(path: String(lines[0]), index: index)
    }
}

/// A Mac's own fonts, for a Mac without fontconfig (a stock Mac): each role's stand-in
/// by Apple's file name, looked for in the font folders. Which face of a collection is
/// the one wanted is read from the faces' own names (family and style) with FreeType,
/// not assumed from its place: Apple's collections also hold hidden faces (families
/// named with a leading dot, such as ".Apple SD Gothic NeoI"), and their order is not
/// documented.
enum MacFonts {
    /// A file to look for and the face wanted in it.
    struct Candidate: Equatable, Sendable {
        var file: String
        var family: String
        var bold = false
    }

    /// Each role's stand-ins, best first. The file and family names are those of the
    /// faces macOS 10.15 lists (the public font list github.com/adrg/os-font-list,
    /// csv/macOS/macOS-10.15_Catalina.csv): Menlo.ttc holds Menlo Regular, Bold, Italic
    /// and Bold Italic; AppleSDGothicNeo.ttc Apple SD Gothic Neo from Thin to Heavy (with
    /// hidden .Apple SD Gothic NeoI faces); PingFang.ttc PingFang SC, TC and HK; Apple
    /// Color Emoji.ttc Apple Color Emoji (and a hidden .Apple Color Emoji UI); Apple
    /// Symbols.ttf Apple Symbols. SF Mono is not in those folders on a stock Mac (it comes
    /// with Terminal and Xcode); Apple's download installs SF-Mono-Regular.otf and
    /// SF-Mono-Bold.otf, and a designer who installed it sees their Terminal's font.
    static func candidates(for role: FontRole) -> [Candidate] {
        switch role {
        case .mono: [Candidate(file: "SF-Mono-Regular.otf", family: "SF Mono"), Candidate(file: "Menlo.ttc", family: "Menlo")]
        case .monoBold:
            [Candidate(file: "SF-Mono-Bold.otf", family: "SF Mono", bold: true), Candidate(file: "Menlo.ttc", family: "Menlo", bold: true)]
        case .cjk: [Candidate(file: "AppleSDGothicNeo.ttc", family: "Apple SD Gothic Neo"), Candidate(file: "PingFang.ttc", family: "PingFang SC")]
        case .cjkBold:
            [Candidate(file: "AppleSDGothicNeo.ttc", family: "Apple SD Gothic Neo", bold: true),
             Candidate(file: "PingFang.ttc", family: "PingFang SC", bold: true)]
        // sbix colour bitmaps, which FreeType draws as it draws Noto's CBDT (see FontFace).
        case .emoji: [Candidate(file: "Apple Color Emoji.ttc", family: "Apple Color Emoji")]
        case .symbols: [Candidate(file: "Apple Symbols.ttf", family: "Apple Symbols"), Candidate(file: "Menlo.ttc", family: "Menlo")]
        }
    }

    /// A Mac's font folders under `root` (empty for the real ones), in the order macOS
    /// prefers a font found in more than one: the user's, the machine's, the system's.
    static func folders(root: String = "", home: String) -> [String] {
        [home + "/Library/Fonts", root + "/Library/Fonts", root + "/System/Library/Fonts", root + "/System/Library/Fonts/Supplemental"]
    }

    /// The real folders on macOS; none elsewhere.
    static var standardFolders: [String] {
        #if os(macOS)
        folders(home: ProcessInfo.processInfo.environment["HOME"] ?? UserAccount.homeDirectory)
        #else
        []
        #endif
    }

    /// The first stand-in for `role` found in `folders` with a face that fits it.
    static func locate(_ role: FontRole, in folders: [String], library: FT_Library) -> FontFile? {
        for candidate in candidates(for: role) {
            for folder in folders {
                let path = folder + "/" + candidate.file
                guard FileManager.default.isReadableFile(atPath: path),
                      let index = face(in: path, family: candidate.family, bold: candidate.bold, library: library) else { continue }
                return FontFile(path: path, index: index, source: .macFolder)
            }
        }
        return nil
    }

    /// The face in the file at `path` that is upright, of the weight asked for and not
    /// hidden: the one of `family` named Regular (Bold) first, then any of `family`, then
    /// any named Regular (Bold), then any; nil when none is (a file with no bold face
    /// gives nil for bold, and bold text is then drawn with the regular face).
    static func face(in path: String, family: String, bold: Bool, library: FT_Library) -> Int? {
        var probe: FT_Face?
        // A negative face index tells how many faces the file holds (FT_Open_Face's documentation).
        guard FT_New_Face(library, path, -1, &probe) == 0, let probe else { return nil }
        let count = Int(probe.pointee.num_faces)
        FT_Done_Face(probe)
        let style = bold ? "Bold" : "Regular"
        var best: (rank: Int, index: Int)?
        for index in 0..<count {
            var opened: FT_Face?
            guard FT_New_Face(library, path, FT_Long(index), &opened) == 0, let face = opened else { continue }
            defer { FT_Done_Face(face) }
            let faceFamily = face.pointee.family_name.map { String(cString: $0) } ?? ""
            let faceStyle = face.pointee.style_name.map { String(cString: $0) } ?? ""
            let flags = face.pointee.style_flags
            let isBold = flags & FT_Long(FT_STYLE_FLAG_BOLD) != 0, isItalic = flags & FT_Long(FT_STYLE_FLAG_ITALIC) != 0
            guard !faceFamily.hasPrefix("."), !isItalic, isBold == bold else { continue }
            let rank = (faceFamily == family ? 0 : 2) + (faceStyle == style ? 0 : 1)
            if best.map({ rank < $0.rank }) ?? true { best = (rank, index) }
        }
        return best?.index
    }
}
