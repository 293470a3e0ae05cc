/// How a study's tasks are taken (issue 31), the same tasks and goals either way: on the
/// prototype itself, or as a first-click test (Optimal Workshop's Chalkmark), where the
/// task's start screen is shown and the participant's first tap ends the task.
public enum StudyMethod: String, Equatable, Sendable, CaseIterable {
    /// The prototype as it is: a task ends when its goals hold, is given up or times out.
    case prototype
    /// The first tap (or the first gesture's release) ends the task; it succeeds when it
    /// is the first step of a shortest path to the goal (`TaskMeasure`), which is judged
    /// when the recording is measured, not shown to the participant.
    case firstClick = "first-click"
}
