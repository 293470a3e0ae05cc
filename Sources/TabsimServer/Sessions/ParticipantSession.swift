import TabsimCore
import TabsimTerminal

/// One participant's session: the session loop with touch input and the study's tasks,
/// recorded to its own file, stepped by the page's messages and by a timer at the
/// loop's next deadline, all on this actor, which runs on a dispatch queue of its own
/// (`SessionExecutor`) so that writing the recording never blocks the cooperative pool.
/// A page that loses its connection takes the session up again with its id until the
/// idle timeout ends it.
actor ParticipantSession {
    /// The id a page resumes with.
    let id: String
    let participant: String
    /// The variant the participant tries, by its place in the study's variants.
    let variant: Int
    /// The colours the session is drawn in: the prototype's, else the page's.
    let appearance: Appearance
    private let loop: SessionLoop
    private let terminal: WebTerminal
    private let ledger: SessionLedger
    private let keeper = FrameKeeper()
    private nonisolated let executor: SessionExecutor
    nonisolated var unownedExecutor: UnownedSerialExecutor { executor.asUnownedSerialExecutor() }
    /// What the page is told on taking the session up again.
    private let welcome: ServerMessage.Welcome
    private let variantName: String?
    private let idleMilliseconds: Int
    private let registry: SessionRegistry
    /// The server's clock, the session's timer waits on.
    private let serverClock: ServerClock
    /// The page connected now, and which connection it is.
    private var outbound: Outbox?
    private var connection = 0
    /// When the page's connection went away, on the session's clock, until a page takes
    /// the session up again.
    private var disconnectedAt: Int?
    private var lastInput: Int
    /// The session's one timer task, and the time it sleeps until: it wakes at
    /// `wakeAt`, sleeping on when that moved later meanwhile, and is replaced only when
    /// it must wake sooner than it sleeps (an input starts an animation).
    private var timer: (task: Task<Void, Never>, until: Int, number: Int)?
    /// Timer tasks started so far: one, and another each time the session is due sooner than its timer wakes.
    private(set) var timersStarted = 0
    /// When the session is due next (server milliseconds).
    private(set) var wakeAt = 0
    private var status = SessionSummary.Status.running(connected: true)
    /// Why the page was told the session ended, if it was.
    private var closedReason: String?
    private var dropped = 0
    /// Times the pages of earlier connections fell behind (their sockets took no more),
    /// so frames were let go.
    private var earlierFellBehind = 0
    /// The dashboard's read-only views of this session, by connection: each gets the
    /// frames the page gets, and sends nothing the session reads.
    private var watchers: [Int: Outbox] = [:]
    /// The accessible mirror the last frame sent carried, or stood for.
    private var mirrored: [AccessibilityElement] = []

    /// Makes the session `opening` describes and opens its recording, `pN.jsonl` in the
    /// study folder: a new file for a new participant; for a session taken up from its
    /// recording, the same file, replayed to where the participant was and then added to.
    /// - Throws: `RecordingFile.OpenFailure` when the file cannot be made (one of that
    ///   name exists) or, taken up, cannot be opened to add to.
    init(served: ServedStudy, opening: SessionOpening, registry: SessionRegistry) throws {
        id = opening.id
        participant = "p\(opening.number)"
        executor = SessionExecutor(label: "tabsim.session.\(participant)")
        let name = participant + ".jsonl"
        let path = served.folder + "/" + name
        let restoring = opening.recording != nil
        ledger = SessionLedger(file: try RecordingFile(path: path, replacing: false, appending: restoring), name: name, replaying: restoring)
        let prototype = served.variants[opening.variant].prototype
        variant = opening.variant
        appearance = opening.appearance
        terminal = WebTerminal(size: opening.screen.terminal, appearance: appearance)
        let clock = SessionClock(registry.clock, replaying: restoring)
        // A phone page's grid is resized by its page, so a replay of its recording may resize it too.
        let state = SessionState(prototype: prototype, terminal: opening.screen.terminal, device: opening.screen.device,
                                 terminalIsResizable: opening.screen.device == nil,
                                 study: TaskTracker(study: served.study, order: opening.header.taskOrder, farewell: "You may close this page.",
                                                    method: opening.header.method ?? .prototype),
                                 launchedAt: clock.nowMilliseconds)
        let loop = SessionLoop(session: Session(haptics: .off, header: opening.header), state: state,
                               view: SessionView(prototype: prototype, theme: Theme(tint: prototype.tint, mode: .color, appearance: appearance)),
                               terminal: terminal, clock: clock, log: ledger)
        loop.add(observer: keeper)
        if let recording = opening.recording {
            SessionReplay.rebuild(loop, from: recording, clock: clock)
            // Its last entries may be no input (a round trip): time goes on after them.
            clock.advance(to: opening.recordedUntil)
            ledger.replayed()
            // Its times leave out the time the server was away: the recording says how long.
            // Said at the recording's last time, before the server's time goes on from there.
            loop.handle(.resumed(awayMilliseconds: opening.awayMilliseconds))
            clock.goLive()
            _ = terminal.takeFrames()
        }
        self.loop = loop
        lastInput = clock.nowMilliseconds
        welcome = ServerMessage.Welcome(served: served, appearance: appearance, session: id, resumed: true)
        variantName = served.variants[opening.variant].name
        idleMilliseconds = registry.limits.idleMilliseconds
        serverClock = registry.clock
        self.registry = registry
    }

    /// Launches the session for the page on `outbound`: its launch is recorded and its
    /// first frame sent.
    /// - Returns: false, with nothing left of the recording and nothing sent, when the
    ///   launch could not be recorded (the disk is full).
    func start(outbound: Outbox, connection: Int) -> Bool {
        loop.launch()
        guard loop.state.recordingFailure == nil else {
            ledger.discardIfEmpty()
            status = .ended(reason: "its recording could not be begun")
            return false
        }
        take(outbound, connection: connection)
        var first = welcome
        first.resumed = false
        send(.welcome(first))
        afterStep()
        return true
    }

    /// A page takes the session up again on a new connection: the old one is told that
    /// the session goes on elsewhere (another tab of the same person, which stops
    /// reconnecting) and let go, and the new one gets the whole screen (or the
    /// completion code).
    func resume(outbound: Outbox, connection: Int) {
        // A page that lost its connection, or another that took over one still open
        // (a reload can reach the server before its old socket closes).
        let away = self.outbound != nil ? 0 : disconnectedAt.map { loop.now - $0 }
        disconnectedAt = nil
        if self.outbound != nil { close(ServerMessage.Closed(reason: "elsewhere")) }
        take(outbound, connection: connection)
        send(.welcome(welcome))
        switch status {
        case .running:
            status = .running(connected: true)
            // Recorded: the session went on while the page was away, so its times count it.
            if let away { loop.handle(.reconnected(awayMilliseconds: away)) }
            if let screen = keeper.frame { send(.frame(wholeFrame(of: screen))) }
            // Taken up from its recording: it finishes now if the participant had, else its timer starts.
            if timer == nil { afterStep() }
        case .finished(let code): send(.done(ServerMessage.Done(code: code)))
        case .ended(let reason): close(ServerMessage.Closed(reason: closedReason ?? reason))
        case .paused: close(.serverStopped)
        }
    }

    /// The dashboard's view on `connection` starts: the whole screen now, then every
    /// frame; a session that is over ends the view at once.
    func watch(outbound: Outbox, connection: Int) {
        guard case .running = status, let screen = keeper.frame else { return outbound.finish() }
        watchers[connection] = outbound
        outbound.onCatchUp { [weak self] in await self?.catchUp(connection) }
        outbound.send(ServerMessage.frame(wholeFrame(of: screen)).text)
    }

    /// The dashboard's view on `connection` went away.
    func unwatch(_ connection: Int) { watchers[connection] = nil }

    /// The connection went away; the session waits for the page to come back.
    func disconnected(_ connection: Int) {
        guard connection == self.connection, case .running = status else { return }
        letGo()
        status = .running(connected: false)
        disconnectedAt = loop.now
    }

    /// A message from the page on `connection`. What comes late, from a page the
    /// participant has left or once the session is over (the lift of the last tap, a
    /// ping), is let go uncounted: it is no one's mistake.
    func receive(_ message: ClientMessage, on connection: Int) {
        guard connection == self.connection, case .running = status else { return }
        switch message {
        case .ping(let ping):
            send(.pong(ServerMessage.Pong(id: ping.id)))
            guard let sample = ping.roundTripMilliseconds else { return }
            guard (0...RecordingEntry.maximumRoundTrip).contains(sample) else { return refuse() }
            loop.handle(.roundTrip(milliseconds: sample))
            afterStep()
        case .hello, .consent:
            refuse()
        case .pointer, .wheel, .key, .resize:
            // A resize is a phone page's own; a framed page only scales the frame.
            guard let event = message.event(on: loop.state.terminal), !(loop.state.device != nil && message.isResize) else { return refuse() }
            lastInput = loop.now
            loop.handle(.input(event, browser: message.browserInput))
            afterStep()
        }
    }

    /// A message from the page was dropped before it got here; once the session is
    /// over, the registry counts it in what it keeps of the session.
    func count(_ dropped: Int) {
        switch status {
        case .running, .paused: self.dropped += dropped
        case .finished, .ended:
            let registry = registry, participant = participant
            Task { await registry.countDropped(dropped, afterEndOf: participant) }
        }
    }

    /// Ends the session now (the server stops), recorded with `reason`.
    func end(reason: String) {
        guard case .running = status else { return }
        loop.handle(.stop(reason: reason))
        finish(.ended(reason: reason), closing: reason)
    }

    /// The server stops: the stop is recorded (the time up to it is the participant's),
    /// the page is told (`closed`, `server stopped`) and let go; the session is paused as
    /// its recording has it, for its page to take up when the server runs again.
    func suspend() {
        guard case .running = status else { return }
        loop.handle(.serverStopped)
        status = .paused
        timer?.task.cancel()
        timer = nil
        for watcher in watchers.values { watcher.finish() }
        watchers.removeAll()
        close(.serverStopped)
    }

    /// Where the participant is, for the dashboard. A withdrawn participant's session
    /// that finished is one that ended: there is no recording of it to report.
    func summary() -> SessionSummary {
        var progress = "", shown = status
        switch status {
        case .running: progress = ledger.withdrawn ? Self.withdrawn : loop.state.study?.progress ?? ""
        case .finished where ledger.withdrawn: shown = .ended(reason: "withdrawn: the recording was removed")
        default: break
        }
        return SessionSummary(participant: participant, file: ledger.name, variant: variantName, status: shown, progress: progress,
                              givenUp: ledger.givenUp, dropped: dropped, fellBehind: earlierFellBehind + (outbound?.timesBehind ?? 0))
    }

    private func refuse() { dropped += 1 }

    /// What the dashboard says of a participant whose recording the researcher removed.
    static let withdrawn = "withdrawn: the recording was removed; the participant goes on, unrecorded"

    /// After the loop took a message or a tick: draw, send what changed, end a finished
    /// study, and set the timer for what is due next. A recording that could not be
    /// written (the disk is full) ends the session: the page is told kindly, never asked
    /// to press keys a phone has not.
    private func afterStep() {
        loop.drawIfNeeded()
        if let failure = loop.state.recordingFailure {
            _ = terminal.takeFrames()
            return finish(.ended(reason: "the recording could not be written: " + failure), closing: "not saved")
        }
        var frames = terminal.takeFrames()
        // The mirror rides on the frame that changed what it mirrors.
        if !frames.isEmpty, case let elements = AccessibilityTree.elements(of: loop.state), elements != mirrored {
            frames[frames.count - 1].a11y = elements.map(MirrorElement.init)
            mirrored = elements
        }
        for frame in frames {
            let text = ServerMessage.frame(frame).text
            outbound?.sendFrame(text)
            for watcher in watchers.values { watcher.sendFrame(text) }
        }
        if let study = loop.state.study, study.isFinished, loop.state.ended == nil {
            let code = Token.completionCode()
            loop.handle(.stop(reason: "completed"))
            send(.done(ServerMessage.Done(code: code)))
            return finish(.finished(code: code))
        }
        if let reason = loop.state.ended { return finish(.ended(reason: reason), closing: reason) }
        schedule()
    }

    /// The session is over: the page is told (closed for `closing`, unless nil), no
    /// timer runs, and the registry is given what is said of it from now on.
    private func finish(_ ending: SessionSummary.Status, closing: String? = nil) {
        status = ending
        for watcher in watchers.values { watcher.finish() }
        watchers.removeAll()
        timer?.task.cancel()
        timer = nil
        closedReason = closing
        if let closing { close(ServerMessage.Closed(reason: closing)) }
        let last: ServerMessage
        switch ending {
        case .finished(let code): last = .done(ServerMessage.Done(code: code))
        case .ended(let reason): last = .closed(ServerMessage.Closed(reason: closing ?? reason))
        case .running, .paused: return
        }
        let over = ConcludedSession(summary: summary(), variant: variant, appearance: appearance, messages: [.welcome(welcome), last])
        let registry = registry
        Task { await registry.sessionEnded(self, as: over) }
    }

    private func close(_ closed: ServerMessage.Closed) {
        send(.closed(closed))
        outbound?.finish()
        letGo()
    }

    /// The page's connection is no longer the session's; what it fell behind is kept.
    private func letGo() {
        earlierFellBehind += outbound?.timesBehind ?? 0
        outbound = nil
    }

    /// Wakes at the loop's next deadline (an animation frame, a badge, a task's time
    /// limit), or when the participant has been idle too long.
    private func schedule() {
        let idle = lastInput + idleMilliseconds
        let deadline = min(loop.nextDeadline ?? idle, idle)
        let clock = serverClock
        wakeAt = clock.nowMilliseconds + max(0, deadline - loop.now)
        if let timer, timer.until <= wakeAt { return }
        timer?.task.cancel()
        timersStarted += 1
        let first = wakeAt, number = timersStarted
        let task = Task { [weak self] in
            var until = first
            while true {
                do { try await clock.sleep(until: until) } catch { return }
                guard let self, let next = await self.alarm(timer: number) else { return }
                until = next
            }
        }
        timer = (task, first, number)
    }

    /// Timer `number` woke: the session steps if it is due (or ends, idle too long).
    /// Returns when the timer wakes next; nil: it stops (it was replaced, or the
    /// session is over).
    private func alarm(timer number: Int) -> Int? {
        guard timer?.number == number, case .running = status else { return nil }
        if serverClock.nowMilliseconds >= wakeAt {
            if loop.now >= lastInput + idleMilliseconds {
                end(reason: "idle")
                return nil
            }
            loop.handle(.tick)
            afterStep()
        }
        guard timer?.number == number else { return nil }
        timer?.until = wakeAt
        return wakeAt
    }

    /// The page on `connection` becomes the session's: what it sends is read, and the
    /// session's frames go to `outbound`.
    private func take(_ outbound: Outbox, connection: Int) {
        self.outbound = outbound
        self.connection = connection
        outbound.onCatchUp { [weak self] in await self?.catchUp(connection) }
    }

    /// The whole screen, with the accessible mirror of it.
    private func wholeFrame(of screen: CellBuffer) -> ServerMessage.Frame {
        var frame = terminal.fullFrame(of: screen)
        mirrored = AccessibilityTree.elements(of: loop.state)
        frame.a11y = mirrored.map(MirrorElement.init)
        return frame
    }

    /// The page or live view on `connection` fell behind, and its frames were let go;
    /// its socket has written the rest: the whole screen now.
    private func catchUp(_ connection: Int) {
        guard let screen = keeper.frame else { return }
        let whole = ServerMessage.frame(wholeFrame(of: screen)).text
        if connection == self.connection { outbound?.send(whole) }
        watchers[connection]?.send(whole)
    }

    /// Frames and pongs give way when the page falls behind; the rest is always sent.
    private func send(_ message: ServerMessage) {
        switch message {
        case .frame, .pong: outbound?.sendFrame(message.text)
        default: outbound?.send(message.text)
        }
    }
}

/// Keeps the last frame the loop drew, for a page that takes the session up again.
private final class FrameKeeper: SessionObserver {
    private(set) var frame: CellBuffer?

    func sessionDrew(_ frame: CellBuffer, at now: Int) { self.frame = frame }
}

extension ClientMessage {
    var isResize: Bool {
        if case .resize = self { return true }
        return false
    }
}
