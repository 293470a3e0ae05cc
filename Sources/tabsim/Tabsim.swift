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
        subcommands: [Run.self, Render.self, Shot.self, Walk.self, Init.self, Schema.self, Export.self, Play.self, StudyCommand.self, Serve.self, Lint.self, Examples.self, Devices.self],
        defaultSubcommand: Run.self
    )

    /// Runs the command; every message, argument errors among them (which quote the
    /// arguments), is sanitized before it reaches the terminal. An error the subcommand
    /// finds in its options while running shows that subcommand's usage.
    static func main() {
        var command: ParsableCommand?
        do {
            command = try parseAsRoot()
            try command?.run()
            // What went to standard output must have arrived (a full disk, a closed pipe).
            if StandardOutput.failed() {
                FileHandle.standardError.write(Data("tabsim: cannot write to standard output: \(String(cString: strerror(errno)))\n".utf8))
                Foundation.exit(1)
            }
        } catch {
            let code = exitCode(for: error)
            let message = TextFitting.sanitized(explanation(of: error, from: command.map { type(of: $0) }), keepingNewlines: true)
            if !message.isEmpty {
                let text = Data((message + "\n").utf8)
                if code == .success { FileHandle.standardOutput.write(text) } else { FileHandle.standardError.write(text) }
            }
            Foundation.exit(code.rawValue)
        }
    }

    /// What to print for an error: an option's mistake that the subcommand found while
    /// running comes with the subcommand's usage (the parser's own errors already do).
    private static func explanation(of error: Error, from command: ParsableCommand.Type?) -> String {
        guard let command, command != Tabsim.self, let mistake = error as? ValidationError else { return fullMessage(for: error) }
        let name = "\(_commandName) \(command._commandName)"
        return "Error: \(mistake.message)\nUsage: \(usageString(for: command))\n  See '\(name) --help' for more information."
    }
}
