import Foundation
import Testing

/// A study of many recordings survives the bad ones (issue: "hostile recordings that
/// cannot crash a study"): each is reported in one line and left out, the report says how
/// many; `walk` refuses one naming its line instead of crashing.
@Suite("Hostile recordings in a study (W4, W6)")
struct HostileStudyTests {
    /// A session of the postbox prototype beside it, going to Sent.
    static func recording(participant: String, end: String = "\n") -> String {
        [#"{"t_ms":0,"event":"launch","format":2,"prototype":"postbox.yaml","transition":"none","duration":280,"size":"80x24","section":"Inbox","participant":"\#(participant)"}"#,
         #"{"t_ms":400,"input":"2"}"#, #"{"t_ms":900,"event":"quit","section":"Sent"}"#].joined(separator: end) + end
    }

    /// A folder with the prototype, a task file, and the recordings named.
    private func folder(_ recordings: [String: String]) throws -> URL {
        let dir = try StudyRecordingTests.folder()
        for (name, text) in recordings { try text.write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return dir
    }

    @Test("W4: walk of a recording with a time at the Int64 limit exits 1 naming file:line and t_ms; it does not crash")
    func walkRefusesHugeTime() async throws {
        let huge = Self.recording(participant: "p1").replacingOccurrences(of: #""t_ms":400"#, with: #""t_ms":9223372036854775807"#)
        let dir = try folder(["p1.jsonl": huge])
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("p1.jsonl").path
        let out = try await StudyRecordingTests.tabsim(["walk", path])
        #expect(out.status == 1, "\(out.stderr)")
        #expect(out.stderr == "\(path):2:1: error: t_ms: 9223372036854775807 is not milliseconds from 0 to 864000000 (10 days)\n", "\(out.stderr)")
    }

    @Test("W6: a study leaves out each bad recording (a time at the Int64 limit, an empty file, an unreadable input) with one line on stderr and exits 1; with --allow-missing it measures the rest, and notes how many were left out")
    func badRecordingsAreLeftOut() async throws {
        let dir = try folder([
            "p1.jsonl": Self.recording(participant: "p1"),
            "p2.jsonl": Self.recording(participant: "p2", end: "\r\n"),
            "p3.jsonl": Self.recording(participant: "p3").replacingOccurrences(of: #""t_ms":900"#, with: #""t_ms":9223372036854775807"#),
            "p4.jsonl": "",
            "p5.jsonl": Self.recording(participant: "p5").replacingOccurrences(of: #""input":"2""#, with: #""input":"drag:99999999999:1""#),
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let tasks = dir.appendingPathComponent("tasks.txt").path
        // Left out, they fail the study unless the researcher means it.
        let refused = try await StudyRecordingTests.tabsim(["study", tasks, dir.path])
        #expect(refused.status == 1 && refused.stdout.isEmpty, "\(refused.stderr)")
        #expect(refused.stderr.hasSuffix("tabsim: 3 of 5 recordings were left out, each for the reason said above; measure the rest on purpose with --allow-missing\n"),
                "\(refused.stderr)")
        let out = try await StudyRecordingTests.tabsim(["study", tasks, dir.path, "--allow-missing"])
        #expect(out.status == 0, "\(out.stderr)")
        let path = { (name: String) in dir.appendingPathComponent(name).path }
        let lines = out.stderr.split(separator: "\n").map(String.init)
        #expect(lines.contains("tabsim: warning: \(path("p3.jsonl")):3:1: left out: t_ms: 9223372036854775807 is not milliseconds from 0 to 864000000 (10 days)"), "\(out.stderr)")
        #expect(lines.contains("tabsim: warning: \(path("p4.jsonl")): left out: the file is empty: neither a recording nor a walkthrough script"), "\(out.stderr)")
        #expect(lines.contains { $0.hasPrefix("tabsim: warning: \(path("p5.jsonl")):2:1: left out: input: 'drag:99999999999:1' is not an input") }, "\(out.stderr)")
        // The report's note names them as a report may be mailed: not by the absolute folder.
        #expect(lines.contains { $0.hasPrefix("tabsim: warning: 3 of 5 recordings were left out, each for the reason tabsim study printed: 'p3.jsonl'") },
                "\(out.stderr)")
        #expect(out.stdout.contains("3 of 5 recordings were left out"), "\(out.stdout)")
        #expect(out.stdout.contains("| 2/2 ("), "p1 and p2 (CRLF) are measured, and both found Sent: \(out.stdout)")
    }

    @Test("W6: a study whose every recording is bad is an error")
    func noRecordingLeft() async throws {
        let dir = try folder(["p1.jsonl": "\n\n", "p2.jsonl": #"{"t_ms":0,"event":"launch","format":7}"# + "\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = try await StudyRecordingTests.tabsim(["study", dir.appendingPathComponent("tasks.txt").path, dir.path])
        #expect(out.status == 1)
        #expect(out.stderr.hasSuffix("tabsim: no recording is left to measure: each of the 2 was left out\n"), "\(out.stderr)")
    }
}
