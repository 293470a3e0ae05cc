import Foundation
import TabsimCore
import TabsimTerminal

/// Every session of a served study: made when a participant consents (at most
/// `ServeLimits.maximumSessions` running at once), found by id when a page comes back,
/// listed in `index.jsonl` and on the dashboard, and ended when the server stops.
public actor SessionRegistry {
    public let served: ServedStudy
    public let limits: ServeLimits
    private var sessions: [ParticipantSession] = []
    private var byID: [String: ParticipantSession] = [:]
    private var ended: [String: SessionSummary] = [:]
    private var running = 0
    /// The next participant's number (p1, p2…), past the recordings already in the folder.
    private var nextNumber: Int
    private let index: StudyIndex
    /// Messages dropped on connections that had no session yet.
    private var droppedOutside = 0
    private var connections = 0

    /// - Throws: `RecordingFile.OpenFailure` when the folder's index cannot be written.
    public init(served: ServedStudy, limits: ServeLimits) throws {
        self.served = served
        self.limits = limits
        index = try StudyIndex(folder: served.folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: served.folder)) ?? []
        nextNumber = names.filter { $0.hasSuffix(".jsonl") && $0 != StudyIndex.name }.count + 1
    }

    /// What a consent leads to.
    enum Opening {
        case started(ParticipantSession)
        case full
        /// No recording could be made in the folder: why.
        case failed(String)
    }

    /// A new connection's number, so a session knows its current page from an old one.
    func connect() -> Int {
        connections += 1
        return connections
    }

    /// Starts a session for the page that said `hello` and consented at `consentedAt`,
    /// sending its frames to `outbound`: of the variant `variant` (a link's), or, with
    /// nil, of the variants in turn by participant number (p1 the first, p2 the second…).
    func begin(hello: ClientMessage.Hello, screen: PageScreen, variant: Int?, consentedAt: String,
               outbound: AsyncStream<String>.Continuation, connection: Int) async -> Opening {
        guard running < limits.maximumSessions else { return .full }
        var session: ParticipantSession?
        var failure = ""
        // A name another process took since is skipped: recordings are never replaced.
        for _ in 0..<1000 where session == nil {
            let number = nextNumber
            nextNumber += 1
            guard FileNode(path: served.folder + "/p\(number).jsonl") == nil else { continue }
            do {
                session = try ParticipantSession(served: served, variant: variant ?? (number - 1) % served.variants.count, number: number, hello: hello, screen: screen, consentedAt: consentedAt,
                                                 idleMilliseconds: limits.idleMilliseconds, registry: self)
            } catch let problem as RecordingFile.OpenFailure {
                failure = problem.reason
                if FileNode(path: served.folder + "/p\(number).jsonl") == nil { break }
            } catch {
                failure = "\(error)"
                break
            }
        }
        guard let session else { return .failed(failure) }
        sessions.append(session)
        byID[session.id] = session
        running += 1
        index.write(SessionSummary(participant: session.participant, file: session.participant + ".jsonl", variant: served.variants[session.variant].name,
                                   status: .running(connected: true), progress: "", givenUp: 0, dropped: 0))
        await session.start(outbound: outbound, connection: connection)
        return .started(session)
    }

    /// Whether another session may start now.
    var isFull: Bool { running >= limits.maximumSessions }

    /// The session of `participant` (`p3`), if this server started it.
    func session(participant: String) -> ParticipantSession? {
        guard participant.utf8.count <= 12 else { return nil }
        return sessions.first { $0.participant == participant }
    }

    /// The session a page resumes with `id`, if there is one.
    func session(id: String) -> ParticipantSession? { byID[id] }

    /// A session finished or ended: its slot is free and the index says so.
    func sessionEnded(_ summary: SessionSummary) {
        guard ended[summary.participant] == nil else { return }
        ended[summary.participant] = summary
        running -= 1
        index.write(summary)
    }

    /// Messages dropped on a connection before any session was its.
    func countDropped(_ count: Int) { droppedOutside += count }

    /// Every session in the order they started, and the messages dropped outside any.
    public func overview() async -> (sessions: [SessionSummary], droppedOutside: Int) {
        var summaries: [SessionSummary] = []
        for session in sessions { summaries.append(await session.summary()) }
        return (summaries, droppedOutside)
    }

    /// The recordings of the sessions that finished, each with its variant's prototype,
    /// in the order they started.
    func finishedRecordings() async -> [(file: String, prototype: Prototype)] {
        var finished: [(file: String, prototype: Prototype)] = []
        for session in sessions {
            guard case .finished = await session.summary().status else { continue }
            finished.append((session.participant + ".jsonl", served.variants[session.variant].prototype))
        }
        return finished
    }

    /// Ends every running session, each recorded with `reason` (the server stops).
    public func endAll(reason: String) async {
        for session in sessions { await session.end(reason: reason) }
    }
}
