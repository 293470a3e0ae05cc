/// One participant's recorded session, with the prototype and settings it replays with.
public struct StudySession: Sendable {
    public var name: String
    public var recording: WalkthroughScript
    public var prototype: Prototype

    public init(name: String, recording: WalkthroughScript, prototype: Prototype) {
        self.name = name
        self.recording = recording
        self.prototype = prototype
    }

    /// The variant the session belongs to: as recorded with `--variant`, else its
    /// prototype and settings (a screen reader's among them), so sessions are only
    /// compared with their like.
    public var variant: String {
        if let variant = recording.header?.variant { return variant }
        var settings = SessionSettings(prototype: prototype, haptics: .off, remember: .never)
        settings.reader = recording.header?.settings?.reader
        let method = recording.header?.method.map { ", \($0.rawValue) test" } ?? ""
        return "\(prototype.name) (\(settings.summary)\(method))"
    }

    /// Replays the session and measures each task.
    /// - Parameter useMarks: measure by the recording's own task entries (false to
    ///   re-score it against other tasks).
    /// - Throws: when the recording does not fit the prototype.
    public func measured(study: Study, useMarks: Bool = true) throws(WalkthroughRunner.Failure) -> StudyReport.Session {
        // The analysis watches the replay as its observer, held weakly: keep it alive here.
        let analysis = StudyAnalysis(prototype: prototype, study: study)
        let results = try withExtendedLifetime(analysis) { () throws(WalkthroughRunner.Failure) in
            try analysis.results(for: recording, useMarks: useMarks)
        }
        var session = StudyReport.Session(name: name, participant: recording.header?.participant, variant: variant,
                                          prototypeName: prototype.name, results: results, sus: StudyAnalysis.susScore(of: recording))
        session.screens = analysis.screens
        session.method = recording.header?.method ?? .prototype
        return session
    }
}
