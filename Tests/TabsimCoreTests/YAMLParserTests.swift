import Testing
@testable import TabsimCore

/// tabsim's own YAML reader (P): the structure, the places every node and every problem
/// are reported at, and its bounds. YAMLConformanceTests compares what it reads with a
/// YAML 1.2 library's reading of every file tabsim ships and of many edge cases.
@Suite("YAML reader")
struct YAMLParserTests {
    /// The node as plain values: text, lists and [key, value] pairs.
    private func plain(_ node: YAMLNode?) -> String {
        switch node {
        case nil: return "nil"
        case .scalar(let scalar)?: return "\"\(scalar.string)\""
        case .sequence(let sequence)?: return "[" + sequence.map { plain($0) }.joined(separator: ", ") + "]"
        case .mapping(let mapping)?: return "{" + mapping.map { plain($0.key) + ": " + plain($0.value) }.joined(separator: ", ") + "}"
        }
    }

    private func read(_ text: String) throws -> String {
        plain(try YAMLParser.parse(text, maximumNodes: 1000))
    }

    private func problem(_ text: String, maximumNodes: Int = 1000) -> String? {
        do {
            _ = try YAMLParser.parse(text, maximumNodes: maximumNodes)
            return nil
        } catch {
            return "\(error.mark.line):\(error.mark.column): \(error.message)"
        }
    }

