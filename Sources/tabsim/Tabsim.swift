import ArgumentParser
import TabsimCore
import TabsimTerminal

/// The `tabsim` command: runs a prototype, renders it headless, or prints examples.
@main
struct Tabsim: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tabsim",
        abstract: "Prototype and try tab-based navigation (iOS tab bar, Material top tabs) in a terminal.",
        discussion: "With no file, runs the built-in demo prototype. Press ? inside for keys.",
        version: "\(TabsimVersion.current) (\(CursesLibrary.description))",
        subcommands: [Run.self, Render.self, Walk.self, Play.self, StudyCommand.self, Lint.self, Examples.self],
        defaultSubcommand: Run.self
    )
}
