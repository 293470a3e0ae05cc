/// A picture in opaque RGB pixels, row by row from the top left.
public struct Picture: Equatable, Sendable {
    public let width: Int
    public let height: Int
    public var pixels: [RGB]

    public init(width: Int, height: Int, fill: RGB) {
        self.width = width
        self.height = height
        pixels = Array(repeating: fill, count: width * height)
    }

    public subscript(x: Int, y: Int) -> RGB {
        get { pixels[y * width + x] }
        set { pixels[y * width + x] = newValue }
    }

    /// Copies `tile` with its top-left corner at `x`, `y`, cut at the edges.
    mutating func place(_ tile: Picture, x: Int, y: Int) {
        let columns = min(tile.width, width - x), rows = min(tile.height, height - y)
        guard columns > 0, rows > 0 else { return }
        for row in 0..<rows {
            let from = row * tile.width, to = (y + row) * width + x
            pixels.replaceSubrange(to..<to + columns, with: tile.pixels[from..<from + columns])
        }
    }
}
