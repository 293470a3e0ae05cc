import ArgumentParser
import Dispatch
import Foundation
import TabsimCommands
import TabsimServer
import TabsimTerminal

/// `tabsim-serve`, which `tabsim serve` runs: serves the study its options name until
/// stopped, printing the participants' link and the dashboard's.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "tabsim serve", abstract: ServeHelp.abstract, discussion: ServeHelp.discussion)

    @OptionGroup var options: ServeOptions

    func run() throws {
        let plan = try options.prepare()
        let served = ServedStudy(variants: plan.variants.map { ServedStudy.Variant(prototype: $0.prototype, header: $0.header) },
                                 study: plan.study, order: plan.order, consent: plan.consent ?? ServedStudy.defaultConsent,
                                 folder: plan.folder, assignment: plan.assignment, device: plan.device)
        var limits = ServeLimits()
        limits.maximumSessions = options.maxSessions
        let server: StudyServer
        do {
            server = try StudyServer(served: served, limits: limits)
        } catch let failure as RecordingFile.OpenFailure {
            throw ServeOptions.unwritableFolder(plan.folder, failure.reason)
        }
        let host = options.host
        let port = options.port
        let running: @Sendable (Int) async -> Void = { port in
            let links = server.links(host: host, port: port)
            let participants = links.participants.map { variant, link in
                (variant.map { "Participants of variant \($0): open this link (share it):" }
                    ?? "Participants: open this link (share it):") + "\n\(link)\n"
            }
            let text = participants.joined() + "Researcher's dashboard (keep it to yourself):\n\(links.dashboard)\n"
            FileHandle.standardOutput.write(Data(text.utf8))
        }
        let stopped = DispatchSemaphore(value: 0)
        let failure = ServeFailure()
        Task {
            do { try await server.run(host: host, port: port, onRunning: running) } catch { failure.error = error }
            stopped.signal()
        }
        stopped.wait()
        if let error = failure.error { throw ServeOptions.stopped(by: error) }
    }
}

/// What stopped the server, handed from its task to the command.
private final class ServeFailure: @unchecked Sendable {
    var error: Error?
}
