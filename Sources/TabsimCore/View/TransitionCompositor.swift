/// Composes a slide or fade from the old and the new frame inside the moving area;
/// everything outside it (the bars) is left as the new frame has it (S2, S5).
struct TransitionCompositor {
    let transition: Transition
    let now: Int

    /// Composes into `buffer`, which holds the new frame (`new`) when called.
    func compose(old: CellBuffer, new: CellBuffer, into buffer: inout CellBuffer, area: Rect) {
        guard area.width > 0, area.height > 0 else { return }
        switch transition.style {
        case .slide:
            // The two contents sit side by side, each as wide as the area, so what shows
            // of them is one run of columns; the rest of the area is blank.
            let offsets = transition.offsets(width: area.width, at: now)
            let arriving = columns(of: area, shiftedBy: offsets.new), leaving = columns(of: area, shiftedBy: offsets.old)
            buffer.copy(arriving, from: new, by: offsets.new)
            buffer.copy(leaving, from: old, by: offsets.old)
            let shown = [arriving, leaving].filter { $0.width > 0 }
            let left = shown.map(\.x).min() ?? area.maxX, right = shown.map(\.maxX).max() ?? area.maxX
            buffer.clear(Rect(x: area.x, y: area.y, width: left - area.x, height: area.height))
            buffer.clear(Rect(x: right, y: area.y, width: area.maxX - right, height: area.height))
            buffer.blankCutGlyphs(arriving)
            buffer.blankCutGlyphs(leaving)
        case .fade:
            // A terminal cross-dissolve: the old content dims out, the new one comes in
            // dimmed and then shows normally.
            let t = Easing.progress(start: transition.start, duration: transition.duration, now: now)
            if t < 0.4 { buffer.copy(area, from: old, by: 0) }
            if t < 0.8 { buffer.restyle(area) { $0.attributes.insert(.dim) } }
        case .none:
            break
        }
    }

    /// The columns of `area` that its content covers once moved by `shift`.
    private func columns(of area: Rect, shiftedBy shift: Int) -> Rect {
        let start = max(area.x, area.x + shift), end = min(area.maxX, area.maxX + shift)
        return Rect(x: start, y: area.y, width: end - start, height: area.height)
    }
}
