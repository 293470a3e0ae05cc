/// Draws a device frame around a prototype's screen: a bezel with rounded corners and
/// a phone's status bar (time, signal, battery). The time is always 9:41, as in
/// Apple's product pictures, so every export of a frame is the same each run.
struct BezelView {
    /// The status bar's time.
    static let time = "9:41"
    /// Signal bars, then a full battery.
    static let indicators = "▂▄▆█ ▐███▌"

    let mode: ColorMode

    private var bezelStyle: Style { mode == .color ? Style(foreground: .gray) : Style(attributes: [.dim]) }

    /// The terminal's whole picture: the frame of `layout` with `screen` (the
    /// prototype's last frame) in it, or a notice when the frame does not fit.
    func compose(_ screen: CellBuffer, layout: FrameLayout, device: Device) -> CellBuffer {
        var out = CellBuffer(size: layout.terminal)
        guard layout.fits else {
            drawTooSmallNotice(layout: layout, device: device, into: &out)
            return out
        }
        out.drawPanel(layout.frame, style: bezelStyle, corners: .rounded)
        drawStatusBar(layout.statusBar, into: &out)
        out.place(screen, atX: layout.screen.x, y: layout.screen.y)
        return out
    }

    /// The time at the left, signal and battery at the right; on a screen too narrow
    /// for both, the time alone.
    private func drawStatusBar(_ row: Rect, into buffer: inout CellBuffer) {
        buffer.write(Self.time, x: row.x + 1, y: row.y, style: Style(attributes: [.bold]), limit: row.maxX)
        let right = DisplayWidth.of(Self.indicators)
        if row.width >= DisplayWidth.of(Self.time) + right + 4 {
            buffer.write(Self.indicators, x: row.maxX - right - 1, y: row.y)
        }
    }

    /// Said plainly, centred, instead of a frame cut by the terminal's edges (I3).
    private func drawTooSmallNotice(layout: FrameLayout, device: Device, into buffer: inout CellBuffer) {
        let needed = FrameLayout.frameSize(for: layout.viewport)
        let lines = ["Too small for \(device.described)",
                     "Enlarge to \(needed.width)x\(needed.height) (now \(layout.terminal.width)x\(layout.terminal.height))",
                     "q quits"]
        let top = max(0, (layout.terminal.height - lines.count) / 2)
        for (offset, line) in lines.enumerated() where top + offset < layout.terminal.height {
            buffer.write(TextFitting.centered(line, inColumns: layout.terminal.width), x: 0, y: top + offset,
                         style: Style(attributes: [.bold]))
        }
    }
}
