/// The list's items as rows on screen: how tall each item is and which fit, what the
/// layout draws and the reducer scrolls by. At the default text size every item is one
/// row; at a larger one a row is as tall as its wrapped text (`RowLayout`), at most the
/// list's height. Fields stay one row.
struct ListMetrics {
    let screen: Screen
    /// The list's width, which a row's text wraps in.
    let width: Int
    let textSize: TextSize
    /// Rows the list has on screen.
    var visible: Int

    var itemCount: Int { screen.itemCount }

    /// Rows item `item` takes.
    func height(of item: Int) -> Int {
        guard textSize != .large, item >= screen.fields.count, item < screen.itemCount else { return 1 }
        return RowLayout(row: screen.rows[item - screen.fields.count], x: 0, width: width, textSize: textSize,
                         maxLines: max(1, visible)).lines.count
    }

    /// Items whose rows fit in the list from item `scroll` down (at least one when the
    /// list has a row), counting the list as going on past its end in one-row items: at
    /// the default size, the list's height.
    func fitting(from scroll: Int) -> Int {
        var used = 0, count = 0
        while used < visible {
            let item = scroll + count
            let rows = item >= 0 && item < itemCount ? height(of: item) : 1
            if count > 0, used + rows > visible { break }
            used += rows
            count += 1
        }
        return count
    }

    /// The first item of a list that ends with `item` whole at its bottom.
    func firstItem(showing item: Int) -> Int {
        var first = item, used = height(of: item)
        while first > 0, used + height(of: first - 1) <= visible {
            first -= 1
            used += height(of: first)
        }
        return first
    }

    /// A scroll offset that keeps the list from scrolling past its end.
    func clampedScroll(_ scroll: Int) -> Int {
        var last = itemCount, used = 0
        while last > 0, used + height(of: last - 1) <= visible {
            last -= 1
            used += height(of: last)
        }
        return max(0, min(scroll, last))
    }

    /// The scroll offset drawn: the stored one, moved only as far as needed to show the
    /// cursor (after a resize made the list shorter). The stored one is left as the
    /// user set it, so the former size shows the former rows again (I3).
    func shownScroll(_ state: ScreenState) -> Int {
        var scroll = state.scroll
        if visible > 0, state.cursor >= scroll + fitting(from: scroll) { scroll = firstItem(showing: state.cursor) }
        if state.cursor < scroll { scroll = state.cursor }
        return clampedScroll(scroll)
    }
}
