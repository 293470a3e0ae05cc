#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import TabsimCore
import TabsimTerminal

/// `index.jsonl` in the study folder: a line when a session starts and when it ends,
/// each written whole and flushed, appended to what earlier runs wrote. `tabsim study`
/// reads the folder's other `*.jsonl` files, never this one.
final class StudyIndex {
    /// One line: a session started, finished (with its completion code) or ended.
    struct Entry: Codable, Equatable {
        var at: String
        var event: String
        var participant: String
        var file: String
        var variant: String?
        var code: String?
        var reason: String?
    }

    static let name = "index.jsonl"
    private let descriptor: Int32

    /// Opens (or starts) the index in `folder`.
    /// - Throws: `RecordingFile.OpenFailure` with the system's reason.
    init(folder: String) throws {
        descriptor = open(folder + "/" + Self.name, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC | O_NOCTTY, 0o644)
        guard descriptor >= 0 else { throw RecordingFile.OpenFailure(reason: String(cString: strerror(errno))) }
    }

    deinit { close(descriptor) }

    /// The last line of each participant in `folder`'s index, as earlier runs left it,
    /// by participant number; lines that do not parse are passed over.
    static func latest(in folder: String) -> [Int: Entry] {
        guard case .success(let contents) = FileNode.contents(of: folder + "/" + name, limit: StudyKeys.maximumBytes) else { return [:] }
        var latest: [Int: Entry] = [:]
        for line in contents.bytes.split(separator: UInt8(ascii: "\n")) {
            guard let entry = try? JSONDecoder().decode(Entry.self, from: Data(line)), let number = Self.number(of: entry.participant) else { continue }
            latest[number] = entry
        }
        return latest
    }

    /// 3 for `p3`; nil for anything else.
    static func number(of participant: String) -> Int? {
        guard participant.hasPrefix("p"), participant.utf8.count <= 12, let number = Int(participant.dropFirst()), number > 0 else { return nil }
        return number
    }

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
