/// A study's results (W6): per variant and task, rates and times with 95 % intervals,
/// the differences between two variants, the commonest paths, and every participant's
/// figures; as Markdown, JSON and CSV.
public struct StudyReport: Sendable {
    /// One measured session.
    public struct Session: Sendable {
        public var name: String
        public var participant: String?
        public var variant: String
        public var prototypeName: String
        /// How its tasks were taken: on the prototype, as a first-click or a tree test.
        public var method = StudyMethod.prototype
        public var results: [TaskResult]
        /// The System Usability Scale score (0–100), when all ten items were answered.
        public var sus: Double?
        /// Each screen tapped on during the tasks, as it was drawn when first tapped
        /// (the prototype's screen, without the band), by its name in `Tap.screen`:
        /// what the heatmaps are drawn over.
        public var screens: [String: CellBuffer] = [:]

        public init(name: String, participant: String? = nil, variant: String, prototypeName: String, results: [TaskResult],
                    sus: Double? = nil) {
            self.name = name
            self.participant = participant
            self.variant = variant
            self.prototypeName = prototypeName
            self.results = results
            self.sus = sus
        }
    }

    public var study: Study
    public var sessions: [Session]
    /// What the researcher must know about how the sessions were taken: recordings left
    /// out, a repeated participant counted once, groups split by bar layout.
    public var notes: [String]

    public init(study: Study, sessions: [Session], notes: [String] = []) {
        self.study = study
        self.sessions = sessions
        self.notes = notes
    }

    /// Fewer sessions than this of a variant on a task get a note beside their intervals.
    public static let smallSessions = 5

    /// The report's title: the study's name, else its task file.
    public var title: String { study.name ?? study.file }

    /// The variants, in the order their first session was given.
    public var variants: [String] { sessions.map(\.variant).uniqued() }

    /// The mean SUS score of a variant's sessions that answered it, and how many did.
    public func meanSUS(variant: String) -> (mean: Double, n: Int)? {
        let scores = sessions.filter { $0.variant == variant }.compactMap(\.sus)
        return scores.isEmpty ? nil : (scores.reduce(0, +) / Double(scores.count), scores.count)
    }

    /// Every figure of one variant on one task.
    /// Sessions that ended before the task began count in none.
    public func summary(task index: Int, variant: String) -> TaskSummary {
        TaskSummary(results: sessions.filter { $0.variant == variant }.compactMap { session in
            session.results.indices.contains(index) && session.results[index].outcome != .notReached ? session.results[index] : nil
        })
    }
}

/// One variant's figures on one task.
public struct TaskSummary: Sendable {
    public let results: [TaskResult]
    public var n: Int { results.count }
    public var successes: Int { results.filter(\.succeeded).count }
    public var directSuccesses: Int { results.filter { $0.outcome == .direct }.count }
    public var successInterval: Interval? { StudyStatistics.adjustedWald(successes: successes, of: n) }
    /// Seconds of each participant who did the task: time on task is measured on successes.
    public var seconds: [Double] { results.filter(\.succeeded).compactMap(\.seconds) }
    public var medianSeconds: Double? { StudyStatistics.median(seconds) }
    /// The geometric mean of the times (each at least a millisecond) and its interval.
    public var geometricMean: (mean: Double, interval: Interval?)? { StudyStatistics.geometricMean(seconds.map { max($0, 0.001) }) }
    public var meanInputs: Double? { mean(results.map { Double($0.inputs) }) }
    public var meanMoreUses: Double? { mean(results.map { Double($0.moreUses) }) }
    public var firstClicks: (correct: Int, of: Int) {
        let known = results.compactMap(\.firstClickCorrect)
        return (known.filter { $0 }.count, known.count)
    }
    public var meanLostness: Double? { mean(results.compactMap(\.lostness)) }
    /// The mean Single Ease Question answer (1–7) of those who gave one.
    public var meanSEQ: Double? { mean(results.compactMap { $0.seq.map(Double.init) }) }
    /// Tasks not done for `stop` (given up, timed out).
    public func stops(_ stop: TaskStop) -> Int { results.filter { $0.stop == stop }.count }
    /// All taps and clicks, and those on nothing that responds: the pooled misclick rate is
    /// `misclicks / taps` (Maze's term).
    public var taps: Int { results.reduce(0) { $0 + $1.taps.count } }
    public var misclicks: Int { results.reduce(0) { $0 + $1.misclicks } }
    /// Whether there are too few sessions (under 5) for the intervals to say much.
    public var isSmall: Bool { n < StudyReport.smallSessions }

    /// The commonest paths, with how many took each and how it ended.
    public func commonPaths(limit: Int = 5) -> [(path: [String], outcome: TaskOutcome, count: Int)] {
        var counted: [(path: [String], outcome: TaskOutcome, count: Int)] = []
        var found: [[String]: [TaskOutcome: Int]] = [:]
        for result in results {
            if let index = found[result.path]?[result.outcome] {
                counted[index].count += 1
            } else {
                found[result.path, default: [:]][result.outcome] = counted.count
                counted.append((result.path, result.outcome, 1))
            }
        }
        return Array(counted.enumerated().sorted { ($0.element.count, -$0.offset) > ($1.element.count, -$1.offset) }.map(\.element).prefix(limit))
    }

    private func mean(_ values: [Double]) -> Double? {
        values.isEmpty ? nil : values.reduce(0, +) / Double(values.count)
    }
}
