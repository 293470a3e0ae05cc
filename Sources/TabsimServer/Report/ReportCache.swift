import Dispatch
import Foundation
import TabsimCore

/// The dashboard's study report, made once for each set of finished recordings: a
/// researcher reloading it is answered from the last one while nothing changed, and a
/// report is made on a queue of its own, never on the threads that step the
/// participants' sessions. What the report is made from is each finished recording's
/// name, size, change time and file number, so a recording removed or replaced (a
/// participant withdrawn after finishing) makes it again.
actor ReportCache {
    private struct Key: Equatable {
        var recordings: [String]
        var underWay: Int
    }

    private var cached: (key: Key, html: String?)?
    private var making: (key: Key, task: Task<String?, Never>)?
    /// Reports made so far (for tests: one per change, however many reloads).
    private(set) var made = 0

    /// The report of `finished` (see `FinishedSessionsReport.html`).
    func html(served: ServedStudy, finished: [(file: String, prototype: Prototype)], underWay: Int) async -> String? {
        let key = Key(recordings: finished.map { Self.stamp(of: RecordingsReport.path(of: $0.file, inFolder: served.folder)) }, underWay: underWay)
        if let cached, cached.key == key { return cached.html }
        if let making, making.key == key { return await making.task.value }
        made += 1
        let task = Task {
            await withCheckedContinuation { (done: CheckedContinuation<String?, Never>) in
                DispatchQueue.global(qos: .utility).async {
                    done.resume(returning: FinishedSessionsReport.html(served: served, finished: finished, underWay: underWay))
                }
            }
        }
        making = (key, task)
        let html = await task.value
        if making?.key == key { making = nil }
        cached = (key, html)
        return html
    }

    /// What changes when a file does: its path, size, change time and file number.
    private static func stamp(of path: String) -> String {
        guard let info = try? FileManager.default.attributesOfItem(atPath: path) else { return path + " missing" }
        let size = (info[.size] as? NSNumber)?.int64Value ?? -1
        let changed = (info[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        let number = (info[.systemFileNumber] as? NSNumber)?.int64Value ?? -1
        return "\(path) \(size) \(changed) \(number)"
    }
}
