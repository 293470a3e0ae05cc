import Testing
@testable import TabsimCore

/// A scrolled strip shows its labels, one cut by an edge clipped a column clear of the
/// overflow cue there, never a blank gap where a tab is (T5, issue 32).
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

    @Test("T5, issue 32: scrolled anywhere, with the arrows or the wheel, the strip shows whole labels between ‹ and ›, one cut by an edge clipped a column clear of its cue, and no blank gap where a tab is",
          arguments: 0...8)
    func clippedLabels(rights: Int) throws {
        for scroll in ["", ",wheeldown:20:2"] {
            let (row, _) = try strip("tab" + String(repeating: ",right", count: rights) + scroll)
            var inner = Substring(row)
            if inner.hasPrefix("‹") { inner = inner.dropFirst(); #expect(inner.hasPrefix(" "), "[\(row)]") }
            if inner.hasSuffix("›") { inner = inner.dropLast(); #expect(inner.hasSuffix(" "), "[\(row)]") }
            let shown = inner.split(separator: "  ", omittingEmptySubsequences: true).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            #expect(!shown.isEmpty, "[\(row)]")
            for (place, piece) in shown.enumerated() {
                let fits = Self.labels.contains(piece) || (place == 0 && Self.labels.contains { $0.hasSuffix(piece) })
                    || (place == shown.count - 1 && Self.labels.contains { $0.hasPrefix(piece) })
                #expect(fits, "[\(row)]: \(piece)")
            }
            // Two pages' padding at most between the cue's space and the first text, and before the last.
            #expect(!inner.dropFirst().hasPrefix("     ") && !inner.dropLast().hasSuffix("     "), "a blank gap: [\(row)]")
        }
    }

    @Test("T5, I2: a drag along the strip scrolls it as a finger does, its labels following the pointer, back as it goes back; it selects nothing")
    func dragScrolls() throws {
        let start = try strip("")
        let dragged = try strip("press:30:2,drag:25:2,drag:10:2,release:10:2")
        #expect(dragged.row == (try strip(String(repeating: "wheeldown:20:2,", count: 5).dropLast().description)).row, "20 columns, as five wheel steps: [\(dragged.row)]")
        #expect(dragged.row != start.row && dragged.layout.selected == start.layout.selected, "[\(dragged.row)]")
        let back = try strip("press:30:2,drag:10:2,drag:26:2,release:26:2")
        #expect(back.row == (try strip("wheeldown:20:2")).row && back.layout.selected == start.layout.selected, "dragged 20 left then 16 right: [\(back.row)]")
    }

    @Test("T5, issue 32: the demo's strip moved by › twice shows the pages cut by its edges clipped, not blank")
    func movedByTheCue() throws {
        let (row, _) = try strip("click:39:2,click:39:2")
        #expect(row == "‹ erfalls    Lakes    Summits    Dog f ›")
    }

    @Test("T5: a tap beside the ‹ cue, on a page cut by the edge, selects that page and brings its label in whole")
    func tapBesideTheCue() throws {
        let scrolled = "tab,right,wheeldown:20:2"
        let (row, layout) = try strip(scrolled)
        guard case .stripPage(let page)? = layout.target(x: 2) else { Issue.record("column 2 hits no page: [\(row)]"); return }
        guard case .pages(let pages) = try demo().sections[0].content else { Issue.record("the demo's first section has no strip"); return }
        let label = pages.pages[page].label
        #expect(!row.contains(label), "cut by the edge: [\(row)]")
        let (after, moved) = try strip(scrolled + ",click:2:3")
        #expect(moved.selected == page && after.contains(label), "[\(after)]")
    }
}
