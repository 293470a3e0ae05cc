#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The screens the HTML report's heatmaps are drawn over (W6): for each variant and screen
/// as drawn (its name, and how far its strip and list were scrolled), the drawing of the
/// first session of the variant that tapped on it. Each
/// distinct drawing is one SVG symbol in the page, shown by every heatmap over it.
struct HeatmapScreens {
    /// The drawings, in the order first met; a drawing's id is `screen-` and its index.
    private(set) var drawings: [CellBuffer] = []
    /// Per variant, per screen name: the index of its drawing.
    private var indices: [String: [String: Int]] = [:]

    init(report: StudyReport) {
        for session in report.sessions {
            for (name, buffer) in session.screens.sorted(by: { $0.key < $1.key }) where indices[session.variant]?[name] == nil {
                let index = drawings.firstIndex(of: buffer) ?? drawings.count
                if index == drawings.count { drawings.append(buffer) }
                indices[session.variant, default: [:]][name] = index
            }
        }
    }

    /// The drawing of `screen` in `variant`'s sessions, with its symbol's id.
    func drawing(variant: String, screen: String) -> (id: String, buffer: CellBuffer)? {
        indices[variant]?[screen].map { ("screen-\($0)", drawings[$0]) }
    }
}

extension StudyHTMLPage {
    /// Every screen a heatmap is drawn over, once, as a symbol in a hidden SVG: each heatmap
    /// shows it with `<use>`, so a page of many heatmaps holds each screen once.
    var screenSymbols: [String] {
        guard !screens.drawings.isEmpty else { return [] }
        return ["<svg class=\"screens\" xmlns=\"http://www.w3.org/2000/svg\" aria-hidden=\"true\" focusable=\"false\"><defs>"]
            + screens.drawings.enumerated().map { AnimatedSVG.stillSymbol($0.element, id: "screen-\($0.offset)") }
            + ["</defs></svg>"]
    }

    /// Per variant, every screen tapped on during the task with each participant's taps as
    /// marks (hits and misclicks apart by shape and colour, one mark per cell and kind, sized
    /// and numbered by count), then the first clicks the same way; empty when nobody tapped.
    func heatmaps(task index: Int) -> [String] {
        var out: [String] = []
        for variant in report.variants {
            let results = report.sessions.filter { $0.variant == variant && $0.results.indices.contains(index) }.map { $0.results[index] }
            let taps = results.flatMap(\.taps)
            guard !taps.isEmpty else { continue }
            let participants = results.filter { !$0.taps.isEmpty }.count
            out += ["<div class=\"heatmaps\">", "<h4>\(swatch(variant))\(escaped(variant)): \(count(taps.count, "tap")) by "
                + "\(count(participants, "participant")), \(count(taps.filter { !$0.hit }.count, "misclick"))</h4>", "<div class=\"maps\">"]
            out += maps(taps, task: index, variant: variant, kind: "Taps")
            out += maps(results.compactMap(\.taps.first), task: index, variant: variant, kind: "First clicks")
            out += ["</div>", "</div>"]
        }
        guard !out.isEmpty else { return [] }
        return ["<h3>Where participants tapped</h3>", Self.heatmapKey] + out
    }

    /// One figure per screen as drawn (scrolled apart), in the order first tapped.
    private func maps(_ taps: [Tap], task index: Int, variant: String, kind: String) -> [String] {
        taps.map(\.view).uniqued().map { screen in
            let onScreen = taps.filter { $0.view == screen }
            let misclicks = onScreen.filter { !$0.hit }.count
            let said = "\(kind) on \(TextFitting.sanitized(screen)): \(onScreen.count), \(count(misclicks, "misclick"))"
            return "<figure class=\"heatmap\"><figcaption>\(escaped(said))</figcaption>"
                + heatmap(onScreen, drawing: screens.drawing(variant: variant, screen: screen),
                          label: "Task \(index + 1), \(TextFitting.sanitized(variant)): \(said)") + "</figure>"
        }
    }

