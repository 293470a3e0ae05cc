import TabsimCore

/// The faces a picture's cells are drawn with, found on this machine, and every glyph
/// drawn so far. DejaVu Sans Mono draws text; Noto Sans Mono CJK draws wide glyphs;
/// Noto Color Emoji draws emoji; DejaVu Sans draws symbols the others lack. A Mac
/// without them draws with its own fonts instead (`MacFonts`).
final class FontSet {
    /// Bold or italic, which pick or lean the face.
    struct Variant: Hashable {
        var bold = false
        var italic = false
    }

    let geometry: CellGeometry
    /// The baseline's distance from a cell's top, in pixels.
    let baseline: Int
    private let library: FreeTypeLibrary
    private let search: FontSearch
    private var missing: Set<FontRole> = []
    /// Each role's file, once found.
    private var files: [FontRole: FontFile] = [:]
    /// The roles glyphs were drawn with, in the order first drawn (text's own first).
    private(set) var drawnWith: [FontRole] = []
    private var faces: [FaceKey: FontFace] = [:]
    private var glyphs: [GlyphKey: GlyphBitmap?] = [:]

    private struct FaceKey: Hashable {
        var role: FontRole
        var slanted: Bool
    }

    private struct GlyphKey: Hashable {
        var face: FaceKey
        var index: UInt32
        var columns: Int
    }

    /// Finds DejaVu Sans Mono, the one font every picture needs (its metrics place every
    /// cell's text); the others are looked for when a glyph needs them.
    init(geometry: CellGeometry, search: FontSearch = .standard) throws(RasterError) {
        self.geometry = geometry
        self.search = search
        library = try FreeTypeLibrary()
        guard let file = FontRole.mono.locate(search, library: library.handle) else {
            throw .missingFont(grapheme: "A", font: FontRole.mono.family, package: FontRole.mono.package)
        }
        files[.mono] = file
        drawnWith = [.mono]
        let mono = try FontFace(file, library: library, pixels: geometry.fontPixels)
        // The font's ascent and descent centred in the cell.
        let text = mono.ascender - mono.descender
        baseline = Int(((Double(geometry.cellHeight) - text) / 2 + mono.ascender).rounded())
        faces[FaceKey(role: .mono, slanted: false)] = mono
    }

    /// `grapheme` drawn in `columns` cells: by the first face that has it, in the order
    /// its kind wants; nil for a blank.
    func glyph(_ grapheme: String, columns: Int, variant: Variant) throws(RasterError) -> GlyphBitmap? {
        let scalars = grapheme.unicodeScalars
        guard let scalar = scalars.first(where: { DisplayWidth.of($0) > 0 }) ?? scalars.first, scalar != " " else { return nil }
        let roles = Self.roles(for: scalar, emoji: scalars.contains("\u{FE0F}"), columns: columns, variant: variant)
        var undrawable = false
        for role in roles {
            let key = FaceKey(role: role, slanted: variant.italic && role != .emoji)
            guard let face = try face(key) else { continue }
            let index = face.glyphIndex(scalar)
            guard index != 0 else { continue }
            // A glyph FreeType cannot draw (an image format it lacks) is left to the next
            // face that has it, and is a blank when none has.
            guard let glyph = drawn(GlyphKey(face: key, index: index, columns: columns), face: face) else {
                undrawable = true
                continue
            }
            if !drawnWith.contains(role) { drawnWith.append(role) }
            return glyph
        }
        if undrawable { return nil }
        // No face found has it: name the font that would have, else draw the missing-glyph box.
        if let absent = roles.first(where: missing.contains) {
            throw .missingFont(grapheme: grapheme, font: absent.family, package: absent.package)
        }
        let key = FaceKey(role: .mono, slanted: false)
        return drawn(GlyphKey(face: key, index: 0, columns: columns), face: try face(key)!)
    }

    /// The faces to try for a scalar, best first.
    private static func roles(for scalar: Unicode.Scalar, emoji: Bool, columns: Int, variant: Variant) -> [FontRole] {
        let mono: FontRole = variant.bold ? .monoBold : .mono, cjk: FontRole = variant.bold ? .cjkBold : .cjk
        if emoji || scalar.properties.isEmojiPresentation { return [.emoji, mono, cjk, .symbols] }
        if columns == 2 { return [cjk, mono, .symbols, .emoji] }
        return [mono, .symbols, cjk, .emoji]
    }

    private func drawn(_ key: GlyphKey, face: FontFace) -> GlyphBitmap? {
        if let known = glyphs[key] { return known }
        var glyph = face.render(key.index)
        if face.isColor {
            // An emoji fills its cells' height, less a pixel above and below at scale 1.
            let margin = geometry.scale
            glyph = glyph?.fitted(maxWidth: key.columns * geometry.cellWidth - margin, maxHeight: geometry.cellHeight - 2 * margin)
        }
        glyphs[key] = glyph
        return glyph
    }

    /// The face for `key`, opened on first use; nil when its font is not on this machine
    /// (bold falls back to regular).
    private func face(_ key: FaceKey) throws(RasterError) -> FontFace? {
        if let face = faces[key] { return face }
        guard !missing.contains(key.role), let file = files[key.role] ?? key.role.locate(search, library: library.handle) else {
            missing.insert(key.role)
            switch key.role {
            case .monoBold: return try face(FaceKey(role: .mono, slanted: key.slanted))
            case .cjkBold: return try face(FaceKey(role: .cjk, slanted: key.slanted))
            default: return nil
            }
        }
        files[key.role] = file
        let pixels = key.role == .cjk || key.role == .cjkBold ? geometry.wideFontPixels : geometry.fontPixels
        // An emoji is shown as tall as `drawn` fits it.
        let face = try FontFace(file, library: library, pixels: pixels, slanted: key.slanted,
                                bitmapHeight: key.role == .emoji ? geometry.cellHeight - 2 * geometry.scale : nil)
        faces[key] = face
        return face
    }

    /// The files glyphs were drawn with that stand in for a font fontconfig did not find
    /// (a Mac's own), with the families they stand in for; empty when there are none.
    var standIns: [(family: String, path: String)] {
        var seen: Set<String> = []
        return drawnWith.compactMap { role in
            guard let file = files[role], file.source == .macFolder, seen.insert(file.path + "\n" + role.family).inserted else { return nil }
            return (role.family, file.path)
        }
    }
}
