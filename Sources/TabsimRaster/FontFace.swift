import CFreeType
import CFreeTypeLoader
import TabsimCore

/// The FreeType library instance its faces belong to; freed after the last of them.
final class FreeTypeLibrary {
    let handle: FT_Library

    init() throws(RasterError) {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else {
            throw .fontEngine(tabsim_freetype_problem().map { "FreeType could not be opened: \(TextFitting.sanitized(String(cString: $0)))" } ?? "FreeType did not start")
        }
        handle = library
    }

    deinit { FT_Done_FreeType(handle) }
}

/// One face of a font file at the pictures' text size, drawing glyphs with FreeType.
final class FontFace {
    private let library: FreeTypeLibrary
    private let face: FT_Face
    /// A colour bitmap font (emoji): drawn at one of its sizes, then scaled.
    let isColor: Bool

    /// A colour bitmap font is drawn from its bitmaps of one size (a strike): Noto Color
    /// Emoji (CBDT) has one; Apple Color Emoji (sbix) several. FreeType treats both alike:
    /// a face with an 'sbix' or 'CBLC' table has FT_FACE_FLAG_COLOR and, its outlines
    /// ignored, is not scalable ("For backward compatibility, a font with an 'sbix' table
    /// is treated as a bitmap-only face", freetype.h on FT_HAS_SBIX; sfobjs.c sets the
    /// flags), and FT_LOAD_COLOR loads a glyph's PNG as BGRA (FreeType built with libpng,
    /// as Debian's and Homebrew's are).
    /// - Parameters:
    ///   - slanted: leans the glyphs as an oblique face would, for italic.
    ///   - bitmapHeight: for a colour bitmap font, the height its glyphs are shown at:
    ///     the smallest strike at least that tall is drawn (scaled down), else the tallest.
    init(_ file: FontFile, library: FreeTypeLibrary, pixels: Int, slanted: Bool = false, bitmapHeight: Int? = nil) throws(RasterError) {
        var opened: FT_Face?
        guard FT_New_Face(library.handle, file.path, FT_Long(file.index), &opened) == 0, let opened else {
            throw .fontEngine("FreeType cannot read \(file.path)")
        }
        self.library = library
        face = opened
        let scalable = opened.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0
        isColor = opened.pointee.face_flags & FT_Long(FT_FACE_FLAG_COLOR) != 0 && !scalable
        let strikes = (0..<Int(opened.pointee.num_fixed_sizes)).map { Int(opened.pointee.available_sizes[$0].y_ppem + 32) >> 6 }
        let sized = scalable || strikes.isEmpty
            ? FT_Set_Pixel_Sizes(opened, 0, FT_UInt(pixels))
            : FT_Select_Size(opened, FT_Int(Self.strike(of: strikes, for: bitmapHeight ?? pixels)))
        guard sized == 0 else {
            FT_Done_Face(opened)
            throw .fontEngine("FreeType cannot size \(file.path)")
        }
        if slanted {
            // A shear of about 12°, as DejaVu Sans Mono Oblique leans.
            var shear = FT_Matrix(xx: 0x10000, xy: 0x3800, yx: 0, yy: 0x10000)
            FT_Set_Transform(opened, &shear, nil)
        }
    }

    deinit { FT_Done_Face(face) }

    /// Which of the strikes (their sizes in pixels, in the font's order) to draw glyphs
    /// `height` pixels tall from: the smallest at least that tall, else the tallest.
    /// Apple Color Emoji's are 20, 32, 40, 48, 64, 96 and 160 pixels (Apple's bug report
    /// 23321873, mirrored at github.com/lionheart/openradar-mirror/issues/7985).
    static func strike(of sizes: [Int], for height: Int) -> Int {
        let fitting = sizes.indices.filter { sizes[$0] >= height }
        return fitting.min { sizes[$0] < sizes[$1] } ?? sizes.indices.max { sizes[$0] < sizes[$1] } ?? 0
    }

    /// Pixels above and below the baseline (the latter negative), from the font's metrics.
    var ascender: Double { Double(face.pointee.size.pointee.metrics.ascender) / 64 }
    var descender: Double { Double(face.pointee.size.pointee.metrics.descender) / 64 }

    /// The face's glyph for `scalar`, 0 when it has none.
    func glyphIndex(_ scalar: Unicode.Scalar) -> UInt32 {
        UInt32(FT_Get_Char_Index(face, FT_ULong(scalar.value)))
    }

    /// Glyph `index` drawn: antialiased coverage, or colour for an emoji font.
    func render(_ index: UInt32) -> GlyphBitmap? {
        let lightHinting = Int32(FT_RENDER_MODE_LIGHT.rawValue & 15) << 16
        let flags = isColor ? Int32(FT_LOAD_COLOR | FT_LOAD_RENDER) : Int32(FT_LOAD_RENDER) | lightHinting
        guard FT_Load_Glyph(face, index, flags) == 0, let slot = face.pointee.glyph else { return nil }
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width), height = Int(bitmap.rows), pitch = Int(bitmap.pitch)
        let advance = Int((Double(slot.pointee.advance.x) / 64).rounded())
        var placed = GlyphBitmap(width: width, height: height, left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top),
                                 advance: advance, pixels: .coverage([]))
        guard width > 0, height > 0, let buffer = bitmap.buffer else { return placed }
        // Rows run downward when the pitch is positive, upward otherwise.
        func row(_ y: Int) -> UnsafeMutablePointer<UInt8> { pitch >= 0 ? buffer + y * pitch : buffer + (y - height + 1) * pitch }
        switch Int32(bitmap.pixel_mode) {
        case Int32(FT_PIXEL_MODE_GRAY.rawValue):
            let levels = Int(bitmap.num_grays) - 1
            placed.pixels = .coverage((0..<height).flatMap { y in
                (0..<width).map { x in levels == 255 ? row(y)[x] : UInt8(Int(row(y)[x]) * 255 / max(1, levels)) }
            })
        case Int32(FT_PIXEL_MODE_MONO.rawValue):
            placed.pixels = .coverage((0..<height).flatMap { y in
                (0..<width).map { x in row(y)[x / 8] & (0x80 >> UInt8(x % 8)) != 0 ? 255 : 0 }
            })
        case Int32(FT_PIXEL_MODE_BGRA.rawValue):
            placed.pixels = .color((0..<height).flatMap { y in
                (0..<width).flatMap { x -> [UInt8] in
                    let pixel = row(y) + x * 4
                    return [pixel[2], pixel[1], pixel[0], pixel[3]]
                }
            })
        default:
            return nil
        }
        return placed
    }
}
