#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The HTML report's charts (W6): each variant's success rate and times on a task, with
/// their 95 % intervals.
extension StudyHTMLPage {
    /// Both charts: variant names on the left, the plot, the figures on the right.
    private static let width = 900.0, nameRight = 150.0, plotLeft = 165.0, plotRight = 615.0, figuresLeft = 632.0

    func successChart(task index: Int, _ summaries: [(String, TaskSummary)]) -> String {
        let rowHeight = 34.0, top = 6.0
        let height = top + rowHeight * Double(summaries.count) + 36
        func x(_ rate: Double) -> Double { Self.plotLeft + rate * (Self.plotRight - Self.plotLeft) }
        let said = summaries.map { variant, s in
            s.successInterval.map { "\(TextFitting.sanitized(variant)) \(s.successes) of \(s.n), \(StudyReport.percentage(Double(s.successes) / Double(s.n))) (95 % CI \(StudyReport.percentage($0.lower))–\(StudyReport.percentage($0.upper)))" }
                ?? "\(TextFitting.sanitized(variant)) no sessions"
        }
        let label = "Task \(index + 1) success rate by variant: " + said.joined(separator: "; ") + "."
        var out = [svgOpen(height: height, label: label)]
        let bottom = top + rowHeight * Double(summaries.count)
        for step in 0...5 {
            let rate = Double(step) / 5
            out.append("<line class=\"grid\" x1=\"\(px(x(rate)))\" y1=\"\(px(top))\" x2=\"\(px(x(rate)))\" y2=\"\(px(bottom))\"/>")
            out.append("<text class=\"tick\" x=\"\(px(x(rate)))\" y=\"\(px(bottom + 16))\" text-anchor=\"middle\">\(step * 20) %</text>")
        }
        out.append("<line class=\"axis\" x1=\"\(px(Self.plotLeft))\" y1=\"\(px(bottom))\" x2=\"\(px(Self.plotRight))\" y2=\"\(px(bottom))\"/>")
        out.append("<text class=\"axis-title\" x=\"\(px((Self.plotLeft + Self.plotRight) / 2))\" y=\"\(px(bottom + 32))\" text-anchor=\"middle\">participants who did the task</text>")
        for (row, (variant, s)) in summaries.enumerated() {
            let y = top + rowHeight * (Double(row) + 0.5), c = colour(variant)
            out.append("<g>" + nameLabel(variant, y: y))
            if let interval = s.successInterval {
                let rate = Double(s.successes) / Double(s.n)
                out.append("<rect x=\"\(px(Self.plotLeft))\" y=\"\(px(y - 9))\" width=\"\(px(x(rate) - Self.plotLeft))\" height=\"18\" fill=\"\(c)\" fill-opacity=\"0.28\"/>")
                out.append(whisker(from: x(interval.lower), to: x(interval.upper), y: y, colour: c))
                out.append("<circle cx=\"\(px(x(rate)))\" cy=\"\(px(y))\" r=\"5.5\" fill=\"\(c)\" stroke=\"#1a1a1a\" stroke-width=\"1\"/>")
                out.append("<text class=\"figure\" x=\"\(px(Self.figuresLeft))\" y=\"\(px(y + 4.5))\"><tspan class=\"strong\">\(s.successes)/\(s.n) · "
                    + "\(StudyReport.percentage(rate))</tspan> (\(StudyReport.percentage(interval.lower))–\(StudyReport.percentage(interval.upper)))</text>")
            } else {
                out.append("<text class=\"figure\" x=\"\(px(Self.plotLeft + 6))\" y=\"\(px(y + 4.5))\">no sessions</text>")
            }
            out.append("</g>")
        }
        out.append("</svg>")
        return out.joined(separator: "\n")
    }

