import Foundation
import Testing
@testable import TabsimCore

/// JSON built as a value (the schema) is written with its objects' keys in the order
/// built, at every depth, and its texts escaped as every line tabsim writes is.
@Suite("JSON values")
struct JSONValueTests {
    @Test("An object's keys keep the order they were built in, in arrays and objects too, where JSONEncoder would order them by hash")
    func keyOrder() {
        let keys = (0..<12).map { "key\(11 - $0)" }
        let object = JSONValue.object(keys.enumerated().map { ($0.element, .integer($0.offset)) })
        let value = JSONValue.object([("outer", .array([object, .strings(["b", "a"])])), ("inner", object), ("empty", .object([]))])
        let members = keys.enumerated().map { "\"\($0.element)\":\($0.offset)" }.joined(separator: ",")
        #expect(value.json == #"{"outer":[{\#(members)},["b","a"]],"inner":{\#(members)},"empty":{}}"#)
    }

    @Test("Texts and keys are escaped as JSONLine escapes them, slashes left as they are; numbers and booleans are JSON's own")
    func scalars() throws {
        let value = JSONValue.object([("a/\"b\"", .string("q\"\\\u{1b}\u{85}\u{7f} é/한")), ("n", .integer(-3)), ("on", .boolean(true))])
        #expect(value.json == #"{"a/\"b\"":"q\"\\\u001b\u0085\u007f é/한","n":-3,"on":true}"#)
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(value.json.utf8)) as? [String: Any])
        #expect(parsed["a/\"b\""] as? String == "q\"\\\u{1b}\u{85}\u{7f} é/한")
    }
}

/// A recording's lines are read by tabsim's own JSON reader, at a fraction of
/// `JSONDecoder`'s cost; `JSONDecoder` is the reference it must agree with.
@Suite("JSON reading")
struct JSONReadingTests {
    /// Lines as recordings hold them, and as hand edits and other tools write them.
    private static let lines = [
        #"{"t_ms":0,"event":"launch","format":2,"outline":["Reading","Store/Top charts","한방 ✈️"],"reduce_motion":false,"size":"80x24"}"#,
        #"{"t_ms":173,"at":"2026-01-01T00:00:00.000Z","input":"right","client_ms":1767225600000}"#,
        #"{"t_ms":5.0,"input":"type:caf\u00e9 \ud83d\ude00 \"q\" \\ \/ \b\f\n\r\t"}"#,
        #"  {"t_ms" : 1e2 , "task" : 2, "status":"start", "from": null, "task_order":[2,1,3], "nested":{"a":[{"b":-0.5}]}}  "#,
        "\u{FEFF}{\"t_ms\":7,\"comment\":\"naïve 漢字 🏘️\",\"item\":-0}",
    ]

    /// What `EntryFields` reads of each field: the same whether the line came through
    /// `JSONDecoder` (`RecordingEntry` is `Decodable`) or tabsim's reader.
    private func readings(_ fields: EntryFields, _ keys: [String]) -> [String] {
        keys.map { key in
            let text = (try? fields.text(key)).map { $0.map { "text \($0)" } ?? "absent" } ?? "not text"
            let number = (try? fields.number(key)).map { $0.map { "number \($0)" } ?? "absent" } ?? "not a number"
            let flag = (try? fields.flag(key)).map { $0.map { "flag \($0)" } ?? "absent" } ?? "not a flag"
            let texts = (try? fields.texts(key, "")).map { $0.map { "texts \($0)" } ?? "absent" } ?? "not texts"
            let numbers = (try? fields.numbers(key, "")).map { $0.map { "numbers \($0)" } ?? "absent" } ?? "not numbers"
            return "\(key): \(fields.has(key)) \(text) \(number) \(flag) \(texts) \(numbers)"
        }
    }

    @Test("W4: every field of every line reads the same as through JSONDecoder: texts with every escape, whole numbers written 5.0 or 1e2, flags, lists, null, nesting")
    func agreesWithJSONDecoder() throws {
        let keys = ["t_ms", "event", "format", "outline", "reduce_motion", "size", "at", "input", "client_ms", "task", "status",
                    "from", "task_order", "nested", "comment", "item", "missing"]
        for line in Self.lines {
            let ours = try #require(try EntryFields.parse(line[...]), "\(line)")
            let reference = try JSONDecoder().decode(EntryFields.self, from: Data(line.utf8))
            #expect(readings(ours, keys) == readings(reference, keys), "\(line)")
        }
        let escaped = try #require(try EntryFields.parse(Self.lines[2][...]))
        #expect(try escaped.text("input") == "type:café 😀 \"q\" \\ / \u{08}\u{0C}\n\r\t")
        #expect(try escaped.number("t_ms") == 5)
    }

    @Test("W4: what is not JSON is refused, at the byte where it stops being JSON; nesting is bounded so no line can exhaust the stack")
    func refusals() {
        let refused: [(String, String)] = [
            (#"{"a":1,}"#, "a key must be text"), (#"[1,]"#, "not a JSON value"), (#"{"a":01}"#, "a number with a leading zero"),
            (#"{"a":1.}"#, "a number's fraction has no digits"), (#"{"a":1e}"#, "a number's exponent has no digits"),
            (#"{"a":1e400}"#, "a number beyond a Double's range"), ("{\"a\":\"x\u{09}y\"}", "a control character inside a text must be escaped"),
            (#"{"a":"\ud800"}"#, "a lone surrogate"), (#"{"a":"\udc00"}"#, "a lone surrogate"), (#"{"a":"\ud800\u0041"}"#, "a lone surrogate"),
            (#"{"a":"\x"}"#, "an unknown escape"), (#"{"a":"\u12"}"#, #"a \u escape needs four hex digits"#), (#"{"a":"b"#, "a text is not closed"),
            (#"{"a":1"#, "the text ends mid-value"), (#"{"a":1} {"#, "text after the value"), (#"{"a":tru}"#, "not a JSON value"),
            (#"{"a" 1}"#, "a key must be followed by ':'"), (#"{"a":1 "b":2}"#, "members must be separated by ','"), ("", "the text ends mid-value"),
            (String(repeating: "[", count: JSONValue.maximumDepth + 1) + String(repeating: "]", count: JSONValue.maximumDepth + 1), "nested too deep"),
        ]
        for (text, reason) in refused {
            #expect(throws: JSONValue.SyntaxError.self, "\(text)") { try JSONValue.parse(text[...]) }
            do {
                _ = try JSONValue.parse(text[...])
            } catch {
                #expect(error.reason == reason, "\(text)")
            }
        }
        let deepest = String(repeating: "[", count: JSONValue.maximumDepth) + String(repeating: "]", count: JSONValue.maximumDepth)
        #expect(throws: Never.self) { try JSONValue.parse(deepest[...]) }
    }

    @Test("What tabsim writes it reads back whole: a value's JSON parses to the same JSON")
    func roundTrip() throws {
        let value = JSONValue.object([("t_ms", .integer(-3)), ("x", .number(2.5)), ("on", .boolean(false)), ("none", .null),
                                      ("list", .array([.string("a\u{1b}\u{85}é/한"), .object([])]))])
        #expect(try JSONValue.parse(value.json[...]).json == value.json)
    }
}
