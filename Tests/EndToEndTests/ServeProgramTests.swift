import Foundation
import Testing

/// `tabsim serve` is served by the program `tabsim-serve` beside `tabsim`, so that the
/// live program never loads the server's code: tabsim checks the options and shows the
/// help itself, and says what is missing when the server program is not there.
@Suite("tabsim serve runs tabsim-serve")
struct ServeProgramTests {
    @Test("W4: tabsim serve's help and option errors come from tabsim; without tabsim-serve beside it, a clear message and status 1")
    func serverProgramBeside() async throws {
        let binary = try E2E.binary()
        let help = try await E2E.run(binary, ["serve", "--help"], environment: StartupErrorTests.baseEnvironment)
        #expect(help.status == 0 && help.stdout.contains("--max-sessions"), "\(help.stdout)\(help.stderr)")
        let mistake = try await E2E.run(binary, ["serve", "tasks.txt", "--port", "70000"], environment: StartupErrorTests.baseEnvironment)
        #expect(mistake.status == 64 && mistake.stderr.contains("--port must be 0 to 65535"), "\(mistake.stderr)")

        // tabsim alone in a folder: serve cannot start its server and says so.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tabsim-alone-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let alone = folder.appendingPathComponent("tabsim").path
        try FileManager.default.copyItem(atPath: binary, toPath: alone)
        let missing = try await E2E.run(alone, ["serve", "tasks.txt"], environment: StartupErrorTests.baseEnvironment)
        #expect(missing.status == 1, "\(missing.stderr)")
        #expect(missing.stderr.contains("tabsim: serve needs the program '\(folder.appendingPathComponent("tabsim-serve").path)'"), "\(missing.stderr)")
    }
}
