import Dispatch

/// The serial executor a participant's session runs on: a dispatch queue of its own.
/// What the session does that can block, writing its recording to a slow or full disk,
/// then holds up that queue's thread, never one of the few threads of Swift's
/// cooperative pool that carry every other participant's connection.
final class SessionExecutor: SerialExecutor {
    private let queue: DispatchQueue

    /// - Parameter label: the queue's name, as a debugger or a crash report shows it.
    init(label: String) {
        // On the shared global queue, not a thread of each session's own: dispatch keeps
        // about a thread a core, and adds one only while another is blocked.
        queue = DispatchQueue(label: label, target: .global(qos: .userInitiated))
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job), executor = asUnownedSerialExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }

    func asUnownedSerialExecutor() -> UnownedSerialExecutor { UnownedSerialExecutor(ordinary: self) }
}
