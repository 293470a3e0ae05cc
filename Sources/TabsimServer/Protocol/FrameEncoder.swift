import TabsimCore

/// Turns the cells the session loop paints into a `frame` message: runs of one style,
/// each glyph's width as tabsim measured it, colours as the SVG pictures show them
/// (`SVGPalette`), never a terminal escape.
struct FrameEncoder {
    /// The page's colours: the terminal tabsim draws for.
    let appearance: Appearance

    /// The frame for `changes` on a screen of `size`.
    func frame(_ changes: [CellBuffer.Change], size: Size) -> ServerMessage.Frame {
        var styles: [CellStyle] = [], indices: [Style: Int] = [:]
        var runs: [CellRun] = []
        SVGPalette.$appearance.withValue(appearance) {
            for change in changes {
                var run: CellRun?
                var scalars: [Int] = []
                var glyph = 0
                func close() {
                    guard var finished = run else { return }
                    if scalars.contains(where: { $0 != 1 }) { finished.g = scalars }
                    runs.append(finished)
                    run = nil
                    scalars = []
                    glyph = 0
                }
                for (offset, cell) in change.cells.enumerated() where !cell.isContinuation {
                    let index = indices[cell.style] ?? {
                        styles.append(Self.cssStyle(cell.style))
                        indices[cell.style] = styles.count - 1
                        return styles.count - 1
                    }()
                    if let open = run, open.s != index { close() }
                    if run == nil { run = CellRun(x: change.x + offset, y: change.y, s: index, t: "") }
                    run!.t += cell.text
                    scalars.append(cell.text.unicodeScalars.count)
                    if DisplayWidth.of(cell.text) == 2 { run!.w = (run!.w ?? []) + [glyph] }
                    glyph += 1
                }
                close()
            }
        }
        let full = changes.count == size.height && changes.allSatisfy { $0.x == 0 && $0.cells.count == size.width }
        return ServerMessage.Frame(cols: size.width, rows: size.height, full: full, styles: styles, runs: runs)
    }

    /// A style's CSS colours and attributes, reverse video applied.
    static func cssStyle(_ style: Style) -> CellStyle {
        let attributes = style.attributes
        return CellStyle(fg: SVGPalette.foreground(of: style), bg: SVGPalette.background(of: style),
                         bold: attributes.contains(.bold) ? true : nil, dim: attributes.contains(.dim) ? true : nil,
                         italic: attributes.contains(.italic) ? true : nil, underline: attributes.contains(.underline) ? true : nil)
    }
}
