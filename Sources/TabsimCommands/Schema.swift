import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TabsimCore

/// `tabsim schema`: the prototype format as a JSON Schema, for editors.
struct Schema: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the prototype format as a JSON Schema (draft-07), for editors that complete and check YAML.",
        discussion: "`tabsim init` writes it beside a new prototype and points the file at it; or save it yourself with `tabsim schema > tabsim.schema.json`.")

    func run() {
        print(PrototypeSchema.json, terminator: "")
    }
}

/// `tabsim init [FILE] [--from EXAMPLE]`: a starter prototype an editor can check.
struct Init: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a starter prototype, and the schema beside it so an editor completes and checks it.",
        discussion: """
        The file's first line, `# yaml-language-server: $schema=tabsim.schema.json`, points VS Code's YAML \
        extension (and other editors using the YAML language server) at the schema written beside it. \
        An existing file is never replaced.
        """)

    @Argument(help: "The prototype to write.")
    var file: String = "prototype.yaml"

    @Option(help: "Start from a shipped example (see `tabsim examples`) instead of the small starter.")
    var from: String?

    /// What a new prototype starts as: three sections, one with a strip of pages, and
    /// one of each kind of row (a push, a link, a switch, a value, an alert, an action
    /// sheet), a filter field and a large title, to edit from.
    static let starter = """
    name: My app
    tint: blue
    sections:
      - label: Today
        icon: "○ ●"
        screen:
          title: Today
          large_title: true
          rows:
            - text: Welcome
              detail: {title: Welcome, rows: [Hello]}
            - {text: See what is new, link: Browse/New}
      - label: Browse
        icon: "◇ ◆"
        pages:
          style: scroll
          header:
            title: Browse
            fields: [{label: Search, placeholder: Filter the list, filter: true}]
          items:
            - label: New
              rows: {count: 20, text: "Item {n}"}
            - label: Popular
              rows: {count: 20, text: "Popular {n}"}
      - label: Profile
        icon: "□ ■"
        screen:
          title: Profile
          fields: [{label: Name, placeholder: Your name}]
          rows:
            - {text: Notifications, toggle: true}
            - {text: Units, value: Metric}
            - text: Sign out
              alert: {title: Sign out?, message: You can sign in again at any time., buttons: [Cancel, Sign out]}
            - text: Share profile
              action_sheet: {title: Share profile, buttons: [Copy link, Mail, Cancel]}

    """

    func run() throws {
        let body: String
        if let from {
            guard let example = BuiltInExamples.named(from) else {
                throw ValidationError("no example named '\(from)'; the examples are: \(BuiltInExamples.all.map(\.name).joined(separator: ", "))")
            }
            body = example.source
        } else {
            body = Self.starter
        }
        let manager = FileManager.default
        let schemaPath = URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent("tabsim.schema.json").path
        if let existing = manager.contents(atPath: schemaPath), !PrototypeSchema.isTabsimSchema(existing) {
            throw CleanExit.failure("tabsim: \(ReplaySetup.shown(schemaPath)) exists and is not tabsim's schema; move it first")
        }
        // Created exclusively before the schema is touched: of inits of one name at once, one writes.
        try OutputFile.create(file, "# yaml-language-server: $schema=tabsim.schema.json\n" + body)
        try OutputFile.write(schemaPath, PrototypeSchema.json)
        let name = TextFitting.sanitized(file)
        print("wrote \(name) and tabsim.schema.json beside it; try it with `tabsim --watch \(name)`, which reloads it as you edit and save it, and check it with `tabsim lint \(name)`")
    }
}
