import Foundation
import TabsimCore

/// The study report of a served study's finished sessions, the page `tabsim study --html`
/// writes for the same recordings: each read from the study folder by the name the
/// server gave it (never a name from a request), replayed with the served prototype
/// and measured; one that cannot be read or replayed is left out, and the report says so.
enum FinishedSessionsReport {
    /// The report's HTML for the recordings `files` (names in `served`'s folder); nil
    /// when none of them could be measured.
    static func html(served: ServedStudy, files: [String]) -> String? {
        var measured: [StudyReport.Session] = [], sizes: [Size?] = [], leftOut: [String] = []
        for file in files {
            do {
                let text = try String(contentsOfFile: served.folder + "/" + file, encoding: .utf8)
                let script = try WalkthroughScript.read(text, file: file)
                measured.append(try StudySession(name: file, recording: script, prototype: served.prototype).measured(study: served.study))
                sizes.append(script.header?.size)
            } catch {
                leftOut.append(file)
            }
        }
        guard !measured.isEmpty else { return nil }
        let (kept, notes) = StudyGroups.arrange(measured, study: served.study, prototypes: Array(repeating: served.prototype, count: measured.count),
                                                sizes: sizes)
        let leftOutNote = leftOut.isEmpty ? [] : ["left out, as they could not be read or replayed: " + leftOut.joined(separator: ", ")]
        return StudyReport(study: served.study, sessions: kept, notes: leftOutNote + notes).html
    }
}