    func timeChart(task index: Int, _ summaries: [(String, TaskSummary)]) -> String {
        // Times of 0 count as a millisecond, as for the geometric mean.
        func clamped(_ seconds: Double) -> Double { max(seconds, 0.001) }
        // Every dot drawn, done or not, and each geometric mean.
        let data = summaries.flatMap { $0.1.results.compactMap { $0.seconds.map(clamped) } } + summaries.compactMap { $0.1.geometricMean?.mean }
        var low = data.min() ?? 1, high = data.max() ?? 1
        // Room for the intervals, but no more than tenfold past the data: a longer whisker ends in an arrow.
        let intervals = summaries.compactMap { $0.1.geometricMean?.interval }
        low = max(min(low, intervals.map(\.lower).min() ?? low), low / 10)
        high = min(max(high, intervals.map(\.upper).max() ?? high), high * 10)
        let axis = LogAxis(low: low, high: high)
        func x(_ seconds: Double) -> Double { Self.plotLeft + axis.fraction(seconds) * (Self.plotRight - Self.plotLeft) }

        let rowHeight = 62.0, top = 6.0
        let bottom = top + rowHeight * Double(summaries.count)
        let said = summaries.map { variant, s in
            guard let gm = s.geometricMean else { return "\(TextFitting.sanitized(variant)) no sessions" }
            return "\(TextFitting.sanitized(variant)) \(s.n) \(s.n == 1 ? "participant" : "participants"), geometric mean \(decimal(gm.mean)) s"
                + (gm.interval.map { " (95 % CI \(decimal($0.lower))–\(decimal($0.upper)))" } ?? "")
        }
        let label = "Task \(index + 1) time on task in seconds by variant: " + said.joined(separator: "; ") + "."
        var out = [svgOpen(height: bottom + 36, label: label)]
        for tick in axis.ticks {
            out.append("<line class=\"\(tick.labelled ? "grid" : "grid minor")\" x1=\"\(px(x(tick.value)))\" y1=\"\(px(top))\" x2=\"\(px(x(tick.value)))\" y2=\"\(px(bottom))\"/>")
            if tick.labelled {
                out.append("<text class=\"tick\" x=\"\(px(x(tick.value)))\" y=\"\(px(bottom + 16))\" text-anchor=\"middle\">\(tick.text)</text>")
            }
        }
        out.append("<line class=\"axis\" x1=\"\(px(Self.plotLeft))\" y1=\"\(px(bottom))\" x2=\"\(px(Self.plotRight))\" y2=\"\(px(bottom))\"/>")
        out.append("<text class=\"axis-title\" x=\"\(px((Self.plotLeft + Self.plotRight) / 2))\" y=\"\(px(bottom + 32))\" text-anchor=\"middle\">seconds (log scale)</text>")
        for (row, (variant, s)) in summaries.enumerated() {
            let y = top + rowHeight * (Double(row) + 0.5), c = colour(variant)
            out.append("<g>" + nameLabel(variant, y: y))
            guard let gm = s.geometricMean else {
                out += ["<text class=\"figure\" x=\"\(px(Self.plotLeft + 6))\" y=\"\(px(y + 4.5))\">\(s.n == 0 ? "no sessions" : "nobody did it")</text>", "</g>"]
                continue
            }
            // Participants above the line, lifted or lowered where they would overlap.
            let dotsY = y - 9, shifts = [0.0, -7, 7, -14, 14]
            var placed: [(x: Double, shift: Double)] = []
            for dot in dots(task: index, variant: variant, x: { x(clamped($0)) }) {
                let shift = shifts.first { shift in !placed.contains { abs($0.x - dot.x) < 9 && $0.shift == shift } } ?? 0
                placed.append((dot.x, shift))
                let fill = dot.done ? "fill=\"\(c)\" stroke=\"#ffffff\" stroke-width=\"1\"" : "fill=\"#ffffff\" stroke=\"\(c)\" stroke-width=\"2\""
                out.append("<circle cx=\"\(px(dot.x))\" cy=\"\(px(dotsY + shift))\" r=\"4.5\" \(fill)><title>\(dot.title)</title></circle>")
            }
            let lineY = y + 17
            if let interval = gm.interval {
                out.append(whisker(from: x(max(interval.lower, axis.low)), to: x(min(interval.upper, axis.high)), y: lineY, colour: c,
                                   openLeft: interval.lower < axis.low, openRight: interval.upper > axis.high))
            }
            let gx = x(gm.mean)
            out.append("<path d=\"M\(px(gx)) \(px(lineY - 7))L\(px(gx + 7)) \(px(lineY))L\(px(gx)) \(px(lineY + 7))L\(px(gx - 7)) \(px(lineY))Z\" fill=\"\(c)\" "
                + "stroke=\"#1a1a1a\" stroke-width=\"1\"/>")
            let range = gm.interval.map { "95 % CI \(decimal($0.lower))–\(decimal($0.upper)) s" } ?? "one time: no interval"
            out.append("<text class=\"figure\" x=\"\(px(Self.figuresLeft))\" y=\"\(px(y - 4))\"><tspan class=\"strong\">GM \(decimal(gm.mean)) s</tspan>"
                + " · median \(s.medianSeconds.map { decimal($0) } ?? "–") s</text>")
            out.append("<text class=\"figure small\" x=\"\(px(Self.figuresLeft))\" y=\"\(px(y + 13))\">\(range)</text>")
            out.append("</g>")
        }
        out.append("</svg>")
        return out.joined(separator: "\n")
    }

