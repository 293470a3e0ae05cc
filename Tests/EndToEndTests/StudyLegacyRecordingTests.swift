import Foundation
import Testing

/// W6: a recording without its tasks measured against a task file through the binary.
@Suite("Recordings without their tasks, in a study (W6)")
struct StudyLegacyRecordingEndToEndTests {
    @Test("W6: a recording holding no tasks is measured against the task file with a warning naming it, and a task done before any input shows no time")
    func warnsAndShowsNoZeroTime() async throws {
        let dir = try StudyRecordingTests.folder(tasks: "task Open your inbox\nexpect section Inbox\ntask Find your sent mail\nexpect section Sent\n")
        defer { try? FileManager.default.removeItem(at: dir) }
        let recording = dir.appendingPathComponent("p1.jsonl").path
        try HostileStudyTests.recording(participant: "p1").write(toFile: recording, atomically: true, encoding: .utf8)
        let out = try await StudyRecordingTests.tabsim(["study", dir.appendingPathComponent("tasks.txt").path, recording])
        #expect(out.status == 0, "\(out.stderr)")
        #expect(out.stderr.contains("tabsim: warning: 'p1.jsonl' holds no tasks (it was not recorded by `tabsim study --live`, or by an older tabsim): "
            + "measured against 'tasks.txt' in its order, each task starting when the one before it was done; whether these were the participant's tasks cannot be checked"),
                "\(out.stderr)")
        #expect(out.stdout.contains("| Open your inbox | direct | – | 0 |"), "\(out.stdout)")
        #expect(out.stdout.contains("| Find your sent mail | direct | 0.40 | 1 |"), "\(out.stdout)")
    }

    @Test("W6: a folder's recordings are reported by participant number (p2 before p10), as the served study's dashboard lists them")
    func folderInParticipantOrder() async throws {
        let dir = try StudyRecordingTests.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        for participant in ["p10", "p2", "p1"] {
            try HostileStudyTests.recording(participant: participant)
                .write(to: dir.appendingPathComponent(participant + ".jsonl"), atomically: true, encoding: .utf8)
        }
        let out = try await StudyRecordingTests.tabsim(["study", dir.appendingPathComponent("tasks.txt").path, dir.path])
        #expect(out.status == 0, "\(out.stderr)")
        let sessions = out.stdout.split(separator: "\n").filter { $0.hasPrefix("| p") }.map { $0.split(separator: "|")[0] }
        #expect(sessions.map { $0.trimmingCharacters(in: .whitespaces) } == ["p1.jsonl", "p2.jsonl", "p10.jsonl"], "\(out.stdout)")
    }
}
