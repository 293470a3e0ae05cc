#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The prototype format as a JSON Schema (draft-07), for editors that complete and
/// check YAML (VS Code's YAML extension, JetBrains). Built from the same key lists and
/// enumerations the loader reads, and tested against them, so the two cannot drift; a
/// row is described by `RowFormat`, the table the loader reads rows by.
public enum PrototypeSchema {
    /// A schema, as this format needs them.
    indirect enum Node: Sendable {
        /// `extra`: further rules on the object's keys, after its own.
        case object(properties: [(key: String, node: Node, description: String)], required: [String] = [], extra: [JSONMember] = [])
        /// Text: without `enumerated`, any scalar but null, since the loader reads a number
        /// or a boolean as its text (`value: 98`, `label: 2024`); with it, one of those
        /// words; with `pattern`, text that matches it.
        case string(enumerated: [String]? = nil, defaultValue: String? = nil, pattern: String? = nil)
        case integer(minimum: Int, maximum: Int, defaultValue: Int? = nil)
        case boolean(defaultValue: Bool)
        case array(Node, minItems: Int = 0, maxItems: Int? = nil)
        case reference(String)
        case anyOf([Node])

        /// The schema as a JSON object, its keys in a fixed order.
        func value(description: String? = nil) -> JSONValue {
            .object(members(description: description))
        }

        /// The members of the schema's JSON object: its description when given, then
        /// what it allows.
        func members(description: String? = nil) -> [JSONMember] {
            var members: [JSONMember] = description.map { [("description", .string($0))] } ?? []
            switch self {
            case .object(let properties, let required, let extra):
                members += [("type", .string("object")),
                            ("properties", .object(properties.map { ($0.key, $0.node.value(description: $0.description)) })),
                            ("additionalProperties", .boolean(false))]
                if !required.isEmpty { members.append(("required", .strings(required))) }
                members += extra
            case .string(let values, let defaultValue, let pattern):
                if let values {
                    members += [("type", .string("string")), ("enum", .strings(values))]
                } else {
                    members.append(("type", .strings(["string", "number", "boolean"])))
                }
                if let defaultValue { members.append(("default", .string(defaultValue))) }
                if let pattern { members.append(("pattern", .string(pattern))) }
            case .integer(let minimum, let maximum, let defaultValue):
                members += [("type", .string("integer")), ("minimum", .integer(minimum)), ("maximum", .integer(maximum))]
                if let defaultValue { members.append(("default", .integer(defaultValue))) }
            case .boolean(let defaultValue):
                members += [("type", .string("boolean")), ("default", .boolean(defaultValue))]
            case .array(let items, let minItems, let maxItems):
                members += [("type", .string("array")), ("items", items.value())]
                if minItems > 0 { members.append(("minItems", .integer(minItems))) }
                if let maxItems { members.append(("maxItems", .integer(maxItems))) }
            case .reference(let name):
                members.append(("$ref", .string("#/definitions/\(name)")))
            case .anyOf(let nodes):
                members.append(("anyOf", .array(nodes.map { $0.value() })))
            }
            return members
        }

        /// The property names of an object schema.
        var keys: [String] {
            if case .object(let properties, _, _) = self { return properties.map(\.key) }
            return []
        }
    }

    /// A rule that an object has all of `keys`.
    private static func requiring(_ keys: String...) -> JSONValue {
        .object([("required", .strings(keys))])
    }

    private static func choice<T: RawRepresentable & CaseIterable>(_: T.Type, automatic: Bool = false, defaultValue: String) -> Node
    where T.RawValue == String {
        .string(enumerated: (automatic ? ["auto"] : []) + T.allCases.map(\.rawValue), defaultValue: defaultValue)
    }

