/// A run as an animated SVG (W5), drawn from the cell buffers alone: every frame stacked
/// side by side in one strip that a single CSS `@keyframes` moves frame by frame with
/// `steps(1, end)`, as termtosvg does. No script, so it animates inside an `<img>` and
/// in a GitHub README. Rows and runs of text that repeat are defined once (`<defs>`)
/// and placed with `<use>`. Frames are added as a run makes them: each becomes its place
/// in the strip at once, kept as text or handed on (to be written to a file as it goes),
/// so the screens are never kept.
public struct AnimatedSVG {
    /// A cell's size in pixels, for a 14 px monospace font.
    static let cellWidth = 8.4
    static let cellHeight = 18.0
    static let fontSize = 14.0

    private let timing: AnimationTiming
    private var runs: Definitions
    private var rows: Definitions
    /// The last frame added, shown unless the next comes at the same moment.
    private var waiting: AnimationFrame?
    /// The first shown frame's size: the picture's.
    private var size: Size?
    /// When each shown frame appears.
    private var times: [Int] = []
    /// Each shown frame's place in the strip, unless handed to `stripOutput`.
    private var strip: [String] = []
    private let stripOutput: ((String) -> Void)?

    /// An empty picture, to add frames to.
    /// - Parameters:
    ///   - idPrefix: starts every id the picture defines, so that several can share a page.
    ///   - strip: takes each frame's place in the strip, in order, as it is made (the
    ///     document is then `surroundings()` around them); nil keeps them for `document()`.
    public init(timing: AnimationTiming = AnimationTiming(), idPrefix: String = "", strip: ((String) -> Void)? = nil) {
        runs = Definitions(prefix: idPrefix + "t")
        rows = Definitions(prefix: idPrefix + "r")
        self.timing = timing
        stripOutput = strip
    }

    /// The picture of `frames`, in time order.
    public init(frames: [AnimationFrame], timing: AnimationTiming = AnimationTiming(), idPrefix: String = "") {
        self.init(timing: timing, idPrefix: idPrefix)
        frames.forEach { add($0) }
    }

    /// Adds the next frame, in time order; of frames at one moment, the last is shown.
    public mutating func add(_ frame: AnimationFrame) {
        if let waiting, waiting.milliseconds != frame.milliseconds { place(waiting) }
        waiting = frame
    }

    /// A still picture of one screen.
    public static func still(_ buffer: CellBuffer) -> String {
        var svg = AnimatedSVG(frames: [AnimationFrame(milliseconds: 0, buffer: buffer)])
        return svg.document()
    }

    /// A still picture of one screen as an SVG `<symbol>` with `id` (its own ids start with
    /// it), for pages that show it several times with `<use>`: the study report's heatmaps.
    public static func stillSymbol(_ buffer: CellBuffer, id: String) -> String {
        var svg = AnimatedSVG(frames: [AnimationFrame(milliseconds: 0, buffer: buffer)], idPrefix: id + "-")
        let size = buffer.size
        let drawing = svg.drawing().map { $0.background + $0.definitions + $0.stripOpening + svg.strip.joined() + stripClosing } ?? ""
        return "<symbol id=\"\(id)\" viewBox=\"0 0 \(svg.number(Double(size.width) * cellWidth)) \(svg.number(Double(size.height) * cellHeight))\">"
            + "<g \(fontAttributes)>" + drawing + "</g></symbol>"
    }

    /// The font the cells are drawn in, as SVG attributes.
    private static let fontAttributes = "font-family=\"'DejaVu Sans Mono','Noto Sans Mono CJK KR',Menlo,Consolas,monospace\" "
        + "font-size=\"\(decimal(fontSize, places: 0))\""

    /// The whole SVG document. Frames of another size than the first are drawn in its
    /// area, cut or padded.
    public mutating func document() -> String {
        guard let (opening, closing) = surroundings() else { return "" }
        return opening + strip.joined() + closing
    }

    /// The document around its strip, once the last frame is placed: what comes before
    /// the frames' places and what comes after them; nil when no frame was added.
    public mutating func surroundings() -> (opening: String, closing: String)? {
        guard let drawn = drawing(), let size else { return nil }
        let width = Double(size.width) * Self.cellWidth, height = Double(size.height) * Self.cellHeight
        let opening = ["<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(number(width))\" height=\"\(number(height))\" "
                       + "viewBox=\"0 0 \(number(width)) \(number(height))\" \(Self.fontAttributes)>",
                       "<style>" + style(frameWidth: width) + "</style>", drawn.background, drawn.definitions].joined(separator: "\n")
        return (opening + "\n" + drawn.stripOpening, Self.stripClosing + "\n</svg>\n")
    }

    /// Ends the strip and the view that shows one frame of it.
    private static let stripClosing = "</g></svg>"

    /// Places a shown frame in the strip: its rows, cut or padded to the picture's size.
    private mutating func place(_ frame: AnimationFrame) {
        let size = self.size ?? frame.buffer.size
        self.size = size
        let placed = (0..<min(size.height, frame.buffer.size.height)).compactMap { y -> String? in
            guard let id = row(frame.buffer, y: y) else { return nil }
            return "<use href=\"#\(id)\" y=\"\(number(Double(y) * Self.cellHeight))\"/>"
        }
        let width = Double(size.width) * Self.cellWidth
        let element = "<g transform=\"translate(\(number(Double(times.count) * width)) 0)\">" + placed.joined() + "</g>"
        if let stripOutput { stripOutput(element) } else { strip.append(element) }
        times.append(frame.milliseconds)
    }

