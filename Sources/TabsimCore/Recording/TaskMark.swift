/// A live study's task entry (W6): a task started, was done, given up, timed out or
/// skipped, a tree test's node opened or chosen, recorded where it happened so a replay
/// measures each task from its own start to its own end.
///
///     {"t_ms":5120,"task":2,"status":"start","title":"Find your invoices"}
///     {"t_ms":7300,"task":2,"status":"opened","title":"Find your invoices","node":["More","Billing"]}
public struct TaskMark: Equatable, Sendable {
    public enum Status: String, Equatable, Sendable, CaseIterable {
        case start, done
        case gaveUp = "gave_up"
        case timedOut = "timed_out"
        /// Ended without being done, for no reason of the participant's: a re-scored
        /// replay's task that ends where the recording says it was done, its checks not holding.
        case skipped
        /// Ended by its first tap, in a first-click test (`StudyMethod.firstClick`):
        /// whether the tap was right is measured from the recording.
        case firstClick = "first_click"
        /// A tree test's node opened (`node`), down or back up (`StudyMethod.tree`).
        case opened
        /// A tree test's answer: the node chosen (`node`), right or not as the recording
        /// is measured.
        case chosen

        /// Whether it ends the task (a start or a node opened does not).
        public var endsTask: Bool { self != .start && self != .opened }
    }

    /// The task's number in the task file, from 1.
    public var task: Int
    public var status: Status
    /// Where a starting task put the prototype (`from`), which a replay does too.
    public var from: Study.Start?
    /// A tree test's node opened or chosen, by its labels from the top level; empty:
    /// the top level.
    public var node: [String]?

    public init(task: Int, status: Status, from: Study.Start? = nil, node: [String]? = nil) {
        self.task = task
        self.status = status
        self.from = from
        self.node = node
    }

    /// The most levels a recorded node may have, and the longest label of one.
    static let maximumDepth = 64
    static let maximumLabel = 1_000

    /// The highest task number a recording may name.
    static let maximumTask = 10_000

    /// Reads a task entry.
    init(fields: EntryFields) throws(EntryFields.Problem) {
        guard let task = try fields.number("task", in: 1...Self.maximumTask, "must be the task's number, from 1") else {
            throw EntryFields.Problem(field: "task", message: "must be the task's number, from 1")
        }
        guard let raw = (try? fields.text("status")) ?? nil, let status = Status(rawValue: raw) else {
            throw EntryFields.Problem(field: "status", message: "must be one of \(Status.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        var from: Study.Start?
        if fields.has("from") {
            guard status == .start, let text = (try? fields.text("from")) ?? nil, let start = Study.start(written: text) else {
                throw EntryFields.Problem(field: "from", message: "a task's start names a section or `screen TITLE`")
            }
            from = start
        }
        var node: [String]?
        if fields.has("node") {
            guard status == .opened || status == .chosen,
                  let labels = (try? fields.texts("node", "")) ?? nil, labels.count <= Self.maximumDepth,
                  labels.allSatisfy({ $0.count <= Self.maximumLabel }) else {
                throw EntryFields.Problem(field: "node", message: "a tree test's opened or chosen node: its labels from the top, "
                    + "at most \(Self.maximumDepth) of at most \(Self.maximumLabel) characters")
            }
            node = labels
        }
        self.init(task: task, status: status, from: from, node: node)
    }
}
