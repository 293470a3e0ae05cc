/// Draws a whole frame: state in, cells out. Pure, so every screen can be tested as text.
public struct Renderer: Sendable {
    public let prototype: Prototype
    public let theme: Theme

    public init(prototype: Prototype, theme: Theme) {
        self.prototype = prototype
        self.theme = theme
    }

    /// The frame for `state`, and the layout it was drawn from (for hit-testing).
    public func render(_ state: AppState) -> (buffer: CellBuffer, layout: ScreenLayout) {
        let layout = ScreenLayout(prototype: prototype, state: state)
        var buffer = CellBuffer(size: state.size)
        if layout.isTooSmall {
            drawTooSmallNotice(size: state.size, into: &buffer)
            return (buffer, layout)
        }
        ContentView(prototype: prototype, theme: theme).draw(state, layout: layout, into: &buffer)
        if let strip = layout.strip, let section = state.selectedSection,
           case .pages(let pages) = prototype.sections[section].content {
            StripView(theme: theme).draw(pages, layout: strip, state: state, into: &buffer)
        }
        if let bar = layout.bar {
            BarView(prototype: prototype, theme: theme).draw(bar, state: state, materialShown: layout.contentContinuesBelow, into: &buffer)
        }
        if state.showsHelp { HelpView(theme: theme).draw(into: &buffer) }
        return (buffer, layout)
    }

    /// The notice shown instead of a garbled screen when the terminal is too small (I3).
    private func drawTooSmallNotice(size: Size, into buffer: inout CellBuffer) {
        let minimum = ScreenLayout.minimumSize
        let lines = ["Too small: \(size.width)x\(size.height)", "Enlarge to \(minimum.width)x\(minimum.height)", "q quits"]
        let top = max(0, (size.height - lines.count) / 2)
        for (offset, line) in lines.enumerated() {
            buffer.write(TextFitting.centered(line, inColumns: size.width), x: 0, y: top + offset, style: theme.notice)
        }
    }
}
