import Foundation
import Testing

/// What a battery of hostile and careless inputs still broke, each through the binary
/// (issue: "nothing a user wrote is ever replaced").
@Suite("Hostile inputs, second round")
struct HostileFollowUpTests {
    private func folder() throws -> URL { try StudyRecordingTests.folder(tasks: "task Find your sent mail\nexpect section Sent\n") }
    private func tabsim(_ arguments: [String]) async throws -> E2E.Output { try await StudyRecordingTests.tabsim(arguments) }
    private func bytes(_ url: URL) throws -> Data { try Data(contentsOf: url) }

    @Test("W6: every prototype --assign names is protected, not only the variant chosen")
    func assignedPrototypesAreInputs() async throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let a = dir.appendingPathComponent("postbox.yaml"), b = dir.appendingPathComponent("b.yaml")
        try FileManager.default.copyItem(at: a, to: b)
        let before = try bytes(b)
        let out = try await tabsim(["study", dir.appendingPathComponent("tasks.txt").path, "--live", "--assign", "A=\(a.path),B=\(b.path)",
                                    "--log", b.path, "--force"])
        #expect(out.status == 2, "\(out.stderr)")
        #expect(try bytes(b) == before)
    }

    @Test("W4: the prototype a recording names is protected when another prototype replaces it")
    func namedPrototypeIsAnInput() async throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let named = dir.appendingPathComponent("postbox.yaml"), other = dir.appendingPathComponent("other.yaml")
        try FileManager.default.copyItem(at: named, to: other)
        let recording = dir.appendingPathComponent("p1.jsonl")
        try HostileStudyTests.recording(participant: "p1").write(to: recording, atomically: true, encoding: .utf8)
        let before = try bytes(named)
        let out = try await tabsim(["walk", recording.path, other.path, "--cast", named.path])
        #expect(out.status == 2, "\(out.stderr)")
        #expect(try bytes(named) == before)
    }

    @Test("W4: --log FILE --force leaves FILE as it was when no session starts (no terminal)")
    func forceEmptiesOnlyOnceRecording() async throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let mine = dir.appendingPathComponent("mine.txt")
        try "precious\n".write(to: mine, atomically: true, encoding: .utf8)
        let out = try await tabsim(["--log", mine.path, "--force", dir.appendingPathComponent("postbox.yaml").path])
        #expect(out.status == 1 && out.stderr.contains("interactive terminal"), "\(out.stderr)")
        #expect(try String(contentsOf: mine, encoding: .utf8) == "precious\n")
    }

    @Test("W6: a recording whose prototype is gone is left out of a study, which goes on with the others (--allow-missing; without it the study exits 1)")
    func missingPrototypeLeftOut() async throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try HostileStudyTests.recording(participant: "p1").write(to: dir.appendingPathComponent("p1.jsonl"), atomically: true, encoding: .utf8)
        try HostileStudyTests.recording(participant: "p2").replacingOccurrences(of: "postbox.yaml", with: "gone.yaml")
            .write(to: dir.appendingPathComponent("p2.jsonl"), atomically: true, encoding: .utf8)
        let out = try await tabsim(["study", dir.appendingPathComponent("tasks.txt").path, dir.appendingPathComponent("p1.jsonl").path,
                                    dir.appendingPathComponent("p2.jsonl").path, "--allow-missing"])
        #expect(out.status == 0, "\(out.stderr)")
        #expect(out.stderr.contains("p2.jsonl' left out"), "\(out.stderr)")
        #expect(out.stdout.contains("1 of 2 recordings was left out"), "\(out.stdout)")
    }

    @Test("W4: a prototype squeezed to no rows by the band (resize:10x0) replays; a type: token of more than 10,000 characters is refused, not typed")
    func tinySizesAndLongTyping() async throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let recording = dir.appendingPathComponent("tiny.jsonl")
        try HostileStudyTests.recording(participant: "p1").replacingOccurrences(of: #""input":"2""#, with: #""input":"resize:10x0""#)
            .write(to: recording, atomically: true, encoding: .utf8)
        let tiny = try await tabsim(["walk", recording.path])
        #expect(tiny.status == 0, "\(tiny.stderr)")
        let long = dir.appendingPathComponent("long.jsonl")
        try HostileStudyTests.recording(participant: "p1").replacingOccurrences(of: #""input":"2""#, with: #""input":"type:\#(String(repeating: "x", count: 10_001))""#)
            .write(to: long, atomically: true, encoding: .utf8)
        let refused = try await tabsim(["walk", long.path])
        #expect(refused.status == 1 && refused.stderr.contains("long.jsonl:2:1: error: input:"), "\(refused.stderr.prefix(300))")
    }

    @Test("I3: a report that cannot reach standard output (a full disk) exits 1 saying so; a task file or a study file over 1 MiB is refused")
    func fullStandardOutputAndHugeTaskFile() async throws {
        let full = try await E2E.run("/bin/sh", ["-c", "\"$0\" schema > /dev/full", try E2E.binary()])
        #expect(full.status == 1 && full.stderr.contains("cannot write to standard output"), "\(full.stderr)")
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let tasks = dir.appendingPathComponent("huge.txt")
        try ("task " + String(repeating: "x", count: 1 << 20) + "\nexpect section Sent\n").write(to: tasks, atomically: true, encoding: .utf8)
        try HostileStudyTests.recording(participant: "p1").write(to: dir.appendingPathComponent("p1.jsonl"), atomically: true, encoding: .utf8)
        let out = try await tabsim(["study", tasks.path, dir.appendingPathComponent("p1.jsonl").path])
        #expect(out.status == 1 && out.stderr.contains("is larger than 1024 KiB"), "\(out.stderr)")
        try (String(repeating: "#", count: 1 << 20) + "\n").write(to: dir.appendingPathComponent("study.yaml"), atomically: true, encoding: .utf8)
        let served = try await tabsim(["serve", dir.path, "--port", "0"])
        #expect(served.status == 1 && served.stderr.contains("the study file") && served.stderr.contains("is larger than 1024 KiB"), "\(served.stderr)")
    }

    @Test("W4, W6: a task file, script or recording that is not UTF-8 names the line and column of the bad byte; a missing one says so")
    func notUTF8() async throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let tasks = dir.appendingPathComponent("bad.txt"), recording = dir.appendingPathComponent("bad.jsonl")
        try Data("task A\u{FF}".utf8.dropLast(2) + [0x41, 0xFF, 0x0A] + Array("expect section Sent\n".utf8)).write(to: tasks)
        try Data(Array("{\"t_ms\":0,\"event\":\"launch\"}\n{\"t_ms\":1,\"input\":\"".utf8) + [0xFF] + Array("\"}\n".utf8)).write(to: recording)
        let study = try await tabsim(["study", tasks.path, recording.path])
        #expect(study.status == 1 && study.stderr.contains("bad.txt:1:") && study.stderr.contains("is not UTF-8"), "\(study.stderr)")
        let walk = try await tabsim(["walk", recording.path])
        #expect(walk.status == 1 && walk.stderr.contains("bad.jsonl:2:20: error: byte 0xFF is not UTF-8"), "\(walk.stderr)")
        let missing = try await tabsim(["walk", dir.appendingPathComponent("gone.walk").path])
        #expect(missing.status == 1 && missing.stderr.hasSuffix("gone.walk': there is no such file\n"), "\(missing.stderr)")
    }

    @Test("W4: --log to the terminal being drawn on is refused; play says a recording's task problem before it takes the terminal")
    func logToTerminalAndPlayErrors() async throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let s = try await TmuxSession("log-to-tty", arguments: ["--log", "/dev/tty", dir.appendingPathComponent("postbox.yaml").path])
        defer { s.close() }
        let rows = try await s.waitFor(text: "cannot record to '/dev/tty': it is a terminal")
        #expect(!rows.joined().contains("t_ms"), "\(rows.joined(separator: "\n"))")
        let recording = dir.appendingPathComponent("p1.jsonl")
        try HostileStudyTests.recording(participant: "p1").replacingOccurrences(of: #""participant":"p1""#,
            with: #""participant":"p1","study_tasks":["task A","expect section Sent"],"study_sha256":"00""#)
            .write(to: recording, atomically: true, encoding: .utf8)
        let play = try await tabsim(["play", recording.path])
        #expect(play.status == 1 && play.stderr.contains("study_sha256"), "\(play.stderr)")
    }
}
