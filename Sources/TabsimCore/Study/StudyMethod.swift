/// How a study's tasks are taken (issue 31), the same tasks and goals every way: on the
/// prototype itself; as a first-click test (Optimal Workshop's Chalkmark), where the
/// task's start screen is shown and the participant's first tap ends the task; or as a
/// tree test (Treejack), where the prototype's tree is browsed by its labels alone.
public enum StudyMethod: String, Equatable, Sendable, CaseIterable {
    /// The prototype as it is: a task ends when its goals hold, is given up or times out.
    case prototype
    /// The first tap (or the first gesture's release) ends the task; it succeeds when it
    /// is the first step of a shortest path to the goal (`TaskMeasure`), which is judged
    /// when the recording is measured, not shown to the participant.
    case firstClick = "first-click"
    /// The prototype is hidden; its tree (`TreeNode.tree`) is browsed a level at a time
    /// and *I'd find it here* ends the task with the node open, right when the task's
    /// goals hold where that node is in the prototype, judged when the recording is measured.
    case tree
}
