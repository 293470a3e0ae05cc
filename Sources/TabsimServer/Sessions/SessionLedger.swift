import TabsimCore
import TabsimTerminal

/// A participant's recording file, and what the dashboard reads off the entries on
/// their way to it: the tasks given up so far. While a session is taken up from its
/// recording, the entries its replay makes (the file has them) are read, not written.
/// A recording the researcher removed (how a participant is withdrawn) is written no
/// more, and that is no failure: the participant goes on, unrecorded, and is not told.
final class SessionLedger: EventLogSink {
    private let file: RecordingFile
    /// The file's name in the study folder.
    let name: String
    private(set) var givenUp = 0
    /// The researcher removed the recording.
    private(set) var withdrawn = false
    private var replaying: Bool

    init(file: RecordingFile, name: String, replaying: Bool = false) {
        self.file = file
        self.name = name
        self.replaying = replaying
    }

    var entriesWritten: Int { file.entriesWritten }

    /// The replay is over: entries are written from now on.
    func replayed() { replaying = false }

    func record(_ entry: RecordingEntry) -> String? {
        if case .task(let mark, _) = entry.kind, mark.status == .gaveUp { givenUp += 1 }
        guard !replaying, !withdrawn, let failure = file.record(entry) else { return nil }
        if file.isRemoved {
            withdrawn = true
            return nil
        }
        return failure
    }

    /// Removes the file if nothing was recorded in it (a disk full from the start).
    func discardIfEmpty() { file.discardIfEmpty() }
}

/// Where a participant is, for the researcher's dashboard.
public struct SessionSummary: Sendable, Equatable {
    /// Running, paused (its page may take it up from its recording: the server
    /// stopped with it running), finished (with its completion code), or ended without finishing.
    public enum Status: Sendable, Equatable {
        case running(connected: Bool)
        case paused
        case finished(code: String)
        case ended(reason: String)
    }

    public var participant: String
    public var file: String
    public var variant: String?
    public var status: Status
    /// `Task 2 of 4: Open your Library`, the questions after it, or nothing once over.
    public var progress: String
    public var givenUp: Int
    /// Messages from the page dropped, by reason.
    public var dropped: Int
    /// Times the page read too slowly, so frames were let go (and the whole screen sent
    /// again when it caught up).
    public var fellBehind = 0
}

extension TaskTracker {
    /// Whether every task and question is behind the participant.
    var isFinished: Bool {
        done == order.count && overlay.question == nil && overlay.comment == nil
    }

    /// Where the participant is, in a few words.
    var progress: String {
        if isFinished { return "finished" }
        let count = order.count
        if isOnTask { return "Task \(done + 1) of \(count): \(study.tasks[task].title)" }
        return done == count ? "questions after the last task" : "questions after task \(done) of \(count)"
    }
}
