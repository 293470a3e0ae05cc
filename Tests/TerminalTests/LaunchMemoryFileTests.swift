import Foundation
import Testing
import TabsimCore
import TabsimTerminal

/// The launch memory's file (T10): where it lives, how it is written, and what a bad
/// one gives.
@Suite("Launch memory file (T10)")
struct LaunchMemoryFileTests {
    /// Three sections, for the exits the tests record.
    private func sections() throws -> Prototype {
        try PrototypeLoader.load("""
        name: Three
        sections:
          - {label: Home, screen: {title: Home}}
          - {label: Mail, screen: {title: Mail}}
          - {label: Trips, screen: {title: Trips}}
        """, file: "test.yaml")
    }

    @Test("T10: the file is written atomically under XDG_STATE_HOME; a corrupt or foreign file is ignored with a warning")
    func file() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tabsim-memory-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = LaunchMemoryFile(environment: ["XDG_STATE_HOME": directory.path])
        #expect(file.path == directory.path + "/tabsim/launch-memory.json")
        #expect(file.read().memory == LaunchMemory() && file.read().warning == nil)
        var memory = LaunchMemory()
        memory.exits["k"] = ["Mail"]
        #expect(file.update { $0 = memory } == nil)
        #expect(file.read().memory == memory)
        try Data("{\"not\": \"ours\"}".utf8).write(to: URL(fileURLWithPath: file.path))
        #expect(file.read().memory == LaunchMemory())
        #expect(file.read().warning?.contains("not a tabsim launch memory file") == true)
        try Data([0xFF, 0x00, 0x13]).write(to: URL(fileURLWithPath: file.path))
        #expect(file.read().warning != nil)
        // Over 1 MiB is not read whole: no launch memory is that large.
        try Data(repeating: 0x20, count: (1 << 20) + 1).write(to: URL(fileURLWithPath: file.path))
        #expect(file.read().warning?.contains("not a tabsim launch memory file") == true)
        // A link planted where the new copy is written is replaced, not written through.
        let victim = directory.appendingPathComponent("victim")
        try Data("keep".utf8).write(to: victim)
        try FileManager.default.createSymbolicLink(atPath: file.path + ".\(getpid()).tmp", withDestinationPath: victim.path)
        #expect(file.update { $0 = memory } == nil)
        #expect(try String(contentsOf: victim, encoding: .utf8) == "keep")
        #expect(file.read().memory == memory)
        try FileManager.default.removeItem(at: victim)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: FileNode.directory(of: file.path))
        #expect(leftovers.sorted() == ["launch-memory.json", "launch-memory.json.lock"])
    }

    @Test("T10: sessions quitting together each add their exit, and one quitting between another's launch and quit is kept")
    func concurrentExits() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tabsim-memory-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let environment = ["XDG_STATE_HOME": directory.path]
        let p = try sections()
        // Session A launches (reads), B quits, then A quits: both exits stay.
        _ = LaunchMemoryFile(environment: environment).read()
        #expect(LaunchMemoryFile(environment: environment).update { $0.recordExit(for: "b", section: 1, prototype: p) } == nil)
        #expect(LaunchMemoryFile(environment: environment).update { $0.recordExit(for: "a", section: 2, prototype: p) } == nil)
        #expect(Set(LaunchMemoryFile(environment: environment).read().memory.exits.keys) == ["a", "b"])
        // 25 sessions quitting at once.
        DispatchQueue.concurrentPerform(iterations: 25) { index in
            _ = LaunchMemoryFile(environment: environment).update { $0.recordExit(for: "s\(index)", section: 0, prototype: p) }
        }
        #expect(LaunchMemoryFile(environment: environment).read().memory.exits.count == 27)
    }

    @Test("T10: the file is under HOME's .local/state without XDG_STATE_HOME, or with a relative one; slashes at the end are dropped")
    func place() {
        #expect(LaunchMemoryFile(environment: ["HOME": "/home/ada/"]).path == "/home/ada/.local/state/tabsim/launch-memory.json")
        #expect(LaunchMemoryFile(environment: ["HOME": "/home/ada", "XDG_STATE_HOME": "state"]).path
            == "/home/ada/.local/state/tabsim/launch-memory.json")
        #expect(LaunchMemoryFile(environment: ["XDG_STATE_HOME": "/var/state//"]).path == "/var/state/tabsim/launch-memory.json")
    }

    @Test("T10: a prototype is remembered by its absolute path, as Foundation's standardized file URL names it")
    func absolutePaths() {
        for path in ["a.yaml", "./a.yaml", "dir/../a.yaml", "dir/./sub//a.yaml", "../up.yaml", "/tmp/x/../y.yaml", "/../a.yaml",
                     "/tmp/trailing/", "/", "dir/..", "é ü/a b.yaml"] {
            #expect(FileNode.absolute(path) == URL(fileURLWithPath: path).standardizedFileURL.path, "\(path)")
        }
    }

    @Test("T10: a launch memory that cannot be saved says why in plain words")
    func plainWarning() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tabsim-memory-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        // A file where the directory should be.
        try Data().write(to: directory)
        let warning = LaunchMemoryFile(environment: ["XDG_STATE_HOME": directory.path]).update { $0.exits["k"] = ["A"] }
        #expect(warning?.hasPrefix("could not save the launch memory") == true)
        #expect(warning?.contains("NSCocoaErrorDomain") == false && warning?.contains("error 512") == false, "\(warning ?? "")")
    }
}
