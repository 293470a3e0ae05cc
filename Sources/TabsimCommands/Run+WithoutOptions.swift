import ArgumentParser

extension Run {
    /// The command `tabsim` or `tabsim FILE` stands for when it gives no option: the demo
    /// or FILE, run with every option left out, made without ArgumentParser. It reads a
    /// command's options by reflection (the types of Run's 23 options, and a search of
    /// every protocol conformance in the binary for each), which was 45% of a launch's
    /// time. Any other command line (an option, a subcommand, `help`, two files) is nil
    /// and goes to ArgumentParser. `RunWithoutOptionsTests` checks that this command is
    /// the one ArgumentParser makes of the same arguments.
    static func withoutOptions(_ arguments: [String]) -> Run? {
        guard arguments.count <= 1 else { return nil }
        if let argument = arguments.first, argument.hasPrefix("-") || Tabsim.isSubcommandName(argument) { return nil }
        var source = PrototypeSource()
        source.path = arguments.first
        source.example = nil
        var motion = MotionOptions()
        motion.transition = nil
        motion.duration = nil
        motion.reduceMotion = false
        motion.slowMotion = nil
        var platform = PlatformOption()
        platform.platform = nil
        var display = DisplayOptions()
        display.sizeClass = nil
        display.orientation = nil
        display.layout = nil
        display.platform = platform
        display.textSize = nil
        display.input = nil
        display.appearance = nil
        var recording = RecordingOptions()
        recording.log = nil
        recording.force = false
        recording.participant = nil
        recording.variant = nil
        var frame = DeviceOptions()
        frame.device = nil
        frame.viewport = nil
        var readerMode = ReaderModeOption()
        readerMode.reader = nil
        var run = Run()
        run.source = source
        run.motion = motion
        run.display = display
        run.recording = recording
        run.frame = frame
        run.readerMode = readerMode
        run.haptics = .off
        run.remember = nil
        run.watch = false
        return run
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
