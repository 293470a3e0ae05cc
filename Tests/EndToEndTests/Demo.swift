// What the tests know about the built-in demo "Trailhead" and how its looks show up in
// `capture-pane -e`: Active = bold in the tint colour (plus underline while that bar has
// the keyboard focus), Pressed = background 238 (reverse video with NO_COLOR=1), list
// cursor = background 238 on the row.

import Foundation

enum Demo {
    static let sections = ["Explore", "Trips", "Record", "Saved", "Profile"]
    static let explorePages = ["Nearby", "Popular", "Easy walks", "Waterfalls"]

    /// Rows of the 80x24 screen (0-based): header title, strip labels, strip indicator,
    /// bar icons, bar labels.
    static let titleRow = 0
    static let stripRow = 2
    static let indicatorRow = 3
    static func barIconRow(height: Int = 24) -> Int { height - 2 }
    static func barLabelRow(height: Int = 24) -> Int { height - 1 }

    /// The bar item whose label is drawn Active (bold, on the bar's own background: the
    /// Pressed look is bold too, but on background 238 or in reverse video), if exactly
    /// one is.
    static func activeSection(_ screen: [StyledLine]) -> String? {
        guard let labels = screen.last else { return nil }
        let active = sections.filter { name in
            guard let cells = labels.cells(of: name) else { return false }
            return cells.allSatisfy { $0.bold && $0.background == nil && !$0.reverse }
        }
        return active.count == 1 ? active[0] : nil
    }

    /// Whether the cells show the Pressed look: background 238, or reverse video.
    static func looksPressed(_ cells: ArraySlice<StyledCell>, noColor: Bool) -> Bool {
        noColor ? cells.allSatisfy(\.reverse) : cells.allSatisfy { $0.background == "238" }
    }

    /// The bar items drawn Pressed (label row and icon row slot are both checked through
    /// the label row, where the label text can be found).
    static func pressedSections(_ screen: [StyledLine], noColor: Bool) -> [String] {
        guard let labels = screen.last else { return [] }
        return sections.filter { name in
            guard let cells = labels.cells(of: name) else { return false }
            return looksPressed(cells, noColor: noColor)
        }
    }

    /// The text of the list row drawn with the cursor (background 238 across the row).
    static func cursorRow(_ screen: [StyledLine]) -> String? {
        let rows = screen.dropLast(3).filter { line in
            let letters = line.cells.filter { $0.character.isLetter }
            return !letters.isEmpty && letters.allSatisfy { $0.background == "238" }
        }
        return rows.count == 1 ? rows[0].text.trimmingCharacters(in: .whitespaces) : nil
    }
}
