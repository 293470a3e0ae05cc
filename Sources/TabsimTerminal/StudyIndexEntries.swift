#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TabsimCore

/// The lines of a served study's `index.jsonl` (in its recordings' folder), as `tabsim
/// serve` writes them: one when a session starts and one when it ends. Read by the
/// server when it starts again and by `tabsim study`, which measures only the sessions
/// that cannot go on.
public enum StudyIndexEntries {
    /// One line: a session started, finished (with its completion code) or ended.
    public struct Entry: Codable, Equatable, Sendable {
        public var at: String
        public var event: String
        public var participant: String
        public var file: String
        public var variant: String?
        public var code: String?
        public var reason: String?

        public init(at: String, event: String, participant: String, file: String, variant: String?, code: String? = nil, reason: String? = nil) {
            (self.at, self.event, self.participant, self.file, self.variant, self.code, self.reason) = (at, event, participant, file, variant, code, reason)
        }

        /// Started and not yet finished or ended: the participant may still resume it.
        public var mayYetFinish: Bool { event == "started" }
    }

    /// The index's file name, in the recordings' folder.
    public static let name = "index.jsonl"
    /// The most of an index that is read.
    public static let maximumBytes = 64 << 20

    /// The last line of each participant in `folder`'s index, by participant number;
    /// lines that do not parse are passed over, and a folder without an index has none.
    public static func latest(in folder: String) -> [Int: Entry] {
        guard case .success(let contents) = FileNode.contents(of: folder + "/" + name, limit: maximumBytes) else { return [:] }
        var latest: [Int: Entry] = [:]
        for line in contents.bytes.split(separator: UInt8(ascii: "\n")) {
            guard let entry = try? JSONDecoder().decode(Entry.self, from: Data(line)), let number = number(of: entry.participant) else { continue }
            latest[number] = entry
        }
        return latest
    }

    /// 3 for `p3`; nil for anything else.
    public static func number(of participant: String) -> Int? {
        guard participant.hasPrefix("p"), participant.utf8.count <= 12, let number = Int(participant.dropFirst()), number > 0 else { return nil }
        return number
    }

    /// The recording's file name the server gives participant `number`.
    public static func file(of number: Int) -> String { "p\(number).jsonl" }
}
