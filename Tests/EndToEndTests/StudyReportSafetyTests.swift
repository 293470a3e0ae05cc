import Foundation
import Testing

/// What a study report gives away when it is mailed or opened in a spreadsheet (W6):
/// no formula a spreadsheet would run, whichever separator it splits on, and none of the
/// researcher's absolute paths.
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

    /// tabsim run in `directory`: a shell changes to it, then runs the binary.
    static func tabsim(in directory: URL, _ arguments: [String]) async throws -> E2E.Output {
        try await E2E.run("/bin/sh", ["-c", "cd \"$0\" && exec \"$@\"", directory.path, try E2E.binary()] + arguments,
                          environment: StartupErrorTests.baseEnvironment, timeout: .seconds(60))
    }

    @Test("W6: a report of recordings given by absolute path names them relative to where it ran: no output (Markdown, CSV, JSON, HTML, notes) holds the absolute folder")
    func noAbsolutePaths() async throws {
        let dir = try folder(title: "Find your sent mail", participant: "p1", variant: "A")
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data().write(to: dir.appendingPathComponent("p2.jsonl"))
        let file = { (name: String) in dir.appendingPathComponent(name).path }
        let outputs = ["--csv", file("study.csv"), "--json", file("study.json"), "--html", file("study.html"), "--allow-missing"]
        // The files one by one, from the folder; the folder, from its parent.
        for (place, recordings, named) in [(dir, [file("p1.jsonl"), file("p2.jsonl")], "p1.jsonl"),
                                           (dir.deletingLastPathComponent(), [dir.path], dir.lastPathComponent + "/p1.jsonl")] {
            let out = try await Self.tabsim(in: place, ["study", file("tasks.txt")] + recordings + outputs)
            #expect(out.status == 0, "\(out.stderr)")
            #expect(out.stdout.contains("| \(named) | p1 | A |"), "\(out.stdout)")
            let written = try ["study.csv", "study.json", "study.html"].map { try String(contentsOfFile: file($0), encoding: .utf8) }
            for (name, text) in zip(["stdout", "CSV", "JSON", "HTML"], [out.stdout] + written) {
                #expect(!text.contains(dir.path), "\(name) names the folder \(dir.path)")
                #expect(text.contains(named), "\(name) names the session \(named)")
            }
            #expect(written[1].contains(#""study_file":"\#(place == dir ? "" : dir.lastPathComponent + "/")tasks.txt""#), "\(written[1])")
        }
    }
}

/// A study that leaves a recording out says so by its exit status, unless the researcher
/// means it (W4, W6): terminal recordings made in the study folder measured from its parent.
@Suite("Recordings left out fail the study (W4, W6)")
struct StudyLeftOutTests {
    /// study/: the prototype and the task file; study/sessions/p1.jsonl a served recording
    /// (its prototype named from its folder); study/terminal/t1.jsonl one that names its
    /// prototype as `terminalName`.
    private func studyFolder(terminalName: String) throws -> URL {
        let parent = try StudyRecordingTests.folder()
        let study = parent.appendingPathComponent("study")
        for folder in ["sessions", "terminal"] {
            try FileManager.default.createDirectory(at: study.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        for name in ["postbox.yaml", "tasks.txt"] {
            try FileManager.default.moveItem(at: parent.appendingPathComponent(name), to: study.appendingPathComponent(name))
        }
        try HostileStudyTests.recording(participant: "p1").replacingOccurrences(of: "postbox.yaml", with: "../postbox.yaml")
            .write(to: study.appendingPathComponent("sessions/p1.jsonl"), atomically: true, encoding: .utf8)
        try HostileStudyTests.recording(participant: "t1").replacingOccurrences(of: "\"postbox.yaml\"", with: "\"\(terminalName)\"")
            .write(to: study.appendingPathComponent("terminal/t1.jsonl"), atomically: true, encoding: .utf8)
        return parent
    }

    @Test("W4, W6: from the parent folder, a recording naming its prototype from where it was made is left out and the study exits 1; --allow-missing reports without it")
    func leftOutFails() async throws {
        let parent = try studyFolder(terminalName: "postbox.yaml")
        defer { try? FileManager.default.removeItem(at: parent) }
        let arguments = ["study", "study/tasks.txt", "study/sessions", "study/terminal"]
        let out = try await StudyReportSafetyTests.tabsim(in: parent, arguments)
        #expect(out.status == 1, "\(out.stderr)")
        #expect(out.stderr.contains("study/terminal/t1.jsonl' left out"), "\(out.stderr)")
        #expect(out.stderr.hasSuffix("tabsim: 1 of 2 recordings was left out, for the reason said above; measure the rest on purpose with --allow-missing\n"),
                "\(out.stderr)")
        #expect(out.stdout.isEmpty, "no report that passes for the whole study: \(out.stdout)")
        let allowed = try await StudyReportSafetyTests.tabsim(in: parent, arguments + ["--allow-missing"])
        #expect(allowed.status == 0, "\(allowed.stderr)")
        #expect(allowed.stdout.contains("1 of 2 recordings was left out"), "\(allowed.stdout)")
    }

    @Test("W4, W6: a terminal recording naming its prototype from its own folder (../postbox.yaml) is measured from the parent folder, exit 0")
    func fromItsFolder() async throws {
        let parent = try studyFolder(terminalName: "../postbox.yaml")
        defer { try? FileManager.default.removeItem(at: parent) }
        let out = try await StudyReportSafetyTests.tabsim(in: parent, ["study", "study/tasks.txt", "study/sessions", "study/terminal"])
        #expect(out.status == 0, "\(out.stderr)")
        #expect(out.stdout.contains("| 2/2 ("), "both measured: \(out.stdout)")
    }
}
