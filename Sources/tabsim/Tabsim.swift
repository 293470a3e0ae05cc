import ArgumentParser
import Foundation
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
        subcommands: [Run.self, Render.self, Shot.self, Walk.self, Init.self, Schema.self, Export.self, Play.self, StudyCommand.self, Lint.self, Examples.self, Devices.self],
        defaultSubcommand: Run.self
    )

    /// Runs the command; every message, argument errors among them (which quote the
    /// arguments), is sanitized before it reaches the terminal.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            let message = TextFitting.sanitized(fullMessage(for: error), keepingNewlines: true)
            if !message.isEmpty {
                let text = Data((message + "\n").utf8)
                if code == .success { FileHandle.standardOutput.write(text) } else { FileHandle.standardError.write(text) }
            }
            Foundation.exit(code.rawValue)
        }
    }
}
