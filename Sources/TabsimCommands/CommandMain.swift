import ArgumentParser
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TabsimCore
import TabsimTerminal

/// How `tabsim` and `tabsim-serve` run their command lines: every message, argument
/// errors among them (which quote the arguments), is sanitized before it reaches the
/// terminal, and an error a subcommand finds in its options while running shows that
/// subcommand's usage.
public enum CommandMain {
    /// Parses the process's arguments as `root`, runs the command and exits. A command
    /// line that `withoutParsing` gives a run of is not parsed: that run is run.
    public static func run<Root: ParsableCommand>(_ root: Root.Type, withoutParsing: ([String]) -> (() throws -> Void)? = { _ in nil }) {
        var command: ParsableCommand?
        do {
            if let run = withoutParsing(Array(CommandLine.arguments.dropFirst())) {
                try run()
            } else {
                command = try root.parseAsRoot()
                try command?.run()
            }
            // What went to standard output must have arrived (a full disk, a closed pipe).
            if StandardOutput.failed() {
                StandardStream.error.write("tabsim: cannot write to standard output: \(String(cString: strerror(errno)))\n")
                exit(1)
            }
        } catch {
            let code = root.exitCode(for: error)
            let message = TextFitting.sanitized(explanation(of: error, from: command.map { type(of: $0) }, root: root), keepingNewlines: true)
            if !message.isEmpty {
                (code == .success ? StandardStream.output : .error).write(message + "\n")
            }
            exit(code.rawValue)
        }
    }

    /// What to print for an error: an option's mistake that the subcommand found while
    /// running comes with the subcommand's usage (the parser's own errors already do).
    private static func explanation<Root: ParsableCommand>(of error: Error, from command: ParsableCommand.Type?, root: Root.Type) -> String {
        guard let command, command != root, let mistake = error as? ValidationError else { return root.fullMessage(for: error) }
        let name = "\(root._commandName) \(command._commandName)"
        return "Error: \(mistake.message)\nUsage: \(root.usageString(for: command))\n  See '\(name) --help' for more information."
    }
}
