/// The top strip: labels, badges, pressed/active/disabled looks, the overflow cues
/// and the indicator line under the active page (T1, T4, T5, T6, T11).
struct StripView {
    let theme: Theme
    /// Primary tabs' indicator under the label, or secondary tabs' across the tab.
    var hierarchy = StripHierarchy.secondary

    func draw(_ strip: PageStrip, layout settled: StripLayout, state: AppState, now: Int, showsFocus: Bool, into buffer: inout CellBuffer) {
        // While the underline moves, the strip scrolls with it (T5, S6).
        let layout = settled.moving(in: state, at: now)
        let area = layout.area
        let labelRow = area.y, indicatorRow = area.y + 1
        buffer.fill(area)
        buffer.write(String(repeating: "─", count: area.width), x: area.x, y: indicatorRow, style: theme.stripDivider)
        let hasFocus = showsFocus && state.focus == .strip
        for index in visiblePages(layout) {
            guard let visible = layout.visibleRect(of: index) else { continue }
            let page = strip.pages[index]
            let isActive = index == layout.selected
            let isPressed = state.pressed == .stripPage(index)
            var style = page.disabled ? theme.stripDisabled : (isActive ? theme.stripActive : theme.stripInactive)
            if isPressed && !page.disabled { style = theme.stripPressed }
            if isPressed { buffer.fill(Rect(x: visible.x, y: labelRow, width: visible.width, height: 1), with: Cell(" ", style: style)) }
            drawLabel(page, span: layout.spans[index], layout: layout, style: style,
                      focused: isActive && hasFocus && !isPressed, into: &buffer)
        }
        drawIndicator(strip, layout: layout, motion: state.indicator, now: now, into: &buffer)
        if layout.clipsLeft { buffer.write("‹", x: area.x, y: labelRow, style: theme.title) }
        if layout.clipsRight { buffer.write("›", x: area.maxX - 1, y: labelRow, style: theme.title) }
    }

    /// The underline under the active page, or on its way there (S6). Its edges move in
    /// half columns: for secondary tabs `╺` is a right half cell, `╸` a left half, `━` a
    /// whole one (a 2 dp line); primary tabs' is an upper half block `▀`, thicker (3 dp),
    /// sitting on the divider right under the label as M3's does, in whole columns.
    private func drawIndicator(_ strip: PageStrip, layout: StripLayout, motion: IndicatorMotion?, now: Int, into buffer: inout CellBuffer) {
        let target = layout.indicatorEdges(of: layout.selected, in: strip, hierarchy: hierarchy)
        var edges = target
        if let motion { edges = motion.edges(to: target, at: now) }
        let glyphs = hierarchy == .primary ? (whole: "▀", rightHalf: "▀", leftHalf: "▀") : (whole: "━", rightHalf: "╺", leftHalf: "╸")
        // Snap to half columns, in screen coordinates; the primary one, drawn on the
        // divider, to the whole columns inside its edges, so the divider stays whole
        // up to it (a quarter block would leave half a cell of neither).
        var left = ((edges.left - Double(layout.offset)) * 2).rounded() / 2
        var right = ((edges.right - Double(layout.offset)) * 2).rounded() / 2
        if hierarchy == .primary { (left, right) = (left.rounded(.up), right.rounded(.down)) }
        let row = layout.area.y + 1
        let first = max(0, Int(left.rounded(.down))), end = min(layout.area.width, Int(right.rounded(.up)))
        guard first < end else { return }
        for x in first..<end {
            let cellLeft = Double(x), cellRight = Double(x + 1)
            let coversLeftHalf = left <= cellLeft && right >= cellLeft + 0.5
            let coversRightHalf = left <= cellLeft + 0.5 && right >= cellRight
            let glyph: String
            switch (coversLeftHalf, coversRightHalf) {
            case (true, true): glyph = glyphs.whole
            case (false, true): glyph = glyphs.rightHalf
            case (true, false): glyph = glyphs.leftHalf
            case (false, false): continue
            }
            buffer.write(glyph, x: layout.area.x + x, y: row, style: theme.indicator)
        }
    }

    /// Indices of pages that overlap the visible window (binary search, so a strip of
    /// thousands of pages costs only what is on screen).
    private func visiblePages(_ layout: StripLayout) -> Range<Int> {
        let spans = layout.spans
        var low = 0, high = spans.count
        while low < high {
            let mid = (low + high) / 2
            if spans[mid].upperBound <= layout.offset { low = mid + 1 } else { high = mid }
        }
        var end = low
        while end < spans.count, spans[end].lowerBound < layout.offset + layout.area.width { end += 1 }
        return low..<end
    }

    private func drawLabel(_ page: Page, span: Range<Int>, layout: StripLayout, style: Style, focused: Bool, into buffer: inout CellBuffer) {
        let badgeText = page.badge.map { " " + $0.text }
        let badgeWidth = badgeText.map(DisplayWidth.of) ?? 0
        let room = max(1, span.count - 2 - badgeWidth)
        let label = TextFitting.truncated(TextFitting.sanitized(page.label), toColumns: room)
        let width = DisplayWidth.of(label) + badgeWidth
        let start = layout.area.x + span.lowerBound - layout.offset + max(0, (span.count - width) / 2)
        var labelStyle = style
        if focused { labelStyle.attributes.formUnion(theme.focusAttributes) }
        // A label cut by an edge is clipped a column clear of the cue there, so the cue
        // stands apart and the tab shows as partly scrolled away (T5).
        let clip = ClippedRow(from: layout.area.x + (layout.clipsLeft ? 2 : 0), to: layout.area.maxX - (layout.clipsRight ? 2 : 0))
        let end = clip.write(label, x: start, y: layout.area.y, style: labelStyle, into: &buffer)
        if let badge = page.badge {
            _ = clip.write(" ", x: end, y: layout.area.y, style: style, into: &buffer)
            _ = clip.write(badge.text, x: end + 1, y: layout.area.y, style: theme.badge, into: &buffer)
        }
    }
}

/// Writes text into a horizontal window, dropping what falls outside it; a wide
/// grapheme cut by an edge becomes a space so nothing shifts.
struct ClippedRow {
    let from: Int
    let to: Int

    /// - Returns: the column after the text, as if nothing had been clipped.
    func write(_ text: String, x: Int, y: Int, style: Style, into buffer: inout CellBuffer) -> Int {
        var column = x
        for grapheme in text {
            let width = DisplayWidth.of(grapheme)
            if width == 0 { continue }
            if column >= from, column + width <= to {
                buffer.write(String(grapheme), x: column, y: y, style: style)
            } else if column + width > from, column < to {
                for cut in max(column, from)..<min(column + width, to) {
                    buffer.write(" ", x: cut, y: y, style: style)
                }
            }
            column += width
        }
        return column
    }
}
