import ArgumentParser
import Foundation
import TabsimCore
import TabsimTerminal

/// `tabsim [FILE]`: runs a prototype live in the terminal.
struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Run a prototype in the terminal (the default).")

    @OptionGroup var source: PrototypeSource
    @OptionGroup var motion: MotionOptions
    @OptionGroup var display: DisplayOptions

    @Option(help: "Feedback besides the log: off, bell or flash (once for a selection, twice for a badge arriving).")
    var haptics: Haptics = .off

    @Option(help: "Write every input and feedback to FILE as JSON lines with timestamps.")
    var log: String?

    @Option(help: "Which section opens at launch: never, habitual or always the last one (overrides the prototype's `remember`).")
    var remember: RememberPolicy?

    func run() throws {
        let prototype = display.apply(to: motion.apply(to: try source.load()))
        let eventLog = try log.map(FileEventLog.init(path:))
        let memoryFile = LaunchMemoryFile()
        var (memory, warning) = memoryFile.read()
        if let warning { printWarning(warning) }
        let policy = remember ?? prototype.remember
        let initialSection = memory.initialSection(for: source.memoryKey, prototype: prototype, policy: policy)
        let backend = try LiveTerminal.open()
        let program = Program(prototype: prototype, theme: Theme(tint: prototype.tint, mode: backend.colorMode),
                              backend: backend, clock: SystemClock(), haptics: haptics, log: eventLog,
                              initialSection: initialSection)
        program.run()
        backend.close()
        if policy != .never, let section = program.state.selectedSection {
            memory.recordExit(for: source.memoryKey, section: section, prototype: prototype)
            if let warning = memoryFile.write(memory) { printWarning(warning) }
        }
    }

    private func printWarning(_ message: String) {
        FileHandle.standardError.write(Data("tabsim: warning: \(message)\n".utf8))
    }
}

extension Haptics: ExpressibleByArgument {}
extension RememberPolicy: ExpressibleByArgument {}
