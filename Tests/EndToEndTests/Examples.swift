// What the tests know about the shipped examples `bookshelf` and `newsstand`
// (`tabsim examples NAME` prints them), and a few looks shared by every prototype.

import Foundation

enum Looks {
    /// The items of a landscape bar row (`icon badge label` groups separated by runs of
    /// at least two spaces), e.g. `["● Reading", "□99+ Library", …, "⋯ More"]`.
    static func barItems(_ row: String) -> [String] {
        var items: [String] = []
        var current = ""
        var spaces = 0
        for ch in row {
            if ch == " " {
                spaces += 1
                continue
            }
            if spaces >= 2, !current.isEmpty {
                items.append(current)
                current = ""
            } else if spaces == 1, !current.isEmpty {
                current.append(" ")
            }
            spaces = 0
            current.append(ch)
        }
        if !current.isEmpty { items.append(current) }
        return items
    }

    /// Which of `labels` is drawn Active on `line`: bold, on the default background, not
    /// reversed (a badge is bold too, but on red, and is not part of the label).
    static func active(_ labels: [String], on line: StyledLine) -> String? {
        let active = labels.filter { label in
            guard let cells = line.cells(of: label) else { return false }
            return cells.allSatisfy { $0.bold && $0.background == nil && !$0.reverse }
        }
        return active.count == 1 ? active[0] : nil
    }

    /// The 0-based column runs of the heavy underline (`━`, plus the half cells `╺` `╸` of
    /// a moving indicator) on a strip indicator row.
    static func underline(_ row: String) -> [ClosedRange<Int>] {
        var runs: [ClosedRange<Int>] = []
        var start: Int? = nil
        let chars = Array(row)
        for (i, ch) in chars.enumerated() {
            let heavy = ch == "━"
            if heavy, start == nil { start = i }
            if !heavy, let s = start {
                runs.append(s...(i - 1))
                start = nil
            }
        }
        if let s = start { runs.append(s...(chars.count - 1)) }
        return runs
    }

    /// The row is a settled indicator whose only underline covers `columns`.
    static func underlines(_ row: String, _ columns: ClosedRange<Int>) -> Bool {
        let runs = underline(row)
        return runs.count == 1 && !row.contains("╺") && !row.contains("╸")
            && runs[0].lowerBound <= columns.lowerBound && runs[0].upperBound >= columns.upperBound
    }
}

enum Bookshelf {
    static let arguments = ["--example", "bookshelf"]
    /// The bar at 80 columns (compact: 4 sections + More) and at 120 (regular: 5 + More).
    static let compactLabels = ["Reading", "Library", "Store", "Search", "More"]
    static let regularLabels = ["Reading", "Library", "Store", "Search", "Audiobooks", "More"]
    /// The More list: the sections without a slot at compact width.
    static let moreRows = ["  ♡ Audiobooks", "  △ Collections", "  ▽ Downloads", "  ◎ Settings"]

    /// The bar row (landscape: the middle of the bottom three rows).
    static func barRow<Row>(_ screen: [Row]) -> Row { screen[screen.count - 2] }

    static func activeItem(_ screen: [StyledLine], regular: Bool = false) -> String? {
        Looks.active(regular ? regularLabels : compactLabels, on: barRow(screen))
    }

    /// The bar is shown (not hidden by a modal or the keyboard).
    static func barShown(_ rows: [String]) -> Bool {
        rows.suffix(3).contains { $0.contains("Reading") && $0.contains("More") }
    }
}

enum Newsstand {
    static let arguments = ["--example", "newsstand"]
    /// The Headlines Scroll strip (T5): labels as drawn (badges after the label) and the
    /// first row of each page's list. Archive is disabled (T11).
    static let pages: [(label: String, firstRow: String)] = [
        ("Top stories", "  Top story 1"), ("Local 3", "  Local news 1"),
        ("World", "  World news 1"), ("Business", "  Business 1"),
        ("Archive", "  Subscribers only"), ("Science", "  Science 1"),
        ("Health", "  Health 1"), ("Sports !", "  Sports 1"), ("문화", "  문화 소식 1"),
        ("Travel ✈", "  Trip report 1"), ("Weather", "  Sunny, 21°"), ("Opinion", "  Column 1"),
    ]
    static let disabled = "Archive"
    /// Rows (0-based) of the Headlines screen: title, search field, strip, indicator, list.
    static let stripRow = 2
    static let indicatorRow = 3
    static let listRow = 4
}
