/// Chooses at most a given number of colours for many (a GIF's one palette): the colours
/// that must stay exact (the cells' own), then median cut over the rest (antialiasing
/// shades, emoji), and maps every colour to its nearest choice.
struct ColorQuantizer {
    /// The chosen colours: the exact ones first.
    private(set) var palette: [RGB] = []
    private var indices: [RGB: UInt8] = [:]

    /// - Parameters:
    ///   - histogram: each colour and how many pixels have it.
    ///   - exact: colours kept as they are (at most `limit`).
    ///   - limit: 1 to 256.
    init(histogram: [RGB: Int], exact: [RGB], limit: Int) {
        var seen = Set<RGB>()
        palette = Array(exact.filter { seen.insert($0).inserted }.prefix(limit))
        var rest = histogram.filter { !seen.contains($0.key) }.map { (color: $0.key, count: $0.value) }
        // A fixed order, so that the same frames give the same file.
        rest.sort { ($0.color.r, $0.color.g, $0.color.b) < ($1.color.r, $1.color.g, $1.color.b) }
        if rest.count <= limit - palette.count {
            palette += rest.map(\.color)
        } else {
            palette += Self.medianCut(rest[...], boxes: limit - palette.count)
        }
        for (index, color) in palette.enumerated() where indices[color] == nil { indices[color] = UInt8(index) }
        for (color, _) in histogram where indices[color] == nil { indices[color] = nearest(color) }
    }

    /// The palette index for `color`, which must have been in the histogram or the exact colours.
    func index(of color: RGB) -> UInt8 { indices[color] ?? nearest(color) }

    private func nearest(_ color: RGB) -> UInt8 {
        func distance(_ other: RGB) -> Int {
            let r = Int(color.r) - Int(other.r), g = Int(color.g) - Int(other.g), b = Int(color.b) - Int(other.b)
            // Weighted as the eye weighs the channels.
            return 3 * r * r + 4 * g * g + 2 * b * b
        }
        var best = 0, bestDistance = Int.max
        for (index, candidate) in palette.enumerated() {
            let d = distance(candidate)
            if d < bestDistance { (best, bestDistance) = (index, d) }
        }
        return UInt8(best)
    }

    /// `boxes` colours for `colors`: the box with the widest channel is split at its
    /// pixels' median until there are enough; each box gives its pixels' mean.
    private static func medianCut(_ colors: ArraySlice<(color: RGB, count: Int)>, boxes count: Int) -> [RGB] {
        guard count > 0 else { return [] }
        var boxes = [Box(colors)]
        while boxes.count < count, let split = boxes.indices.filter({ boxes[$0].colors.count > 1 }).max(by: { boxes[$0].range < boxes[$1].range }) {
            let channel = boxes[split].channel
            let sorted = boxes[split].colors.sorted { $0.color[channel] < $1.color[channel] }
            let half = sorted.reduce(0) { $0 + $1.count } / 2
            var running = 0, cut = 1
            for (offset, entry) in sorted.enumerated() {
                running += entry.count
                if running >= half { cut = offset + 1; break }
            }
            cut = min(max(cut, 1), sorted.count - 1)
            boxes[split] = Box(sorted[..<cut])
            boxes.append(Box(sorted[cut...]))
        }
        return boxes.map(\.mean)
    }

    /// Colours in a box of colour space, with its widest channel.
    private struct Box {
        let colors: ArraySlice<(color: RGB, count: Int)>
        let channel: Int
        let range: Int

        init(_ colors: ArraySlice<(color: RGB, count: Int)>) {
            self.colors = colors
            var low = [255, 255, 255], high = [0, 0, 0]
            for entry in colors {
                for channel in 0..<3 {
                    low[channel] = min(low[channel], Int(entry.color[channel]))
                    high[channel] = max(high[channel], Int(entry.color[channel]))
                }
            }
            let ranges = (0..<3).map { high[$0] - low[$0] }
            channel = ranges.indices.max { ranges[$0] < ranges[$1] }!
            range = ranges[channel]
        }

        /// The mean of its colours, each counted as often as it appears.
        var mean: RGB {
            let total = max(1, colors.reduce(0) { $0 + $1.count })
            func average(_ channel: Int) -> UInt8 {
                UInt8((colors.reduce(0) { $0 + Int($1.color[channel]) * $1.count } + total / 2) / total)
            }
            return RGB(average(0), average(1), average(2))
        }
    }
}

private extension RGB {
    /// Red, green or blue: 0, 1 or 2.
    subscript(channel: Int) -> UInt8 { channel == 0 ? r : channel == 1 ? g : b }
}
