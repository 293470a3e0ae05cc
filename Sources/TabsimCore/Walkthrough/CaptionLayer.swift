/// A one-line caption over the top-right corner of what a program paints, for live
/// playback and studies; keeps a copy of the screen beneath, to restore it and to read
/// its text.
struct CaptionLayer {
    private(set) var screen: CellBuffer
    private var shown: CellBuffer.Change?

    init(size: Size) { screen = CellBuffer(size: size) }

    /// The terminal changed size: the program repaints everything, the caption with it.
    mutating func resize(to size: Size) {
        screen = CellBuffer(size: size)
        shown = nil
    }

    /// Passes the program's changes on, keeping the caption on top.
    mutating func paint(_ changes: [CellBuffer.Change], onto inner: TerminalBackend) {
        for change in changes {
            for (offset, cell) in change.cells.enumerated() { screen.setCell(cell, x: change.x + offset, y: change.y) }
        }
        inner.paint(changes)
        if let shown { inner.paint([shown]) }
    }

    /// Shows `text` (nil removes the caption), repainting what the old one covered.
    mutating func show(_ text: String?, onto inner: TerminalBackend) {
        if let old = shown, old.y < screen.size.height, old.x + old.cells.count <= screen.size.width {
            let start = old.y * screen.size.width + old.x
            inner.paint([CellBuffer.Change(x: old.x, y: old.y, cells: screen.cells[start..<(start + old.cells.count)])])
        }
        shown = nil
        if let text {
            let width = screen.size.width
            let fitted = " " + TextFitting.truncated(TextFitting.sanitized(text), toColumns: max(1, width - 4)) + " "
            var strip = CellBuffer(size: Size(width: DisplayWidth.of(fitted), height: 1))
            strip.write(fitted, x: 0, y: 0, style: Style(attributes: [.bold, .reverse]))
            let caption = CellBuffer.Change(x: max(0, width - strip.size.width - 1), y: 0, cells: strip.cells[...])
            inner.paint([caption])
            shown = caption
        }
        inner.flush()
    }
}
