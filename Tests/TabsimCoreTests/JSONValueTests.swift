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
