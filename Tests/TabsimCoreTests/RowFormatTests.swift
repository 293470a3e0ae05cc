import Foundation
import Testing
@testable import TabsimCore

/// A row's kinds, and the one table that says how rows are written (P, B13, B5): the
/// schema and the loader take the same row keys and refuse the same pairs of them, and
/// what a kind says of itself is what choosing its row does.
@Suite("Row format and kinds (P, B13, B5)")
struct RowFormatTests {
    /// A prototype whose first screen holds `rows` (YAML flow items), with a section B
    /// that a link may name, and E and F under More at 80 columns.
    static func withRows(_ rows: [String]) -> String {
        "sections:\n  - label: A\n    screen:\n      rows:\n" + rows.map { "        - \($0)\n" }.joined()
            + ["B", "C", "D", "E", "F"].map { "  - {label: \($0), screen: {rows: [\($0.lowercased())]}}\n" }.joined()
    }

    /// The schema's definition of a row, as an editor reads `tabsim schema`.
    static func schemaRow() throws -> [String: Any] {
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(PrototypeSchema.json.utf8)) as? [String: Any])
        let definitions = try #require(schema["definitions"] as? [String: Any])
        return try #require(definitions["row"] as? [String: Any])
    }

    static func schemaRowProperties() throws -> [String: [String: Any]] {
        try #require(try schemaRow()["properties"] as? [String: [String: Any]])
    }

    /// A value, written in YAML, that loads for a row key of the schema type `property`;
    /// nil for a type this test has no value for yet.
    static func sample(for property: [String: Any]) -> String? {
        switch property["$ref"] as? String {
        case "#/definitions/screen", "#/definitions/pushed_screen": return "{rows: [a]}"
        case "#/definitions/alert": return "{title: T, buttons: [Cancel, OK]}"
        case "#/definitions/action_sheet": return "{buttons: [Delete, Cancel]}"
        case nil: break
        default: return nil
        }
        if property["type"] as? String == "boolean" { return "true" }
        // Text: also the name of section B, which a link needs.
        if let types = property["type"] as? [String], types.contains("string") { return "B" }
        return nil
    }

    private func problems(_ yaml: String) -> [String] {
        do {
            _ = try PrototypeLoader.load(yaml, file: "p.yaml")
            return []
        } catch {
            return error.diagnostics.map(\.message)
        }
    }

    @Test("P: the loader takes every row key the schema lists, and lists exactly those when it meets one it does not know; only `text` is required by both")
    func sameKeys() throws {
        let properties = try Self.schemaRowProperties()
        let required = try #require(try Self.schemaRow()["required"] as? [String])
        for (key, property) in properties {
            let value = try #require(Self.sample(for: property), "no sample value for the row key `\(key)`")
            let others = required.filter { $0 != key }.map { "\($0): R, " }.joined()
            #expect(problems(Self.withRows(["{\(others)\(key): \(value)}"])) == [], "`\(key): \(value)`")
            let alone = problems(Self.withRows(["{\(key): \(value)}"]))
            #expect(alone.isEmpty == Set(required).isSubset(of: [key]), "a row of only `\(key)`: \(alone)")
        }
        let unknown = try #require(problems(Self.withRows(["{text: R, sparkle: on}"])).first)
        let allowed = try #require(unknown.split(separator: "(allowed here: ").last?.dropLast())
        #expect(Set(allowed.components(separatedBy: ", ")) == Set(properties.keys), "\(unknown)")
    }

    @Test("P: of every two row keys, the schema forbids together exactly the pairs the loader refuses")
    func samePairs() throws {
        let properties = try Self.schemaRowProperties()
        let rule = try #require(try Self.schemaRow()["not"] as? [String: Any])
        let forbidden = Set(try #require(rule["anyOf"] as? [[String: [String]]]).compactMap { $0["required"].map(Set.init) })
        #expect(forbidden.count > 10)
        let keys = properties.keys.filter { $0 != "text" }.sorted()
        for (index, first) in keys.enumerated() {
            for second in keys[(index + 1)...] {
                let values = try [first, second].map { try #require(Self.sample(for: properties[$0] ?? [:]), "no sample value for `\($0)`") }
                let found = problems(Self.withRows(["{text: R, \(first): \(values[0]), \(second): \(values[1])}"]))
                #expect(found.isEmpty == !forbidden.contains([first, second]), "`\(first)` with `\(second)`: \(found)")
            }
        }
    }

    @Test("B13, B5: for every kind, what the kind says of itself is what Enter and → on its row do")
    func kindsDoWhatTheySay() throws {
        let properties = try Self.schemaRowProperties()
        // A row of each key that sets a kind, its text the key, after a plain row.
        let rows = try ["Plain"] + RowFormat.kindKeys.map { key in
            "{text: \(key), \(key): \(try #require(Self.sample(for: properties[key] ?? [:]), "no sample value for `\(key)`"))}"
        }
        let p = try prototype(Self.withRows(rows))
        let reducer = Reducer(prototype: p)
        let first = AppState(prototype: p, size: Size(width: 80, height: 24))
        var more = first
        more.selection = .moreList
        var kinds: Set<String> = []
        for start in [first, more] {
            let screen = start.currentScreen(in: p)
            for index in 0..<screen.rows.count {
                let row = screen.rows[index], kind = row.kind
                var entered = start, arrowed = start
                _ = reducer.activateItem(screen.fields.count + index, &entered)
                _ = reducer.activateItem(screen.fields.count + index, &arrowed, onlyRows: true)
                #expect(kind.responds == (entered != start), "Enter on \(row.text)")
                #expect(kind.navigates == (NavigationPlace(entered) != NavigationPlace(start)), "Enter on \(row.text)")
                #expect(arrowed == (kind.navigates ? entered : start), "→ on \(row.text) does what Enter does if the row navigates, else nothing")
                #expect(kind.isSwitch == (start.isOn(row: index, in: p) != nil), "\(row.text)")
                if let opened = kind.screen {
                    #expect(entered.currentScreen(in: p) == opened && entered.isModalShown == kind.isModal, "\(row.text)")
                }
                // The kind's name, and the key of the file it is read from.
                let name: String, key: String?
                switch kind {
                case .plain: (name, key) = ("plain", nil)
                case .detail: (name, key) = ("detail", "detail")
                case .modal: (name, key) = ("modal", "modal")
                case .toggle(let on):
                    (name, key) = ("toggle", "toggle")
                    #expect(entered.isOn(row: index, in: p) == !on)
                case .link(let target):
                    (name, key) = ("link", "link")
                    #expect(entered.selectedSection == p.destination(of: target)?.section)
                case .dialog(let dialog):
                    (name, key) = ("dialog", dialog.style.rawValue)
                    #expect(entered.dialog?.dialog == dialog)
                case .section(let section):
                    (name, key) = ("section", nil)
                    #expect(entered.selectedSection == section && entered.more.chosen == section)
                }
                #expect(start.selection == .moreList || (key ?? "Plain") == row.text, "\(row.text) loads as a \(name) row")
                kinds.insert(name)
            }
        }
        #expect(kinds == ["plain", "detail", "modal", "toggle", "link", "dialog", "section"])
    }
}