    /// The object definitions by name: each names the loader's list of keys it mirrors.
    static let definitions: [(name: String, node: Node, description: String)] = [
        ("section", .object(properties: [
            ("label", .string(pattern: notBlank), "The tab's label, not blank; give a label, an icon, or both."),
            ("icon", .string(), "One glyph, or two separated by a space: unfilled and filled (\"♡ ♥\")."),
            ("badge", .reference("badge"), "A count (0 is none, above 99 shows 99+) or \"!\"."),
            ("badge_update", .reference("badge_update"), "The badge changes after a time (notification feedback)."),
            ("screen", .reference("screen"), "The section's one screen; give `screen` or `pages`."),
            ("pages", .reference("strip"), "A top strip of pages; give `screen` or `pages`."),
            ("sf_symbol", .string(), "The SF Symbol `tabsim export swiftui` uses for the tab, e.g. books.vertical."),
            ("role", .string(enumerated: SectionRole.allCases.map(\.rawValue)), "search: the search tab, last; on iOS 26 a round button apart, its field at the bottom."),
            ("group", .string(pattern: notBlank), "The heading the section is listed under in the sidebar (SwiftUI's TabSection); a group's sections are written together."),
            ("accessibility_label", .string(pattern: notBlank), "What a screen reader calls the tab instead of its label, not blank: the name of an icon-only tab, or what a \"!\" badge means (lint L10, L11)."),
        ], extra: [("anyOf", .array([requiring("label"), requiring("icon")])), ("oneOf", .array([requiring("screen"), requiring("pages")]))]),
         "A tab of the bottom bar."),
        ("badge_update", .object(properties: [
            ("after", .integer(minimum: 0, maximum: 86_400_000), "Milliseconds after launch."),
            ("badge", .reference("badge"), "The new badge."),
        ], required: ["after", "badge"]), "A badge that changes while the prototype runs."),
        ("screen", .object(properties: screenProperties, extra: segmentedOrRows), "A screen: a title, fields and rows."),
        ("pushed_screen", .object(properties: screenProperties + [
            ("pages", .reference("strip"), "A top strip of pages under the screen's navigation bar (its title the screen's `title`); not with fields, rows, empty, large_title or segmented."),
        ], extra: [("not", .object([("anyOf", .array([requiring("rows", "segmented")]
            + PrototypeLoader.keysBesidePages.map { requiring("pages", $0) }))]))]), "A screen a row pushes or presents: a screen, or a strip of pages."),
        ("strip", .object(properties: [
            ("style", choice(StripStyle.self, defaultValue: "scroll"), "scroll: items as wide as their labels; fixed: equal widths."),
            ("header", .reference("header"), "Above the strip, shared by all pages."),
            ("items", .array(.reference("page"), minItems: 1), "The pages, in order."),
        ], required: ["items"]), "A Material top strip of pages."),
        ("header", .object(properties: [
            ("title", .string(), "The title above the strip."),
            ("fields", .array(.anyOf([.string(), .reference("field")])), "Fields above the strip, such as a search field; a plain string is a label."),
        ]), "What sits above a strip."),
        ("page", .object(properties: [
            ("label", .string(pattern: notBlank), "The page's label in the strip, not blank."),
            ("badge", .reference("badge"), "A count or \"!\"."),
            ("disabled", .boolean(defaultValue: false), "Shown but not selectable (lint advises against it)."),
            ("accessibility_label", .string(pattern: notBlank), "What a screen reader calls the page's tab instead of its label, not blank: what a \"!\" badge means (lint L11)."),
        ] + screenProperties, required: ["label"], extra: segmentedOrRows), "A page of a strip, with its screen."),
        ("field", .object(properties: [
            ("label", .string(), "The field's label."),
            ("placeholder", .string(), "Shown while the field is empty."),
            ("capitalize", choice(Capitalization.self, defaultValue: "sentences"), "Which letters the keyboard capitalises by itself."),
            ("return_key", choice(ReturnKey.self, defaultValue: "done"), "The return key's label; next moves to the following field."),
            ("filter", .boolean(defaultValue: false), "Typing in it filters the rows of its screen (or its strip's page), as a search field does."),
            ("keyboard", choice(KeyboardType.self, defaultValue: "text"), "The simulated keyboard: text (letters), number (a number pad), email (with @ and .) or phone (a phone pad)."),
        ], required: ["label"]), "A single-line text field."),
        ("row", .object(properties: RowFormat.keys.map { ($0.name, $0.type, $0.description) }, required: [RowFormat.text.name],
                        extra: rowKindRule), "A list row."),
        ("alert", .object(properties: dialogProperties, required: ["title", "buttons"]),
         "An alert: centred, its buttons side by side for two, stacked for more."),
        ("action_sheet", .object(properties: dialogProperties, required: ["buttons"]),
         "An action sheet: at the bottom, with a Cancel button apart."),
        ("segment", .object(properties: [
            ("label", .string(pattern: notBlank), "The segment's label, not blank."),
            ("rows", .anyOf([.array(.anyOf([.string(), .reference("row")])), .reference("generated_rows")]),
             "The rows it shows (generated ones: at most 1000)."),
            ("empty", .string(), "Shown when it has no rows."),
        ], required: ["label"]), "A segment of a segmented control."),
        ("dialog_button", .object(properties: [
            ("label", .string(pattern: notBlank), "The button's label, not blank."),
            ("role", .string(enumerated: DialogButtonRole.allCases.map(\.rawValue)), "destructive: it deletes or discards; drawn in red."),
        ], required: ["label"]), "A dialog's button with a role."),
        ("lint", .object(properties: [
            ("accept", .object(properties: LintRule.all.map { ($0.id, Node.string(), "Why the design breaks \($0.id) (\($0.title.lowercased())) anyway.") }),
             "Rules the design breaks on purpose, each with the reason: their findings become notes that carry it."),
        ]), "What `tabsim lint` accepts in this design on purpose."),
        ("accessory", .object(properties: [
            ("text", .string(pattern: notBlank), "What the accessory says, e.g. Now playing: Song."),
            ("icon", .string(), "A glyph before the text."),
            ("modal", .reference("screen"), "A screen presented over the bar when the accessory is tapped."),
            ("link", .string(), "A section, or a page as Section/Page, the accessory switches to when tapped."),
        ], required: ["text"], extra: [("not", requiring("modal", "link"))]),
         "iOS 26's bottom accessory over the floating bar, inline beside it when it minimizes."),
        ("generated_rows", .object(properties: [
            ("count", .integer(minimum: 0, maximum: 1_000_000), "How many rows."),
            ("text", .string(), "Each row's text; {n} is its number, from 1."),
        ], required: ["count", "text"]), "Rows made from a pattern, so a list of thousands costs nothing."),
    ]