    /// The screen with a mark per cell and kind: a filled circle for hits, a cross for
    /// misclicks, larger and numbered where several taps fell.
    private func heatmap(_ taps: [Tap], drawing: (id: String, buffer: CellBuffer)?, label: String) -> String {
        let cellWidth = AnimatedSVG.cellWidth, cellHeight = AnimatedSVG.cellHeight
        let size = drawing?.buffer.size ?? Size(width: (taps.map(\.x).max() ?? 0) + 1, height: (taps.map(\.y).max() ?? 0) + 1)
        let width = Double(size.width) * cellWidth, height = Double(size.height) * cellHeight
        var out = "<svg class=\"heat\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(px(width)) \(px(height))\" role=\"img\" "
            + "aria-label=\"\(escaped(label))\"><title>\(escaped(label))</title>"
        out += drawing.map { "<use href=\"#\($0.id)\"/>" } ?? "<rect class=\"blank\" width=\"100%\" height=\"100%\"/>"
        var counts: [Int: (x: Int, y: Int, hit: Bool, count: Int)] = [:]
        for tap in taps where tap.x >= 0 && tap.y >= 0 && tap.x < size.width && tap.y < size.height {
            counts[(tap.y * size.width + tap.x) * 2 + (tap.hit ? 0 : 1), default: (tap.x, tap.y, tap.hit, 0)].count += 1
        }
        // Hits first, misclicks over them; each kind by row, then column.
        for mark in counts.sorted(by: { $0.key % 2 != $1.key % 2 ? $0.key % 2 < $1.key % 2 : $0.key < $1.key }).map(\.value) {
            let x = (Double(mark.x) + 0.5) * cellWidth, y = (Double(mark.y) + 0.5) * cellHeight
            let r = min(6 + 3 * log2(Double(mark.count)), 20)
            if mark.hit {
                out += "<circle class=\"hit\" cx=\"\(px(x))\" cy=\"\(px(y))\" r=\"\(px(r))\"/>"
            } else {
                let cross = "M\(px(x - r)) \(px(y - r))L\(px(x + r)) \(px(y + r))M\(px(x + r)) \(px(y - r))L\(px(x - r)) \(px(y + r))"
                out += "<path class=\"miss-edge\" d=\"\(cross)\"/><path class=\"miss\" d=\"\(cross)\"/>"
            }
            if mark.count > 1 { out += "<text class=\"count\" x=\"\(px(x + r + 1))\" y=\"\(px(y - r / 2))\">\(mark.count)</text>" }
        }
        return out + "</svg>"
    }

    /// What the marks mean, drawn as they are.
    static let heatmapKey = "<p class=\"key heatkey\">"
        + "<svg class=\"mark\" viewBox=\"0 0 20 20\" aria-hidden=\"true\"><rect width=\"20\" height=\"20\" fill=\"\(SVGPalette.background)\"/>"
        + "<circle class=\"hit\" cx=\"10\" cy=\"10\" r=\"5.5\"/></svg> tap on something that responds "
        + "<svg class=\"mark\" viewBox=\"0 0 20 20\" aria-hidden=\"true\"><rect width=\"20\" height=\"20\" fill=\"\(SVGPalette.background)\"/>"
        + "<path class=\"miss-edge\" d=\"M4.5 4.5L15.5 15.5M15.5 4.5L4.5 15.5\"/><path class=\"miss\" d=\"M4.5 4.5L15.5 15.5M15.5 4.5L4.5 15.5\"/></svg> "
        + "misclick: tap on nothing that responds (text, blank space, a disabled item) · "
        + "one mark per cell: the larger, the more taps, their number beside it · First clicks: each participant's first tap of the task</p>"

    static let heatmapStyle = """
    svg.screens { position: absolute; width: 0; height: 0; overflow: hidden; }
    .heatmaps h4 { margin: 12px 0 4px; }
    .maps { display: flex; flex-wrap: wrap; gap: 10px 16px; }
    figure.heatmap { margin: 0; flex: 1 1 420px; max-width: 450px; }
    figure.heatmap figcaption { font-weight: normal; font-size: 12px; color: #333; overflow-wrap: anywhere; }
    svg.heat { display: block; width: 100%; height: auto; border-radius: 4px; }
    svg.heat .blank { fill: \(SVGPalette.background); }
    svg .hit { fill: #56B4E9; fill-opacity: 0.7; stroke: #ffffff; stroke-width: 2; }
    svg .miss { fill: none; stroke: #FF6A1A; stroke-width: 4; stroke-linecap: round; }
    svg .miss-edge { fill: none; stroke: #ffffff; stroke-width: 7; stroke-linecap: round; }
    svg.heat .count { font-size: 17px; font-weight: 700; fill: #ffffff; stroke: #000000; stroke-width: 3px; paint-order: stroke; }
    svg.mark { width: 18px; height: 18px; vertical-align: -4px; border-radius: 3px; }
    .heatkey { margin: 4px 0 8px; }
    """
}
