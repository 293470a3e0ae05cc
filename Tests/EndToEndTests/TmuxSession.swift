// Harness for the end-to-end tests: runs the real `tabsim` binary inside a private tmux
// server and reads the screen back. Everything goes through the binary, tmux and the
// kernel; TabsimCore is imported only to measure text with tabsim's own width table.
//
// Facts this relies on (see /work/shared/NCURSES.md):
// - every test gets its own server (`tmux -L <unique socket> -f /dev/null`), so tests can
//   run in parallel and never see the user's tmux configuration;
// - processes are started with posix_spawn, not Foundation's `Process`: `Process` hands
//   the child a socket and waits for it to close, and the daemonised tmux server inherits
//   it, so `waitUntilExit()` hung (and spun) for as long as the server lived. Every child
//   here gets /dev/null or a temporary file as its standard handles, no other inherited
//   descriptors, an empty signal mask and default signal dispositions (the test runner's
//   threads block most signals, and a server started with that mask passes it on to the
//   shell and to tabsim, which then ignore SIGHUP/SIGTERM and survive `kill-server`);
// - the server is always killed at the end (`close()` in a `defer`);
// - every session gets its own empty `XDG_STATE_HOME` (removed in `close()` once the
//   program is gone), so launch memory (T10) never leaks between tests or from the user;
// - SGR mouse: the press `ESC[<0;X;YM` and the release `ESC[<0;X;Ym` (1-based) are sent
//   in separate `send-keys` commands;
// - the screen is polled with a deadline rather than read after fixed sleeps.

import Foundation
import TabsimCore
import Testing
#if canImport(Glibc)
    import Glibc
#endif

// MARK: - Errors

/// A failure with a message meant for the person reading the test log.
struct E2EFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

// MARK: - Locating the binary and running processes

enum E2E {
    /// How long a test waits for something that must appear. Only an upper bound: the
    /// tests time nothing, and on a loaded 2-core CI machine running every test at once
    /// a first screen can take seconds.
    static let patience: Duration = .seconds(20)

    /// Live tabsim sessions at once: more only makes each one slower.
    static let sessionLimit = SessionLimit(3)

