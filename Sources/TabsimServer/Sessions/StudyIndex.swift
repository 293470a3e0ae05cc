#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import TabsimCore
import TabsimTerminal

/// Writes `index.jsonl` in the study folder (`StudyIndexEntries` reads it): a line when a
/// session starts and when it ends, each written whole and flushed, appended to what
/// earlier runs wrote. `tabsim study` measures the folder's other `*.jsonl` files.
final class StudyIndex {
    typealias Entry = StudyIndexEntries.Entry

    static let name = StudyIndexEntries.name
    private let descriptor: Int32

    /// Opens (or starts) the index in `folder`.
    /// - Throws: `RecordingFile.OpenFailure` with the system's reason.
    init(folder: String) throws {
        descriptor = open(folder + "/" + Self.name, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC | O_NOCTTY, 0o644)
        guard descriptor >= 0 else { throw RecordingFile.OpenFailure(reason: String(cString: strerror(errno))) }
    }

    deinit { close(descriptor) }

    /// Appends the line for `summary` (`started`, `finished` or `ended`).
    /// - Returns: nil when it was written, else why not.
    @discardableResult
    func write(_ summary: SessionSummary) -> String? {
        var entry = Entry(at: RecordingFile.wallClock(), event: "started", participant: summary.participant, file: summary.file,
                          variant: summary.variant)
        switch summary.status {
        case .running, .paused: break
        case .finished(let code):
            entry.event = "finished"
            entry.code = code
        case .ended(let reason):
            entry.event = "ended"
            entry.reason = reason
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Texts only: encoding cannot fail.
        let line = Array(try! encoder.encode(entry)) + [UInt8(ascii: "\n")]
        return line.withUnsafeBytes { writeAll($0, to: descriptor) }
    }
}