    /// The time chart's dots of a variant on a task, in time order: one a participant,
    /// titled with their name, time and outcome; in a report of more than
    /// `listedSessions` sessions, one for all those of one outcome in a stretch of the
    /// axis as wide as a dot's radius, titled with how many and their times.
    private func dots(task index: Int, variant: String, x: (Double) -> Double) -> [(x: Double, done: Bool, title: String)] {
        // A time the recording does not support is no dot.
        let people = report.sessions.filter { $0.variant == variant && $0.results.indices.contains(index) && $0.results[index].outcome != .notReached }
            .compactMap { session in session.results[index].seconds.map { (session.results[index], session.name, $0) } }.sorted { $0.2 < $1.2 }
        guard report.sessions.count > Self.listedSessions else {
            return people.map { result, name, seconds in
                let outcome = result.outcome.rawValue + (result.stop.map { " (\($0.rawValue))" } ?? "")
                return (x(seconds), result.succeeded, "\(escaped(name)): \(decimal(seconds)) s, \(outcome)")
            }
        }
        let stretch = 4.5
        var groups: [(x: Double, done: Bool, low: Double, high: Double, count: Int)] = []
        var at: [Double: [Bool: Int]] = [:]
        for (result, _, seconds) in people {
            let place = ((x(seconds) / stretch).rounded(.down) + 0.5) * stretch
            if let group = at[place]?[result.succeeded] {
                groups[group].high = seconds
                groups[group].count += 1
            } else {
                at[place, default: [:]][result.succeeded] = groups.count
                groups.append((place, result.succeeded, seconds, seconds, 1))
            }
        }
        return groups.map { group in
            let times = group.low == group.high ? "\(decimal(group.low)) s" : "\(decimal(group.low))–\(decimal(group.high)) s"
            return (group.x, group.done, "\(count(group.count, "participant")): \(times), \(group.done ? "done" : "not done")")
        }
    }

    private func svgOpen(height: Double, label: String) -> String {
        "<svg class=\"chart\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(px(Self.width)) \(px(height))\" role=\"img\" "
            + "aria-label=\"\(escaped(label))\"><title>\(escaped(label))</title>"
    }

