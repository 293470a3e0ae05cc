
/// The loader's reader of a screen's segmented control (`segmented:`).
extension PrototypeLoader {
    static let segmentKeys = ["label", "rows", "empty"]
    /// Generated rows a segment may hold: they are written out, as every segment's rows
    /// are kept in one list of the screen's.
    static let segmentGeneratedRowLimit = 1000

    /// A `segmented:` list of 2 to 5 segments, each a label (with no rows) or a mapping
    /// of its label, rows and empty state; their rows go one run after another into
    /// `screen.rows`, which must not be given beside them.
    static func readSegments(_ node: YAMLNode, into screen: inout Screen, rowsGiven: YAMLNode?, path: String, reader: inout NodeReader) {
        guard let items = reader.sequence(node, path: path) else { return }
        if !Segment.countRange.contains(items.count) {
            reader.error("a segmented control has \(Segment.countRange.lowerBound) to \(Segment.countRange.upperBound) segments; this has \(items.count)"
                         + (items.count > Segment.countRange.upperBound ? " (use a strip of pages for more)" : ""), at: node, path: path)
        }
        if let rowsGiven {
            reader.error("a screen with `segmented` shows its segments' rows; move these rows into a segment", at: rowsGiven, path: path.replacingOccurrences(ofSuffix: "segmented") + "rows")
        }
        var rows: [Row] = []
        for (index, item) in items.enumerated() {
            let itemPath = "\(path)[\(index)]"
            var label: String?, empty: String?, segmentRows: [Row] = []
            if case .scalar = item {
                label = reader.label(item, path: itemPath, of: "a segment of a segmented control")
            } else if let entries = reader.mapping(item, path: itemPath, allowed: segmentKeys) {
                guard let labelNode = entries["label"] else {
                    reader.error("a segment needs a `label`", at: item, path: itemPath)
                    continue
                }
                label = reader.label(labelNode, path: "\(itemPath).label", of: "a segment of a segmented control")
                empty = entries["empty"].flatMap { reader.text($0, path: "\(itemPath).empty") }
                if let rowsNode = entries["rows"] {
                    segmentRows = listedRows(readRows(rowsNode, path: "\(itemPath).rows", reader: &reader), at: rowsNode,
                                             path: "\(itemPath).rows", reader: &reader)
                }
            }
            guard let label else { continue }
            var segment = Segment(label: label, rows: rows.count..<(rows.count + segmentRows.count), empty: empty)
            segment.position = reader.position(of: item)
            screen.segments.append(segment)
            rows += segmentRows
        }
        screen.rows = .listed(rows)
    }

    /// A segment's rows written out: generated ones up to `segmentGeneratedRowLimit`.
    private static func listedRows(_ rows: Rows, at node: YAMLNode, path: String, reader: inout NodeReader) -> [Row] {
        if case .generated(let count, _) = rows, count > segmentGeneratedRowLimit {
            reader.error("a segment generates at most \(segmentGeneratedRowLimit) rows; this asks for \(count)", at: node, path: path)
            return []
        }
        return (0..<rows.count).map { rows[$0] }
    }
}
