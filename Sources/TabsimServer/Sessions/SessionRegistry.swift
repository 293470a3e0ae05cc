import Foundation
import TabsimCore
import TabsimTerminal

/// Every session of a served study: made when a participant consents (at most
/// `ServeLimits.maximumSessions` running at once), found by id when a page comes back,
/// listed in `index.jsonl` and on the dashboard, and let go when the server stops. The
/// sessions of earlier runs (the index's, their ids in `serve.keys`) are listed too, and
/// one that had not ended is taken up from its recording when its page comes back.
public actor SessionRegistry {
    public let served: ServedStudy
    public let limits: ServeLimits
    /// Where the sessions, the message rates and the deadlines read the time.
    nonisolated let clock: ServerClock
    /// The links' tokens, the same at every start.
    nonisolated let links: StudyKeys.Links
    private let keys: StudyKeys
    /// Sessions of earlier runs not taken up in this one, by participant number, each
    /// with its variant (by its place in the study's).
    private var earlier: [Int: (summary: SessionSummary, variant: Int)] = [:]
    /// The sessions running (or paused, taken up) in this run; one that finishes or ends
    /// is let go for what is said of it (`ConcludedSession`), so they do not pile up.
    private var sessions: [ParticipantSession] = []
    private var byID: [String: ParticipantSession] = [:]
    /// The sessions of this run that finished or ended, by participant number.
    private var concluded: [Int: ConcludedSession] = [:]
    private var concludedByID: [String: Int] = [:]
    /// Messages dropped on the pages of sessions over but not yet concluded here, by
    /// participant number.
    private var droppedAfterEnd: [Int: Int] = [:]
    private var running = 0
    /// Pages shown the consent, not yet in a session: each holds a place, so that
    /// sessions and pages about to start one are at most `maximumSessions`.
    private var consenting = 0
    /// The next participant's number (p1, p2…), past the recordings already in the folder.
    private var nextNumber: Int
    private let index: StudyIndex
    /// Messages dropped on connections that had no session yet.
    private var droppedOutside = 0
    private var connections = 0
    /// The participants' pages connected now, by connection, each told when the server stops.
    private var pages: [Int: Outbox] = [:]
    /// Connections open now (pages and live views), and who waits for there to be none.
    private var open = 0
    private var drainWaiters: [CheckedContinuation<Void, Never>] = []

    /// - Throws: `RecordingFile.OpenFailure` when the folder's index or keys cannot be
    ///   written, or the keys are not the owner's alone.
    public init(served: ServedStudy, limits: ServeLimits, clock: ServerClock) throws {
        self.served = served
        self.limits = limits
        self.clock = clock
        index = try StudyIndex(folder: served.folder)
        let names = served.variants.map(\.name)
        keys = try StudyKeys(folder: served.folder, variants: names, linkCount: served.assignment == .link ? names.count : 1)
        links = keys.links
        let resumable = Set(keys.sessions.values.map(\.participant))
        for (number, entry) in StudyIndexEntries.latest(in: served.folder) {
            guard let variant = names.firstIndex(of: entry.variant) else { continue }
            let status: SessionSummary.Status
            switch entry.event {
            case "finished": status = .finished(code: entry.code ?? "")
            case "ended": status = .ended(reason: entry.reason ?? "")
            default: status = resumable.contains(number) ? .paused : .ended(reason: "cut off, not resumable")
            }
            // Named by the server, never as the file says.
            let file = StudyIndexEntries.file(of: number)
            let givenUp = (try? StoredRecording.read(RecordingsReport.path(of: file, inFolder: served.folder)))?.steps
                .filter { if case .task(let mark) = $0.step { mark.status == .gaveUp } else { false } }.count ?? 0
            earlier[number] = (SessionSummary(participant: "p\(number)", file: file, variant: entry.variant, status: status,
                                              progress: "", givenUp: givenUp, dropped: 0), variant)
        }
        let files = (try? FileManager.default.contentsOfDirectory(atPath: served.folder)) ?? []
        nextNumber = files.filter { $0.hasSuffix(".jsonl") && $0 != StudyIndex.name }.count + 1
        // A paused session whose page has not come back once the idle time has passed
        // since this start ends, as a running one with no input does: its participant left.
        guard earlier.values.contains(where: { $0.summary.status == .paused }) else { return }
        let idle = limits.idleMilliseconds
        Task { [weak self, clock] in
            try await clock.sleep(until: idle)
            await self?.endUnclaimed()
        }
    }

    /// Ends each session of an earlier run still paused, not taken up by its page: the
    /// index and the dashboard say it ended (idle), so the report measures it.
    private func endUnclaimed() {
        for (number, before) in earlier where before.summary.status == .paused {
            var summary = before.summary
            summary.status = .ended(reason: "idle")
            earlier[number] = (summary, before.variant)
            index.write(summary)
        }
    }

    /// What a consent leads to.
    enum Opening {
        case started(ParticipantSession)
        case full
        /// No recording could be made in the folder: why.
        case failed(String)
    }

    /// What a page taking up its session by id gets: the session, or, for one that is
    /// over, what it is told (the welcome, then its completion code or why it ended).
    enum Resumption {
        case live(ParticipantSession)
        case concluded([ServerMessage])
    }

    /// A new connection's number, so a session knows its current page from an old one;
    /// a participant's page gives what it is sent (`outbound`), to be told when the server stops.
    func connect(page outbound: Outbox? = nil) -> Int {
        connections += 1
        open += 1
        pages[connections] = outbound
        return connections
    }

    /// The connection `number` has closed.
    func disconnect(_ number: Int) {
        pages[number] = nil
        open -= 1
        if open == 0 { releaseDrainWaiters() }
    }

    /// Returns once every connection has closed, or `milliseconds` have passed.
    func drained(within milliseconds: Int) async {
        guard open > 0 else { return }
        let clock = clock, deadline = clock.nowMilliseconds + milliseconds
        let timeout = Task { [weak self] in
            try? await clock.sleep(until: deadline)
            await self?.releaseDrainWaiters()
        }
        await withCheckedContinuation { drainWaiters.append($0) }
        timeout.cancel()
    }

    private func releaseDrainWaiters() {
        for waiter in drainWaiters { waiter.resume() }
        drainWaiters.removeAll()
    }

    /// Starts a session for the page that said `hello` and consented at `consentedAt`,
    /// sending its frames to `outbound`: of the variant `variant` (a link's), or, with
    /// nil, of the variants in turn by participant number (p1 the first, p2 the second…).
    func begin(hello: ClientMessage.Hello, screen: PageScreen, variant: Int?, consentedAt: String,
               outbound: Outbox, connection: Int) async -> Opening {
        // The page's place, held since its hello, becomes its session's or is let go.
        consenting -= 1
        guard running + consenting < limits.maximumSessions else { return .full }
        var session: ParticipantSession?
        var failure = ""
        // A name another process took since is skipped: recordings are never replaced.
        for _ in 0..<1000 where session == nil {
            let number = nextNumber
            nextNumber += 1
            guard FileNode(path: served.folder + "/p\(number).jsonl") == nil else { continue }
            let opening = SessionOpening(served: served, variant: variant ?? (number - 1) % served.variants.count, number: number, hello: hello,
                                         screen: screen, consentedAt: consentedAt)
            do {
                session = try ParticipantSession(served: served, opening: opening, registry: self)
            } catch let problem as RecordingFile.OpenFailure {
                failure = problem.reason
                if FileNode(path: served.folder + "/p\(number).jsonl") == nil { break }
            } catch {
                failure = "\(error)"
                break
            }
        }
        guard let session else { return .failed(failure) }
        // Held before it starts: its page may ask for it (or the dashboard watch it) as soon
        // as its first frame is sent, before this goes on.
        sessions.append(session)
        byID[session.id] = session
        running += 1
        guard await session.start(outbound: outbound, connection: connection) else {
            sessions.removeAll { $0 === session }
            byID[session.id] = nil
            running -= 1
            return .failed("its recording could not be begun")
        }
        keys.add(StudyKeys.Resumable(session: session.id, participant: StudyIndexEntries.number(of: session.participant) ?? 0,
                                     variant: served.variants[session.variant].name, cols: screen.terminal.width, rows: screen.terminal.height,
                                     device: screen.device?.name))
        index.write(SessionSummary(participant: session.participant, file: session.participant + ".jsonl", variant: served.variants[session.variant].name,
                                   status: .running(connected: true), progress: "", givenUp: 0, dropped: 0))
        return .started(session)
    }

    /// Holds a place for a page to be shown the consent, unless the sessions running and
    /// the pages holding one are `maximumSessions` already.
    /// - Returns: whether it holds one; its page gives it up by consenting (`begin`) or going (`leave`).
    func admit() -> Bool {
        guard running + consenting < limits.maximumSessions else { return false }
        consenting += 1
        return true
    }

    /// A page holding a place went away without consenting.
    func leave() { consenting -= 1 }

    /// The running session of `participant` (`p3`), if this server started it.
    func session(participant: String) -> ParticipantSession? {
        guard participant.utf8.count <= 12 else { return nil }
        return sessions.first { $0.participant == participant }
    }

    /// The colours `participant`'s session of this run was drawn in, running or over.
    func appearance(of participant: String) -> Appearance? {
        if let running = session(participant: participant) { return running.appearance }
        return StudyIndexEntries.number(of: participant).flatMap { concluded[$0]?.appearance }
    }

    /// How many sessions of this run are held whole (running, or over a moment ago).
    var heldSessions: Int { sessions.count }

    /// The session a page that said `hello` resumes with `id`: one of this run (over or
    /// not), or one an earlier run left unended, taken up from its recording while fewer
    /// than `maximumSessions` run; nil when there is none to take up.
    func session(id: String, hello: ClientMessage.Hello) -> Resumption? {
        if let found = byID[id] { return .live(found) }
        if let number = concludedByID[id], let over = concluded[number] { return .concluded(over.messages) }
        guard let kept = keys.sessions[id], let before = earlier[kept.participant] else { return nil }
        // Over in an earlier run, or ended unclaimed in this one: the page is told so.
        let welcome = ServerMessage.welcome(.init(served: served, appearance: served.appearance(of: before.variant, for: hello), session: id, resumed: true))
        switch before.summary.status {
        case .finished(let code): return .concluded([welcome, .done(.init(code: code))])
        case .ended(let reason): return .concluded([welcome, .closed(.init(reason: reason))])
        case .running, .paused: break
        }
        guard running < limits.maximumSessions, before.summary.status == .paused,
              let opening = SessionOpening(served: served, kept: kept, hello: hello),
              let session = try? ParticipantSession(served: served, opening: opening, registry: self)
        else { return nil }
        earlier[kept.participant] = nil
        sessions.append(session)
        byID[id] = session
        running += 1
        return .live(session)
    }

    /// `session` finished or ended: its slot is free, the index says so, and it is let
    /// go for what is said of it.
    func sessionEnded(_ session: ParticipantSession, as over: ConcludedSession) {
        guard byID[session.id] === session, let number = StudyIndexEntries.number(of: session.participant) else { return }
        byID[session.id] = nil
        sessions.removeAll { $0 === session }
        concluded[number] = over
        concluded[number]?.summary.dropped += droppedAfterEnd.removeValue(forKey: number) ?? 0
        concludedByID[session.id] = number
        running -= 1
        index.write(over.summary)
    }

    /// Messages dropped on a connection before any session was its.
    func countDropped(_ count: Int) { droppedOutside += count }

    /// Messages dropped on the page of `participant`'s session once it was over.
    func countDropped(_ count: Int, afterEndOf participant: String) {
        guard let number = StudyIndexEntries.number(of: participant) else { return }
        if concluded[number] != nil {
            concluded[number]?.summary.dropped += count
        } else {
            droppedAfterEnd[number, default: 0] += count
        }
    }

    /// Every session, those of earlier runs first, in the order they started, and the
    /// messages dropped outside any.
    public func overview() async -> (sessions: [SessionSummary], droppedOutside: Int) {
        (await everySession().map(\.summary), droppedOutside)
    }

    /// The recordings of the sessions that finished (in earlier runs too), each with its
    /// variant's prototype, in the order they started.
    func finishedRecordings() async -> [(file: String, prototype: Prototype)] {
        await everySession().compactMap { summary, variant in
            guard case .finished = summary.status else { return nil }
            return (summary.file, served.variants[variant].prototype)
        }
    }

    /// Every session, of earlier runs and this one, by participant number: the order
    /// they started in.
    private func everySession() async -> [(summary: SessionSummary, variant: Int)] {
        var numbered = earlier.map { ($0.key, $0.value.summary, $0.value.variant) } + concluded.map { ($0.key, $0.value.summary, $0.value.variant) }
        for session in sessions {
            numbered.append((StudyIndexEntries.number(of: session.participant) ?? 0, await session.summary(), session.variant))
        }
        return numbered.sorted { $0.0 < $1.0 }.map { ($0.1, $0.2) }
    }

    /// The server stops: every participant's page is told so (`closed`, `server
    /// stopped`) and let go; each running session stays as its recording has it, for its
    /// page to take up at the next start.
    public func suspendAll() async {
        for session in sessions {
            await session.suspend()
            let summary = await session.summary()
            guard summary.status == .paused, let number = StudyIndexEntries.number(of: summary.participant) else { continue }
            // Let go, its recording closed with it: what a restart finds.
            earlier[number] = (summary, session.variant)
            byID[session.id] = nil
            running -= 1
        }
        sessions.removeAll { byID[$0.id] == nil }
        // Pages without a session (reading the consent); a session's page was told already.
        for page in pages.values {
            page.send(ServerMessage.closed(.serverStopped).text)
            page.finish()
        }
    }
}