    /// A row does one thing, as the loader insists: none of `RowFormat`'s exclusive
    /// pairs of keys together (two kind keys, a value beside a switch).
    private static let rowKindRule: [JSONMember] = [
        ("not", .object([("anyOf", .array(RowFormat.exclusivePairs.map { requiring($0.0, $0.1) }))])),
    ]

    /// A screen's rows are its segments' when it has a segmented control, never both.
    private static let segmentedOrRows: [JSONMember] = [("not", requiring("rows", "segmented"))]

    private static let dialogProperties: [(key: String, node: Node, description: String)] = [
        ("title", .string(), "The title, in bold."),
        ("message", .string(), "A line or two under the title."),
        ("buttons", .array(.anyOf([.string(), .reference("dialog_button")]), minItems: 1),
         "The buttons, at most 8: a label, or a label and its role; Cancel (any case) is chosen by Esc."),
    ]

    private static let screenProperties: [(key: String, node: Node, description: String)] = [
        ("title", .string(), "The navigation title (when absent: the section's label, or for a detail or modal screen the text of the row that opens it)."),
        ("fields", .array(.anyOf([.string(), .reference("field")])), "Single-line text fields; a plain string is a label."),
        ("rows", .anyOf([.array(.anyOf([.string(), .reference("row")])), .reference("generated_rows")]),
         "A list of strings or rows, or generated rows."),
        ("empty", .string(), "Shown when there are no rows: why, and what to do."),
        ("large_title", .boolean(defaultValue: false), "A large bold title under the navigation bar that collapses into it as the list scrolls (on a page: the strip's title)."),
        ("segmented", .array(.anyOf([.string(pattern: notBlank), .reference("segment")]), minItems: Segment.countRange.lowerBound,
                             maxItems: Segment.countRange.upperBound),
         "A segmented control over the list, 2 to 5 segments (views of the same data, not destinations), each showing its own rows; not with `rows`."),
    ]

