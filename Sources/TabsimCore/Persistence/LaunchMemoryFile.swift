import Foundation

/// The launch memory on disk: `$XDG_STATE_HOME/tabsim/launch-memory.json`
/// (`~/.local/state/…` when unset), replaced atomically (T10).
public struct LaunchMemoryFile: Sendable {
    public let url: URL

    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        let base: URL
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            base = URL(fileURLWithPath: state)
        } else {
            let home = environment["HOME"] ?? NSHomeDirectory()
            base = URL(fileURLWithPath: home).appendingPathComponent(".local/state")
        }
        url = base.appendingPathComponent("tabsim/launch-memory.json")
    }

    /// The stored memory; a missing file is an empty memory, and a corrupt or foreign
    /// one is ignored with `warning` set, never an error.
    public func read() -> (memory: LaunchMemory, warning: String?) {
        guard let data = try? Data(contentsOf: url) else { return (LaunchMemory(), nil) }
        guard let memory = try? JSONDecoder().decode(LaunchMemory.self, from: data), memory.format == LaunchMemory.formatName else {
            return (LaunchMemory(), "ignoring \(url.path): not a tabsim launch memory file; it will be replaced")
        }
        return (memory, nil)
    }

    /// Writes to a temporary file beside the real one, then renames it over.
    /// - Returns: a warning when the file could not be written.
    public func write(_ memory: LaunchMemory) -> String? {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try encoder.encode(memory).write(to: url, options: .atomic)
            return nil
        } catch {
            return "could not save the launch memory to \(url.path): \(error.localizedDescription)"
        }
    }
}
