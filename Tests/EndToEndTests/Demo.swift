// What the tests know about the built-in demo "Trailhead" and how its looks show up in
// `capture-pane -e`: Active = bold in the tint colour (plus underline while that bar has
// the keyboard focus), Pressed = background 238 (reverse video with NO_COLOR=1), list
// cursor = background 238 on the row.

import Foundation

enum Demo {
    static let sections = ["Explore", "Trips", "Record", "Saved", "Profile"]
    static let explorePages = ["Nearby", "Popular", "Easy walks", "Waterfalls"]

    /// Rows (0-based): header title, strip labels, strip indicator.
    static let titleRow = 0
    static let stripRow = 2
    static let indicatorRow = 3

    /// B6: portrait when rows*2 >= columns, else landscape (80x24 is landscape).
    static func isPortrait(width: Int, height: Int) -> Bool { height * 2 >= width }

    /// The bar is the bottom three rows. Row h-3 is the material line (B8) or blank; in
    /// landscape each item is one line `icon badge label` on the middle row h-2 and row
    /// h-1 is blank; in portrait the icons are on h-2 and the labels on h-1.
    static func barIconRow(width: Int = 80, height: Int = 24) -> Int { height - 2 }
    static func barLabelRow(width: Int = 80, height: Int = 24) -> Int {
        isPortrait(width: width, height: height) ? height - 1 : height - 2
    }

    /// The bar's label row of a captured screen `width` columns wide. A landscape bar
    /// whose labels would not fit beside their icons stacks them as in portrait (B6), so
    /// the last row is taken whenever it holds the first section's label.
    static func barLabels<Row>(_ screen: [Row], width: Int = 80) -> Row? {
        var row = barLabelRow(width: width, height: screen.count)
        if let last = screen.last, labelForms(sections[0]).contains(where: { text(of: last).contains($0) }) {
            row = screen.count - 1
        }
        return screen.indices.contains(row) ? screen[row] : nil
    }

    private static func text<Row>(of row: Row) -> String {
        if let line = row as? String { return line }
        if let line = row as? StyledLine { return line.text }
        return ""
    }

    /// `name`, then its truncated forms (`Expl…`, B6 in a narrow landscape bar).
    static func labelForms(_ name: String) -> [String] {
        [name] + stride(from: name.count - 1, through: 1, by: -1).map { name.prefix($0) + "…" }
    }

    /// The label of `name` as shown in `row` (full or truncated), if any.
    static func shownLabel(_ name: String, in row: String) -> String? {
        labelForms(name).first { row.contains($0) }
    }

    /// The cells of `name`'s label (full or truncated) in a styled bar row.
    static func labelCells(_ name: String, in line: StyledLine) -> ArraySlice<StyledCell>? {
        for form in labelForms(name) { if let cells = line.cells(of: form) { return cells } }
        return nil
    }

    /// Whether the bar is shown with all five labels (on its label row, B1/B6).
    static func barShown(_ rows: [String], width: Int = 80) -> Bool {
        guard let labels = barLabels(rows, width: width) else { return false }
        return sections.allSatisfy { shownLabel($0, in: labels) != nil }
    }

    /// Whether the simulated keyboard (B9) fills the bottom rows.
    static func keyboardShown(_ rows: [String]) -> Bool {
        let bottom = rows.suffix(5)
        // Letters in either case: the keyboard capitalises a field's first letter.
        return bottom.contains { $0.lowercased().contains("q      w      e") }
            && bottom.contains { $0.contains("⇧") && $0.contains("⌫") }
            && bottom.contains { $0.contains("123") && $0.contains("space") }
    }

    /// The bar item whose label is drawn Active (bold, on the bar's own background: the
    /// Pressed look is bold too, but on background 238 or in reverse video), if exactly
    /// one is.
    static func activeSection(_ screen: [StyledLine], width: Int = 80) -> String? {
        guard let labels = barLabels(screen, width: width) else { return nil }
        let active = sections.filter { name in
            guard let cells = labelCells(name, in: labels) else { return false }
            return cells.allSatisfy { $0.bold && $0.background == nil && !$0.reverse }
        }
        return active.count == 1 ? active[0] : nil
    }

    /// Whether the cells show the Pressed look: background 238, or reverse video.
    static func looksPressed(_ cells: ArraySlice<StyledCell>, noColor: Bool) -> Bool {
        noColor ? cells.allSatisfy(\.reverse) : cells.allSatisfy { $0.background == "238" }
    }

    /// The bar items drawn Pressed (checked on the label row, where the label text can be
    /// found).
    static func pressedSections(_ screen: [StyledLine], noColor: Bool, width: Int = 80) -> [String] {
        guard let labels = barLabels(screen, width: width) else { return [] }
        return sections.filter { name in
            guard let cells = labelCells(name, in: labels) else { return false }
            return looksPressed(cells, noColor: noColor)
        }
    }

    /// The demo's tint (green) as a 256-colour index.
    static let tint = "35"

    /// The text of the list row drawn with the cursor: in the tint colour while the list
    /// does not have the focus, white on the tint while it does.
    static func cursorRow(_ screen: [StyledLine]) -> String? {
        let rows = screen.dropLast(3).filter { line in
            let letters = line.cells.filter { $0.character.isLetter }
            return !letters.isEmpty && letters.allSatisfy { $0.foreground == tint || $0.background == tint }
        }
        return rows.count == 1 ? rows[0].text.trimmingCharacters(in: .whitespaces) : nil
    }
}
