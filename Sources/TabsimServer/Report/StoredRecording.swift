import Foundation
import TabsimCore

/// Reading back a recording the server wrote (for the report, and to take a session up
/// again after a restart): bounded, and only by a name the server gave it.
enum StoredRecording {
    /// The most of a recording read (64 MiB, hours of taps); a larger one is refused.
    static let maximumBytes = 64 << 20

    /// The recording at `path`, refused when larger than `maximumBytes` or not UTF-8.
    static func read(_ path: String) throws -> WalkthroughScript {
        let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
        defer { try? handle.close() }
        let bytes = try handle.read(upToCount: maximumBytes + 1) ?? Data()
        guard bytes.count <= maximumBytes else { throw CocoaError(.fileReadTooLarge) }
        return try WalkthroughScript.read(try PrototypeLimits.utf8Text(Array(bytes), file: path), file: path)
    }
}
