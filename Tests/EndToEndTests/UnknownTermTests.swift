import Foundation
import Testing

/// An unknown TERM is refused before anything is written to the terminal (P): no
/// terminal query, no mode, not a byte; only the message on standard error.
@Suite("Unknown TERM writes nothing to the terminal")
struct UnknownTermTests {
    /// Runs tabsim on a pty with the given TERM, standard error to a pipe of its own, and
    /// prints as JSON what reached the terminal, what reached standard error, and the status.
    static let terminal = #"""
    import json, os, pty, select, subprocess, sys, time
    binary, term = sys.argv[1], sys.argv[2]
    master, slave = pty.openpty()
    env = dict(os.environ, TERM=term, LANG="C.UTF-8", LC_ALL="C.UTF-8", SWIFT_BACKTRACE="enable=no")
    process = subprocess.Popen([binary], stdin=slave, stdout=slave, stderr=subprocess.PIPE, env=env, close_fds=True)
    os.close(slave)
    out, deadline = b"", time.time() + 10
    while time.time() < deadline and process.poll() is None:
        r, _, _ = select.select([master], [], [], 0.05)
        if r:
            try:
                out += os.read(master, 65536)
            except OSError:
                break
    status = process.wait(timeout=10)
    while True:
        r, _, _ = select.select([master], [], [], 0.1)
        if not r:
            break
        try:
            chunk = os.read(master, 65536)
        except OSError:
            break
        if not chunk:
            break
        out += chunk
    print(json.dumps({"terminal": out.decode("latin-1"), "stderr": process.stderr.read().decode(), "status": status}))
    """#

    @Test("P: TERM=nonexistent exits 1 with a message on standard error, and not a byte reaches the terminal")
    func nothingWritten() async throws {
        let run = try await E2E.run("/usr/bin/env", ["python3", "-c", Self.terminal, try E2E.binary(), "nonexistent"], timeout: .seconds(30))
        let result = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stdout) \(run.stderr)")
        #expect(result["status"] as? Int == 1, "\(result)")
        #expect((result["stderr"] as? String)?.contains("nonexistent") == true, "\(result)")
        #expect(result["terminal"] as? String == "", "written to the terminal: \(String(reflecting: result["terminal"]))")
    }
}
