import Foundation
import Testing

/// What a study report gives away when it is mailed or opened in a spreadsheet (W6):
/// no formula a spreadsheet would run, whichever separator it splits on.
@Suite("Study reports safe to share (W6)")
struct StudyReportSafetyTests {
    /// A folder with the postbox prototype, a task file titled `title`, and one recording
    /// of a participant going to Sent, stating `participant` and `variant`.
    private func folder(title: String, participant: String, variant: String) throws -> URL {
        let dir = try StudyRecordingTests.folder(tasks: "task \(title)\nexpect section Sent\n")
        let launch: [String: Any] = ["t_ms": 0, "event": "launch", "format": 2, "prototype": "postbox.yaml", "transition": "none",
                                     "duration": 280, "size": "80x24", "section": "Inbox", "participant": participant, "variant": variant]
        let header = String(decoding: try JSONSerialization.data(withJSONObject: launch, options: [.sortedKeys]), as: UTF8.self)
        let text = [header, #"{"t_ms":400,"input":"2"}"#, #"{"t_ms":900,"event":"quit","section":"Sent"}"#].joined(separator: "\n") + "\n"
        try text.write(to: dir.appendingPathComponent("p1.jsonl"), atomically: true, encoding: .utf8)
        return dir
    }

    @Test("W6: no part of a CSV field split on , or ; starts a formula (= + - @ tab CR, after quotes and spaces): a label x;=HYPERLINK(…) reads x;'=HYPERLINK(…)")
    func noFormulaAfterSeparators() async throws {
        let dir = try folder(title: "Find;=HYPERLINK(\"http://evil.example\",\"sent\")", participant: "p1,+SUM(1)", variant: "x;@cmd, -2")
        defer { try? FileManager.default.removeItem(at: dir) }
        let csv = dir.appendingPathComponent("study.csv").path
        let out = try await StudyRecordingTests.tabsim(["study", dir.appendingPathComponent("tasks.txt").path,
                                                        dir.appendingPathComponent("p1.jsonl").path, "--csv", csv])
        #expect(out.status == 0, "\(out.stderr)")
        let text = try String(contentsOfFile: csv, encoding: .utf8)
        let row = try #require(text.split(separator: "\r\n").dropFirst().first.map(String.init))
        #expect(row.contains(#","p1,'+SUM(1)","x;'@cmd,' -2","#), "\(row)")
        #expect(row.contains(#""Find;'=HYPERLINK(""http://evil.example"",""sent"")""#), "\(row)")
        // As a spreadsheet splitting on either separator (quotes or not) reads it.
        for separators in [",", ";", ",;"] {
            let parts = row.split(omittingEmptySubsequences: false) { separators.contains($0) }
            let formulas = parts.map { $0.drop { $0 == "\"" || $0 == " " } }.filter { $0.first.map { "=+-@\t\r".contains($0) } == true }
            #expect(formulas.isEmpty, "split on \(separators): \(formulas)")
        }
    }
}