    /// The variant's name, right-aligned before the plot: on two lines when long (names that
    /// differ late, as `Bookshelf (transition slide, 280 ms)` do, stay apart), cut with … past that;
    /// the whole name in its title.
    private func nameLabel(_ variant: String, y: Double) -> String {
        let clean = TextFitting.sanitized(variant), room = Self.nameRight - 6
        var lines = [""]
        for word in clean.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            let joined = lines[lines.count - 1].isEmpty ? word : lines[lines.count - 1] + " " + word
            if Self.estimatedWidth(joined) <= room || lines[lines.count - 1].isEmpty || lines.count == 2 {
                lines[lines.count - 1] = joined
            } else {
                lines.append(word)
            }
        }
        lines = lines.map { line in
            guard Self.estimatedWidth(line) > room else { return line }
            var cut = line
            while !cut.isEmpty, Self.estimatedWidth(cut + "…") > room { cut.removeLast() }
            return cut + "…"
        }
        let spans = lines.count == 1
            ? escaped(lines[0])
            : "<tspan x=\"\(px(Self.nameRight))\" dy=\"-7\">\(escaped(lines[0]))</tspan><tspan x=\"\(px(Self.nameRight))\" dy=\"15\">\(escaped(lines[1]))</tspan>"
        return "<text class=\"name\" x=\"\(px(Self.nameRight))\" y=\"\(px(y + 4.5))\" text-anchor=\"end\"><title>\(escaped(clean))</title>\(spans)</text>"
    }

    /// About how wide `text` is in the charts' bold 13 px sans-serif (an SVG text cannot be measured
    /// without a script): generous, so that a name cut to fit never runs past the chart's edge.
    static func estimatedWidth(_ text: String) -> Double {
        text.reduce(0) { width, character in
            if DisplayWidth.of(String(character)) == 2 { return width + 15 }
            if "iljtfrI.,:;'|!()[] ".contains(character) { return width + 5 }
            if "mwMW@%&".contains(character) { return width + 13 }
            if character.isUppercase { return width + 11 }
            return width + 8.5
        }
    }

    /// An interval: a line with end caps, or an arrow head where it runs past the axis.
    private func whisker(from left: Double, to right: Double, y: Double, colour: String, openLeft: Bool = false, openRight: Bool = false) -> String {
        var out = "<line x1=\"\(px(left))\" y1=\"\(px(y))\" x2=\"\(px(right))\" y2=\"\(px(y))\" stroke=\"\(colour)\" stroke-width=\"2.5\"/>"
        for (end, open, direction) in [(left, openLeft, -1.0), (right, openRight, 1.0)] {
            out += open
                ? "<path d=\"M\(px(end + direction * 7)) \(px(y))L\(px(end)) \(px(y - 5))L\(px(end)) \(px(y + 5))Z\" fill=\"\(colour)\"/>"
                : "<line x1=\"\(px(end))\" y1=\"\(px(y - 6))\" x2=\"\(px(end))\" y2=\"\(px(y + 6))\" stroke=\"\(colour)\" stroke-width=\"2.5\"/>"
        }
        return out
    }
}

/// A log axis in seconds, its ends and ticks on the 1–2–5 steps.
struct LogAxis {
    let low: Double
    let high: Double
    let ticks: [(value: Double, text: String, labelled: Bool)]

    init(low: Double, high: Double) {
        // Every 1–2–5 step from 0.001 s to a day.
        var steps: [(value: Double, text: String)] = []
        var scale = 0.001, places = 3
        while scale < 100_000 {
            for mantissa in [1.0, 2, 5] { steps.append((mantissa * scale, decimal(mantissa * scale, places: places))) }
            scale *= 10
            places = max(places - 1, 0)
        }
        // A little room at each end, so that no dot sits on the edge.
        var lower = steps.lastIndex { $0.value <= low / 1.1 } ?? 0
        var upper = steps.firstIndex { $0.value >= high * 1.1 } ?? steps.count - 1
        if lower >= upper {
            lower = max(lower - 1, 0)
            upper = min(lower + 2, steps.count - 1)
        }
        self.low = steps[lower].value
        self.high = steps[upper].value
        // Past three decades only the powers of ten are labelled.
        let many = upper - lower > 9
        ticks = steps[lower...upper].enumerated().map { offset, step in
            (step.value, step.text, !many || (lower + offset) % 3 == 0)
        }
    }

    /// Where `value` lies from low (0) to high (1).
    func fraction(_ value: Double) -> Double {
        let clamped = min(max(value, low), high)
        return (log(clamped) - log(low)) / (log(high) - log(low))
    }
}
