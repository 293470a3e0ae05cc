// What the harness asks about processes: from /proc on Linux, from ps and pgrep
// elsewhere (macOS has no /proc).

import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension E2E {
    /// A process's state letter (`R`, `S`, `T` stopped, `Z` zombie…), nil once it is gone.
    static func state(of pid: Int32) -> Character? {
        #if os(Linux)
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { return nil }
            // After "pid (comm)": " state ppid ..."
            return stat[stat.index(after: close)...].split(separator: " ").first?.first
        #else
            // "S+", "Ss", "T": the state letter first, whatever padding ps puts around it.
            return output(of: "/bin/ps", ["-o", "stat=", "-p", String(pid)])?.first { !$0.isWhitespace }
        #endif
    }

    /// Whether a process exists and is neither a zombie nor stopped.
    static func isRunning(_ pid: Int32) -> Bool {
        guard let state = state(of: pid) else { return false }
        return !"ZTt".contains(state)
    }

    /// The children of a process, those named `name` if given.
    static func children(of parent: Int32, named name: String? = nil) -> [Int32] {
        #if os(Linux)
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
            return entries.compactMap(Int32.init).filter { pid in
                guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                    let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")")
                else { return false }
                let fields = stat[stat.index(after: close)...].split(separator: " ")
                let comm = stat[stat.index(after: open)..<close]
                return fields.count > 1 && Int32(fields[1]) == parent && (name == nil || comm == name!)
            }
        #else
            let found = output(of: "/usr/bin/pgrep", ["-P", String(parent)] + (name.map { ["-x", $0] } ?? []))
            return (found ?? "").split(separator: "\n").compactMap { Int32($0) }
        #endif
    }

    /// The descriptors this process has open beyond the standard three, for a spawn to
    /// close; none where the spawn closes them itself (POSIX_SPAWN_CLOEXEC_DEFAULT).
    static func openDescriptors() -> [Int32] {
        #if os(Linux)
            let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
            return open.compactMap(Int32.init).filter { $0 > 2 }
        #else
            return []
        #endif
    }

    /// The standard output of a short command, nil when it fails.
    static func output(of executable: String, _ arguments: [String]) -> String? {
        let path = NSTemporaryDirectory() + "/tabsim-e2e-\(UUID().uuidString).out"
        defer { unlink(path) }
        guard let null = try? openNull() else { return nil }
        defer { closeDescriptor(null) }
        let out = open(path, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard out >= 0 else { return nil }
        defer { closeDescriptor(out) }
        guard let pid = try? spawn(executable, arguments, environment: [:], stdin: null, stdout: out, stderr: null),
            waitBlocking(pid) == 0
        else { return nil }
        return try? String(contentsOfFile: path, encoding: .utf8)
    }

    /// `close(2)`, which Foundation's `FileHandle` and others shadow by name.
    static func closeDescriptor(_ fd: Int32) {
        #if canImport(Glibc)
            _ = Glibc.close(fd)
        #elseif canImport(Darwin)
            _ = Darwin.close(fd)
        #endif
    }
}
