import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `tabsim init` creates its prototype with `O_EXCL`: a dangling link is an error, not
/// replaced, and of inits of one name at once exactly one writes.
@Suite("init never replaces a file or a link")
struct InitExclusiveTests {
    @Test("init over a dangling symbolic link is an error naming where it leads; the link stays")
    func danglingLink() async throws {
        let dir = try OutputPolicyTests.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(symlink("nowhere.yaml", dir.appendingPathComponent("mine.yaml").path) == 0)
        let out = try await OutputPolicyTests.shell("\"$TABSIM\" init mine.yaml", in: dir)
        #expect(out.status == 1)
        #expect(out.stderr == "tabsim: cannot write 'mine.yaml': it is a symbolic link to './nowhere.yaml', which is not there; remove the link or choose a new name\n",
                "stderr: \(out.stderr)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: dir.appendingPathComponent("mine.yaml").path) == "nowhere.yaml")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("nowhere.yaml").path))
    }

    @Test("Six inits of one name at once: exactly one writes, the others say it exists, and the file is one whole starter")
    func concurrentInits() async throws {
        let dir = try OutputPolicyTests.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let null = try E2E.openNull()
        defer { close(null) }
        let binary = try E2E.binary()
        let file = dir.appendingPathComponent("race.yaml").path
        let pids = try (0..<6).map { _ in
            try E2E.spawn(binary, ["init", file], environment: StartupErrorTests.baseEnvironment, stdin: null, stdout: null, stderr: null)
        }
        let statuses = pids.map { E2E.waitBlocking($0) }
        #expect(statuses.filter { $0 == 0 }.count == 1, "\(statuses)")
        #expect(statuses.filter { $0 == 1 }.count == 5, "\(statuses)")
        let written = try String(contentsOfFile: file, encoding: .utf8)
        let starter = try await E2E.run(binary, ["init", dir.appendingPathComponent("alone.yaml").path], environment: StartupErrorTests.baseEnvironment)
        #expect(starter.status == 0)
        #expect(written == (try String(contentsOfFile: dir.appendingPathComponent("alone.yaml").path, encoding: .utf8)))
    }
}
