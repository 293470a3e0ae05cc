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

    @Test("T10: the memory's file reads back what it wrote, and what JSONDecoder's tabsim wrote before")
    func file() throws {
        var memory = LaunchMemory()
        memory.exits["/tmp/a \"b\".yaml"] = ["Mail", "Trips"]
        memory.exits["example:demo"] = ["Home"]
        #expect(LaunchMemory(json: memory.json) == memory)
        #expect(memory.json.hasPrefix(#"{"format":"tabsim-launch-memory-1","exits":{"/tmp/a \"b\".yaml":["Mail","Trips"]"#))
        // As JSONEncoder wrote it, pretty, with its keys sorted and its slashes escaped.
        let before = """
        {
          "exits" : {
            "\\/tmp\\/prof\\/switches.yaml" : [
              "One",
              "Two"
            ]
          },
          "format" : "tabsim-launch-memory-1"
        }
        """
        #expect(LaunchMemory(json: before)?.exits == ["/tmp/prof/switches.yaml": ["One", "Two"]])
        for foreign in ["", "[]", #"{"not": "ours"}"#, #"{"format": "other", "exits": {}}"#, #"{"format": "tabsim-launch-memory-1"}"#,
                        #"{"format": "tabsim-launch-memory-1", "exits": {"k": ["A", 1]}}"#, #"{"format": "tabsim-launch-memory-1", "exits": {"k": "A"}}"#] {
            #expect(LaunchMemory(json: foreign) == nil, "\(foreign)")
        }
    }
}

