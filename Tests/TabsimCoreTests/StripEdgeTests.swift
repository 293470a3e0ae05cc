import Testing
@testable import TabsimCore

/// A scrolled strip shows whole labels or its overflow cue alone, never a fragment of a
/// label at its edge (T5).
@Suite("Strip edges (T5)")
struct StripEdgeTests {
    private static let labels: Set<String> = [
        "Nearby", "Popular 2", "Easy walks", "Waterfalls", "Lakes", "Summits", "Dog friendly", "Accessible", "Night sky",
    ]

    /// The demo's strip at 40 columns after `input`: its label row, its layout.
    private func strip(_ input: String) throws -> (row: String, layout: StripLayout) {
        let p = try demo()
        let size = Size(width: 40, height: 20)
        let s = try state(p, size: size, input: input)
        let row = try screen(p, size: size, input: input).lines[2]
        return (row, try #require(ScreenLayout(prototype: p, state: s).strip))
    }

    @Test("T5: scrolled anywhere, with the arrows or the wheel, the strip shows whole labels and ‹ › apart from them", arguments: 0...8)
    func wholeLabels(rights: Int) throws {
        for scroll in ["", ",wheeldown:20:2"] {
            let (row, _) = try strip("tab" + String(repeating: ",right", count: rights) + scroll)
            var inner = Substring(row)
            if inner.hasPrefix("‹") { inner = inner.dropFirst(); #expect(inner.hasPrefix(" "), "[\(row)]") }
            if inner.hasSuffix("›") { inner = inner.dropLast(); #expect(inner.hasSuffix(" "), "[\(row)]") }
            let shown = inner.split(separator: "  ", omittingEmptySubsequences: true).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            #expect(shown.allSatisfy(Self.labels.contains), "[\(row)]")
            #expect(!shown.isEmpty, "[\(row)]")
        }
    }

    @Test("T5: a tap beside the ‹ cue, where a label is left out, selects that page and brings its label in whole")
    func tapBesideTheCue() throws {
        let scrolled = "tab,right,wheeldown:20:2"
        let (row, layout) = try strip(scrolled)
        guard case .stripPage(let page)? = layout.target(x: 1) else { Issue.record("column 1 hits no page: [\(row)]"); return }
        #expect(!layout.showsLabel(of: page), "[\(row)]")
        let (after, moved) = try strip(scrolled + ",click:2:3")
        #expect(moved.selected == page && moved.showsLabel(of: page), "[\(after)]")
    }
}
