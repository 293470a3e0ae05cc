/// A live study's task entry (W6): a task started, was done, given up, timed out or
/// skipped, recorded where it happened so a replay measures each task from its own
/// start to its own end.
///
///     {"t_ms":5120,"task":2,"status":"start","title":"Find your invoices"}
public struct TaskMark: Equatable, Sendable {
    public enum Status: String, Equatable, Sendable, CaseIterable {
        case start, done
        case gaveUp = "gave_up"
        case timedOut = "timed_out"
        case skipped
    }

    /// The task's number in the task file, from 1.
    public var task: Int
    public var status: Status

    public init(task: Int, status: Status) {
        self.task = task
        self.status = status
    }

    /// The entry's fields after `t_ms`; the title is for people reading the file.
    public func fields(title: String) -> [(String, LogValue)] {
        [("task", .int(task)), ("status", .string(status.rawValue)), ("title", .string(title))]
    }

    /// Reads a task entry.
    init(entry: [String: Any]) throws(RecordingHeader.FieldError) {
        guard let task = entry["task"] as? Int, (1...10_000).contains(task) else {
            throw RecordingHeader.FieldError(field: "task", message: "must be the task's number, from 1")
        }
        guard let raw = entry["status"] as? String, let status = Status(rawValue: raw) else {
            throw RecordingHeader.FieldError(field: "status", message: "must be one of \(Status.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        self.init(task: task, status: status)
    }
}
