/// Composes a slide, push, pop or fade from the leaving and the new frames inside the
/// moving area; everything outside it (the bars) is left as the new frame has it (S2, S5).
struct TransitionCompositor {
    let transition: Transition
    let now: Int
    /// Dims what a push leaves, a sheet uncovers and a fade passes through.
    let theme: Theme
    /// Rows a modal screen leaves showing above it: iOS's card leaves one, Material 3's
    /// full-screen dialog none.
    let rowsAboveSheet: Int

    /// One content drawn in the area: a frame moved by `shift` columns.
    private struct Piece {
        let source: CellBuffer
        let shift: Int
        let dimmed: Bool
    }

    /// Composes into `buffer`, which holds the new frame (`new`) when called. `leaving`
    /// holds the frames of the transition's leaving layers, in the same order;
    /// `titleRow`, the navigation bar's row, cross-fades in a push or a pop.
    func compose(leaving: [CellBuffer], new: CellBuffer, into buffer: inout CellBuffer, area: Rect, titleRow: Rect? = nil) {
        guard area.width > 0, area.height > 0, leaving.count == transition.leaving.count, !leaving.isEmpty else { return }
        switch transition.style {
        case .slide where transition.area.isVertical:
            rise(leaving: leaving[0], new: new, into: &buffer, area: area)
        case .slide:
            slide(leaving: leaving, new: new, into: &buffer, area: area)
            if transition.motion != .slide, let titleRow, area.contains(x: titleRow.x, y: titleRow.y) {
                crossFade(titleRow, from: mainLeaving(leaving), to: new, into: &buffer)
            }
        case .fade:
            crossFade(area, from: leaving[0], to: nil, into: &buffer)
        case .none:
            break
        }
    }

    /// The contents side by side (a slide) or one over the other (a push or pop), each
    /// drawn only where no content above it covers it; a glyph cut by an edge is
    /// blanked, and the columns no content covers are blank.
    private func slide(leaving: [CellBuffer], new: CellBuffer, into buffer: inout CellBuffer, area: Rect) {
        let width = area.width
        var pieces = leaving.indices.map {
            Piece(source: leaving[$0], shift: Transition.columns(transition.leavingOffset($0, at: now), width: width),
                  dimmed: transition.leaving[$0].dimmed)
        }
        let arriving = Piece(source: new, shift: Transition.columns(transition.arrivingOffset(at: now), width: width),
                             dimmed: transition.motion == .pop && !transition.isFinished(at: now))
        if transition.arrivesOnTop { pieces.append(arriving) } else { pieces.insert(arriving, at: 0) }
        var covered: [Range<Int>] = []
        for piece in pieces.reversed() {
            let start = max(area.x, area.x + piece.shift)
            let columns = start..<max(start, min(area.maxX, area.maxX + piece.shift))
            for run in Self.uncovered(columns, by: covered) {
                let rect = Rect(x: run.lowerBound, y: area.y, width: run.count, height: area.height)
                buffer.copy(rect, from: piece.source, by: piece.shift)
                buffer.blankCutGlyphs(rect)
                if piece.dimmed { buffer.restyle(rect) { $0 = theme.dimmed($0) } }
            }
            covered.append(columns)
        }
        for run in Self.uncovered(area.x..<area.maxX, by: covered) {
            buffer.clear(Rect(x: run.lowerBound, y: area.y, width: run.count, height: area.height))
        }
    }

    /// A sheet or the keyboard rising over the old frame (cover) or sinking off the new
    /// one (uncover), whole rows at a time; what a sheet uncovers shows dimmed until it
    /// lands. A sheet is a card: the row it leaves showing above it stays with the
    /// screen it covers, and only the card moves.
    private func rise(leaving: CellBuffer, new: CellBuffer, into buffer: inout CellBuffer, area: Rect) {
        let covers = transition.motion == .cover
        let above = transition.area == .screen ? min(area.height, rowsAboveSheet) : 0
        let card = area.height - above
        let offset = covers ? transition.arrivingOffset(at: now) : transition.leavingOffset(0, at: now)
        let down = min(card, max(0, Int((offset * Double(card)).rounded())))
        let moving = !transition.isFinished(at: now)
        // Landed, the row above the card is the new frame's own.
        let gap = Rect(x: area.x, y: area.y + (moving ? 0 : above), width: area.width, height: (moving ? above : 0) + down)
        buffer.copy(gap, from: covers ? leaving : new, by: 0)
        if transition.area == .screen, moving { buffer.restyle(gap) { $0 = theme.dimmed($0) } }
        buffer.copyRows(Rect(x: area.x, y: gap.maxY, width: area.width, height: card - down),
                        from: covers ? new : leaving, down: down)
    }

    /// A terminal cross-dissolve in `rect`, in place: the old content dims out, the new
    /// one comes in dimmed and then shows normally. `new` is copied back where the
    /// buffer no longer holds it (nil where it does).
    private func crossFade(_ rect: Rect, from old: CellBuffer, to new: CellBuffer?, into buffer: inout CellBuffer) {
        let t = transition.linearProgress(at: now)
        if t < 0.4 {
            buffer.copy(rect, from: old, by: 0)
        } else if let new {
            buffer.copy(rect, from: new, by: 0)
        }
        if t < 0.8 { buffer.restyle(rect) { $0 = theme.dimmed($0) } }
    }

    /// The frame of the leaving layer that started nearest its place: the screen being left.
    private func mainLeaving(_ leaving: [CellBuffer]) -> CellBuffer {
        let index = transition.leaving.indices.min { abs(transition.leaving[$0].offset) < abs(transition.leaving[$1].offset) } ?? 0
        return leaving[index]
    }

    /// The parts of `columns` outside every range of `covered`, left to right.
    static func uncovered(_ columns: Range<Int>, by covered: [Range<Int>]) -> [Range<Int>] {
        var runs = columns.isEmpty ? [] : [columns]
        for cover in covered where !cover.isEmpty {
            runs = runs.flatMap { run -> [Range<Int>] in
                guard run.overlaps(cover) else { return [run] }
                let before = run.lowerBound..<max(run.lowerBound, cover.lowerBound)
                let after = min(run.upperBound, cover.upperBound)..<run.upperBound
                return [before, after].filter { !$0.isEmpty }
            }
        }
        return runs
    }
}
