import Foundation
import Testing

/// A curses that refuses to paint: before its fix, macOS's ncurses 5.7 refused every
/// cell (its `setcchar` answers ERR to any `opts`), and tabsim showed a blank screen
/// for as long as it ran, saying nothing.
@Suite("A frame curses cannot paint")
struct PaintFailureTests {
    /// A shared library whose `setcchar` refuses every cell, as ncurses 5.7's did, put
    /// in front of the real curses with LD_PRELOAD (Linux's dynamic linker).
    static func refusingCurses() async throws -> String {
        #if os(Linux)
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tabsim-refusing-curses-\(getpid())")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let source = folder.appendingPathComponent("refusing.c"), library = folder.appendingPathComponent("librefusing.so")
            try """
                #include <wchar.h>
                /* X/Open Curses' setcchar, answering ERR (-1) as ncurses 5.7 does when given opts. */
                int setcchar(void *cell, const wchar_t *text, unsigned long attrs, short pair, const void *opts) {
                    (void)cell; (void)text; (void)attrs; (void)pair; (void)opts;
                    return -1;
                }
                """.write(to: source, atomically: true, encoding: .utf8)
            let built = try await E2E.run("/usr/bin/cc", ["-shared", "-fPIC", "-o", library.path, source.path], environment: ProcessInfo.processInfo.environment)
            try #require(built.status == 0, "cc: \(built.stderr)")
            return library.path
        #else
            try Test.cancel("skipped: the refusing curses is put in front of the real one with LD_PRELOAD, which is Linux's")
        #endif
    }

    @Test("A frame whose cells curses refuses ends the session with one message naming the curses, its version and TERM, exit 1, the terminal restored: never a blank screen")
    func refusedFrameEndsWithMessage() async throws {
        let library = try await Self.refusingCurses()
        let version = try await E2E.run(try E2E.binary(), ["--version"], environment: StartupErrorTests.baseEnvironment)
        let curses = try #require(version.stdout.firstMatch(of: /ncurses [0-9.]+/).map { String($0.output) }, "tabsim --version: \(version.stdout)")
        let s = try await TmuxSession("paint-refused", environment: ["LD_PRELOAD": library], width: 300, recordOutput: true)
        defer { s.close() }
        let status = try await s.waitForExit()
        #expect(status == 1)
        #expect(try await s.terminalFlags() == "001", "alternate screen and mouse reports off, cursor shown")
        #expect(try s.recordedOutput().contains("\u{1B}[?1049l"), "left the alternate screen")
        let shown = try await s.screen().joined(separator: "\n")
        let message = try #require(shown.split(separator: "\n").first { $0.hasPrefix("tabsim: ") }, "the message: \(shown)")
        #expect(message.contains("\(curses)") && message.contains("TERM=xterm-256color"), "names the curses and TERM: \(message)")
        let counts = try #require(message.firstMatch(of: /refused ([0-9]+) of the ([0-9]+) cells/), "the cells counted: \(message)")
        #expect(counts.output.1 == counts.output.2 && Int(counts.output.1)! > 1000, "every cell of the first frame: \(message)")
    }
}
