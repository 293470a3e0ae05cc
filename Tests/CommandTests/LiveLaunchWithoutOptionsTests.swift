import ArgumentParser
@testable import TabsimCommands
import TabsimCore
import Testing

/// `tabsim` and `tabsim FILE` skip ArgumentParser (`LiveLaunch.withoutOptions`): the
/// launch made without it must be the very one `Run` makes of the same arguments parsed.
struct LiveLaunchWithoutOptionsTests {
    @Test("tabsim and tabsim FILE make the launch Run parses", arguments: [[], ["hello.yaml"], ["example:demo"], [""]])
    func sameAsParsed(arguments: [String]) throws {
        let made = try #require(LiveLaunch.withoutOptions(arguments))
        let run = try #require(try Tabsim.parseAsRoot(arguments) as? Run)
        let parsed = try LiveLaunch(run)
        // A value left out of the made source would read as "*definition*" (and stop the
        // program when read).
        let source = String(describing: made.source)
        #expect(!source.contains("definition"))
        #expect(source == String(describing: parsed.source))
        #expect(made.asksBackground == parsed.asksBackground)
        #expect(made.recording == nil && parsed.recording == nil)
        #expect(made.device == parsed.device && made.reader == parsed.reader && made.haptics == parsed.haptics)
        #expect(made.remember == parsed.remember && made.watch == parsed.watch && !made.watch)
        // What the options change in a prototype: nothing but what the environment asks.
        let demo = try #require(LiveLaunch.withoutOptions([])).source.loadSource().prototype
        #expect(made.adjust(demo) == parsed.adjust(demo))
    }

    @Test("A launch with options adjusts the prototype and asks no background when --appearance picks the palette")
    func optionsMakeADifference() throws {
        let run = try #require(try Tabsim.parseAsRoot(["--transition", "fade", "--appearance", "light", "--haptics", "bell"]) as? Run)
        let parsed = try LiveLaunch(run)
        let demo = try #require(LiveLaunch.withoutOptions([])).source.loadSource().prototype
        let made = try #require(LiveLaunch.withoutOptions([]))
        #expect(parsed.adjust(demo) != made.adjust(demo))
        #expect(parsed.adjust(demo).transition == .fade && parsed.adjust(demo).appearance == .light)
        #expect(!parsed.asksBackground && made.asksBackground)
        #expect(parsed.haptics == .bell)
    }

    @Test("Options, subcommands, help and two files go to ArgumentParser", arguments: [
        ["--watch"], ["hello.yaml", "--watch"], ["--log", "out.jsonl", "hello.yaml"], ["-"], ["--help"], ["--version"],
        ["help"], ["run"], ["render"], ["study"], ["serve"], ["hello.yaml", "other.yaml"],
    ])
    func parsedOtherwise(arguments: [String]) {
        #expect(LiveLaunch.withoutOptions(arguments) == nil)
    }

    @Test("No subcommand's name has a dot or a slash, so a file's name that has one is no subcommand")
    func namesWithoutDots() {
        let names = Tabsim.configuration.subcommands.flatMap { [$0.configuration.commandName ?? ""] + $0.configuration.aliases }
        #expect(names.count >= 15)
        #expect(names.allSatisfy { !$0.isEmpty && !$0.contains(".") && !$0.contains("/") })
        #expect(Tabsim.isSubcommandName("render") && Tabsim.isSubcommandName("help") && !Tabsim.isSubcommandName("render.yaml"))
    }
}
