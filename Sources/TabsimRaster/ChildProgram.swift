#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A program run to its end for what it prints, as Foundation's `Process` ran one with
/// a `Pipe` (full Foundation would link ICU into the static binary): the process's
/// environment, standard output read through a pipe, standard input and error the null
/// device, in a process group of its own.
enum ChildProgram {
    /// Runs the program at `path` with `arguments` and waits for it to end.
    /// - Returns: what it printed, as UTF-8, and whether it exited with status 0; nil
    ///   when it could not be started.
    static func run(_ path: String, arguments: [String]) -> (output: String, succeeded: Bool)? {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        let (readEnd, writeEnd) = (ends[0], ends[1])
        // Not inherited by programs spawned meanwhile: the read would wait for them too.
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        defer { close(readEnd) }
        let child = spawn(path, arguments: arguments, output: writeEnd)
        close(writeEnd)
        guard let child else { return nil }
        let output = readToEnd(readEnd)
        var status: Int32 = 0, waited: pid_t
        repeat { waited = waitpid(child, &status, 0) } while waited == -1 && errno == EINTR
        return (String(decoding: output, as: UTF8.self), waited == child && status == 0)
    }

    /// Starts the program with `output` as its standard output; nil when it cannot.
    private static func spawn(_ path: String, arguments: [String], output: Int32) -> pid_t? {
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
        #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #endif
        guard posix_spawn_file_actions_init(&actions) == 0 else { return nil }
        defer { posix_spawn_file_actions_destroy(&actions) }
        guard posix_spawnattr_init(&attributes) == 0 else { return nil }
        defer { posix_spawnattr_destroy(&attributes) }
        guard posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0) == 0,
              posix_spawn_file_actions_adddup2(&actions, output, STDOUT_FILENO) == 0,
              posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0) == 0,
              posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP)) == 0 else { return nil }
        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        let environment: [UnsafeMutablePointer<CChar>?] = ProcessInfo.processInfo.environment.map { strdup("\($0)=\($1)") } + [nil]
        defer { (argv + environment).forEach { free($0) } }
        var child = pid_t()
        return posix_spawn(&child, path, &actions, &attributes, argv, environment) == 0 ? child : nil
    }

    /// Everything read from `descriptor` until its end.
    private static func readToEnd(_ descriptor: Int32) -> [UInt8] {
        let chunk = 4096
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: chunk)
        while true {
            let count = read(descriptor, &buffer, chunk)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return bytes }
            bytes += buffer[..<count]
        }
    }
}
