import Testing
@testable import TabsimCore

/// Animated SVG from the cell buffers (W5): CSS only, frames stepped in time, rows shared.
@Suite("Animated SVG (W5)")
struct AnimatedSVGTests {
    private func buffer(_ rows: [String], width: Int = 12, style: Style = .plain) -> CellBuffer {
        var buffer = CellBuffer(size: Size(width: width, height: rows.count))
        for (y, row) in rows.enumerated() { buffer.write(row, x: 0, y: y, style: style) }
        return buffer
    }

    @Test("W5: frames stepped by one @keyframes with steps(1, end), each at its time; idle pauses capped; no script")
    func timing() {
        let frames = [0, 16, 32, 5032].enumerated().map { index, ms in AnimationFrame(milliseconds: ms, buffer: buffer(["frame \(index)"])) }
        var svg = AnimatedSVG(frames: frames, timing: AnimationTiming(speed: 1, idleLimit: 1000, endHold: 1000))
        let text = svg.document()
        // 32 ms + a 5 s pause capped to 1 s + 1 s held at the end: 2.032 s.
        #expect(text.contains(".strip{animation:play 2s steps(1,end) infinite}"))
        #expect(text.contains("0.000%{transform:translateX(0px)}0.787%{transform:translateX(-100.8px)}1.575%{transform:translateX(-201.6px)}50.787%{transform:translateX(-302.4px)}"))
        #expect(!text.contains("<script") && !text.contains("href=\"http"))
    }

    @Test("W5: a row shown in many frames is defined once; text is escaped; colours, bold and reverse are drawn")
    func sharedRowsAndStyles() {
        var styled = buffer(["<b>&"], style: Style(foreground: .red, attributes: [.bold]))
        styled.write("OK", x: 6, y: 0, style: Style(foreground: .white, background: .blue, attributes: [.reverse]))
        let frames = (0..<5).map { AnimationFrame(milliseconds: $0 * 100, buffer: $0 < 4 ? buffer(["same"]) : styled) }
        var svg = AnimatedSVG(frames: frames)
        let text = svg.document()
        #expect(text.components(separatedBy: ">same<").count == 2, "one definition of the repeated row")
        #expect(text.contains(">&lt;b&gt;&amp;<"), "escaped")
        #expect(text.contains("font-weight=\"bold\""))
        #expect(text.contains("fill=\"#ff0000\""), "red text")
        // Reversed: white becomes the cell, blue the text.
        #expect(text.contains("<rect width=\"16.8\" height=\"18\" fill=\"#ffffff\"/>") && text.contains("fill=\"#0087ff\""))
    }

    @Test("W5: a wide glyph takes two columns; the text after it starts in its own column")
    func wideGlyphs() {
        let text = AnimatedSVG.still(buffer(["동네 ok"]))
        // 동 at 0, 네 at column 2 (16.8 px), ok at column 5 (42 px).
        #expect(text.contains("<tspan x=\"0\">동</tspan><tspan x=\"16.8\">네</tspan><tspan x=\"42\">ok</tspan>"), "\(text)")
    }
}
