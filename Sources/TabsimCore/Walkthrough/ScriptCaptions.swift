/// How a script's steps are captioned (W2): keys by their symbols, pointer events by
/// what is under them on screen, never as raw tokens.
enum ScriptCaptions {
    /// How inputs are captioned: keys by their symbols, pointer events by what is
    /// under them on screen, never as raw tokens.
    static func caption(for events: [Event], in loop: SessionLoop) -> String {
        let state = loop.state.app
        // Drawn once, if a pointer event needs it, in the frame's own layout.
        var screen: (cells: CellBuffer, layout: ScreenLayout)?
        var parts: [String] = []
        // A run of keys is one part, joined once when it ends: a line of thousands of keys
        // stays linear.
        var keys: [String] = []
        func endKeys() {
            if !keys.isEmpty { parts.append("⌨ " + keys.joined(separator: " ")) }
            keys = []
        }
        for event in events {
            switch event {
            case .key(let key):
                keys.append(KeySymbols.symbol(for: key))
                continue
            case .frameTick, .showStart:
                continue
            default:
                endKeys()
            }
            switch event {
            case .mouse(let mouse) where mouse.kind == .drag:
                parts.append("🖱 drag \(arrow(from: state.pressOrigin, to: mouse))")
            case .mouse(let mouse):
                let drawn = screen ?? (loop.prototypeScreen(), loop.layout())
                screen = drawn
                let target = name(at: mouse.x, mouse.y, in: drawn.cells, layout: drawn.layout)
                let shown = target.isEmpty ? "\(mouse.x),\(mouse.y)" : target
                switch mouse.kind {
                case .press, .click: parts.append("🖱 \(shown)")
                case .release: parts.append("🖱 release \(shown)")
                case .wheelUp: parts.append("🖱 wheel ↑ \(shown)")
                case .wheelDown: parts.append("🖱 wheel ↓ \(shown)")
                case .drag: break   // captioned above, by its way
                }
            case .resized(let size):
                parts.append("⤢ \(size.width)x\(size.height)")
            case .paste(let text):
                parts.append("⌨ paste “\(text)”")
            case .key, .frameTick, .showStart:
                break
            }
        }
        endKeys()
        return parts.joined(separator: " ")
    }

    /// What a pointer event at a cell acted on: the word shown there or, on a blank part
    /// of a tab, a row or a button, the nearest word on the same row that belongs to it.
    static func name(at x: Int, _ y: Int, in screen: CellBuffer, layout: ScreenLayout) -> String {
        let shown = word(at: x, y, in: screen)
        guard shown.isEmpty, let target = layout.target(x: x, y: y) else { return shown }
        for distance in 1..<max(1, screen.size.width) {
            for other in [x - distance, x + distance] where other >= 0 && other < screen.size.width {
                guard layout.target(x: other, y: y) == target else { continue }
                let named = word(at: other, y, in: screen)
                if !named.isEmpty { return named }
            }
        }
        return ""
    }

    /// The way a drag goes from where its button went down, as an arrow.
    static func arrow(from origin: CellPoint?, to mouse: MouseEvent) -> String {
        guard let origin else { return "·" }
        let dx = mouse.x - origin.x, dy = mouse.y - origin.y
        if dx == 0, dy == 0 { return "·" }
        // A terminal cell is about twice as tall as it is wide.
        if abs(dx) >= 2 * abs(dy) { return dx > 0 ? "→" : "←" }
        return dy > 0 ? "↓" : "↑"
    }

    /// The word shown at a cell: the run of non-blank text around it, e.g. a tab's label.
    static func word(at x: Int, _ y: Int, in screen: CellBuffer) -> String {
        guard y >= 0, y < screen.size.height, x >= 0, x < screen.size.width else { return "" }
        let cells = (0..<screen.size.width).map { screen[$0, y].text }
        func blank(_ index: Int) -> Bool { cells[index] == " " }
        guard !blank(x) else { return "" }
        var start = x, end = x
        // Words of a label are one apart; two blanks end it.
        while start > 0, !(blank(start - 1) && (start < 2 || blank(start - 2))) { start -= 1 }
        while end + 1 < cells.count, !(blank(end + 1) && (end + 2 >= cells.count || blank(end + 2))) { end += 1 }
        // An icon or a badge before a label ("○3 Trips") is not its name.
        let words = cells[start...end].joined().split(separator: " ")
        let named = words.drop { !$0.contains(where: \.isLetter) }
        return (named.isEmpty ? words[...] : named).joined(separator: " ")
    }
}
