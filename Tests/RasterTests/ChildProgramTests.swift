import Testing
@testable import TabsimRaster

/// fontconfig is asked through `ChildProgram`, which runs a program as Foundation's
/// `Process` did: its output read whole, its status waited for.
@Suite("Child programs")
struct ChildProgramTests {
    @Test("A program's standard output is read whole, its standard error left out, and an exit other than 0 is no success")
    func outputAndStatus() throws {
        let long = try #require(ChildProgram.run("/bin/sh", arguments: ["-c", "printf 'a\\nb'; echo hidden >&2; head -c 100000 /dev/zero | tr '\\0' x"]))
        #expect(long.succeeded)
        #expect(long.output == "a\nb" + String(repeating: "x", count: 100_000))
        let failed = try #require(ChildProgram.run("/bin/sh", arguments: ["-c", "echo partial; exit 3"]))
        #expect(!failed.succeeded && failed.output == "partial\n")
        let killed = try #require(ChildProgram.run("/bin/sh", arguments: ["-c", "kill -9 $$"]))
        #expect(!killed.succeeded)
    }

    @Test("Standard input is the null device, the environment is the process's, and a missing program is nil")
    func inputEnvironmentAndMissing() throws {
        let input = try #require(ChildProgram.run("/bin/cat", arguments: []))
        #expect(input.succeeded && input.output.isEmpty)
        let environment = try #require(ChildProgram.run("/usr/bin/env", arguments: []))
        #expect(environment.output.split(separator: "\n").contains { $0.hasPrefix("PATH=") })
        #expect(ChildProgram.run("/nonexistent/program", arguments: []) == nil)
    }
}
