extension StudyReport {
    /// Per task: each variant's figures, the difference of two variants, the commonest
    /// paths; then every participant's figures.
    public var markdown: String {
        func clean(_ text: String) -> String { TextFitting.sanitized(text) }
        var out = ["# Study: \(clean(title))", ""]
        out += ["| Variant | Prototype | Sessions | SUS (mean, n) |", "|---|---|---:|---|"]
        for variant in variants {
            let members = sessions.filter { $0.variant == variant }
            out.append("| \(cell(variant)) | \(cell(members[0].prototypeName)) | \(members.count) | \(susFigure(variant: variant)) |")
        }
        for (index, task) in study.tasks.enumerated() {
            out += ["", "## Task \(index + 1): \(clean(task.title))", "",
                    "| Variant | " + Self.figureColumns.map(\.heading).joined(separator: " | ") + " |",
                    "|---|" + Self.figureColumns.map { $0.numeric ? "---:|" : "---|" }.joined()]
            for variant in variants {
                out.append("| \(cell(variant)) | " + figures(task: index, variant: variant).joined(separator: " | ") + " |")
            }
            if variants.count == 2 { out += ["", differenceLine(task: index)] }
            let paths = variants.flatMap { variant in summary(task: index, variant: variant).commonPaths().map { (variant, $0) } }
            if !paths.isEmpty {
                out += ["", "| Variant | Path | Outcome | Participants |", "|---|---|---|---:|"]
                for (variant, entry) in paths {
                    out.append("| \(cell(variant)) | \(cell(entry.path.joined(separator: " → "))) | \(entry.outcome.rawValue) | \(entry.count) |")
                }
            }
        }
        out += ["", "## Participants", "",
                "| Session | Participant | Variant | Task | Outcome | Time (s) | Inputs | Wrong sections | More | Back | First click | Lostness | SEQ |",
                "|---|---|---|---|---|---:|---:|---|---:|---:|---|---:|---:|"]
        for session in sessions {
            for r in session.results {
                out.append("| \(cell(session.name)) | \(cell(session.participant ?? "–")) | \(cell(session.variant)) | \(cell(r.title)) | "
                    + figures(of: r).map(cell).joined(separator: " | ") + " |")
            }
        }
        return out.joined(separator: "\n") + "\n"
    }

    /// The second variant against the first: success difference (Agresti–Caffo) and
    /// time ratio of geometric means (Welch), each with its 95 % interval.
    func differenceLine(task index: Int) -> String {
        let a = summary(task: index, variant: variants[0]), b = summary(task: index, variant: variants[1])
        var parts: [String] = []
        if let d = StudyStatistics.rateDifference((a.successes, a.n), (b.successes, b.n)) {
            parts.append("success \(signed(d.difference)) (95 % CI \(signed(d.interval.lower)) to \(signed(d.interval.upper)))")
        }
        if let r = StudyStatistics.geometricMeanRatio(a.seconds.map { max($0, 0.001) }, b.seconds.map { max($0, 0.001) }) {
            parts.append("time ratio \(decimal(r.ratio)) (95 % CI \(decimal(r.interval.lower))–\(decimal(r.interval.upper)))")
        }
        let label = "\(TextFitting.sanitized(variants[0])) against \(TextFitting.sanitized(variants[1]))"
        return parts.isEmpty ? "\(label): too few sessions for intervals." : "\(label): " + parts.joined(separator: "; ") + "."
    }

