import Foundation
import TabsimCore

/// Reading back a recording the server wrote (for the report, and to take a session up
/// again after a restart): bounded, and only by a name the server gave it.
enum StoredRecording {
    /// The most of a recording read (64 MiB, hours of taps); a larger one is refused.
    static let maximumBytes = 64 << 20

    /// The recording at `path`, refused when larger than `maximumBytes` or not UTF-8.
    static func read(_ path: String) throws -> WalkthroughScript {
        try readWithEnd(path).script
    }

    /// The recording at `path`, the time of its last entry (`t_ms`), which may be no
    /// input (a round trip, a connection): a session taken up goes on after it, and
    /// when that entry was written (its `at`), if it says.
    static func readWithEnd(_ path: String) throws -> (script: WalkthroughScript, end: Int, written: Date?) {
        let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
        defer { try? handle.close() }
        let bytes = try handle.read(upToCount: maximumBytes + 1) ?? Data()
        guard bytes.count <= maximumBytes else { throw CocoaError(.fileReadTooLarge) }
        let text = try PrototypeLimits.utf8Text(Array(bytes), file: path)
        let last = text.split(separator: "\n").last { !$0.allSatisfy(\.isWhitespace) }
        let entry = last.flatMap { try? JSONDecoder().decode(EntryTime.self, from: Data($0.utf8)) }
        let written = entry?.at.flatMap { try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse($0) }
        return (try WalkthroughScript.read(text, file: path), entry?.t_ms ?? 0, written)
    }

    /// An entry's times, all that is read of it here.
    private struct EntryTime: Decodable {
        var t_ms: Int
        var at: String?
    }
}
