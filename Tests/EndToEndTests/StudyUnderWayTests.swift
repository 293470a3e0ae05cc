import Foundation
import Testing

/// A served study's session that its participant may still resume is neither done nor
/// failed (issue 29, item 2): `tabsim study` on the recordings' folder measures only the
/// sessions its `index.jsonl` says have finished or ended, and says which it left for later.
@Suite("Sessions under way are not measured (W6)")
struct StudyUnderWayTests {
    /// The prototype and task file, and sessions/ with p1 (done: it reached Sent) and p2
    /// (in the Inbox, its session started and, per `p2Ended`, ended or not).
    private func folder(p1Finished: Bool = true, p2Ended: Bool) throws -> URL {
        let dir = try StudyRecordingTests.folder()
        let sessions = dir.appendingPathComponent("sessions")
        try FileManager.default.createDirectory(at: sessions, withIntermediateDirectories: true)
        try HostileStudyTests.recording(participant: "p1").replacingOccurrences(of: "postbox.yaml", with: "../postbox.yaml")
            .write(to: sessions.appendingPathComponent("p1.jsonl"), atomically: true, encoding: .utf8)
        try (#"{"t_ms":0,"event":"launch","format":2,"prototype":"../postbox.yaml","transition":"none","duration":280,"size":"80x24","section":"Inbox","participant":"p2"}"#
            + "\n" + #"{"t_ms":400,"input":"down"}"# + "\n")
            .write(to: sessions.appendingPathComponent("p2.jsonl"), atomically: true, encoding: .utf8)
        var index = [#"{"at":"2026-11-29T10:00:00Z","event":"started","file":"p1.jsonl","participant":"p1","variant":"only"}"#,
                     #"{"at":"2026-11-29T10:01:00Z","event":"started","file":"p2.jsonl","participant":"p2","variant":"only"}"#]
        if p1Finished { index.append(#"{"at":"2026-11-29T10:02:00Z","code":"","event":"finished","file":"p1.jsonl","participant":"p1","variant":"only"}"#) }
        if p2Ended { index.append(#"{"at":"2026-11-29T10:20:00Z","event":"ended","file":"p2.jsonl","participant":"p2","reason":"idle","variant":"only"}"#) }
        try (index.joined(separator: "\n") + "\n").write(to: sessions.appendingPathComponent("index.jsonl"), atomically: true, encoding: .utf8)
        return dir
    }

    @Test("W6: a session the index says is under way is left out of the rates, named in a note on stderr and in the report; once it has ended it counts")
    func underWayIsLeftForLater() async throws {
        let dir = try folder(p2Ended: false)
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = try await StudyReportSafetyTests.tabsim(in: dir, ["study", "tasks.txt", "sessions"])
        #expect(out.status == 0, "\(out.stderr)")
        #expect(out.stdout.contains("| 1/1 ("), "p1 alone, done: \(out.stdout)")
        let note = "1 session (sessions/p2.jsonl) still under way or paused, which may yet finish, is not measured here."
        #expect(out.stderr.hasSuffix("\ntabsim: warning: \(note)\n"), "after the note that the recordings hold no tasks: \(out.stderr)")
        #expect(out.stdout.contains(note), "\(out.stdout)")

        let ended = try folder(p2Ended: true)
        defer { try? FileManager.default.removeItem(at: ended) }
        let counted = try await StudyReportSafetyTests.tabsim(in: ended, ["study", "tasks.txt", "sessions"])
        #expect(counted.status == 0, "\(counted.stderr)")
        #expect(counted.stdout.contains("| 1/2 ("), "p2 ended without the goal: a failure: \(counted.stdout)")
        #expect(!counted.stdout.contains("under way"), "\(counted.stdout)")
    }

    @Test("W6: the recordings named one by one (sessions/*.jsonl) are taken as their folder is: the index is no recording, a session under way waits")
    func globbed() async throws {
        let dir = try folder(p2Ended: false)
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = try await StudyReportSafetyTests.tabsim(in: dir, ["study", "tasks.txt", "sessions/index.jsonl", "sessions/p1.jsonl", "sessions/p2.jsonl"])
        #expect(out.status == 0, "\(out.stderr)")
        #expect(!out.stderr.contains("index.jsonl"), "\(out.stderr)")
        #expect(out.stdout.contains("| 1/1 ("), "p1 alone, done: \(out.stdout)")
        #expect(out.stdout.contains("1 session (sessions/p2.jsonl) still under way or paused, which may yet finish, is not measured here."), "\(out.stdout)")
    }

    @Test("W6: when every session may yet finish there is nothing to measure: exit 1 saying why, no report")
    func allUnderWay() async throws {
        let dir = try folder(p1Finished: false, p2Ended: false)
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = try await StudyReportSafetyTests.tabsim(in: dir, ["study", "tasks.txt", "sessions"])
        #expect(out.status == 1)
        #expect(out.stderr == "tabsim: no recordings to measure: every session in the folder is under way or paused (its index.jsonl says so) and may yet finish\n",
                "\(out.stderr)")
        #expect(out.stdout.isEmpty)
    }
}
