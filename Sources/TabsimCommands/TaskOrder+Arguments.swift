import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TabsimCore
import TabsimTerminal

extension TaskOrder: ExpressibleByArgument {
    /// The participant's number in a study recorded into one folder: how many
    /// recordings are already beside `log`.
    static func participantNumber(beside log: String) -> Int {
        let url = URL(fileURLWithPath: log)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path)) ?? []
        return names.filter { $0.hasSuffix(".jsonl") && $0 != StudyIndexEntries.name && $0 != url.lastPathComponent }.count
    }
}
