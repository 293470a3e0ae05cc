/// Composes a slide or fade from the old and the new frame inside the moving area;
/// everything outside it (the bars) is left as the new frame has it (S2, S5).
struct TransitionCompositor {
    let transition: Transition
    let now: Int

    func compose(old: CellBuffer, new buffer: inout CellBuffer, area: Rect) {
        guard area.width > 0, area.height > 0 else { return }
        switch transition.style {
        case .slide:
            let fresh = buffer
            let offsets = transition.offsets(width: area.width, at: now)
            for y in area.y..<area.maxY {
                for x in area.x..<area.maxX { buffer.setCell(.blank, x: x, y: y) }
                copyRow(y, from: old, shift: offsets.old, area: area, into: &buffer)
                copyRow(y, from: fresh, shift: offsets.new, area: area, into: &buffer)
            }
        case .fade:
            // A terminal cross-dissolve: the old content dims out, the new one comes in
            // dimmed and then shows normally.
            let t = Easing.progress(start: transition.start, duration: transition.duration, now: now)
            if t < 0.4 {
                for y in area.y..<area.maxY {
                    for x in area.x..<area.maxX { buffer.setCell(old[x, y], x: x, y: y) }
                }
            }
            if t < 0.8 { buffer.restyle(area) { $0.attributes.insert(.dim) } }
        case .none:
            break
        }
    }

    /// Copies one row of `source`'s area, moved by `shift` columns, clipped to the area.
    /// A wide glyph cut by an edge becomes a space, so nothing shifts or shows a half.
    private func copyRow(_ y: Int, from source: CellBuffer, shift: Int, area: Rect, into buffer: inout CellBuffer) {
        let start = max(area.x, area.x + shift), end = min(area.maxX, area.maxX + shift)
        guard start < end else { return }
        for x in start..<end {
            var cell = source[x - shift, y]
            let isFirst = x == start, isLast = x == end - 1
            if isFirst && cell.isContinuation { cell.text = " " }
            if isLast && DisplayWidth.of(cell.text) == 2 { cell.text = " " }
            buffer.setCell(cell, x: x, y: y)
        }
    }
}
