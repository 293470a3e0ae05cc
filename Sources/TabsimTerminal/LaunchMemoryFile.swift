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
    public let url: URL

    /// The file for `environment`'s `XDG_STATE_HOME` (or `HOME`).
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        let base: URL
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            base = URL(fileURLWithPath: state)
        } else {
            let home = environment["HOME"] ?? UserAccount.homeDirectory
            base = URL(fileURLWithPath: home).appendingPathComponent(".local/state")
        }
        url = base.appendingPathComponent("tabsim/launch-memory.json")
    }

    /// The stored memory; a missing file is an empty memory, and a corrupt or foreign
    /// one is ignored with `warning` set, never an error.
    public func read() -> (memory: LaunchMemory, warning: String?) {
        guard let data = FileManager.default.contents(atPath: url.path) else { return (LaunchMemory(), nil) }
        guard let memory = try? JSONDecoder().decode(LaunchMemory.self, from: data), memory.format == LaunchMemory.formatName else {
            return (LaunchMemory(), "ignoring \(url.path): not a tabsim launch memory file; it will be replaced")
        }
        return (memory, nil)
    }

    /// Applies `change` to the memory as it is on disk now (not as it was at launch),
    /// holding an exclusive lock from the read to the rename.
    /// - Returns: a warning in plain words when the memory could not be saved.
    public func update(_ change: (inout LaunchMemory) -> Void) -> String? {
        let directory = url.deletingLastPathComponent().path
        let failure = { (what: String) in "could not save the launch memory in \(directory): \(what) (\(String(cString: strerror(errno))))" }
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            return "could not save the launch memory: cannot create \(directory)"
        }
        let lock = open(url.path + ".lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard lock >= 0 else { return failure("cannot open its lock file") }
        defer { close(lock) }
        guard flock(lock, LOCK_EX) == 0 else { return failure("cannot lock it") }
        var memory = read().memory
        change(&memory)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        guard let data = try? encoder.encode(memory) else { return "could not save the launch memory: it cannot be encoded" }
        let temporary = url.path + ".\(getpid()).tmp"
        guard FileManager.default.createFile(atPath: temporary, contents: data) else { return failure("cannot write a new copy") }
        guard rename(temporary, url.path) == 0 else {
            unlink(temporary)
            return failure("cannot replace it")
        }
        return nil
    }
}
