import Foundation
import Testing

/// `--appearance auto` (the default) asks the terminal for its background with OSC 11
/// beside the synchronized-output query, and reads `COLORFGBG` when it does not answer
/// (T4): a light terminal gets the light palette's greys, a dark one the dark's.
@Suite("The terminal's background picks the palette")
struct AppearanceProbeTests {
    /// A terminal in Python over a pty: answers OSC 11 with `background` (or not, when
    /// empty), always answers Device Attributes, quits tabsim once the demo shows, and
    /// prints as JSON whether it was asked and which grey the inactive tabs came in.
    static let terminal = #"""
    import json, os, pty, select, sys, time
    binary, background, colorfgbg = sys.argv[1], sys.argv[2], sys.argv[3]
    extra = sys.argv[4:]
    pid, fd = pty.fork()
    if pid == 0:
        env = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8", LC_ALL="C.UTF-8", SWIFT_BACKTRACE="enable=no")
        env.pop("NO_COLOR", None)
        env.pop("COLORFGBG", None)
        if colorfgbg:
            env["COLORFGBG"] = colorfgbg
        os.execve(binary, [binary] + extra, env)
    out, answered, quit, deadline = b"", False, False, time.time() + 15
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
            reply = b"\x1b]11;rgb:" + background.encode() + b"\x07" if background else b""
            os.write(fd, reply + b"\x1b[?1;2c")
            answered = True
        if not quit and b"Explore" in out:
            time.sleep(0.3)
            os.write(fd, b"q")
            quit = True
    os.waitpid(pid, 0)
    print(json.dumps({"asked": out.count(b"\x1b]11;?\x07"), "light": b"38;5;243m" in out, "dark": b"38;5;245m" in out}))
    """#

    static func run(background: String, colorFGBG: String = "", _ arguments: [String] = []) async throws -> [String: Any] {
        let out = try await E2E.run("/usr/bin/env", ["python3", "-c", terminal, try E2E.binary(), background, colorFGBG] + arguments,
                                    timeout: .seconds(30))
        return try #require(try JSONSerialization.jsonObject(with: Data(out.stdout.utf8)) as? [String: Any], "\(out.stdout) \(out.stderr)")
    }

    @Test("T4: a terminal answering OSC 11 with white gets the light palette, with #1c1c1c the dark one, in 4-digit or 2-digit channels")
    func answered() async throws {
        let white = try await Self.run(background: "ffff/ffff/ffff")
        #expect(white["asked"] as? Int == 1 && white["light"] as? Bool == true && white["dark"] as? Bool == false, "\(white)")
        let dark = try await Self.run(background: "1c/1c/1c")
        #expect(dark["light"] as? Bool == false && dark["dark"] as? Bool == true, "\(dark)")
    }

    @Test("T4: without an answer COLORFGBG decides, else dark; --appearance overrides both, and the terminal is not asked")
    func fallbacks() async throws {
        let light = try await Self.run(background: "", colorFGBG: "0;15")
        #expect(light["light"] as? Bool == true && light["dark"] as? Bool == false, "\(light)")
        let silent = try await Self.run(background: "")
        #expect(silent["dark"] as? Bool == true && silent["light"] as? Bool == false, "\(silent)")
        let forced = try await Self.run(background: "ffff/ffff/ffff", ["--appearance", "dark"])
        #expect(forced["asked"] as? Int == 0 && forced["dark"] as? Bool == true && forced["light"] as? Bool == false,
                "a chosen palette asks nothing: \(forced)")
    }
}