    /// Every figure, for scripts: per variant and task, and per participant.
    public var json: String {
        func string(_ text: String) -> String { LogValue.string(text).json }
        func number(_ value: Double?) -> String { value.map { decimal($0, places: 4) } ?? "null" }
        func interval(_ value: Interval?) -> String { value.map { "[\(number($0.lower)),\(number($0.upper))]" } ?? "null" }
        let tasks = study.tasks.enumerated().map { index, task in
            let perVariant = variants.map { variant in
                let s = summary(task: index, variant: variant)
                return "{\"variant\":\(string(variant)),\"n\":\(s.n),\"successes\":\(s.successes),\"success_interval\":\(interval(s.successInterval)),"
                    + "\"direct_successes\":\(s.directSuccesses),\"median_seconds\":\(number(s.medianSeconds)),"
                    + "\"geometric_mean_seconds\":\(number(s.geometricMean?.mean)),\"geometric_mean_interval\":\(interval(s.geometricMean?.interval)),"
                    + "\"mean_inputs\":\(number(s.meanInputs)),\"mean_more_uses\":\(number(s.meanMoreUses)),"
                    + "\"first_click_correct\":\(s.firstClicks.correct),\"first_click_known\":\(s.firstClicks.of),\"mean_lostness\":\(number(s.meanLostness)),\"mean_seq\":\(number(s.meanSEQ))}"
            }
            return "{\"task\":\(string(task.title)),\"variants\":[\(perVariant.joined(separator: ","))]}"
        }
        let participants = sessions.map { session in
            let results = session.results.map { r in
                "{\"task\":\(string(r.title)),\"outcome\":\(string(r.outcome.rawValue)),\"milliseconds\":\(r.milliseconds),\"inputs\":\(r.inputs),"
                    + "\"wrong_sections\":[\(r.wrongSections.map(string).joined(separator: ","))],\"more_uses\":\(r.moreUses),"
                    + "\"backtracks\":\(r.backtracks),\"first_click\":\(r.firstClick.map(string) ?? "null"),"
                    + "\"first_click_correct\":\(r.firstClickCorrect.map { $0 ? "true" : "false" } ?? "null"),"
                    + "\"lostness\":\(number(r.lostness)),\"seq\":\(r.seq.map(String.init) ?? "null"),"
                    + "\"path\":[\(r.path.map(string).joined(separator: ","))]}"
            }
            return "{\"session\":\(string(session.name)),\"participant\":\(session.participant.map(string) ?? "null"),"
                + "\"variant\":\(string(session.variant)),\"prototype\":\(string(session.prototypeName)),\"sus\":\(number(session.sus)),\"tasks\":[\(results.joined(separator: ","))]}"
        }
        return "{\"study\":\(string(study.file)),\"tasks\":[\(tasks.joined(separator: ","))],\"sessions\":[\(participants.joined(separator: ","))]}\n"
    }

    /// One row per participant and task (RFC 4180), for spreadsheets.
    public var csv: String {
        var rows = [["session", "participant", "variant", "prototype", "task", "outcome", "seconds", "inputs", "wrong_sections",
                     "more_uses", "backtracks", "first_click", "first_click_correct", "lostness", "seq", "sus", "path"]]
        for session in sessions {
            for r in session.results {
                rows.append([session.name, session.participant ?? "", session.variant, session.prototypeName, r.title, r.outcome.rawValue,
                             decimal(Double(r.milliseconds) / 1000, places: 3), String(r.inputs), r.wrongSections.joined(separator: "; "),
                             String(r.moreUses), String(r.backtracks), r.firstClick ?? "",
                             r.firstClickCorrect.map { $0 ? "yes" : "no" } ?? "", r.lostness.map { decimal($0, places: 4) } ?? "",
                             r.seq.map(String.init) ?? "", session.sus.map { decimal($0, places: 1) } ?? "", r.path.joined(separator: " → ")])
            }
        }
        return rows.map { $0.map(csvField).joined(separator: ",") }.joined(separator: "\r\n") + "\r\n"
    }

    private func csvField(_ text: String) -> String {
        let clean = TextFitting.sanitized(text)
        // A leading = + - @ would be taken as a formula by spreadsheets.
        let safe = clean.first.map { "=+-@".contains($0) } == true && Double(clean) == nil ? "'" + clean : clean
        guard safe.contains(where: { $0 == "," || $0 == "\"" }) else { return safe }
        return "\"" + safe.replacing("\"", with: "\"\"") + "\""
    }

