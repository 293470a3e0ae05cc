import Foundation
import Testing
@testable import TabsimCore

/// Every scalar key of `tabsim schema`, given each of a set of values, gets the same
/// answer from the schema (as an editor reads YAML 1.2 into JSON and checks it) and from
/// the loader (P): what one accepts the other accepts.
@Suite("Schema and loader agree on every key (P)")
struct SchemaLoaderWalkTests {
    /// A value as YAML 1.2 reads it into JSON.
    enum JSON: Equatable { case null, bool(Bool), int(Int), number(Double), string(String) }

    /// Values written in YAML, with what YAML 1.2 (and so the editor) reads them as.
    static let samples: [(yaml: String, json: JSON)] = [
        ("5", .int(5)), ("\"5\"", .string("5")), ("0", .int(0)), ("-1", .int(-1)), ("99999999999", .int(99_999_999_999)),
        ("1.5", .number(1.5)), ("true", .bool(true)), ("False", .bool(false)), ("\"true\"", .string("true")),
        ("yes", .string("yes")), ("\"yes\"", .string("yes")), ("off", .string("off")), ("Hello", .string("Hello")),
        ("\"!\"", .string("!")), ("\"\"", .string("")), ("\"  \"", .string("  ")), ("~", .null), ("null", .null),
    ]

    /// Where each object of the schema sits in a prototype that loads: the entries it
    /// needs, and the prototype around it.
    static let places: [String: (base: [(String, String)], wrap: @Sendable (String) -> String)] = [
        "": ([("sections", "[{label: A, screen: {rows: [a]}}]")], { "{\($0)}" }),
        "section": ([("label", "A"), ("screen", "{rows: [a]}")], { "{sections: [{\($0)}]}" }),
        "screen": ([("rows", "[a]")], { "{sections: [{label: A, screen: {\($0)}}]}" }),
        "strip": ([("items", "[{label: P}, {label: Q}]")], { "{sections: [{label: A, pages: {\($0)}}]}" }),
        "header": ([], { "{sections: [{label: A, pages: {header: {\($0)}, items: [{label: P}]}}]}" }),
        "page": ([("label", "P")], { "{sections: [{label: A, pages: {items: [{\($0)}, {label: Q}]}}]}" }),
        "field": ([("label", "F")], { "{sections: [{label: A, screen: {fields: [{\($0)}]}}]}" }),
        "row": ([("text", "R")], { "{sections: [{label: A, screen: {rows: [{\($0)}]}}]}" }),
        "generated_rows": ([("count", "3"), ("text", "\"n {n}\"")], { "{sections: [{label: A, screen: {rows: {\($0)}}}]}" }),
        "badge_update": ([("after", "5"), ("badge", "2")], { "{sections: [{label: A, screen: {rows: [a]}, badge_update: {\($0)}}]}" }),
        "alert": ([("title", "T"), ("buttons", "[OK]")], { "{sections: [{label: A, screen: {rows: [{text: R, alert: {\($0)}}]}}]}" }),
        "action_sheet": ([("buttons", "[OK]")], { "{sections: [{label: A, screen: {rows: [{text: R, action_sheet: {\($0)}}]}}]}" }),
        "accessory": ([("text", "N")], { "{platform: ios26, accessory: {\($0)}, sections: [{label: A, screen: {rows: [a]}}]}" }),
        "pushed_screen": ([("rows", "[a]")], { "{sections: [{label: A, screen: {rows: [{text: R, detail: {\($0)}}]}}]}" }),
        "segment": ([("label", "S")], { "{sections: [{label: A, screen: {segmented: [{\($0)}, T]}}]}" }),
        "dialog_button": ([("label", "Delete")], { "{sections: [{label: A, screen: {rows: [{text: R, alert: {title: T, buttons: [{\($0)}]}}]}}]}" }),
    ]

    /// Keys whose text means more than its type, which the schema says only in words: an
    /// icon's glyphs and a link's section; and the objects of lint, whose keys are rules.
    static let described = ["section.icon", "row.link", "accessory.link", "lint"]

