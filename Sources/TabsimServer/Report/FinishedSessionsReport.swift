import Foundation
import TabsimCore

/// The study report of a served study's finished sessions, the page `tabsim study --html`
/// writes for the same recordings (`RecordingsReport`, the loop both run): each read
/// from the study folder by the name the server gave it (never a name from a request),
/// at most `maximumBytes`, replayed with the served prototype and measured; one that cannot be read or replayed is left out, and the report says so.
enum FinishedSessionsReport {
    /// The report's HTML for the recordings `finished` (names in `served`'s folder, each
    /// with its variant's prototype), grouped by variant; nil when none of them could be measured.
    static func html(served: ServedStudy, finished: [(file: String, prototype: Prototype)]) -> String? {
        var recordings: [RecordingsReport.Recording] = [], leftOut: [String] = []
        for (file, prototype) in finished {
            // Named by their files in the recordings' folder: the page may be saved and mailed.
            do {
                recordings.append(RecordingsReport.Recording(name: file, script: try read(RecordingsReport.path(of: file, inFolder: served.folder)),
                                                             prototype: prototype))
            } catch {
                leftOut.append(file)
            }
        }
        let earlier = RecordingsReport.LeftOut(names: leftOut, given: finished.count, reason: "as the server could not read or replay them")
        return RecordingsReport.report(study: served.study, recordings: recordings, leftOut: earlier)?.html
    }

    /// The most of a recording the report reads (64 MiB, hours of taps); a larger one is left out.
    static let maximumBytes = 64 << 20

    /// The recording at `path`, refused when larger than `maximumBytes` or not UTF-8.
    private static func read(_ path: String) throws -> WalkthroughScript {
        let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
        defer { try? handle.close() }
        let bytes = try handle.read(upToCount: maximumBytes + 1) ?? Data()
        guard bytes.count <= maximumBytes else { throw CocoaError(.fileReadTooLarge) }
        return try WalkthroughScript.read(try PrototypeLimits.utf8Text(Array(bytes), file: path), file: path)
    }
}
