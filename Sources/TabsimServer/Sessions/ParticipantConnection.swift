import TabsimCore
import TabsimTerminal

/// One page's WebSocket, from its hello to its close: each message through the gate
/// (dropped and counted when it is not one a participant may send), the hello and
/// consent that start a session or take one up again, then the participant's input
/// to that session.
struct ParticipantConnection {
    private let registry: SessionRegistry
    /// What the session and this connection send the page, in order.
    private let outbound: Outbox
    private let number: Int
    /// The variant the page's link gives; nil: the variants in turn.
    private let variant: Int?
    private var gate: MessageGate
    private var hello: ClientMessage.Hello?
    private var screen: PageScreen?
    private var session: ParticipantSession?
    /// Holding a place among `maximumSessions` while the consent is shown.
    private var admitted = false
    /// Tells the page its time to consent is up and closes (`consent time`).
    private var consentDeadline: Task<Void, any Error>?
    /// Closes the connection unless a hello comes first.
    private let helloDeadline: Task<Void, any Error>

    init(registry: SessionRegistry, outbound: Outbox, number: Int, variant: Int?, helloDeadline: Task<Void, any Error>) {
        self.registry = registry
        self.helloDeadline = helloDeadline
        self.outbound = outbound
        self.number = number
        self.variant = variant
        gate = MessageGate(limits: registry.limits.messages, now: registry.clock.nowMilliseconds)
    }

    /// Takes one text message from the page.
    mutating func receive(_ text: String) async {
        switch gate.admit(text, now: registry.clock.nowMilliseconds) {
        case .failure: await drop()
        case .success(let message): await take(message)
        }
    }

    /// A message that is not text (a binary one), or over the WebSocket's own size.
    func receiveNonText() async { await drop() }

    /// The page went away: its session waits for it to come back. The outbox is left to
    /// the socket's pump, which finishes it once reading has ended, so that an error
    /// reading (a text that is not UTF-8) closes the socket with its code.
    func closed() async {
        consentDeadline?.cancel()
        if admitted { await registry.leave() }
        await session?.disconnected(number)
    }

    private func drop() async {
        if let session { await session.count(1) } else { await registry.countDropped(1) }
    }

    private mutating func take(_ message: ClientMessage) async {
        if let session { return await session.receive(message, on: number) }
        switch message {
        case .hello(let hello) where self.hello == nil:
            let served = registry.served
            guard hello.isWellFormed, let screen = PageScreen(hello, policy: served.device) else { return await drop() }
            helloDeadline.cancel()
            // A page loaded before the server was updated: it reloads, and resumes.
            guard hello.v == ServerMessage.version else { return end(.closed(ServerMessage.Closed(reason: "version"))) }
            if let id = hello.resume, let resumption = await registry.session(id: id, hello: hello) {
                switch resumption {
                case .live(let found):
                    session = found
                    return await found.resume(outbound: outbound, connection: number)
                case .concluded(let messages):
                    for message in messages { outbound.send(message.text) }
                    return outbound.finish()
                }
            }
            if served.device == .phoneOnly, !PhoneBrowser.isPhone(userAgent: hello.userAgent) {
                return end(.closed(ServerMessage.Closed(reason: PhoneBrowser.closedReason)))
            }
            guard await registry.admit() else { return end(.full(ServerMessage.Full())) }
            admitted = true
            self.hello = hello
            self.screen = screen
            let clock = registry.clock, outbound = outbound, consentBy = clock.nowMilliseconds + registry.limits.consentMilliseconds
            consentDeadline = Task {
                try await clock.sleep(until: consentBy)
                outbound.send(ServerMessage.closed(ServerMessage.Closed(reason: "consent time")).text)
                outbound.finish()
            }
            let appearance = served.appearance(of: variant ?? 0, for: hello)
            outbound.send(ServerMessage.welcome(ServerMessage.Welcome(served: served, appearance: appearance, session: nil, resumed: false)).text)
        case .ping(let ping):
            // The page keeps its link alive from the start, before there is a session.
            outbound.sendFrame(ServerMessage.pong(ServerMessage.Pong(id: ping.id)).text)
        case .consent(let consent) where consent.accepted:
            guard let hello, let screen else { return await drop() }
            // Its time up the moment it came, the page was told so already: no session.
            consentDeadline?.cancel()
            _ = await consentDeadline?.result
            guard !outbound.isFinished else { return }
            admitted = false
            switch await registry.begin(hello: hello, screen: screen, variant: variant, consentedAt: RecordingFile.wallClock(), outbound: outbound, connection: number) {
            case .started(let started): session = started
            case .full: end(.full(ServerMessage.Full()))
            case .failed: end(.closed(ServerMessage.Closed(reason: "unavailable")))
            }
        default:
            await drop()
        }
    }

    /// Tells the page why there is no session for it, and closes.
    private func end(_ message: ServerMessage) {
        outbound.send(message.text)
        outbound.finish()
    }
}
