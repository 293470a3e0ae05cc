#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import TabsimTerminal

/// `serve.keys` in the study folder: the links' tokens and the resume id of each session,
/// so the same links and sessions outlive the server (a crash, a reboot, an upgrade).
/// Made on the first start, readable and writable by its owner only (0600); a file
/// others may read, or someone else's, is refused. One JSON object a line, each
/// appended whole by one `write`, so two servers of other variants share the folder:
///
///     {"dashboard":"…","participants":["…"],"variants":["docked","floating"]}
///     {"session":"…","participant":3,"variant":"docked","cols":40,"rows":43}
///
/// A server takes the last tokens line of its own variants, else writes one.
final class StudyKeys {
    /// The links of the server that serves `variants` (their names, in order).
    struct Links: Codable, Equatable {
        var dashboard: String
        /// One (the variants in turn), or one per variant.
        var participants: [String]
        var variants: [String?]
    }

    /// A session a page may take up again, and the screen it was made for.
    struct Resumable: Codable, Equatable {
        var session: String
        var participant: Int
        var variant: String?
        var cols: Int
        var rows: Int
        /// The device frame it is shown in (`phone`), if one.
        var device: String?
    }

    static let name = "serve.keys"
    /// The largest file read: a line a session, a few million sessions.
    static let maximumBytes = 64 << 20

    let links: Links
    /// The sessions of this server's variants that earlier runs (and this one) made, by id.
    private(set) var sessions: [String: Resumable] = [:]
    private let descriptor: Int32

    /// Opens (or makes) the keys of `folder` for a server of `variants` with `linkCount`
    /// participants' links.
    /// - Throws: `RecordingFile.OpenFailure` when the file cannot be read or written,
    ///   is too large, or is not the owner's alone.
    init(folder: String, variants: [String?], linkCount: Int) throws {
        let path = folder + "/" + Self.name
        descriptor = open(path, O_RDWR | O_CREAT | O_APPEND | O_CLOEXEC | O_NOCTTY | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else { throw RecordingFile.OpenFailure(reason: "\(Self.name): " + String(cString: strerror(errno))) }
        do {
            var info = stat()
            guard fstat(descriptor, &info) == 0 else { throw RecordingFile.OpenFailure(reason: String(cString: strerror(errno))) }
            guard UInt32(info.st_mode) & UInt32(S_IFMT) == UInt32(S_IFREG), info.st_uid == geteuid(), UInt32(info.st_mode) & 0o077 == 0 else {
                throw RecordingFile.OpenFailure(reason: "\(Self.name) holds the study's links and must be a file only its owner may read "
                    + "(chmod 600 \(Self.name))")
            }
            guard info.st_size <= Self.maximumBytes else { throw RecordingFile.OpenFailure(reason: "\(Self.name) is larger than 64 MiB") }
            var found: Links?
            for line in try Self.lines(of: descriptor) {
                let decoder = JSONDecoder()
                if let links = try? decoder.decode(Links.self, from: line), links.variants == variants,
                   links.participants.count == linkCount, ([links.dashboard] + links.participants).allSatisfy(Token.isWellFormed) {
                    found = links
                } else if let session = try? decoder.decode(Resumable.self, from: line), variants.contains(session.variant),
                          Token.isWellFormed(session.session) {
                    sessions[session.session] = session
                }
            }
            if let found {
                links = found
            } else {
                links = Links(dashboard: Token.make(), participants: (0..<linkCount).map { _ in Token.make() }, variants: variants)
                if let failure = append(links) { throw RecordingFile.OpenFailure(reason: "\(Self.name): " + failure) }
            }
        } catch {
            close(descriptor)
            throw error
        }
    }

    deinit { close(descriptor) }

    /// Keeps `session`, so a page may take it up after a restart.
    /// - Returns: nil when it was written, else why not.
    @discardableResult
    func add(_ session: Resumable) -> String? {
        sessions[session.session] = session
        return append(session)
    }

    private func append(_ value: some Encodable) -> String? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Tokens, names and numbers: encoding cannot fail.
        let line = Array(try! encoder.encode(value)) + [UInt8(ascii: "\n")]
        return line.withUnsafeBytes { writeAll($0, to: descriptor) }
    }

    /// The file's lines, read from its start.
    private static func lines(of descriptor: Int32) throws -> [Data] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        var offset: off_t = 0
        while bytes.count <= maximumBytes {
            let count = chunk.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, offset) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw RecordingFile.OpenFailure(reason: String(cString: strerror(errno))) }
            if count == 0 { break }
            bytes += chunk[..<count]
            offset += off_t(count)
        }
        return bytes.split(separator: UInt8(ascii: "\n")).map { Data($0) }
    }
}
