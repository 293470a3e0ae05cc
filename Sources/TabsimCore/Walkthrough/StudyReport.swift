/// A study's results as Markdown and JSON (W6), comparable across prototypes and
/// settings (for example slide against none).
public struct StudyReport: Sendable {
    public struct Session: Sendable {
        public var name: String
        public var results: [TaskResult]
        public init(name: String, results: [TaskResult]) {
            self.name = name
            self.results = results
        }
    }

    public var study: Study
    public var prototypeName: String
    public var sessions: [Session]

    public init(study: Study, prototypeName: String, sessions: [Session]) {
        self.study = study
        self.prototypeName = prototypeName
        self.sessions = sessions
    }

    /// A table a session, then per task the success rate and medians over all sessions.
    public var markdown: String {
        var out = ["# Study: \(study.file) on \(prototypeName)", ""]
        for session in sessions {
            out += ["## \(session.name)", "",
                    "| Task | Done | Time (s) | Inputs | Wrong sections | More | Back |",
                    "|---|---|---:|---:|---|---:|---:|"]
            for r in session.results {
                let wrong = r.wrongSections.isEmpty ? "–" : r.wrongSections.joined(separator: ", ")
                out.append("| \(r.title) | \(r.succeeded ? "yes" : "no") | \(seconds(r.milliseconds)) | \(r.inputs) | \(wrong) | \(r.moreUses) | \(r.backtracks) |")
            }
            out.append("")
        }
        out += ["## All sessions", "",
                "| Task | Success | Median time (s) | Median inputs | Median wrong sections | Median More | Median back |",
                "|---|---:|---:|---:|---:|---:|---:|"]
        for (index, task) in study.tasks.enumerated() {
            let results = sessions.compactMap { $0.results.indices.contains(index) ? $0.results[index] : nil }
            let done = results.filter(\.succeeded).count
            out.append("| \(task.title) | \(done)/\(results.count) | \(seconds(Int(median(results.map(\.milliseconds))))) | "
                + "\(count(median(results.map(\.inputs)))) | \(count(median(results.map(\.wrongSections.count)))) | "
                + "\(count(median(results.map(\.moreUses)))) | \(count(median(results.map(\.backtracks)))) |")
        }
        return out.joined(separator: "\n") + "\n"
    }

    /// Every figure, for spreadsheets and scripts.
    public var json: String {
        func string(_ text: String) -> String { "\"" + EventLogEntry.escaped(text) + "\"" }
        let sessionsJSON = sessions.map { session in
            let tasks = session.results.map { r in
                "{\"task\":\(string(r.title)),\"succeeded\":\(r.succeeded),\"milliseconds\":\(r.milliseconds),\"inputs\":\(r.inputs),"
                    + "\"wrong_sections\":[\(r.wrongSections.map(string).joined(separator: ","))],\"more_uses\":\(r.moreUses),\"backtracks\":\(r.backtracks)}"
            }
            return "{\"session\":\(string(session.name)),\"tasks\":[\(tasks.joined(separator: ","))]}"
        }
        return "{\"study\":\(string(study.file)),\"prototype\":\(string(prototypeName)),\"sessions\":[\(sessionsJSON.joined(separator: ","))]}\n"
    }

    /// A median count: whole, or with .5.
    private func count(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(Int(value)) + ".5"
    }

    private func seconds(_ milliseconds: Int) -> String { WalkthroughExport.format3(Double(milliseconds) / 1000).dropLast(1).description }

    /// The median, the mean of the middle two for an even count; 0 for none.
    func median(_ values: [Int]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        return Double(sorted[(sorted.count - 1) / 2] + sorted[sorted.count / 2]) / 2
    }
}
