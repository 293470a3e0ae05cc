import ArgumentParser
import TabsimCore

extension LiveLaunch {
    /// The launch `tabsim` or `tabsim FILE` stands for when it gives no option: the demo
    /// or FILE, with every option left out, made without ArgumentParser. It reads a
    /// command's options by reflection (the types of Run's 23 options, and a search of
    /// every protocol conformance in the binary for each), which was 45% of a launch's
    /// time, and making `Run` at all, its option groups' property wrappers, took 0.4 ms
    /// more. Any other command line (an option, a subcommand, `help`, two files) is nil
    /// and goes to ArgumentParser. `LiveLaunchWithoutOptionsTests` checks that this
    /// launch is the one `Run` parsed from the same arguments makes.
    static func withoutOptions(_ arguments: [String]) -> LiveLaunch? {
        guard arguments.count <= 1 else { return nil }
        if let argument = arguments.first, argument.hasPrefix("-") || Tabsim.isSubcommandName(argument) { return nil }
        var source = PrototypeSource()
        source.path = arguments.first
        source.example = nil
        return LiveLaunch(source: source, adjust: MotionOptions.applyEnvironment, asksBackground: true, recording: nil,
                          device: nil, reader: nil, haptics: .off, remember: nil, watch: false)
    }
}

extension Tabsim {
    /// Whether `argument` names a subcommand (or `help`, ArgumentParser's own). A file's
    /// name with a dot or a slash is none, and is told without making every subcommand's
    /// configuration.
    static func isSubcommandName(_ argument: String) -> Bool {
        if argument.contains(where: { $0 == "." || $0 == "/" }) { return false }
        return argument == "help" || subcommands.contains { command in
            command.configuration.commandName == argument || command.configuration.aliases.contains(argument)
        }
    }
}
