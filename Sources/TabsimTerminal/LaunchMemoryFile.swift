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
import TabsimCore

/// The launch memory (the core's `LaunchMemory`) on disk: `$XDG_STATE_HOME/tabsim/launch-memory.json`
/// (`~/.local/state/…` when unset) (T10). Sessions that quit together each add their
/// exit: an exit is a read-modify-write under an exclusive lock, and the file is
/// replaced atomically, so none is lost and none reads a half-written file.
public struct LaunchMemoryFile: Sendable {
    /// Where the memory is kept.
    public let path: String

    /// The file for `environment`'s `XDG_STATE_HOME` (or `HOME`; the process's own by default).
    public init(environment: [String: String] = ["XDG_STATE_HOME": Environment.value("XDG_STATE_HOME"),
                                                 "HOME": Environment.value("HOME")].compactMapValues { $0 }) {
        let base: String
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            base = state
        } else {
            base = Self.joined(environment["HOME"] ?? UserAccount.homeDirectory, ".local/state")
        }
        path = Self.joined(base, "tabsim/launch-memory.json")
    }

    private static func joined(_ directory: String, _ rest: String) -> String {
        var directory = Substring(directory)
        while directory.hasSuffix("/") { directory.removeLast() }
        return directory + "/" + rest
    }

    /// The stored memory; a missing (or unreadable) file is an empty memory, and a
    /// corrupt, foreign or oversized one is ignored with `warning` set, never an error.
    public func read() -> (memory: LaunchMemory, warning: String?) {
        guard case .success(let file) = FileNode.contents(of: path, limit: Self.maximumBytes + 1) else { return (LaunchMemory(), nil) }
        guard file.bytes.count <= Self.maximumBytes, let text = String(validating: file.bytes, as: UTF8.self),
              let memory = LaunchMemory(json: text) else {
            return (LaunchMemory(), "ignoring \(path): not a tabsim launch memory file; it will be replaced")
        }
        return (memory, nil)
    }

    /// The largest file read: two labels for each of thousands of prototypes.
    static let maximumBytes = 1 << 20

    /// Applies `change` to the memory as it is on disk now (not as it was at launch),
    /// holding an exclusive lock from the read to the rename.
    /// - Returns: a warning in plain words when the memory could not be saved.
    public func update(_ change: (inout LaunchMemory) -> Void) -> String? {
        let directory = FileNode.directory(of: path)
        let failure = { (what: String) in "could not save the launch memory in \(directory): \(what) (\(String(cString: strerror(errno))))" }
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            return "could not save the launch memory: cannot create \(directory)"
        }
        let lock = open(path + ".lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard lock >= 0 else { return failure("cannot open its lock file") }
        defer { close(lock) }
        guard flock(lock, LOCK_EX) == 0 else { return failure("cannot lock it") }
        var memory = read().memory
        change(&memory)
        let temporary = path + ".\(getpid()).tmp"
        let bytes = Array((memory.json + "\n").utf8)
        // A new file of its own: never through a link planted at that name, nor into
        // another's copy (a leftover of a session that died is removed first).
        unlink(temporary)
        let copy = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard copy >= 0 else { return failure("cannot write a new copy") }
        let written = bytes.withUnsafeBytes { write(copy, $0.baseAddress, $0.count) }
        close(copy)
        guard written == bytes.count else {
            unlink(temporary)
            return failure("cannot write a new copy")
        }
        guard rename(temporary, path) == 0 else {
            unlink(temporary)
            return failure("cannot replace it")
        }
        return nil
    }
}
