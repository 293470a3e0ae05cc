import Foundation
import Testing
@testable import TabsimCore

/// The JSON Schema for editors is made from the loader's own key lists and enumerations;
/// this fails the moment the two drift apart (P).
@Suite("Prototype schema (P)")
struct SchemaTests {
    /// A row's keys are not here: the schema and the loader both read them from
    /// `RowFormat`, and `RowFormatTests` loads every key the schema lists.
    @Test("P: every object of the schema has exactly the keys the loader accepts", arguments: [
        ("section", PrototypeLoader.sectionKeys), ("badge_update", PrototypeLoader.badgeUpdateKeys),
        ("screen", PrototypeLoader.screenKeys), ("strip", PrototypeLoader.stripKeys), ("header", PrototypeLoader.headerKeys),
        ("page", PrototypeLoader.pageKeys), ("field", PrototypeLoader.fieldKeys),
        ("generated_rows", PrototypeLoader.generatedRowKeys), ("lint", PrototypeLoader.lintKeys),
        ("accessory", PrototypeLoader.accessoryKeys),
        ("pushed_screen", PrototypeLoader.pushedScreenKeys), ("segment", PrototypeLoader.segmentKeys),
        ("dialog_button", PrototypeLoader.dialogButtonKeys),
    ])
    func inStep(name: String, loaderKeys: [String]) throws {
        let definition = try #require(PrototypeSchema.definitions.first { $0.name == name })
        #expect(definition.node.keys.sorted() == loaderKeys.sorted())
    }

    @Test("P: the top level has the loader's keys, `sections` required, and enums from the model's cases")
    func top() {
        #expect(PrototypeSchema.top.keys.sorted() == PrototypeLoader.topKeys.sorted())
        let json = PrototypeSchema.json
        #expect(json.hasPrefix(#"{"$schema":"http://json-schema.org/draft-07/schema#","title":"tabsim prototype","description":"#))
        #expect(json.contains(#""required":["sections"]"#))
        #expect(json.contains(#""enum":[\#(Tint.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ","))]"#))
        #expect(json.contains(#""enum":["auto","compact","regular"]"#))
    }

    @Test("P: init knows a schema tabsim wrote, however it is laid out, and nothing else: not another schema, nor text that merely holds its title")
    func recognised() throws {
        #expect(PrototypeSchema.isTabsimSchema(Data(PrototypeSchema.json.utf8)))
        let parsed = try JSONSerialization.jsonObject(with: Data(PrototypeSchema.json.utf8))
        #expect(PrototypeSchema.isTabsimSchema(try JSONSerialization.data(withJSONObject: parsed, options: .prettyPrinted)))
        #expect(!PrototypeSchema.isTabsimSchema(Data(#"{"$schema":"http://json-schema.org/draft-07/schema#","title":"other"}"#.utf8)))
        #expect(!PrototypeSchema.isTabsimSchema(Data(#"not JSON, though it says "title":"tabsim prototype""#.utf8)))
        #expect(!PrototypeSchema.isTabsimSchema(Data(#"["tabsim prototype"]"#.utf8)))
    }
}
