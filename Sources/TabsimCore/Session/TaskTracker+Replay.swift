/// A live study's recording replayed as its participant went through it (W5, W6): the
/// one tracker `play`, `walk` and `study` replay a study recording with.
extension TaskTracker {
    /// The study `recording` holds, replaying: its tasks in the order given, its
    /// questions when the live study asked them; nil for a walkthrough script or a
    /// recording of no study.
    /// - Throws: when the tasks it states do not read, or their hash differs.
    public static func replaying(_ recording: WalkthroughScript) throws(PrototypeError) -> TaskTracker? {
        guard let header = recording.header, let study = try header.study(file: recording.file) else { return nil }
        return TaskTracker(study: study, asksQuestions: askedQuestions(in: recording, study: study), order: header.taskOrder,
                           replay: .asRecorded, method: header.method ?? .prototype)
    }

    /// Whether the live study asked its questions: an answer says so, and so does a task's
    /// end (not the last's, and without a comment asked after it) that the next task's
    /// start does not follow at once, as it does when nothing is asked. A recording with
    /// neither cannot tell; its task entries are the same either way.
    static func askedQuestions(in recording: WalkthroughScript, study: Study) -> Bool {
        if !recording.answers.isEmpty { return true }
        let steps = recording.steps
        var ended = 0
        for index in steps.indices {
            guard case .task(let mark) = steps[index].step, mark.status.endsTask else { continue }
            ended += 1
            guard ended < study.tasks.count, study.tasks.indices.contains(mark.task - 1),
                  study.tasks[mark.task - 1].commentPrompt == nil else { continue }
            guard index + 1 < steps.count, case .task(let next) = steps[index + 1].step, next.status == .start else { return true }
            return false
        }
        return false
    }
}
