import TabsimCore

/// Box-drawing lines drawn as rectangles rather than from a font, so that they meet
/// their neighbours across cells at any cell size, as terminals draw them.
extension BoxDrawing {
    /// Marks the pixels of `arms` in a `width` × `height` cell: a light line is `scale`
    /// pixels thick, a heavy one twice that, each centred on the cell's middle.
    static func mask(_ arms: Arms, width: Int, height: Int, scale: Int) -> [Bool] {
        var mask = [Bool](repeating: false, count: width * height)
        func fill(x0: Int, x1: Int, y0: Int, y1: Int) {
            for y in max(0, y0)..<min(height, y1) {
                for x in max(0, x0)..<min(width, x1) { mask[y * width + x] = true }
            }
        }
        let middleX = width / 2, middleY = height / 2
        func band(_ weight: Int, around middle: Int) -> (Int, Int) {
            let thickness = weight * scale
            return (middle - thickness / 2, middle - thickness / 2 + thickness)
        }
        // Each arm runs from its edge to the far side of the crossing line, so corners close.
        let across = band(max(arms.up, arms.down), around: middleX), along = band(max(arms.left, arms.right), around: middleY)
        if arms.left > 0 { let (y0, y1) = band(arms.left, around: middleY); fill(x0: 0, x1: max(across.1, middleX + 1), y0: y0, y1: y1) }
        if arms.right > 0 { let (y0, y1) = band(arms.right, around: middleY); fill(x0: min(across.0, middleX), x1: width, y0: y0, y1: y1) }
        if arms.up > 0 { let (x0, x1) = band(arms.up, around: middleX); fill(x0: x0, x1: x1, y0: 0, y1: max(along.1, middleY + 1)) }
        if arms.down > 0 { let (x0, x1) = band(arms.down, around: middleX); fill(x0: x0, x1: x1, y0: min(along.0, middleY), y1: height) }
        return mask
    }
}
