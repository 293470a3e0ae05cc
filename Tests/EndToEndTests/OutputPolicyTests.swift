import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Nothing a user wrote is ever replaced (issue: "outputs that cannot overwrite inputs or
/// devices"): every command that writes follows one policy. An output that is the same
/// file as one the run reads is refused (exit 2, one line naming both); a device, a pipe
/// or a link is written through, never replaced.
@Suite("Outputs never replace inputs or devices")
struct OutputPolicyTests {
    /// A fresh folder with a prototype (`p.yaml`), a script (`s.walk`), a recording of
    /// that prototype (`rec.jsonl`) and a task file (`tasks.txt`).
    static func folder() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tabsim-outputs-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try StudyRecordingTests.prototype.write(to: dir.appendingPathComponent("p.yaml"), atomically: true, encoding: .utf8)
        try "key right\nexpect section Sent\n".write(to: dir.appendingPathComponent("s.walk"), atomically: true, encoding: .utf8)
        try [#"{"t_ms":0,"event":"launch","format":2,"prototype":"p.yaml","transition":"none","duration":0,"size":"80x24","section":"Inbox"}"#,
             #"{"t_ms":500,"input":"2"}"#, #"{"t_ms":900,"event":"quit"}"#, ""].joined(separator: "\n")
            .write(to: dir.appendingPathComponent("rec.jsonl"), atomically: true, encoding: .utf8)
        try "task Find your sent mail\nexpect section Sent\n".write(to: dir.appendingPathComponent("tasks.txt"), atomically: true, encoding: .utf8)
        #expect(link(dir.appendingPathComponent("p.yaml").path, dir.appendingPathComponent("hard.yaml").path) == 0)
        #expect(symlink("p.yaml", dir.appendingPathComponent("soft.yaml").path) == 0)
        return dir
    }

    /// Runs tabsim in `dir` (arguments relative to it) through a shell, so that a test
    /// can pipe its output.
    static func shell(_ command: String, in dir: URL) async throws -> E2E.Output {
        try await E2E.run("/bin/sh", ["-c", "cd \(E2E.shellQuote(dir.path)) && \(command)"],
                          environment: StartupErrorTests.baseEnvironment.merging(["TABSIM": try E2E.binary()]) { $1 }, timeout: .seconds(60))
    }

    static let inputs = ["p.yaml", "s.walk", "rec.jsonl", "tasks.txt"]

    @Test("Every export and report that names a file the run reads (given, named by a recording, through a link) is refused with exit 2; nothing read changes",
          arguments: [
              "walk s.walk p.yaml --svg p.yaml", "walk s.walk p.yaml --cast ./p.yaml", "walk s.walk p.yaml --frames hard.yaml",
              "walk s.walk p.yaml --gif soft.yaml", "walk s.walk p.yaml --svg s.walk", "walk rec.jsonl --svg p.yaml",
              "walk rec.jsonl --cast rec.jsonl", "play s.walk p.yaml --cast p.yaml", "study tasks.txt rec.jsonl --html p.yaml",
              "study tasks.txt rec.jsonl --csv tasks.txt", "study tasks.txt rec.jsonl --json hard.yaml",
              "study tasks.txt rec.jsonl --prototype p.yaml --html soft.yaml", "shot p.yaml --svg ./hard.yaml",
          ])
    func inputsAreNeverOutputs(command: String) async throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let before = try Self.inputs.map { try Data(contentsOf: dir.appendingPathComponent($0)) }
        let out = try await Self.shell("\"$TABSIM\" \(command)", in: dir)
        #expect(out.status == 2, "stdout: \(out.stdout) stderr: \(out.stderr)")
        let target = command.split(separator: " ").last!
        let lines = out.stderr.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].contains("will not write '\(target)': it is the same file as '"), "stderr: \(out.stderr)")
        #expect(try Self.inputs.map { try Data(contentsOf: dir.appendingPathComponent($0)) } == before)
    }

    @Test("--log --force on a hard link to the prototype, or on the task file, is refused with exit 2 before the terminal is touched",
          arguments: [["p.yaml", "--log", "hard.yaml", "--force"], ["study", "tasks.txt", "--live", "--prototype", "p.yaml", "--log", "tasks.txt", "--force"]])
    func logNeverOverInputs(arguments: [String]) async throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let before = try Self.inputs.map { try Data(contentsOf: dir.appendingPathComponent($0)) }
        let out = try await Self.shell((["\"$TABSIM\""] + arguments).joined(separator: " "), in: dir)
        #expect(out.status == 2, "stderr: \(out.stderr)")
        #expect(out.stderr.contains("it is the same file as"), "stderr: \(out.stderr)")
        #expect(out.stdout.isEmpty)
        #expect(try Self.inputs.map { try Data(contentsOf: dir.appendingPathComponent($0)) } == before)
    }

    @Test("`-` and a link to /dev/stdout write into the pipe that is standard output; a link is followed, its target written, its mode kept")
    func standardOutputAndLinks() async throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(symlink("/dev/stdout", dir.appendingPathComponent("out-link").path) == 0)
        for target in ["-", "out-link"] {
            let out = try await Self.shell("\"$TABSIM\" walk s.walk p.yaml --svg \(target) | cat > piped.svg", in: dir)
            #expect(out.status == 0, "stderr: \(out.stderr)")
            let piped = try String(contentsOf: dir.appendingPathComponent("piped.svg"), encoding: .utf8)
            #expect(piped.hasPrefix("<svg xmlns=") && piped.hasSuffix("</svg>\n"), "\(target): \(piped.prefix(80))…\(piped.suffix(80))")
            #expect(out.stderr.contains("s.walk: 2 steps, 1 check passed"), "the summary on standard error: \(out.stderr)")
        }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: dir.appendingPathComponent("out-link").path) == "/dev/stdout")

        try "old".write(to: dir.appendingPathComponent("real.svg"), atomically: true, encoding: .utf8)
        #expect(chmod(dir.appendingPathComponent("real.svg").path, 0o640) == 0)
        #expect(symlink("real.svg", dir.appendingPathComponent("picture.svg").path) == 0)
        let out = try await Self.shell("\"$TABSIM\" walk s.walk p.yaml --svg picture.svg", in: dir)
        #expect(out.status == 0, "stderr: \(out.stderr)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: dir.appendingPathComponent("picture.svg").path) == "real.svg")
        #expect(try String(contentsOf: dir.appendingPathComponent("real.svg"), encoding: .utf8).hasPrefix("<svg xmlns="))
        let mode = try FileManager.default.attributesOfItem(atPath: dir.appendingPathComponent("real.svg").path)[.posixPermissions] as? Int
        #expect(mode == 0o640)
    }

    @Test("A named pipe with a reader, and a process substitution, get the export; the pipe stays a pipe")
    func pipesAreWrittenTo() async throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let fifo = dir.appendingPathComponent("cast.fifo").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let null = try E2E.openNull()
        defer { close(null) }
        let reader = try E2E.spawn("/bin/sh", ["-c", "cat \(E2E.shellQuote(fifo)) > \(E2E.shellQuote(dir.appendingPathComponent("read.cast").path))"],
                                   environment: [:], stdin: null, stdout: null, stderr: null)
        let out = try await Self.shell("\"$TABSIM\" walk s.walk p.yaml --cast cast.fifo", in: dir)
        #expect(out.status == 0, "stderr: \(out.stderr)")
        var info = stat()
        let stillAPipe = stat(fifo, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO
        #expect(stillAPipe, "the named pipe was replaced")
        if !stillAPipe { kill(reader, SIGKILL) }
        E2E.waitBlocking(reader)
        #expect(try String(contentsOf: dir.appendingPathComponent("read.cast"), encoding: .utf8).hasPrefix("{\"version\":2"))

        let substituted = try await E2E.run("/bin/bash", ["-c", "cd \(E2E.shellQuote(dir.path)) && \"$TABSIM\" walk s.walk p.yaml --cast >(cat > sub.cast); wait"],
                                            environment: StartupErrorTests.baseEnvironment.merging(["TABSIM": try E2E.binary()]) { $1 }, timeout: .seconds(60))
        #expect(substituted.status == 0, "stderr: \(substituted.stderr)")
        let deadline = ContinuousClock.now + E2E.patience
        while (try? String(contentsOf: dir.appendingPathComponent("sub.cast"), encoding: .utf8))?.contains("\"height\"") != true, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(20))
        }
        #expect(try String(contentsOf: dir.appendingPathComponent("sub.cast"), encoding: .utf8).hasPrefix("{\"version\":2"))
    }

    @Test("As root, a device node given as an output is written to and stays a device", .enabled(if: getuid() == 0))
    func devicesStayDevices() async throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let device = dir.appendingPathComponent("null").path
        #expect(mknod(device, S_IFCHR | 0o666, (1 << 8) | 3) == 0)
        let out = try await Self.shell("\"$TABSIM\" walk s.walk p.yaml --cast null --svg null", in: dir)
        #expect(out.status == 0, "stderr: \(out.stderr)")
        var info = stat()
        #expect(stat(device, &info) == 0 && (info.st_mode & S_IFMT) == S_IFCHR, "the device node was replaced")
    }
}