    /// The package root: `<root>/Tests/EndToEndTests/TmuxSession.swift`.
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The tabsim binary under test: `$TABSIM_BIN`, or `.build/debug/tabsim`.
    static func binary() throws -> String {
        let env = ProcessInfo.processInfo.environment
        if let override = env["TABSIM_BIN"], !override.isEmpty {
            guard FileManager.default.isExecutableFile(atPath: override) else {
                throw E2EFailure("TABSIM_BIN=\(override) is not an executable file")
            }
            return override
        }
        let path = packageRoot.appendingPathComponent(".build/debug/tabsim").path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw E2EFailure(
                "tabsim binary not found at \(path): run `swift build` in \(packageRoot.path) "
                    + "first (or point TABSIM_BIN at a built tabsim)")
        }
        return path
    }

    /// The tmux executable; without one, the test is skipped, saying so.
    static func tmux() throws -> String {
        for candidate in ["/usr/bin/tmux", "/usr/local/bin/tmux", "/opt/homebrew/bin/tmux"]
        where FileManager.default.isExecutableFile(atPath: candidate) {
            return candidate
        }
        try Test.cancel("skipped: tmux is missing (looked in /usr/bin, /usr/local/bin, /opt/homebrew/bin); Scripts/test installs it")
    }

    /// A UTF-8 locale this system has by that name: C.UTF-8 on Linux; en_US.UTF-8 on
    /// macOS, which has C.UTF-8 only from macOS 15 (a shell given a locale it lacks may
    /// warn on the screen; tabsim itself falls back to a UTF-8 one).
    static var utf8Locale: String {
        #if os(Linux)
            "C.UTF-8"
        #else
            "en_US.UTF-8"
        #endif
    }

    /// The environment for tmux clients: UTF-8 locale, and no `TMUX` from an enclosing
    /// session.
    static var tmuxEnvironment: [String: String] {
        var env = ProcessInfo.processInfo.environment
        env["TMUX"] = nil
        env["TMUX_PANE"] = nil
        env["LANG"] = utf8Locale
        env["LC_ALL"] = utf8Locale
        return env
    }

    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Serialises the listing of our open descriptors with the spawn that closes them.
    private static let spawnLock = NSLock()

    /// Starts `executable` with the given standard handles (each dup'ed into place), all
    /// other descriptors closed, an empty signal mask and default signal handlers.
    static func spawn(
        _ executable: String, _ arguments: [String], environment: [String: String],
        stdin: Int32, stdout: Int32, stderr: Int32
    ) throws -> pid_t {
        #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t? = nil
            var attributes: posix_spawnattr_t? = nil
        #else
            var actions = posix_spawn_file_actions_t()
            var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, stdin, 0)
        posix_spawn_file_actions_adddup2(&actions, stdout, 1)
        posix_spawn_file_actions_adddup2(&actions, stderr, 2)

        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var all = sigset_t()
        sigfillset(&all)
        #if canImport(Darwin)
            // SIGKILL and SIGSTOP cannot be given a disposition: left out, as Apple's own
            // spawners (swift-tools-support-core's Process, llbuild) leave them out.
            sigdelset(&all, SIGKILL)
            sigdelset(&all, SIGSTOP)
        #endif
        posix_spawnattr_setsigdefault(&attributes, &all)
        var flags = POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF
        #if canImport(Darwin)
            flags |= POSIX_SPAWN_CLOEXEC_DEFAULT  // only the three dup'ed in stay open
        #endif
        posix_spawnattr_setflags(&attributes, Int16(flags))

        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] =
            environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }

        spawnLock.lock()
        defer { spawnLock.unlock() }
        // Close everything else the test process has open (closing an fd that is gone by
        // then is not an error for glibc).
        for fd in openDescriptors() {
            posix_spawn_file_actions_addclose(&actions, fd)
        }
        var pid: pid_t = 0
        let rc = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard rc == 0 else {
            throw E2EFailure("posix_spawn \(executable) failed: \(String(cString: strerror(rc)))")
        }
        return pid
    }

    /// The exit status of a finished child: its code, or 128 + signal.
    static func decode(_ status: Int32) -> Int32 {
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }

    /// Waits (blocking) for a child that is known to exit quickly.
    @discardableResult
    static func waitBlocking(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        return decode(status)
    }

    /// Opens /dev/null (close-on-exec; dup2 into the child clears the flag there).
    static func openNull() throws -> Int32 {
        let fd = open("/dev/null", O_RDWR | O_CLOEXEC)
        guard fd >= 0 else { throw E2EFailure("cannot open /dev/null") }
        return fd
    }

    /// Runs a short-lived process to completion and returns its output. Standard input is
    /// /dev/null; output goes to temporary files (no pipe can block the child); the child
    /// is killed if it outlives `timeout` (an upper bound, as `patience` is: the first
    /// runs of a fresh clone's binary, with every suite starting at once on 2 cores, took
    /// over 10 s to exit).
    static func run(
        _ executable: String, _ arguments: [String], environment: [String: String]? = nil,
        timeout: Duration = E2E.patience
    ) async throws -> Output {
        let dir = NSTemporaryDirectory()
        let outPath = dir + "/tabsim-e2e-\(UUID().uuidString).out"
        let errPath = dir + "/tabsim-e2e-\(UUID().uuidString).err"
        let null = try openNull()
        let out = open(outPath, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        let err = open(errPath, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        defer {
            close(null)
            if out >= 0 { close(out) }
            if err >= 0 { close(err) }
            unlink(outPath)
            unlink(errPath)
        }
        guard out >= 0, err >= 0 else { throw E2EFailure("cannot create temporary files in \(dir)") }

        let pid = try spawn(
            executable, arguments, environment: environment ?? ProcessInfo.processInfo.environment,
            stdin: null, stdout: out, stderr: err)
        let deadline = ContinuousClock.now + timeout
        var status: Int32 = 0
        while true {
            let r = waitpid(pid, &status, WNOHANG)
            if r == pid { break }
            if r == -1 && errno != EINTR {
                throw E2EFailure("waitpid \(pid): \(String(cString: strerror(errno)))")
            }
            if ContinuousClock.now > deadline {
                kill(pid, SIGKILL)
                waitBlocking(pid)
                throw E2EFailure(
                    "\(executable) \(arguments.joined(separator: " ")) did not exit within \(timeout)")
            }
            try await Task.sleep(for: .milliseconds(2))
        }
        let stdoutText = (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? ""
        let stderrText = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
        return Output(status: decode(status), stdout: stdoutText, stderr: stderrText)
    }

    /// Quotes a string for a POSIX shell.
    static func shellQuote(_ s: String) -> String {
        "'" + s.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

// MARK: - Screen with attributes

/// One character cell as `capture-pane -p -e` reports it.
struct StyledCell: Equatable {
    var character: Character
    var background: String?  // "238" for 256-colour index 238, nil for default
    var foreground: String? = nil  // the same for the text colour
    var dim = false
    var reverse = false
    var bold = false
    var underline = false
}

/// A captured row with the SGR state of each character. Wide characters occupy one
/// element (tmux prints them once), so indices are characters, not columns.
struct StyledLine: CustomStringConvertible {
    var cells: [StyledCell]

    var description: String { text }

    var text: String { String(cells.map(\.character)) }

    /// The cells of the first occurrence of `word`, or nil.
    func cells(of word: String) -> ArraySlice<StyledCell>? {
        let needle = Array(word)
        let chars = cells.map(\.character)
        guard needle.count <= chars.count, !needle.isEmpty else { return nil }
        for start in 0...(chars.count - needle.count)
        where Array(chars[start..<start + needle.count]) == needle {
            return cells[start..<start + needle.count]
        }
        return nil
    }

    /// Parses one line of `capture-pane -p -e` output.
    init(sgr line: String) {
        var cells: [StyledCell] = []
        var bg: String? = nil, fg: String? = nil
        var reverse = false, bold = false, underline = false, dim = false
        let scalars = Array(line.unicodeScalars)
        var i = 0
        while i < scalars.count {
            let s = scalars[i]
            if s == "\u{1B}" {
                // CSI ... final byte; only SGR ('m') changes state.
                var j = i + 1
                if j < scalars.count, scalars[j] == "[" {
                    j += 1
                    var params = ""
                    while j < scalars.count, !(0x40...0x7E).contains(scalars[j].value) {
                        params.unicodeScalars.append(scalars[j])
                        j += 1
                    }
                    if j < scalars.count, scalars[j] == "m" {
                        let codes = params.split(separator: ";", omittingEmptySubsequences: false)
                            .map { Int($0) ?? 0 }
                        var k = 0
                        while k < codes.count {
                            switch codes[k] {
                            case 0:
                                bg = nil; fg = nil; reverse = false; bold = false; underline = false
                                dim = false
                            case 1: bold = true
                            case 2: dim = true
                            case 4: underline = true
                            case 7: reverse = true
                            case 22: bold = false; dim = false
                            case 24: underline = false
                            case 27: reverse = false
                            case 39: fg = nil
                            case 49: bg = nil
                            case 38, 48:
                                let isBackground = codes[k] == 48
                                var colour: String? = nil
                                if k + 2 < codes.count, codes[k + 1] == 5 {
                                    colour = String(codes[k + 2])
                                    k += 2
                                } else if k + 4 < codes.count, codes[k + 1] == 2 {
                                    colour = "\(codes[k + 2]):\(codes[k + 3]):\(codes[k + 4])"
                                    k += 4
                                }
                                if isBackground { bg = colour } else { fg = colour }
                            case 30...37: fg = String(codes[k] - 30)
                            case 90...97: fg = String(codes[k] - 90 + 8)
                            case 40...47: bg = String(codes[k] - 40)
                            case 100...107: bg = String(codes[k] - 100 + 8)
                            default: break
                            }
                            k += 1
                        }
                    }
                    i = j + 1
                } else {
                    i = j + 1  // ESC x: skip two bytes
                }
                continue
            }
            // tmux prints a cell's zero-width scalars (marks, selectors, joiners) after it.
            if DisplayWidth.of(s) == 0, !cells.isEmpty {
                var scalarsOfLast = String(cells[cells.count - 1].character).unicodeScalars
                scalarsOfLast.append(s)
                cells[cells.count - 1].character = Character(String(scalarsOfLast))
            } else {
                cells.append(
                    StyledCell(
                        character: Character(s), background: bg, foreground: fg, dim: dim,
                        reverse: reverse, bold: bold, underline: underline))
            }
            i += 1
        }
        self.cells = cells
    }
}

// MARK: - Text helpers

extension String {
    /// Without trailing spaces.
    var trimmedTrailing: String {
        var s = Substring(self)
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}

// MARK: - The session

/// One tabsim run in its own tmux server. Call `close()` (in a `defer`) when done.
final class TmuxSession {
    let socket: String
    let width: Int
    let height: Int
    private let tmuxPath: String
    private(set) var pipeLog: URL?
    /// The server's socket file, removed in `close()` (tmux leaves it behind).
    private var socketPath: String?
    /// The pane's shell (tabsim runs as its child).
    private var panePID: Int32?
    /// The session's own `XDG_STATE_HOME` (launch memory, T10): an empty temporary
    /// directory, removed in `close()`. Nil when the test passed its own.
    let stateHome: URL?

    /// Starts `tabsim <arguments>` in a new detached tmux session.
    ///
    /// - Parameters:
    ///   - name: a short name unique among the tests (goes into the socket name).
    ///   - environment: extra variables; `TERM`, `LANG`, `LC_ALL`, `SWIFT_BACKTRACE`,
    ///     `NO_COLOR` and `TABSIM_IDLE_MARKER` (on, for `barrier()`) are set to the
    ///     harness defaults unless given here.
    ///   - recordOutput: if true, every byte the program writes to the terminal is logged
    ///     (tmux `pipe-pane`) from before the program starts; read it with
    ///     `recordedOutput()`.
    ///   - jobControl: run tabsim from an interactive bash, as a person does, so it can
    ///     be suspended and brought back with `fg` (no `EXITED=` line then).
    init(
        _ name: String, arguments: [String] = [], environment: [String: String] = [:],
        width: Int = 80, height: Int = 24, recordOutput: Bool = false, jobControl: Bool = false
    ) async throws {
        await E2E.sessionLimit.acquire()
        // A session that fails to start gives its place back; one that starts gives it
        // back in close().
        var started = false
        defer { if !started { E2E.sessionLimit.release() } }
        let safe = name.map { $0.isLetter || $0.isNumber ? $0 : "-" }
        self.socket = "tabsim-e2e-\(getpid())-\(String(safe).prefix(40))"
        self.width = width
        self.height = height
        self.tmuxPath = try E2E.tmux()
        let binary = try E2E.binary()

        var env: [String: String] = [
            "TERM": "xterm-256color", "LANG": E2E.utf8Locale, "LC_ALL": E2E.utf8Locale,
            "SWIFT_BACKTRACE": "enable=no", "NO_COLOR": "", "TABSIM_REDUCE_MOTION": "", "TABSIM_IDLE_MARKER": "1",
        ]
        // Launch memory (T10) lives in $XDG_STATE_HOME: every session gets its own empty
        // one, or a test that quits on Trips would make later launches open on Trips.
        if environment["XDG_STATE_HOME"] == nil {
            let dir = FileManager.default.temporaryDirectory
                .appendingPathComponent("\(socket)-state-\(UUID().uuidString)", isDirectory: true)
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            env["XDG_STATE_HOME"] = dir.path
            stateHome = dir
        } else {
            stateHome = nil
        }
        env.merge(environment) { _, new in new }
        let assignments = env.keys.sorted().map { "\($0)=\(E2E.shellQuote(env[$0]!))" }
        let program = ([E2E.shellQuote(binary)] + arguments.map(E2E.shellQuote))
            .joined(separator: " ")
        // With recordOutput the shell first waits for one line of input, so that
        // `pipe-pane` is attached before tabsim writes its first byte.
        let gate = recordOutput ? "read -r go; " : ""
        let command =
            "\(gate)env \(assignments.joined(separator: " ")) \(program); echo EXITED=$?; sleep 60"

        // Just in case a server of that name survived an earlier crashed run.
        _ = try? await tmux(["kill-server"])
        try startServer(jobControl ? "bash --norc --noprofile -i" : command)
        // Typed alone: bash would run the rest of a command line once tabsim stops.
        if jobControl { try await tmux(["send-keys", "-t", "t", "-l", "env \(assignments.joined(separator: " ")) \(program)\n"]) }
        let info = try await tmux(["display", "-p", "-t", "t", "#{pane_pid} #{socket_path}"])
            .trimmingCharacters(in: .whitespacesAndNewlines)
        if let space = info.firstIndex(of: " ") {
            panePID = Int32(info[..<space])
            socketPath = String(info[info.index(after: space)...])
        }

        if recordOutput {
            let log = FileManager.default.temporaryDirectory
                .appendingPathComponent("\(socket).log")
            try? FileManager.default.removeItem(at: log)
            _ = FileManager.default.createFile(atPath: log.path, contents: nil)
            pipeLog = log
            try await tmux(["pipe-pane", "-t", "t", "-o", "cat >> \(E2E.shellQuote(log.path))"])
            try await keys("Enter")
        }
        started = true
    }

    /// `new-session` starts the server daemon (see the note at the top of the file).
    private func startServer(_ command: String) throws {
        let null = try E2E.openNull()
        defer { E2E.closeDescriptor(null) }
        let pid = try E2E.spawn(
            tmuxPath,
            [
                "-L", socket, "-f", "/dev/null", "new-session", "-d", "-s", "t",
                "-x", String(width), "-y", String(height), command,
            ],
            environment: E2E.tmuxEnvironment, stdin: null, stdout: null, stderr: null)
        let status = E2E.waitBlocking(pid)
        guard status == 0 else {
            throw E2EFailure("tmux new-session failed (status \(status)) on socket \(socket)")
        }
    }

    /// Kills the tmux server (and with it the program, if still running), waits for the
    /// program to be gone (it writes its launch memory on the way out) and removes the
    /// session's state directory.
    func close() {
        defer { E2E.sessionLimit.release() }
        let program = panePID.map { E2E.children(of: $0) } ?? []
        if let null = try? E2E.openNull() {
            if let pid = try? E2E.spawn(
                tmuxPath, ["-L", socket, "kill-server"], environment: E2E.tmuxEnvironment,
                stdin: null, stdout: null, stderr: null)
            {
                E2E.waitBlocking(pid)
            }
            E2E.closeDescriptor(null)
        }
        if let pipeLog { try? FileManager.default.removeItem(at: pipeLog) }
        if let socketPath, socketPath.contains(socket) { unlink(socketPath) }
        let deadline = ContinuousClock.now + E2E.patience
        while program.contains(where: E2E.isRunning), ContinuousClock.now < deadline {
            usleep(10_000)
        }
        if let stateHome { try? FileManager.default.removeItem(at: stateHome) }
    }

    /// Runs a tmux client command against this server and returns its standard output.
    @discardableResult
    func tmux(_ arguments: [String]) async throws -> String {
        let out = try await E2E.run(
            tmuxPath, ["-L", socket] + arguments, environment: E2E.tmuxEnvironment)
        guard out.status == 0 else {
            throw E2EFailure(
                "tmux \(arguments.joined(separator: " ")) failed (\(out.status)): \(out.stderr)")
        }
        return out.stdout
    }

    // MARK: Input

    /// Sends tmux key names (`Left`, `Enter`, `C-c`, `q`, ...).
    func keys(_ names: String...) async throws { try await keys(names) }
    func keys(_ names: [String]) async throws {
        try await tmux(["send-keys", "-t", "t"] + names)
    }

    /// Sends text literally (UTF-8), as typed.
    func type(_ text: String) async throws {
        try await tmux(["send-keys", "-t", "t", "-l", text])
    }

    /// Sends `first`, then `rest` `milliseconds` later, both literally, as a slow link
    /// splits what a terminal sends. The tmux server itself waits in between, on its own
    /// timer (`run-shell -d`, no process started), so the pause is the same however
    /// busy this test process is.
    func type(_ first: String, pausing milliseconds: Int, then rest: String) async throws {
        let seconds = "\(milliseconds / 1000).\(String(format: "%03d", milliseconds % 1000))"
        try await tmux(["send-keys", "-t", "t", "-l", first, ";", "run-shell", "-d", seconds, ";", "send-keys", "-t", "t", "-l", rest])
    }

    /// SGR mouse: button-1 press at 1-based column `x`, row `y`.
    func press(x: Int, y: Int) async throws {
        try await type("\u{1B}[<0;\(x);\(y)M")
    }

    /// SGR mouse: button-1 release at 1-based column `x`, row `y`.
    func release(x: Int, y: Int) async throws {
        try await type("\u{1B}[<0;\(x);\(y)m")
    }

    /// SGR mouse: press, then release in a separate command, at 1-based `x`, `y`.
    func click(x: Int, y: Int) async throws {
        try await press(x: x, y: y)
        try await release(x: x, y: y)
    }

    /// SGR mouse wheel (button 64 up, 65 down) at 1-based `x`, `y`.
    func wheel(down: Bool, x: Int, y: Int) async throws {
        try await type("\u{1B}[<\(down ? 65 : 64);\(x);\(y)M")
    }

    func resize(width: Int, height: Int) async throws {
        try await tmux(["resize-window", "-t", "t", "-x", String(width), "-y", String(height)])
    }

    // MARK: Output

    /// The visible screen as text rows (trailing spaces removed), exactly `height` rows
    /// for the current size.
    func screen() async throws -> [String] {
        let text = try await tmux(["capture-pane", "-p", "-t", "t"])
        var rows = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0).trimmedTrailing
        }
        if rows.last == "" { rows.removeLast() }
        return rows
    }

    /// The visible screen with attributes (`capture-pane -p -e`).
    func styledScreen() async throws -> [StyledLine] {
        let text = try await tmux(["capture-pane", "-p", "-e", "-t", "t"])
        var rows = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if rows.last == "" { rows.removeLast() }
        return rows.map(StyledLine.init(sgr:))
    }

    /// `#{alternate_on}#{mouse_any_flag}#{cursor_flag}`: `001` once the terminal is
    /// restored.
    func terminalFlags() async throws -> String {
        try await tmux(["display", "-p", "-t", "t", "#{alternate_on}#{mouse_any_flag}#{cursor_flag}"])
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The pid of the tabsim process: the child of the pane's shell.
    func programPID() async throws -> Int32 {
        let shellText = try await tmux(["display", "-p", "-t", "t", "#{pane_pid}"])
        guard let shell = Int32(shellText.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw E2EFailure("no pane pid: \(shellText)")
        }
        let deadline = ContinuousClock.now + E2E.patience
        while ContinuousClock.now < deadline {
            // `env` execs tabsim, so the shell's child is tabsim itself.
            if let child = E2E.children(of: shell, named: "tabsim").first { return child }
            try await Task.sleep(for: .milliseconds(20))
        }
        throw E2EFailure("tabsim process not found under pane shell \(shell)")
    }

    /// Everything the program wrote to the terminal (needs `recordOutput: true`).
    func recordedOutput() throws -> String {
        guard let pipeLog else { throw E2EFailure("session was started without recordOutput") }
        let data = try Data(contentsOf: pipeLog)
        return String(decoding: data, as: UTF8.self)
    }

    // MARK: Waiting

    /// Polls the screen (every 20 ms, up to `timeout`) until `condition` holds; returns
    /// that screen. On timeout, fails with `what` and the last screen.
    @discardableResult
    func waitFor(
        _ what: String, timeout: Duration = E2E.patience,
        _ condition: ([String]) -> Bool
    ) async throws -> [String] {
        let deadline = ContinuousClock.now + timeout
        var last: [String] = []
        while true {
            last = try await screen()
            // ncurses writes a frame in pieces and a slide runs for a while: the screen
            // returned is the one after the barrier, and still meets the condition.
            if condition(last) {
                last = try await barrier()
                if condition(last) { return last }
            }
            if ContinuousClock.now > deadline { break }
            try await Task.sleep(for: .milliseconds(20))
        }
        throw E2EFailure(
            "timed out after \(timeout) waiting for \(what); screen was:\n" + Self.framed(last))
    }

    /// Polls the screen with attributes until `condition` holds; returns that screen.
    @discardableResult
    func waitForStyled(
        _ what: String, timeout: Duration = E2E.patience,
        _ condition: ([StyledLine]) -> Bool
    ) async throws -> [StyledLine] {
        let deadline = ContinuousClock.now + timeout
        var last: [StyledLine] = []
        while true {
            last = try await styledScreen()
            if condition(last) { return last }
            if ContinuousClock.now > deadline { break }
            try await Task.sleep(for: .milliseconds(20))
        }
        throw E2EFailure(
            "timed out after \(timeout) waiting for \(what); screen was:\n"
                + Self.framed(last.map(\.text)))
    }

    /// Waits until some row contains `text`.
    @discardableResult
    func waitFor(
        text: String, timeout: Duration = E2E.patience
    ) async throws -> [String] {
        try await waitFor("\"\(text)\" on screen", timeout: timeout) {
            $0.contains { $0.contains(text) }
        }
    }

    /// Waits until some row is exactly `row` (trailing spaces ignored).
    @discardableResult
    func waitFor(
        row: String, timeout: Duration = E2E.patience
    ) async throws -> [String] {
        try await waitFor("a row equal to \"\(row)\"", timeout: timeout) {
            $0.contains(row.trimmedTrailing)
        }
    }

    /// Waits until tabsim has handled everything sent before and nothing moves, and
    /// returns the screen then: pastes the idle probe and waits for the title to count
    /// it (`TABSIM_IDLE_MARKER`, Sources/TabsimTerminal/NcursesBackend+IdleMarker.swift).
    /// Input is handled in order, so a negative check after this sees any effect earlier
    /// input had, with no sleep. With no tabsim running (not yet, no more, or stopped)
    /// there is nothing to wait for.
    @discardableResult
    func barrier() async throws -> [String] {
        let deadline = ContinuousClock.now + E2E.patience
        // A live tabsim marks itself idle right after its first frame.
        var probes: Int?
        while programRunning() {
            probes = Self.idleProbes(try await title())
            if probes != nil { break }
            if ContinuousClock.now > deadline { throw E2EFailure("tabsim never set its idle marker as title") }
            try await Task.sleep(for: .milliseconds(10))
        }
        guard let probes else { return try await screen() }
        try await type("\u{1B}[200~tabsim:idle?\u{1B}[201~")
        while programRunning(), (Self.idleProbes(try await title()) ?? 0) <= probes {
            if ContinuousClock.now > deadline {
                throw E2EFailure("tabsim never went idle after the probe; screen was:\n" + Self.framed(try await screen()))
            }
            try await Task.sleep(for: .milliseconds(10))
        }
        return try await screen()
    }

    /// The pane's title (tabsim's idle marker while it runs with `TABSIM_IDLE_MARKER`).
    private func title() async throws -> String {
        try await tmux(["display", "-p", "-t", "t", "#{pane_title}"]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The probes an idle marker `tabsim idle N` counts, nil for another title.
    private static func idleProbes(_ title: String) -> Int? {
        title.hasPrefix("tabsim idle ") ? Int(title.dropFirst("tabsim idle ".count)) : nil
    }

    /// The files the running tabsim has mapped (its /proc/PID/maps, Linux only), nil when
    /// it is not running.
    func programMaps() -> String? {
        guard let panePID, let pid = E2E.children(of: panePID, named: "tabsim").first(where: E2E.isRunning) else { return nil }
        // Read to the end: /proc's files have no size, and String(contentsOfFile:) stops at
        // the first 4 KiB.
        guard let file = FileHandle(forReadingAtPath: "/proc/\(pid)/maps") else { return nil }
        defer { try? file.close() }
        return (try? file.readToEnd()).flatMap { String(data: $0, encoding: .utf8) }
    }

    /// How many `write` calls the running tabsim has made so far (`syscw` in its
    /// /proc/PID/io, Linux only), nil when it is not running.
    func programWriteCalls() -> Int? {
        guard let panePID, let pid = E2E.children(of: panePID, named: "tabsim").first(where: E2E.isRunning),
              let file = FileHandle(forReadingAtPath: "/proc/\(pid)/io") else { return nil }
        defer { try? file.close() }
        guard let data = try? file.readToEnd(), let text = String(data: data, encoding: .utf8) else { return nil }
        return text.split(separator: "\n").first { $0.hasPrefix("syscw:") }.flatMap { Int($0.dropFirst(6).trimmingCharacters(in: .whitespaces)) }
    }

    /// Whether tabsim runs in the pane, neither stopped nor gone.
    private func programRunning() -> Bool {
        guard let panePID else { return false }
        return E2E.children(of: panePID, named: "tabsim").contains(where: E2E.isRunning)
    }

    /// Waits for the demo's first full screen and for ncurses to have turned on the
    /// mouse (so the program is reading input).
    func waitForDemo() async throws {
        try await waitFor("the demo's first screen") { rows in
            rows.first == " Explore" && Demo.barShown(rows, width: width)
        }
        try await waitForMouseMode()
    }

    func waitForMouseMode() async throws {
        let deadline = ContinuousClock.now + E2E.patience
        while try await terminalFlags().dropFirst().first != "1" {
            if ContinuousClock.now > deadline { throw E2EFailure("mouse mode never turned on") }
            try await Task.sleep(for: .milliseconds(20))
        }
    }

    /// Waits for the shell's `EXITED=<status>` line and returns the status.
    func waitForExit(timeout: Duration = E2E.patience) async throws -> Int {
        let rows = try await waitFor("the program to exit (EXITED=…)", timeout: timeout) {
            $0.contains { $0.hasPrefix("EXITED=") }
        }
        let line = rows.first { $0.hasPrefix("EXITED=") }!
        guard let status = Int(line.dropFirst("EXITED=".count)) else {
            throw E2EFailure("unreadable exit line: \(line)")
        }
        return status
    }

    // MARK: Layout helpers

    /// 0-based columns of the first occurrence of `word` in `row`, if any.
    static func columns(of word: String, in row: String) -> ClosedRange<Int>? {
        guard let range = row.range(of: word) else { return nil }
        let start = DisplayWidth.of(String(row[..<range.lowerBound]))
        return start...(start + DisplayWidth.of(word) - 1)
    }

    /// 1-based column of the middle of `word` in `row` (a screen row as text).
    static func column(of word: String, in row: String) -> Int? {
        guard let range = row.range(of: word) else { return nil }
        let before = DisplayWidth.of(String(row[..<range.lowerBound]))
        return before + DisplayWidth.of(word) / 2 + 1
    }

    static func framed(_ rows: [String]) -> String {
        rows.enumerated().map { index, row in
            let number = String(index + 1)
            return String(repeating: " ", count: max(0, 2 - number.count)) + number + "│" + row
        }.joined(separator: "\n")
    }
}

/// A counting semaphore for tests: at most `limit` holders at once; the rest wait.
final class SessionLimit: @unchecked Sendable {
    private let lock = NSLock()
    private var available: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(_ limit: Int) { available = limit }

    func acquire() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            lock.lock()
            if available > 0 {
                available -= 1
                lock.unlock()
                continuation.resume()
            } else {
                waiting.append(continuation)
                lock.unlock()
            }
        }
    }

    func release() {
        lock.lock()
        if waiting.isEmpty {
            available += 1
            lock.unlock()
        } else {
            let next = waiting.removeFirst()
            lock.unlock()
            next.resume()
        }
    }
}
