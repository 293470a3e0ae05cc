import ArgumentParser
import Dispatch
import Foundation
import TabsimCore
import TabsimServer
import TabsimTerminal

/// `tabsim serve TASKS`: a remote study. Participants open a link in a browser (their
/// phone) and do the tasks there; each is recorded into the study folder as a live
/// study records them, so `tabsim study FOLDER` measures them.
struct Serve: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Serve a study to participants' browsers and record each of them.",
        discussion: """
        Prints the participants' link and the researcher's dashboard link, each on its own line, and serves until \
        stopped (Ctrl-C, SIGTERM), which ends the sessions running. A participant agrees to take part, then does the \
        tasks on their phone (or in the phone's frame at a desktop): each task in a band with Give up, the Single Ease \
        Question after each, the SUS statements at the end, then a completion code. Each session is recorded to \
        pN.jsonl in --out (never over a file), as `tabsim study --live` records one, and listed in index.jsonl; \
        measure them with `tabsim study FOLDER`. It listens on 127.0.0.1; put a reverse proxy in front for HTTPS.
        """)

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
    var host = "127.0.0.1"

    @Option(help: "The port to listen on (0: any free port; the links name it).")
    var port = 8080

    @Option(help: "Sessions running at once; a participant who comes when this many run is asked to come back later.")
    var maxSessions = 100

    @Option(help: "A text file with what participants agree to before they start (a default text otherwise).")
    var consent: String?

    @Option(help: "The order of the tasks: fixed (the file's), shuffle (random), or latin (a balanced Latin square row by participant).")
    var order: TaskOrder = .fixed

    @OptionGroup var motion: MotionOptions

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be 0 to 65535") }
        guard maxSessions >= 1 else { throw ValidationError("--max-sessions must be 1 or more") }
        if let variant, variant.isEmpty || variant.unicodeScalars.contains(where: TextFitting.isControl) {
            throw ValidationError("--variant must be a non-empty name without control characters")
        }
    }

    func run() throws {
        let source = try PrototypeSource.parse([prototype, example.map { "--example=\($0)" }].compactMap { $0 })
        let study = try StudyInputs.loadStudy(tasks)
        let (loaded, text) = try source.loadSource()
        var prototype = motion.apply(to: loaded)
        prototype.input = .touch
        let problems = study.problems(with: prototype)
        if !problems.isEmpty { throw CleanExit.failure(problems.map(\.description).joined(separator: "\n")) }
        let agreement = try consent.map { try TextFile.read($0, what: "the consent text") } ?? ServedStudy.defaultConsent
        do {
            try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        } catch {
            throw CleanExit.failure("tabsim: cannot make the study folder \(ReplaySetup.shown(out)): \(error.localizedDescription)")
        }
        let header = RecordingOptions.header(source: source, prototype: prototype, text: text, haptics: .off, remember: .never,
                                             participant: nil, variant: variant, statesParts: true)
        let served = ServedStudy(prototype: prototype, study: study, header: header, order: order, consent: agreement, folder: out)
        var limits = ServeLimits()
        limits.maximumSessions = maxSessions
        let server: StudyServer
        do {
            server = try StudyServer(served: served, limits: limits)
        } catch let failure as RecordingFile.OpenFailure {
            throw CleanExit.failure("tabsim: cannot write the study folder \(ReplaySetup.shown(out)): \(failure.reason)")
        }
        let host = host
        let application = server.application(host: host, port: port) { port in
            let links = server.links(host: host, port: port)
            let text = "Participants: open this link (share it):\n\(links.participant)\n"
                + "Researcher's dashboard (keep it to yourself):\n\(links.dashboard)\n"
            FileHandle.standardOutput.write(Data(text.utf8))
        }
        let stopped = DispatchSemaphore(value: 0)
        let failure = ServeFailure()
        Task {
            do { try await application.runService() } catch { failure.error = error }
            stopped.signal()
        }
        stopped.wait()
        if let error = failure.error { throw CleanExit.failure("tabsim: serve: \(TextFitting.sanitized(String(describing: error)))") }
    }
}

/// What stopped the server, handed from its task to the command.
private final class ServeFailure: @unchecked Sendable {
    var error: Error?
}