    @Test("P: block mappings and lists nest by indentation, a key's list may be indented as much as the key")
    func blocks() throws {
        #expect(try read("a: 1\nb:\n  c: x\n  d: [y, z]\n") == "{\"a\": \"1\", \"b\": {\"c\": \"x\", \"d\": [\"y\", \"z\"]}}")
        #expect(try read("items:\n- one\n- two: 2\n  three: 3\n-\n  - deep\nnext: n\n")
                == "{\"items\": [\"one\", {\"two\": \"2\", \"three\": \"3\"}, [\"deep\"]], \"next\": \"n\"}")
        #expect(try read("- - a\n  - b\n- c\n") == "[[\"a\", \"b\"], \"c\"]")
        #expect(try read("empty:\nalso: # nothing\n") == "{\"empty\": \"\", \"also\": \"\"}")
        #expect(try read("# only a comment\n") == "nil")
        #expect(try read("--- # a document\nk: v\n...\n") == "{\"k\": \"v\"}")
    }

    @Test("P: plain, quoted and block scalars read as YAML 1.2 reads them")
    func scalars() throws {
        #expect(try read("k: a plain\n  text, folded\n\n  with a break # and a comment\n") == "{\"k\": \"a plain text, folded\nwith a break\"}")
        #expect(try read("k: 'it''s ''quoted'''\n") == "{\"k\": \"it's 'quoted'\"}")
        #expect(try read(#"k: "tab\there \u00e9\x21 \"q\" \\""# + "\n") == "{\"k\": \"tab\there é! \"q\" \\\"}")
        #expect(try read("k: \"one \\\n  two\n\n  three\"\n") == "{\"k\": \"one two\nthree\"}")
        #expect(try read("k: |\n  line 1\n    indented\n\n  line 3\nnext: x\n") == "{\"k\": \"line 1\n  indented\n\nline 3\n\", \"next\": \"x\"}")
        #expect(try read("k: >-\n  folded\n  text\n\n  new paragraph\n\n\n") == "{\"k\": \"folded text\nnew paragraph\"}")
        #expect(try read("k: |+\n  kept\n\n") == "{\"k\": \"kept\n\n\"}")
        #expect(try read("- |2\n    two more\n") == "[\"  two more\n\"]")
        #expect(try read("url: http://x.org/a#b\n") == "{\"url\": \"http://x.org/a#b\"}")
    }

    @Test("P: flow collections, JSON included, may span lines")
    func flow() throws {
        #expect(try read("{\"a\":[1,2,{\"b\":null}],\"c\":\"d\"}") == "{\"a\": [\"1\", \"2\", {\"b\": \"null\"}], \"c\": \"d\"}")
        #expect(try read("k: [a b,\n  c, # comment\n  {d: e, f},\n]\n") == "{\"k\": [\"a b\", \"c\", {\"d\": \"e\", \"f\": \"\"}]}")
        #expect(try read("[a: b, c]") == "[{\"a\": \"b\"}, \"c\"]")
    }

    @Test("P: an alias repeats its anchor's node; a node's style says whether it is plain")
    func anchorsAndStyles() throws {
        #expect(try read("a: &x [1, 2]\nb: *x\nc: &y\n  d: e\nf: *y\n") == "{\"a\": [\"1\", \"2\"], \"b\": [\"1\", \"2\"], \"c\": {\"d\": \"e\"}, \"f\": {\"d\": \"e\"}}")
        let root = try #require(try YAMLParser.parse("a: 1\nb: '1'\nc: \"1\"\nd: |\n  1\ne: >\n  1\n", maximumNodes: 100))
        #expect(["a", "b", "c", "d", "e"].compactMap { root[$0]?.scalar?.style } == [.plain, .singleQuoted, .doubleQuoted, .literal, .folded])
    }

    @Test("P: every node is at its line and column, counted in characters")
    func marks() throws {
        let root = try #require(try YAMLParser.parse("name: Café\nsections:\n  - label: \"Ünï\"\n    rows: [a, {b: c}]\n", maximumNodes: 100))
        #expect(root.mark == YAMLMark(line: 1, column: 1))
        #expect(root["name"]?.mark == YAMLMark(line: 1, column: 7))
        let section = try #require(root["sections"])
        #expect(section.mark == YAMLMark(line: 3, column: 3))
        guard case .sequence(let sections) = section, case .sequence(let rows)? = sections[0]["rows"] else {
            Issue.record("sections and rows are lists")
            return
        }
        #expect(sections[0]["label"]?.mark == YAMLMark(line: 3, column: 12))
        #expect(rows.mark == YAMLMark(line: 4, column: 11))
        #expect(rows[1].mark == YAMLMark(line: 4, column: 15))
        #expect(try YAMLParser.parse("a: 1\r\nb: x\r\n", maximumNodes: 10)?["b"]?.mark == YAMLMark(line: 2, column: 4))
        // A byte-order mark, as Windows editors write, is not part of the first line.
        #expect(try YAMLParser.parse("\u{FEFF}a: x\n", maximumNodes: 10)?["a"]?.mark == YAMLMark(line: 1, column: 4))
    }

    @Test("P: what is not YAML is reported at its place, with what to do")
    func problems() {
        #expect(problem("k: \"open\nnext: 1\n") == "3:1: not valid YAML: the text in quotes that starts at line 1, column 4 never ends; close it with \"")
        #expect(problem("k: [a, b\n") == "2:1: not valid YAML: the list that starts at line 1, column 4 never ends; close it with ']'")
        #expect(problem("k: {a: 1 b: 2}\n") == "1:11: not valid YAML: expected ',' or '}' here, in the mapping that starts at line 1, column 4")
        #expect(problem("a:\n\tb: 1\n") == "2:1: not valid YAML: a tab indents this line; YAML indents with spaces only")
        #expect(problem("a: 1\na: 2\n") == "2:1: the key 'a' appears twice in this mapping (first on line 1); keep one")
        #expect(problem("a: b: c\n") == "1:5: not valid YAML: ': ' makes a key, and a key cannot be here; check this line's indentation against the keys above it, or quote the text if ':' belongs in it")
        #expect(problem("a: - b\n") == "1:4: not valid YAML: a list cannot start on its key's line; put each '- ' item on a line of its own below the key")
        #expect(problem("a:\n  b: 1\n    c: 2\n")?.hasPrefix("3:6: not valid YAML: ': ' makes a key, and a key cannot be here; check this line's indentation") == true)
        #expect(problem("a:\n  b: [1]\n    c: 2\n") == "3:5: not valid YAML: this line is indented more than the keys of its mapping (column 3); line it up with them, or put it under a key with nothing after its ':'")
        #expect(problem("- [a]\n  - b\n") == "2:3: not valid YAML: this line is indented more than the '- ' items of its list (column 1); line it up with them, or put it under an item with nothing after its '-'")
        #expect(problem("a: *nowhere\n") == "1:4: not valid YAML: the alias *nowhere names no anchor; write &nowhere before the node it repeats, above this line")
        #expect(problem("a: !!str 1\n") == "1:4: not valid YAML for tabsim: tags ('!') are not read; write the value plainly, or in quotes for text")
        #expect(problem("a: \"\\q\"\n") == "1:5: not valid YAML: '\\q' is not an escape in double quotes; write '\\\\' for a backslash")
        #expect(problem("a: 1\n---\nb: 2\n") == "2:1: not valid YAML: a second document starts here; a file holds one document, so remove the '---' and what follows or move it to a file of its own")
        #expect(problem("a: \u{7}bell\n") == "1:4: not valid YAML: the control character U+0007 is not allowed; remove it or write it as an escape in a quoted string")
        #expect(problem("a: @x\n") == "1:4: not valid YAML: a value cannot start with '@'; put the value in quotes")
    }

    @Test("P: bounded: aliases count at their full size, and nesting stops at 200 levels", .timeLimit(.minutes(1)))
    func bounds() {
        #expect(problem("a: &a [x, x, x]\nb: [*a, *a, *a]\n", maximumNodes: 12)
                == "2:9: the document is larger than 12 nodes with this alias expanded; an alias may repeat a part, not multiply it")
        #expect(problem("[x, x, x, x]", maximumNodes: 4) == "1:11: the document is larger than 4 nodes")
        let deepFlow = String(repeating: "[", count: 100_000)
        #expect(problem(deepFlow)?.hasSuffix("the document nests more than 200 levels deep") == true)
        let deepBlock = String(repeating: "- ", count: 100_000) + "x\n"
        #expect(problem(deepBlock)?.hasSuffix("the document nests more than 200 levels deep") == true)
        let longQuote = "k: \"" + String(repeating: " ", count: 200_000) + "x\"\n"
        #expect(problem(longQuote) == nil)
    }

    @Test("P: 20,000 random documents of YAML's own characters each read or are refused with a place on the page, never a crash or a hang", .timeLimit(.minutes(1)))
    func randomDocuments() {
        let pieces = ["- ", ": ", "-", ":", "[", "]", "{", "}", ",", "'", "\"", "\\", "#", "&a ", "*a", "!", "|", ">-", "? ",
                      "\n", "\n  ", "\n    ", "\t", " ", "a", "key", "1", "é", "---", "...", "%"]
        var random = SplitMix(state: 33)
        for _ in 0..<20_000 {
            let text = (0..<Int.random(in: 1...40, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            do {
                _ = try YAMLParser.parse(text, maximumNodes: 1000)
            } catch {
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
                #expect((1...lines + 1).contains(error.mark.line) && error.mark.column >= 1 && !error.message.isEmpty, "\(text.debugDescription): \(error)")
            }
        }
    }
}
