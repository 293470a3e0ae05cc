import Foundation
import Testing
@testable import TabsimCore

@Suite("Remembered selection at launch (T10)")
struct LaunchMemoryTests {
    @Test("T10 habitual: the same section at exit in the previous two launches opens there; otherwise the first")
    func habitual() throws {
        let p = try prototype(threeSections)
        var memory = LaunchMemory()
        #expect(memory.initialSection(for: "k", prototype: p, policy: .habitual) == 0)
        memory.recordExit(for: "k", section: 1, prototype: p)
        #expect(memory.initialSection(for: "k", prototype: p, policy: .habitual) == 0)
        memory.recordExit(for: "k", section: 1, prototype: p)
        #expect(memory.initialSection(for: "k", prototype: p, policy: .habitual) == 1)
        memory.recordExit(for: "k", section: 2, prototype: p)
        #expect(memory.initialSection(for: "k", prototype: p, policy: .habitual) == 0)
        #expect(memory.initialSection(for: "k", prototype: p, policy: .always) == 2)
        #expect(memory.initialSection(for: "k", prototype: p, policy: .never) == 0)
        #expect(memory.initialSection(for: "other", prototype: p, policy: .always) == 0)
    }

    @Test("T10: a remembered section that no longer exists falls back to the first")
    func renamed() throws {
        var memory = LaunchMemory()
        memory.exits["k"] = ["Gone", "Gone"]
        #expect(memory.initialSection(for: "k", prototype: try prototype(threeSections), policy: .habitual) == 0)
    }

    @Test("T10: the file is written atomically under XDG_STATE_HOME; a corrupt or foreign file is ignored with a warning")
    func file() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tabsim-memory-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = LaunchMemoryFile(environment: ["XDG_STATE_HOME": directory.path])
        #expect(file.url.path == directory.path + "/tabsim/launch-memory.json")
        #expect(file.read().memory == LaunchMemory() && file.read().warning == nil)
        var memory = LaunchMemory()
        memory.exits["k"] = ["Mail"]
        #expect(file.write(memory) == nil)
        #expect(file.read().memory == memory)
        try Data("{\"not\": \"ours\"}".utf8).write(to: file.url)
        #expect(file.read().memory == LaunchMemory())
        #expect(file.read().warning?.contains("not a tabsim launch memory file") == true)
        try Data([0xFF, 0x00, 0x13]).write(to: file.url)
        #expect(file.read().warning != nil)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: file.url.deletingLastPathComponent().path)
        #expect(leftovers == ["launch-memory.json"])
    }
}