    @Test("P: for every scalar key and every sample value, the schema accepts exactly what the loader loads")
    func everyKey() throws {
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(PrototypeSchema.json.utf8)) as? [String: Any])
        let definitions = try #require(schema["definitions"] as? [String: [String: Any]])
        var objects: [(String, [String: Any])] = [("", schema)] + definitions.map { ($0.key, $0.value) }
        objects.removeAll { !Self.places.keys.contains($0.0) && !Self.described.contains($0.0) }
        #expect(Set(definitions.keys).subtracting(Self.places.keys).subtracting(Self.described).subtracting(["badge"]).isEmpty,
                "a definition the walk does not place")
        var checked = 0
        for (name, object) in objects where !Self.described.contains(name) {
            let place = try #require(Self.places[name])
            // The base must load, or every answer below would be the base's.
            let base = place.base.map { "\($0.0): \($0.1)" }.joined(separator: ", ")
            #expect(throws: Never.self, "\(name)'s base") { _ = try PrototypeLoader.load(place.wrap(base), file: "p.yaml") }
            for (key, property) in try #require(object["properties"] as? [String: [String: Any]]) {
                guard Self.isScalar(property, definitions), !Self.described.contains("\(name).\(key)") else { continue }
                for sample in Self.samples + Self.enumSamples(property) {
                    let entries = place.base.filter { $0.0 != key } + [(key, sample.yaml)]
                    let yaml = place.wrap(entries.map { "\($0.0): \($0.1)" }.joined(separator: ", "))
                    let loads = (try? PrototypeLoader.load(yaml, file: "p.yaml")) != nil
                    let validates = Self.accepts(property, sample.json, definitions)
                    #expect(loads == validates, "\(name.isEmpty ? "" : name + ".")\(key): \(sample.yaml): the loader \(loads ? "loads" : "refuses") it, the schema \(validates ? "accepts" : "rejects") it")
                    checked += 1
                }
            }
        }
        #expect(checked > 400)
    }

    /// Each allowed word of a choice, and the first capitalised (which neither accepts).
    static func enumSamples(_ property: [String: Any]) -> [(yaml: String, json: JSON)] {
        guard let words = property["enum"] as? [String] else { return [] }
        return words.map { ("\"\($0)\"", .string($0)) } + [(words[0].capitalized, .string(words[0].capitalized))]
    }

    static func isScalar(_ property: [String: Any], _ definitions: [String: [String: Any]]) -> Bool {
        if let ref = property["$ref"] as? String { return ref == "#/definitions/badge" }
        if let types = property["type"] as? [String] { return !types.contains("object") && !types.contains("array") }
        if let type = property["type"] as? String { return type != "object" && type != "array" }
        return false
    }

    /// A JSON Schema's verdict on a value, for the keywords `tabsim schema` uses on scalars.
    static func accepts(_ schema: [String: Any], _ value: JSON, _ definitions: [String: [String: Any]]) -> Bool {
        if let ref = schema["$ref"] as? String, let target = definitions[String(ref.dropFirst("#/definitions/".count))] {
            return accepts(target, value, definitions)
        }
        if let choices = schema["anyOf"] as? [[String: Any]], !choices.contains(where: { accepts($0, value, definitions) }) { return false }
        let types = (schema["type"] as? [String]) ?? (schema["type"] as? String).map { [$0] }
        if let types {
            let type: String
            switch value {
            case .null: type = "null"
            case .bool: type = "boolean"
            case .int: type = types.contains("integer") ? "integer" : "number"
            case .number: type = "number"
            case .string: type = "string"
            }
            guard types.contains(type) else { return false }
        }
        if let words = schema["enum"] as? [String] {
            guard case .string(let text) = value, words.contains(text) else { return false }
        }
        if case .int(let number) = value {
            if let minimum = schema["minimum"] as? Int, number < minimum { return false }
            if let maximum = schema["maximum"] as? Int, number > maximum { return false }
        }
        if case .string(let text) = value, let pattern = schema["pattern"] as? String {
            guard text.range(of: pattern, options: .regularExpression) != nil else { return false }
        }
        return true
    }
}
