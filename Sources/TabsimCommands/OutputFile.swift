#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TabsimCore
import TabsimTerminal

/// The one policy every command that writes a file follows (exports, reports, `init`,
/// and, through `RecordingFile`'s check, recordings):
/// - an output that is the same file (device and inode, through any links) as one the
///   run reads is refused, exit status 2, in one line naming both; `--force` never
///   overrides that;
/// - `-`, `/dev/stdout`, `/dev/stderr` and `/dev/fd/N` are the open descriptor itself;
///   any other path that exists and is not a regular file (a device, a named pipe) is
///   written to directly, never replaced;
/// - a regular file is written to a temporary file beside it and renamed over it,
///   keeping its permissions; a symbolic link is followed, and its target written.
enum OutputFile {
    /// Writes `contents`, made only when `path` is given (a report not asked for is never built).
    static func write(_ path: String?, _ contents: @autoclosure () -> String, notOver inputs: [String] = []) throws {
        guard let path else { return }
        try write(path, Data(contents().utf8), notOver: inputs)
    }

    /// Writes `contents` to `path` (nothing when it is nil) by the policy above.
    /// - Parameter inputs: files read that the run has not noted in `InputFiles` (a task
    ///   file read by another part of the program).
    static func write(_ path: String?, _ contents: Data, notOver inputs: [String] = []) throws {
        guard let path else { return }
        inputs.forEach(InputFiles.note)
        let stream = try Stream(path)
        stream.write(contents)
        try stream.close()
    }

    /// Writes a new file at `path`, created with `O_EXCL`: a file, or a link to one,
    /// already there (a dangling link too) is an error, and of runs creating the same
    /// name at once only one writes.
    static func create(_ path: String, _ contents: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOCTTY, 0o666)
        guard descriptor >= 0 else {
            let error = errno
            var info = stat()
            let reason = error != EEXIST ? String(cString: strerror(error))
                : FileNode(path: path) == nil && lstat(path, &info) == 0
                ? "it is a symbolic link to \(ReplaySetup.shown(FileNode.linkTarget(of: path) ?? "?")), which is not there; remove the link or choose a new name"
                : "it already exists; choose a new name"
            throw CleanExit.failure("tabsim: cannot write \(ReplaySetup.shown(path)): \(reason)")
        }
        let failure = Array(contents.utf8).withUnsafeBytes { writeAll($0, to: descriptor) }
        if close(descriptor) != 0 || failure != nil {
            unlink(path)
            try check(failure ?? String(cString: strerror(errno)), writing: path)
        }
    }

    /// Refuses at once, with exit status 2, an output `path` that is a file read so far,
    /// before a run whose outputs are written at its end.
    static func refuseInput(_ path: String?) throws {
        guard let path else { return }
        try refuseInput(openDescriptor(named: path).flatMap(FileNode.init(descriptor:)) ?? FileNode(path: path), writing: path)
    }

    /// Refuses, with exit status 2, to write over a file this run reads.
    static func refuseInput(_ node: FileNode?, writing path: String) throws {
        guard let node, let input = InputFiles.path(of: node.identity) else { return }
        StandardStream.error.write("tabsim: will not write \(ReplaySetup.shown(path)): it is the same file as "
            + "\(ReplaySetup.shown(input)), which this run reads; write to another file\n")
        throw ExitCode(2)
    }

    /// Whether `path` is standard output (`-`, or a name of the same file).
    static func isStandardOutput(_ path: String) -> Bool {
        path == "-" || FileNode(path: path).map { $0.identity == FileNode(descriptor: 1)?.identity } ?? false
    }

    /// The descriptor `-`, `/dev/stdout`, `/dev/stderr` or `/dev/fd/N` names, when it is open.
    static func openDescriptor(named path: String) -> Int32? {
        let named: Int32?
        switch path {
        case "-", "/dev/stdout": named = 1
        case "/dev/stderr": named = 2
        default:
            let number = ["/dev/fd/", "/proc/self/fd/"].first(where: path.hasPrefix).map { path.dropFirst($0.count) }
            named = number.flatMap { Int32($0) }
        }
        guard let named, fcntl(named, F_GETFD) != -1 else { return nil }
        return named
    }

    static func check(_ failure: String?, writing path: String) throws {
        if let failure { throw CleanExit.failure("tabsim: cannot write \(ReplaySetup.shown(path)): \(failure)") }
    }
}