    /// Once the last frame is placed: the background, the definitions, and the opening
    /// of the strip of frames (the view of one frame, then the strip); nil without frames.
    private mutating func drawing() -> (background: String, definitions: String, stripOpening: String)? {
        if let waiting {
            place(waiting)
            self.waiting = nil
        }
        guard let size else { return nil }
        let width = Double(size.width) * Self.cellWidth, height = Double(size.height) * Self.cellHeight
        return ("<rect width=\"100%\" height=\"100%\" fill=\"\(SVGPalette.background)\"/>",
                "<defs>" + runs.elements.joined() + rows.elements.joined() + "</defs>",
                "<svg width=\"\(number(width))\" height=\"\(number(height))\"><g class=\"strip\">")
    }

    /// The CSS that steps the strip from frame to frame at each frame's time, looping.
    private func style(frameWidth: Double) -> String {
        guard self.times.count > 1 else { return "" }
        let times = timing.playTimes(of: self.times)
        let total = times[times.count - 1] + timing.playedEndHold
        let steps = times.enumerated().map { index, time in
            "\(decimal(100 * time / total, places: 3))%{transform:translateX(\(number(-Double(index) * frameWidth))px)}"
        }
        return ".strip{animation:play \(number(total / 1000))s steps(1,end) infinite}"
            + "@keyframes play{" + steps.joined() + "100%{transform:translateX(\(number(-Double(times.count - 1) * frameWidth))px)}}"
    }

    /// The id of the definition of row `y`, nil when it is blank.
    private mutating func row(_ buffer: CellBuffer, y: Int) -> String? {
        var uses: [String] = []
        var x = 0
        while x < buffer.size.width {
            let style = buffer[x, y].style
            var end = x
            var texts: [String] = []
            while end < buffer.size.width, buffer[end, y].style == style {
                texts.append(buffer[end, y].text)
                end += 1
            }
            let isBlank = texts.allSatisfy { $0 == " " || $0.isEmpty }
            if !(isBlank && SVGPalette.background(of: style) == nil && !style.attributes.contains(.underline)) {
                let id = run(texts, style: style)
                uses.append("<use href=\"#\(id)\" x=\"\(number(Double(x) * Self.cellWidth))\"/>")
            }
            x = end
        }
        return uses.isEmpty ? nil : rows.id(for: "<g id=\"%ID%\">" + uses.joined() + "</g>")
    }

    /// The id of the definition of a run of cells in one style, at x 0: its background,
    /// then its text with each glyph at its own column (wide ones take two).
    private mutating func run(_ cells: [String], style: Style) -> String {
        let width = Double(cells.count) * Self.cellWidth
        var body = ""
        if let background = SVGPalette.background(of: style) {
            body += "<rect width=\"\(number(width))\" height=\"\(number(Self.cellHeight))\" fill=\"\(background)\"/>"
        }
        // ASCII (spaces kept) in runs at their first column; any other glyph, which a
        // fallback font may draw wider or narrower, on its own at its column, so what
        // follows stays in its column in every renderer; box drawing and blocks as shapes.
        var spans: [(column: Int, text: String)] = []
        for (column, text) in cells.enumerated() where !text.isEmpty && !SVGCellShapes.draws(text) {
            let isASCII = text.unicodeScalars.allSatisfy { $0.isASCII }
            if isASCII, let last = spans.last, last.column + last.text.count == column, last.text.unicodeScalars.allSatisfy({ $0.isASCII }) {
                spans[spans.count - 1].text += text
            } else {
                spans.append((column, text))
            }
        }
        let shown = spans.filter { !$0.text.allSatisfy { $0 == " " } }.map { span in
            // Leading blanks move the start instead; trailing ones draw nothing.
            let blanks = span.text.prefix { $0 == " " }.count
            var text = String(span.text.dropFirst(blanks))
            while text.hasSuffix(" ") { text.removeLast() }
            return "<tspan x=\"\(number(Double(span.column + blanks) * Self.cellWidth))\">\(escaped(text))</tspan>"
        }
        let dim = style.attributes.contains(.dim) ? " opacity=\"0.6\"" : ""
        if !shown.isEmpty {
            var attributes = "fill=\"\(SVGPalette.foreground(of: style))\""
            if style.attributes.contains(.bold) { attributes += " font-weight=\"bold\"" }
            if style.attributes.contains(.italic) { attributes += " font-style=\"italic\"" }
            body += "<text xml:space=\"preserve\" y=\"\(number(Self.cellHeight * 0.75))\" \(attributes)\(dim)>\(shown.joined())</text>"
        }
        // Box-drawing lines and blocks as geometry across the whole cell, not glyphs.
        body += SVGCellShapes.elements(cells, color: SVGPalette.foreground(of: style), attributes: dim)
        if style.attributes.contains(.underline) {
            body += "<rect y=\"\(number(Self.cellHeight - 2))\" width=\"\(number(width))\" height=\"1\" fill=\"\(SVGPalette.foreground(of: style))\"/>"
        }
        return runs.id(for: "<g id=\"%ID%\">" + body + "</g>")
    }

    private func escaped(_ text: String) -> String {
        var out = ""
        for character in TextFitting.sanitized(text) {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(character)
            }
        }
        return out
    }

    /// A length or time with one decimal, without a trailing ".0".
    private func number(_ value: Double) -> String {
        let text = decimal(value, places: 1)
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}

/// Definitions of one kind, each distinct text given an id once.
private struct Definitions {
    private(set) var elements: [String] = []
    private var ids: [String: String] = [:]
    private let prefix: String

    init(prefix: String) { self.prefix = prefix }

    /// The id of `template` (with `%ID%` where the id goes), defined on first use.
    mutating func id(for template: String) -> String {
        if let id = ids[template] { return id }
        let id = "\(prefix)\(ids.count)"
        ids[template] = id
        elements.append(template.replacing("%ID%", with: id))
        return id
    }
}
