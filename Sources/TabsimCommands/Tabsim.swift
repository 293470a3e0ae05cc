import ArgumentParser
import TabsimCore
import TabsimTerminal

/// The `tabsim` command: runs a prototype, renders it headless, or prints examples.
/// Every command gives its `commandName`: ArgumentParser would otherwise make each name
/// from its type's with `String(describing:)`, which at every launch searches all the
/// binary's protocol conformances for each of them (half the startup's time).
public struct Tabsim: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "tabsim",
        abstract: "Prototype and try tab-based navigation (iOS tab bar, Material top tabs) in a terminal.",
        discussion: "With no file, runs the built-in demo prototype. Press ? inside for keys.",
        version: "\(TabsimVersion.current) (\(CursesLibrary.description))",
        subcommands: subcommands,
        defaultSubcommand: Run.self
    )

    /// The subcommands, for the configuration and `isSubcommandName` (which need not
    /// make the configuration, with its version from the curses library, to ask).
    static let subcommands: [ParsableCommand.Type] = [
        Run.self, Render.self, Shot.self, Reader.self, Tree.self, Walk.self, Init.self, Schema.self, Export.self, Play.self,
        StudyCommand.self, Serve.self, Lint.self, Examples.self, Devices.self,
    ]

    public init() {}

    /// Runs the command line; `tabsim` and `tabsim FILE` without options skip the parser
    /// (`LiveLaunch.withoutOptions`).
    public static func main() { CommandMain.run(Tabsim.self) { LiveLaunch.withoutOptions($0)?.run } }
}
