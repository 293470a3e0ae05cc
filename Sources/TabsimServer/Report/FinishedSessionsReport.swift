import Foundation
import TabsimCore

/// The study report of a served study's finished sessions, the page `tabsim study --html`
/// writes for the same recordings (`RecordingsReport`, the loop both run): each read
/// from the study folder by the name the server gave it (never a name from a request),
/// at most `StoredRecording.maximumBytes`, replayed with the served prototype and measured; one that cannot be read or replayed is left out, and the report says so.
enum FinishedSessionsReport {
    /// The report's HTML for the recordings `finished` (names in `served`'s folder, each
    /// with its variant's prototype), grouped by variant; nil when none of them could be measured.
    /// - Parameter underWay: sessions running or paused, which may still finish: never
    ///   measured as failures, only said to be left for later.
    static func html(served: ServedStudy, finished: [(file: String, prototype: Prototype)], underWay: Int = 0) -> String? {
        var recordings: [RecordingsReport.Recording] = [], leftOut: [String] = []
        for (file, prototype) in finished {
            // Named by their files in the recordings' folder: the page may be saved and mailed.
            do {
                recordings.append(RecordingsReport.Recording(name: file, script: try StoredRecording.read(RecordingsReport.path(of: file, inFolder: served.folder)),
                                                             prototype: prototype))
            } catch {
                leftOut.append(file)
            }
        }
        let earlier = RecordingsReport.LeftOut(names: leftOut, given: finished.count, reason: "as the server could not read or replay them")
        return RecordingsReport.report(study: served.study, recordings: recordings, leftOut: earlier, notes: RecordingsReport.underWayNote(underWay))?.html
    }
}