    /// The top level of a prototype file.
    static let top = Node.object(properties: [
        ("name", .string(), "Shown in the sidebar, study reports and cast titles."),
        ("tint", choice(Tint.self, defaultValue: "blue"), "The active colour."),
        ("appearance", choice(Appearance.self, automatic: true, defaultValue: "auto"),
         "The dark or light palette (auto: from the terminal's background, else dark)."),
        ("transition", choice(TransitionStyle.self, defaultValue: "slide"), "How content changes: slide, fade or none."),
        ("duration", .integer(minimum: 0, maximum: 5000, defaultValue: 280), "Transition length in milliseconds."),
        ("remember", choice(RememberPolicy.self, defaultValue: "habitual"), "Which section opens at launch."),
        ("size_class", choice(SizeClass.self, automatic: true, defaultValue: "auto"), "compact or regular width (auto: regular from 100 columns)."),
        ("orientation", choice(Orientation.self, automatic: true, defaultValue: "auto"), "portrait or landscape (auto: from the terminal's aspect)."),
        ("layout", choice(NavigationStyle.self, automatic: true, defaultValue: "auto"), "A bottom bar or a sidebar (auto: a sidebar when regular and wide)."),
        ("input", choice(InputMode.self, defaultValue: "both"), "touch: only what a phone allows; keyboard; or both."),
        ("strip_align", choice(StripAlign.self, defaultValue: "center"),
         "Where a Scroll strip brings the selected tab: center (as Material 3) or edge (only as far as needed)."),
        ("strip_style", choice(StripHierarchy.self, defaultValue: "secondary"),
         "Material's tabs: primary (the indicator as wide as the label, thicker, rounded) or secondary (the indicator across the whole tab)."),
        ("platform", choice(Platform.self, defaultValue: "ios17"),
         "Whose tab bar is drawn: ios17 (docked along the bottom edge), ios18 (docked; on a tablet iPadOS's tab bar at the top), ios26 (a capsule floating over the content) or material3 (a navigation bar, a rail in regular width)."),
        ("minimize", choice(MinimizeBehavior.self, defaultValue: "never"),
         "iOS 26: the floating bar shrinks to a small capsule holding the selected tab as the list scrolls down (or up); scrolling back or a tap restores it."),
        ("labels", choice(NavigationLabels.self, defaultValue: "always"),
         "Material 3: every item of the navigation bar and rail shows its label, or only the selected one."),
        ("accessory", .reference("accessory"),
         "iOS 26: a bar of text over the floating tab bar (a now-playing strip), inline beside it when it minimizes; a tap presents its screen or follows its link."),
        ("sidebar", choice(SidebarMode.self, defaultValue: "fixed"),
         "adaptable: on iOS 26 in regular width a button turns the top tab bar into the sidebar and back (SwiftUI's .sidebarAdaptable)."),
        ("text_size", choice(TextSize.self, defaultValue: "large"),
         "The Dynamic Type size: large (iOS's default) or accessibility1 to accessibility5; rows and titles wrap as the larger text needs, the tab bar keeps its size, and a long press on a tab shows it enlarged."),
        ("lint", .reference("lint"), "What `tabsim lint` accepts in this design on purpose."),
        ("sections", .array(.reference("section"), minItems: 1), "The bottom bar's tabs, in order."),
    ], required: ["sections"])

    /// Text with something besides spaces in it, as a tab's label must be.
    private static let notBlank = "\\S"

    private static let badge = Node.anyOf([.integer(minimum: 0, maximum: Badge.maximumCount), .string(enumerated: ["!"])])

    /// The title that marks a schema as tabsim's.
    static let title = "tabsim prototype"

    /// The whole schema document, on one line.
    public static let json = JSONValue.object(
        [("$schema", .string("http://json-schema.org/draft-07/schema#")), ("title", .string(title))]
            + top.members(description: "A tabsim prototype: the sections of a tab-based app and their screens.")
            + [("definitions", .object(definitions.map { ($0.name, $0.node.value(description: $0.description)) }
                    + [("badge", badge.value(description: "A count (0 is none) or \"!\"."))]))]
    ).json + "\n"

    /// Whether `data` is a schema `tabsim schema` wrote, of this version or another: a
    /// JSON object with its title.
    public static func isTabsimSchema(_ data: Data) -> Bool {
        (try? JSONDecoder().decode(Titled.self, from: data))?.title == title
    }

    /// A JSON object with a title, as a schema has.
    private struct Titled: Decodable {
        let title: String
    }
}
