/// Where the program writes its recording (W4, `--log FILE`).
public protocol EventLogSink: AnyObject {
    /// Writes one entry whole, as `entry.line(wallClock:)` (a file adds the wall clock).
    /// - Returns: nil when it was written, else why it could not be (the disk is full…).
    func record(_ entry: RecordingEntry) -> String?
    /// Entries written whole so far.
    var entriesWritten: Int { get }
}
