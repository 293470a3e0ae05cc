import Foundation
import Testing

/// Synchronized output (I3): where the terminal says it supports DEC mode 2026, every
/// frame is sent between `CSI ? 2026 h` and `CSI ? 2026 l`, so a slide never tears;
/// where it does not answer, or TABSIM_SYNC_OUTPUT=off, frames are sent as before.
@Suite("Synchronized output")
struct SynchronizedOutputTests {
    /// A terminal in Python over a pty: it answers the DECRQM query for mode 2026 as
    /// told (or not at all), always answers Device Attributes, waits for the demo's first
    /// frame, sends → and q, and prints what tabsim wrote, as JSON counts.
    static let terminal = #"""
    import json, os, pty, select, sys, time
    binary, answer, setting = sys.argv[1], sys.argv[2], sys.argv[3]
    pid, fd = pty.fork()
    if pid == 0:
        env = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8", LC_ALL="C.UTF-8", SWIFT_BACKTRACE="enable=no")
        env["TABSIM_SYNC_OUTPUT"] = setting
        os.execve(binary, [binary], env)
    out, answered, sent_keys, deadline = b"", False, False, time.time() + 15
    while time.time() < deadline:
        r, _, _ = select.select([fd], [], [], 0.05)
        if r:
            try:
                chunk = os.read(fd, 65536)
            except OSError:
                break
            if not chunk:
                break
            out += chunk
        if not answered and b"\x1b[c" in out:
            os.write(fd, (b"\x1b[?2026;2$y" if answer == "yes" else b"") + b"\x1b[?1;2c")
            answered = True
        if not sent_keys and b"Explore" in out:
            time.sleep(0.2)
            os.write(fd, b"\x1bOC")
            time.sleep(0.6)
            os.write(fd, b"q")
            sent_keys = True
    os.waitpid(pid, 0)
    print(json.dumps({"queried": out.count(b"\x1b[?2026$p"), "begin": out.count(b"\x1b[?2026h"),
                      "end": out.count(b"\x1b[?2026l"), "trips_inside": out.find(b"Your trips") > out.find(b"\x1b[?2026h") >= 0}))
    """#

    static func run(answer: String, setting: String = "") async throws -> [String: Any] {
        let out = try await E2E.run("/usr/bin/env", ["python3", "-c", terminal, try E2E.binary(), answer, setting], timeout: .seconds(30))
        let data = Data(out.stdout.utf8)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any], "\(out.stdout) \(out.stderr)")
    }

    @Test("I3: a terminal that supports mode 2026 gets every frame as one synchronized update")
    func supported() async throws {
        let counts = try await Self.run(answer: "yes")
        #expect(counts["queried"] as? Int == 1)
        let begin = counts["begin"] as? Int ?? 0
        // The first frame and the slide's (how many a busy machine draws varies; at least one more).
        #expect(begin >= 2, "\(counts)")
        #expect(counts["end"] as? Int == begin)
        #expect(counts["trips_inside"] as? Bool == true)
    }

    @Test("I3: a terminal that does not answer the query, and TABSIM_SYNC_OUTPUT=off, get plain frames")
    func unsupported() async throws {
        let silent = try await Self.run(answer: "no")
        #expect(silent["queried"] as? Int == 1 && silent["begin"] as? Int == 0)
        let off = try await Self.run(answer: "yes", setting: "off")
        #expect(off["queried"] as? Int == 0 && off["begin"] as? Int == 0)
    }
}
