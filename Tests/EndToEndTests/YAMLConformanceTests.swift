import Foundation
import Testing
@testable import TabsimCore

/// tabsim reads YAML as editors and CI do (P): its own reader and ruamel.yaml, the YAML
/// 1.2 library check-jsonschema reads prototypes with (Scripts/test installs it from PyPI),
/// read every shipped example, every YAML block of the README and the guides, and a set
/// of edge cases to the same text, lists and mappings; what one refuses, the other does.
@Suite("YAML read as ruamel.yaml reads it")
struct YAMLConformanceTests {
    /// Edge cases of the YAML prototypes are written in, each with a name.
    static let cases: [(name: String, yaml: String)] = [
        ("nested blocks", "a:\n  b:\n    c: d\n  e: [f, g]\nh: i\n"),
        ("list as indented as its key", "k:\n- a\n- b: c\n  d: e\nnext: n\n"),
        ("compact nested lists", "- - a\n  - b\n- - - c\n"),
        ("empty values", "a:\nb: # comment\nc: ''\nd: \"\"\n"),
        ("empty item", "- \n- a\n-\n"),
        ("comments everywhere", "# head\na: 1 # one\n# between\nb: [2, # two\n  3]\n"),
        ("plain with colons and hashes", "url: http://x.org/p?q=1#frag\nratio: 16:9\nsharp: C#\n"),
        ("plain multi-line", "k: one\n  two\n\n  three\n   four\nnext: x\n"),
        ("plain multi-line in a list", "- a long\n  item\n- b\n"),
        ("top-level multi-line plain", "just some\ntext\n"),
        ("single quotes", "a: 'it''s'\nb: 'two\n  lines\n\n  para'\n"),
        ("double quote escapes", #"a: "\t\n\\\"\/\x41\u00e9\U0001F600\0\e\N\_\L\P\ ""# + "\n"),
        ("double quote folding", "a: \"one  \n  two\\\n  three\n\n\n  four\"\n"),
        ("literal block", "a: |\n  l1\n   l2\n\n  l3\nb: x\n"),
        ("literal strip", "a: |-\n  l1\n\n\nb: x\n"),
        ("literal keep", "a: |+\n  l1\n\n\nb: x\n"),
        ("literal indentation indicator", "a: |2\n    four\n  two\n"),
        ("folded block", "a: >\n  one\n  two\n\n  three\n    indented\n  back\nb: x\n"),
        ("folded keep at end", "a: >+\n  one\n\n"),
        ("block scalar in list", "- |\n  text\n- >-\n  more\n  text\n"),
        ("block scalar at the end without a line break", "a: |\n  end"),
        ("flow list multi-line", "a: [one,\n  two three,\n  {k: v, w},\n  ]\n"),
        ("flow mapping", "a: {b: 1, c: [2, 3], d: {e: f}, g}\n"),
        ("flow pair in list", "[a: b, c, d: ]\n"),
        ("JSON", "{\"name\": \"X\", \"sections\": [{\"label\": \"A\", \"badge\": 3, \"on\": true, \"n\": null}],\n \"e\":\"\\u00e9\\n\"}\n"),
        ("JSON compact", "{\"a\":[1,2],\"b\":{\"c\":\"d\"}}"),
        ("anchors and aliases", "a: &x\n  k: v\nb: *x\nc: &y [1, 2]\nd: [*y, *y]\ne: &z scalar\nf: *z\n"),
        ("document markers", "%YAML 1.2\n---\na: 1\n...\n"),
        ("document start with content", "--- text\n"),
        ("CRLF line ends", "a: 1\r\nb:\r\n  - c\r\n"),
        ("unicode", "이름: 동네\nemoji: \"🏠\"\nkey with spaces: value with spaces\n"),
        ("quoted keys", "\"a b\": 1\n'c': 2\n"),
        ("a dash that goes on with plain text", "- a\n  - b\n"),
        ("over-indented item after a list", "- [a]\n  - b\n"),
        ("indicators inside plain", "a: -1\nb: x-y\nc: ?x\nd: :x\ne: a, b\n"),
        ("numbers and booleans stay text", "a: 1.5\nb: true\nc: ~\nd: null\ne: 0x1F\n"),
        ("deep mapping in list", "- name: a\n  kids:\n    - name: b\n      kids: []\n"),
        // Refused by both.
        ("unterminated list", "a: [b, c\n"),
        ("unterminated quote", "a: \"b\n"),
        ("duplicate key", "a: 1\na: 2\n"),
        ("key on a value's line", "a: b: c\n"),
        ("tab indentation", "a:\n\tb: 1\n"),
        ("over-indented key", "a:\n  b: 1\n    c: 2\n"),
        ("unknown alias", "a: *b\n"),
        ("bad escape", "a: \"\\q\"\n"),
        ("two documents", "a: 1\n---\nb: 2\n"),
        ("list on its key's line", "a: - b\n"),
        ("reserved indicator", "a: @b\n"),
    ]

    /// What tabsim's reader makes of `text`: the document as JSON-ready values, or nil
    /// when it refuses it.
    private static func tabsimReading(_ text: String) -> Any? {
        func value(_ node: YAMLNode) -> Any {
            switch node {
            case .scalar(let scalar): return scalar.string
            case .sequence(let sequence): return sequence.map(value)
            case .mapping(let mapping):
                // A key that is not text stands as its JSON, as ruamel's side writes it.
                return Dictionary(mapping.map { (key($0.key), value($0.value)) }, uniquingKeysWith: { first, _ in first })
            }
        }
        func key(_ node: YAMLNode) -> String {
            node.scalar?.string ?? String(decoding: try! JSONSerialization.data(withJSONObject: value(node), options: [.sortedKeys]), as: UTF8.self)
        }
        do {
            return try YAMLParser.parse(text, maximumNodes: PrototypeLimits.maximumNodes).map(value) ?? NSNull()
        } catch {
            return nil
        }
    }

    /// Reads each case with ruamel.yaml's base loader (every scalar as its text) and
    /// compares it with tabsim's reading; prints each difference.
    private static let compare = #"""
    import io, json, sys
    from ruamel.yaml import YAML
    cases = json.load(sys.stdin)
    def canonical(v):
        if isinstance(v, dict):
            return {k if isinstance(k, str) else json.dumps(canonical(k), sort_keys=True): canonical(x) for k, x in v.items()}
        if isinstance(v, list):
            return [canonical(x) for x in v]
        return v
    differences = 0
    for case in cases:
        try:
            theirs = {"value": canonical(YAML(typ="base").load(case["yaml"]))}
        except Exception as error:
            theirs = {"error": type(error).__name__}
        ours = case["ours"]
        same = ("error" in theirs and "error" in ours) or ("value" in theirs and "value" in ours and theirs["value"] == ours["value"])
        if not same:
            differences += 1
            print("%s: tabsim %s, ruamel.yaml %s" % (case["name"], json.dumps(ours, ensure_ascii=False), json.dumps(theirs, ensure_ascii=False)))
    print("compared %d" % len(cases))
    sys.exit(1 if differences else 0)
    """#

    @Test("P: tabsim's YAML reader and ruamel.yaml read the examples, the guides' YAML and the edge cases alike")
    func sameReading() async throws {
        var corpus = Self.cases
        corpus += BuiltInExamples.all.map { ("example \($0.name)", $0.source) }
        corpus += try DocumentSamples.blocks("yaml").map { ($0.place, $0.text) }
        let payload = corpus.map { item -> [String: Any] in
            let ours: [String: Any] = Self.tabsimReading(item.yaml).map { ["value": $0] } ?? ["error": "refused"]
            return ["name": item.name, "yaml": item.yaml, "ours": ours]
        }
        let input = FileManager.default.temporaryDirectory.appendingPathComponent("tabsim-yaml-\(UUID().uuidString).json")
        try JSONSerialization.data(withJSONObject: payload).write(to: input)
        defer { try? FileManager.default.removeItem(at: input) }
        let run = try await E2E.run("/bin/sh", ["-c", "exec python3 -c \"$0\" < \"$1\"", Self.compare, input.path],
                                    environment: ProcessInfo.processInfo.environment, timeout: .seconds(60))
        #expect(run.status == 0, "ruamel.yaml (Scripts/test installs it with check-jsonschema):\n\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("compared \(corpus.count)"), "\(run.stdout)")
        #expect(corpus.count >= 50)
    }
}
