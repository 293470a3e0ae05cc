import ArgumentParser
import Foundation
import TabsimCore
import TabsimTerminal

/// The options of `tabsim serve`, read by `tabsim` (to check them and show the help)
/// and by `tabsim-serve`, the program that serves (kept apart, so that the networking
/// code never weighs on the live program).
public struct ServeOptions: ParsableArguments {
    @Argument(help: "The task file.")
    var tasks: String

    @Option(help: "The prototype file the participants try.")
    var prototype: String?

    @Option(help: "A shipped example the participants try.")
    var example: String?

    @Option(help: "The variant these sessions try, stated in each recording (to compare variants in `tabsim study`).")
    var variant: String?

    @Option(help: "The study folder the recordings go to (made if missing).")
    var out = "sessions"

    @Option(help: "The address to listen on.")
    public var host = "127.0.0.1"

    @Option(help: "The port to listen on (0: any free port; the links name it).")
    public var port = 8080

    @Option(help: "Sessions running at once; a participant who comes when this many run is asked to come back later.")
    public var maxSessions = 100

    @Option(help: "A text file with what participants agree to before they start (a default text otherwise).")
    var consent: String?

    @Option(help: "The order of the tasks: fixed (the file's), shuffle (random), or latin (a balanced Latin square row by participant).")
    var order: TaskOrder = .fixed

    @OptionGroup var motion: MotionOptions

    public init() {}

    public func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be 0 to 65535") }
        guard maxSessions >= 1 else { throw ValidationError("--max-sessions must be 1 or more") }
        if let variant, variant.isEmpty || variant.unicodeScalars.contains(where: TextFitting.isControl) {
            throw ValidationError("--variant must be a non-empty name without control characters")
        }
    }

    /// The study these options name, read and checked, with its folder made: what the
    /// server needs to start.
    public func prepare() throws -> ServePlan {
        let source = try PrototypeSource.parse([prototype, example.map { "--example=\($0)" }].compactMap { $0 })
        let study = try StudyInputs.loadStudy(tasks)
        let (loaded, text) = try source.loadSource()
        var prototype = motion.apply(to: loaded)
        prototype.input = .touch
        let problems = study.problems(with: prototype)
        if !problems.isEmpty { throw CleanExit.failure(problems.map(\.description).joined(separator: "\n")) }
        let agreement = try consent.map { try TextFile.read($0, what: "the consent text") }
        do {
            try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        } catch {
            throw CleanExit.failure("tabsim: cannot make the study folder \(ReplaySetup.shown(out)): \(error.localizedDescription)")
        }
        let header = RecordingOptions.header(source: source, prototype: prototype, text: text, haptics: .off, remember: .never,
                                             participant: nil, variant: variant, statesParts: true)
        return ServePlan(prototype: prototype, study: study, header: header, order: order, consent: agreement, folder: out)
    }

    /// The message for a study folder the server cannot write.
    public func unwritableFolder(_ reason: String) -> ExitCode {
        CleanExit.failure("tabsim: cannot write the study folder \(ReplaySetup.shown(out)): \(reason)")
    }

    /// The message for a server that stopped on an error.
    public static func stopped(by error: Error) -> ExitCode {
        CleanExit.failure("tabsim: serve: \(TextFitting.sanitized(String(describing: error)))")
    }
}

/// A served study, read and checked: the prototype, the tasks, the recordings' header.
public struct ServePlan: Sendable {
    public var prototype: Prototype
    public var study: Study
    public var header: RecordingHeader
    public var order: TaskOrder
    /// What participants agree to, or nil for the server's default text.
    public var consent: String?
    /// The study folder, made.
    public var folder: String
}
