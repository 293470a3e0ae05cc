#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import TabsimCore

/// `DisplayWidth` against glibc's `wcwidth`, which ncursesw and tmux measure with on
/// Linux, for every code point but the surrogates. The table (Scripts/width-table) is
/// Unicode 15.0 under glibc's rules; where it measures differently on purpose, the
/// difference is one of `Difference`'s cases, each with its reason.
@Suite("Display widths match glibc's wcwidth")
struct DisplayWidthGlibcTests {
    /// The differences allowed, each with why tabsim measures as it does.
    enum Difference: CaseIterable {
        /// C0 and C1 controls and DEL: wcwidth says -1 (not printable); tabsim strips
        /// them from what it draws, so they take no column.
        case control
        /// U+2028 LINE SEPARATOR and U+2029 PARAGRAPH SEPARATOR: not printable either
        /// (-1), measured as controls.
        case separator
        /// Assigned in Unicode 15.0, after the Unicode 14.0 of Debian 12's glibc 2.36
        /// (-1 there): tabsim gives them the width the same rules give in 15.0.
        case newInUnicode15
        /// Unassigned in Unicode 15.0, or a noncharacter (wcwidth says -1, or on a newer
        /// glibc what its Unicode assigns them): tabsim's default, one column.
        case unassigned

        /// Whether glibc's `expected` and tabsim's `measured` differ in this allowed way.
        func allows(_ scalar: Unicode.Scalar, glibc expected: Int, tabsim measured: Int) -> Bool {
            let value = scalar.value, age = scalar.properties.age
            switch self {
            case .control: return (0x01...0x1F ~= value || 0x7F...0x9F ~= value) && expected == -1 && measured == 0
            case .separator: return (0x2028...0x2029 ~= value) && expected == -1 && measured == 0
            case .newInUnicode15: return age.map { $0.major == 15 && $0.minor == 0 } == true && expected == -1
            case .unassigned:
                let laterOrNever = age.map { $0.major > 15 || ($0.major == 15 && $0.minor > 0) } ?? true
                let noncharacter = scalar.properties.isNoncharacterCodePoint
                return (laterOrNever || noncharacter) && measured == 1
            }
        }
    }

    #if canImport(Glibc)
    @Test("every code point measures as wcwidth in C.UTF-8, but for the listed differences")
    func everyCodePoint() throws {
        // Glibc's Swift module leaves wcwidth out; the C library has it.
        let library = try #require(dlopen(nil, RTLD_NOW))
        let symbol = try #require(dlsym(library, "wcwidth"))
        let wcwidth = unsafeBitCast(symbol, to: (@convention(c) (wchar_t) -> Int32).self)
        let previous = String(cString: setlocale(LC_CTYPE, nil))
        try #require(setlocale(LC_CTYPE, "C.UTF-8") != nil, "the C.UTF-8 locale is missing")
        defer { setlocale(LC_CTYPE, previous) }

        var unexplained: [String] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }  // a surrogate
            let expected = Int(wcwidth(wchar_t(bitPattern: value))), measured = DisplayWidth.of(scalar)
            if expected == measured { continue }
            if Difference.allCases.contains(where: { $0.allows(scalar, glibc: expected, tabsim: measured) }) { continue }
            unexplained.append("U+\(String(value, radix: 16, uppercase: true)): wcwidth \(expected), tabsim \(measured)")
        }
        #expect(unexplained.isEmpty, "\(unexplained.count) unexplained: \(unexplained.prefix(20).joined(separator: "; "))")
    }
    #else
    @Test("every code point measures as wcwidth in C.UTF-8", .disabled("glibc's wcwidth is the reference, and this platform has no glibc"))
    func everyCodePoint() {}
    #endif
}