    /// Text for a Markdown table cell: no control characters, no column breaks.
    private func cell(_ text: String) -> String { TextFitting.sanitized(text).replacing("|", with: "\\|") }
    private func signed(_ value: Double) -> String { (value >= 0 ? "+" : "−") + decimal(abs(value)) }
}

/// The figures every report shows (Markdown and HTML), not yet escaped for a format.
extension StudyReport {
    /// A variant's mean SUS score and how many sessions answered it, or – (not yet escaped for a format).
    func susFigure(variant: String) -> String {
        meanSUS(variant: variant).map { "\(decimal($0.mean, places: 1)) (n \($0.n))" } ?? "–"
    }

    /// The columns of `figures(task:variant:)`, and whether each is a number (right-aligned).
    static let figureColumns: [(heading: String, numeric: Bool)] = [
        ("n", true), ("Success (95 % CI)", false), ("Direct", true), ("Median time (s)", true), ("Geometric mean time (s) (95 % CI)", false),
        ("Inputs", true), ("More", true), ("First click", true), ("Lostness", true), ("SEQ", true),
    ]

    /// One variant's figures on one task, as every report shows them (not yet escaped for a format).
    func figures(task index: Int, variant: String) -> [String] {
        let s = summary(task: index, variant: variant)
        let rate = s.successInterval.map { "\(s.successes)/\(s.n) (\(percentage($0.lower))–\(percentage($0.upper)))" } ?? "–"
        let time = s.geometricMean.map { gm in decimal(gm.mean) + (gm.interval.map { " (\(decimal($0.lower))–\(decimal($0.upper)))" } ?? "") } ?? "–"
        let clicks = s.firstClicks.of > 0 ? "\(s.firstClicks.correct)/\(s.firstClicks.of)" : "–"
        return [String(s.n), rate, "\(s.directSuccesses)/\(s.n)", s.medianSeconds.map { decimal($0) } ?? "–", time,
                s.meanInputs.map { decimal($0) } ?? "–", s.meanMoreUses.map { decimal($0) } ?? "–", clicks,
                s.meanLostness.map { decimal($0) } ?? "–", s.meanSEQ.map { decimal($0, places: 1) } ?? "–"]
    }

    /// One participant's figures on one task: outcome, time (s), inputs, wrong sections, More,
    /// back-tracks, first click, lostness, SEQ (not yet escaped for a format).
    func figures(of r: TaskResult) -> [String] {
        let wrong = r.wrongSections.isEmpty ? "–" : r.wrongSections.joined(separator: ", ")
        let click = r.firstClick.map { "\($0)\(r.firstClickCorrect.map { $0 ? " ✓" : " ✗" } ?? "")" } ?? "–"
        return [r.outcome.rawValue, decimal(Double(r.milliseconds) / 1000), String(r.inputs), wrong, String(r.moreUses),
                String(r.backtracks), click, r.lostness.map { decimal($0) } ?? "–", r.seq.map(String.init) ?? "–"]
    }

    /// A rate as a whole percentage: 0.36 → "36 %".
    func percentage(_ value: Double) -> String { "\(Int((value * 100).rounded())) %" }
}

/// `value` with `places` decimals, without Foundation.
func decimal(_ value: Double, places: Int = 2) -> String {
    guard value.isFinite else { return "null" }
    // Beyond what an Int holds with the decimals (an interval from two sessions can be).
    guard abs(value) < 1e12 else { return "\(value)" }
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    let scaled = Int((abs(value) * scale).rounded())
    let whole = scaled / Int(scale), fraction = String(scaled % Int(scale))
    let sign = value < 0 && scaled > 0 ? "-" : ""
    guard places > 0 else { return sign + String(whole) }
    return sign + "\(whole)." + String(repeating: "0", count: places - fraction.count) + fraction
}
