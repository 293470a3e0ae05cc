import ArgumentParser
import Foundation
import TabsimCore
import TabsimTerminal

/// `tabsim [FILE]`: runs a prototype live in the terminal.
struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Run a prototype in the terminal (the default).")

    @OptionGroup var source: PrototypeSource
    @OptionGroup var motion: MotionOptions

    @Option(help: "Feedback on selection besides the log: off, bell or flash.")
    var haptics: Haptics = .off

    func run() throws {
        let prototype = motion.apply(to: try source.load())
        let backend: NcursesBackend
        do {
            backend = try NcursesBackend(noColor: Environment.value("NO_COLOR").map { !$0.isEmpty } ?? false)
        } catch {
            throw CleanExit.failure("tabsim: \(error.description)")
        }
        let program = Program(prototype: prototype, theme: Theme(tint: prototype.tint, mode: backend.colorMode),
                              backend: backend, clock: SystemClock(), haptics: haptics)
        program.run()
        backend.close()
    }
}

extension Haptics: ExpressibleByArgument {}
