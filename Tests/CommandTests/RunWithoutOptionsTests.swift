import ArgumentParser
@testable import TabsimCommands
import Testing

/// `tabsim` and `tabsim FILE` skip ArgumentParser (`Run.withoutOptions`): the command
/// made without it must be the very one it parses, every option included.
struct RunWithoutOptionsTests {
    @Test("tabsim and tabsim FILE make the command ArgumentParser parses", arguments: [[], ["hello.yaml"], ["example:demo"], [""]])
    func sameAsParsed(arguments: [String]) throws {
        let made = try #require(Run.withoutOptions(arguments))
        let parsed = try #require(try Tabsim.parseAsRoot(arguments) as? Run)
        let described = String(describing: made)
        // An option left out of the made command would read as "*definition*" (and stop
        // the program when read); every one must hold the parsed value.
        #expect(!described.contains("definition"))
        #expect(described == String(describing: parsed))
        #expect(described.contains("_watch: false"))
    }

    @Test("Options, subcommands, help and two files go to ArgumentParser", arguments: [
        ["--watch"], ["hello.yaml", "--watch"], ["--log", "out.jsonl", "hello.yaml"], ["-"], ["--help"], ["--version"],
        ["help"], ["run"], ["render"], ["study"], ["serve"], ["hello.yaml", "other.yaml"],
    ])
    func parsedOtherwise(arguments: [String]) {
        #expect(Run.withoutOptions(arguments) == nil)
    }

    @Test("No subcommand's name has a dot or a slash, so a file's name that has one is no subcommand")
    func namesWithoutDots() {
        let names = Tabsim.configuration.subcommands.flatMap { [$0.configuration.commandName ?? ""] + $0.configuration.aliases }
        #expect(names.count >= 15)
        #expect(names.allSatisfy { !$0.isEmpty && !$0.contains(".") && !$0.contains("/") })
        #expect(Tabsim.isSubcommandName("render") && Tabsim.isSubcommandName("help") && !Tabsim.isSubcommandName("render.yaml"))
    }
}
