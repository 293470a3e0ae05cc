import ArgumentParser
import TabsimCore

/// `tabsim tree FILE`: the prototype's navigation as a tree test shows it.
struct Tree: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tree",
        abstract: "Print a prototype's navigation as a tree: sections, pages, segments and the screens rows open.",
        discussion: """
        The sections in the order of a phone's tab bar, those a phone puts under More under a More node; each \
        section's strip pages (a disabled one marked) or segments; then every row that opens a screen, down to \
        screens that open none. Rows that only show text, switch or link elsewhere are not nodes. Labels are kept \
        whole: a "/" is part of a label. --csv writes the tree as Optimal Workshop's Treejack imports one, a node a \
        row with its label in the column of its level.
        """)

    @OptionGroup var source: PrototypeSource
    @OptionGroup var platform: PlatformOption

    @Flag(help: "Write CSV in Treejack's import shape instead of indented text.")
    var csv = false

    func run() throws {
        let tree = TreeNode.tree(of: platform.apply(to: try source.load()))
        print(csv ? tree.treejackCSV : tree.indentedText, terminator: "")
    }
}
