import ArgumentParser
import TabsimCore
import TabsimTerminal

/// The options of `tabsim serve`, read by `tabsim` (to check them and show the help)
/// and by `tabsim-serve`, the program that serves (kept apart, so that the networking
/// code never weighs on the live program).
public struct ServeOptions: ParsableArguments {
    @Argument(help: "The study folder (holding study.yaml) or study file (*.yaml); or a task file, served with --prototype or --example.")
    var study: String

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

    @Option(help: "Which devices take part: phone (every browser shows the phone's grid), any (a desktop shows the phone's frame), or phone-only (a desktop is asked to open the link on a phone).")
    var devices: ServedStudyFile.DevicePolicy = .any

    @OptionGroup var motion: MotionOptions
    @OptionGroup var platform: PlatformOption

    public init() {}

    public func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be 0 to 65535") }
        guard maxSessions >= 1 else { throw ValidationError("--max-sessions must be 1 or more") }
        if let variant, variant.isEmpty || variant.unicodeScalars.contains(where: TextFitting.isControl) {
            throw ValidationError("--variant must be a non-empty name without control characters")
        }
    }

    /// The study these options name, read and checked, with its recordings' folder
    /// made: what the server needs to start.
    public func prepare() throws -> ServePlan {
        if let file = StudyFileSource.studyFile(given: study) {
            try refuseSimpleOptions()
            return try StudyFileSource.prepare(file)
        }
        let source = try PrototypeSource.parse([prototype, example.map { "--example=\($0)" }].compactMap { $0 })
        let tasks = try StudyInputs.loadStudy(study)
        let (loaded, text) = try source.loadSource()
        var prototype = platform.apply(to: motion.apply(to: loaded))
        prototype.input = .touch
        let problems = tasks.problems(with: prototype)
        if !problems.isEmpty { throw CleanExit.failure(problems.map(\.description).joined(separator: "\n")) }
        let agreement = try consent.map { try TextFile.read($0, what: "the consent text") }
        try StudyFileSource.makeFolder(out)
        let header = RecordingOptions.header(source: source, prototype: prototype, text: text, haptics: .off, remember: .never,
                                             participant: nil, variant: variant, recordingFolder: out)
        return ServePlan(variants: [ServePlan.Variant(prototype: prototype, header: header)], study: tasks, order: order,
                         consent: agreement, folder: out, assignment: .alternating, device: devices)
    }

    /// A study file says what these options would: giving both is a mistake.
    private func refuseSimpleOptions() throws {
        let given = [("--prototype", prototype != nil), ("--example", example != nil), ("--variant", variant != nil), ("--out", out != "sessions"),
                     ("--consent", consent != nil), ("--order", order != .fixed), ("--devices", devices != .any),
                     ("--transition, --duration, --reduce-motion, --slow-motion", motion.isGiven), ("--platform", platform.platform != nil)]
        if let (option, _) = given.first(where: \.1) {
            throw ValidationError("\(option): the study file \(ReplaySetup.shown(study)) says this for each variant; give it there, "
                + "or serve a task file with --prototype or --example")
        }
    }

    /// The message for a recordings' folder the server cannot write.
    public static func unwritableFolder(_ folder: String, _ reason: String) -> ExitCode {
        CleanExit.failure("tabsim: cannot write the study folder \(ReplaySetup.shown(folder)): \(reason)")
    }

    /// The message for a server that stopped on an error.
    public static func stopped(by error: Error) -> ExitCode {
        CleanExit.failure("tabsim: serve: \(TextFitting.sanitized(String(describing: error)))")
    }
}

/// A served study, read and checked: its variants, the tasks, and how it is served.
public struct ServePlan: Sendable {
    /// One variant: its prototype with its settings applied, and the launch entry its
    /// recordings start from (naming the variant and the prototype).
    public struct Variant: Sendable {
        public var prototype: Prototype
        public var header: RecordingHeader
    }

    public var variants: [Variant]
    public var study: Study
    public var order: TaskOrder
    /// What participants agree to, or nil for the server's default text.
    public var consent: String?
    /// The folder the recordings go to, made.
    public var folder: String
    public var assignment: ServedStudyFile.Assignment
    public var device: ServedStudyFile.DevicePolicy
}

extension ServedStudyFile.DevicePolicy: ExpressibleByArgument {}
