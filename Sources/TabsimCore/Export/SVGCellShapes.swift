/// Box-drawing lines (─ │ ╭ ┌ ├ ━ ╺…) and block elements (█ ▐ ▌ ▂ ▄…) in an SVG run,
/// drawn as geometry spanning the whole cell rather than as a font's glyphs, which stop
/// short of the 18 px row and leave gaps: a frame's edges and a battery drawn dashed.
/// Lines are strokes through the cell's middle, a light one 1.2 px wide, a heavy one
/// twice that; rounded corners are quarter circles; blocks are filled rectangles.
enum SVGCellShapes {
    private static let width = AnimatedSVG.cellWidth, height = AnimatedSVG.cellHeight

    /// Whether `grapheme` is drawn as a shape, not as text.
    static func draws(_ grapheme: String) -> Bool {
        BoxDrawing.arms(of: grapheme) != nil || corner(grapheme) != nil || block(grapheme) != nil
    }

    /// The elements that draw the shapes among `cells` (each at its column, from x 0) in
    /// `color`, with `attributes` added to each (an opacity); "" when there are none.
    static func elements(_ cells: [String], color: String, attributes: String) -> String {
        var lines: [Int: String] = [:]
        var rectangles: [(x: Double, y: Double, width: Double, height: Double)] = []
        /// The horizontal line that the previous cell's path ends with, reaching this
        /// cell: its weight, and the length of the number its end was written as.
        var open: (weight: Int, endLength: Int)?
        for (column, text) in cells.enumerated() {
            let x = Double(column) * width
            if let arms = BoxDrawing.arms(of: text) {
                let weight = max(arms.left, arms.right, arms.up, arms.down)
                if arms == BoxDrawing.Arms(left: weight, right: weight), let line = open, line.weight == weight {
                    // The line goes on: its end moves to this cell's.
                    lines[weight]?.removeLast(line.endLength)
                    lines[weight, default: ""] += number(x + width)
                } else {
                    lines[weight, default: ""] += path(arms, x: x)
                }
                open = arms.right > 0 && arms.up == 0 && arms.down == 0 ? (weight, number(x + width).count) : nil
                continue
            }
            open = nil
            if let corner = corner(text) {
                lines[1, default: ""] += corner(x)
            } else if let (left, top, right, bottom) = block(text) {
                let shape = (x: x + left * width, y: top * height, width: (right - left) * width, height: (bottom - top) * height)
                if let last = rectangles.last, last.y == shape.y, last.height == shape.height, abs(last.x + last.width - shape.x) < 0.001 {
                    rectangles[rectangles.count - 1].width += shape.width
                } else {
                    rectangles.append(shape)
                }
            }
        }
        let strokes = lines.keys.sorted().map { weight in
            "<path d=\"\(lines[weight] ?? "")\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"\(number(1.2 * Double(weight)))\"\(attributes)/>"
        }
        let fill = rectangles.map { "M\(number($0.x)) \(number($0.y))h\(number($0.width))v\(number($0.height))h-\(number($0.width))z" }
        return strokes.joined() + (fill.isEmpty ? "" : "<path d=\"\(fill.joined())\" fill=\"\(color)\"\(attributes)/>")
    }

    /// The subpaths of a box-drawing cell at `x`: a corner in one piece, so that its
    /// join is closed; else a horizontal and a vertical piece, each ending at the middle
    /// or at the cell's edge.
    private static func path(_ arms: BoxDrawing.Arms, x: Double) -> String {
        let middleX = number(x + width / 2), middleY = number(height / 2)
        let left = number(x), right = number(x + width)
        let horizontal = (arms.left > 0) != (arms.right > 0), vertical = (arms.up > 0) != (arms.down > 0)
        if horizontal, vertical {
            return "M\(arms.left > 0 ? left : right) \(middleY)H\(middleX)V\(arms.up > 0 ? "0" : number(height))"
        }
        var out = ""
        if arms.left > 0 || arms.right > 0 {
            out += "M\(arms.left > 0 ? left : middleX) \(middleY)H\(arms.right > 0 ? right : middleX)"
        }
        if arms.up > 0 || arms.down > 0 {
            out += "M\(middleX) \(arms.up > 0 ? "0" : middleY)V\(arms.down > 0 ? number(height) : middleY)"
        }
        return out
    }

    /// A rounded corner (╭ ╮ ╰ ╯) as the subpath drawing it in the cell at a given x: a
    /// quarter circle as wide as half the cell, and straight on to the edges.
    private static func corner(_ grapheme: String) -> ((Double) -> String)? {
        let radius = width / 2, middleY = height / 2
        let arc = "A\(number(radius)) \(number(radius)) 0 0 "
        switch grapheme {
        case "╭": return { x in "M\(number(x + width)) \(number(middleY))\(arc)0 \(number(x + radius)) \(number(middleY + radius))V\(number(height))" }
        case "╮": return { x in "M\(number(x)) \(number(middleY))\(arc)1 \(number(x + radius)) \(number(middleY + radius))V\(number(height))" }
        case "╰": return { x in "M\(number(x + radius)) 0V\(number(middleY - radius))\(arc)0 \(number(x + width)) \(number(middleY))" }
        case "╯": return { x in "M\(number(x + radius)) 0V\(number(middleY - radius))\(arc)1 \(number(x)) \(number(middleY))" }
        default: return nil
        }
    }

    /// A block element's rectangle as fractions of the cell: left, top, right, bottom.
    private static func block(_ grapheme: String) -> (Double, Double, Double, Double)? {
        BlockElements.rectangle(of: grapheme).map { ($0.left, $0.top, $0.right, $0.bottom) }
    }

    /// A length with up to two decimals, without trailing zeros.
    private static func number(_ value: Double) -> String {
        var text = decimal(value, places: 2)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
