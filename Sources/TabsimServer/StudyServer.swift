import Foundation
import HTTPTypes
import HummingbirdCore
import Hummingbird
import HummingbirdWebSocket
import Logging
import ServiceLifecycle
import TabsimCore
import TabsimTerminal

/// `tabsim serve`: a study served to participants' browsers. Routes behind a random
/// token each (compared in constant time): the participant's page and its WebSocket
/// (one link, or one per variant; a phone-only study's page asks a desktop for a
/// phone); the researcher's dashboard, its study report of the finished sessions, and its live
/// view of a running session (a page and its read-only WebSocket). Anything
/// else is 404; only the report reads files, the finished recordings the server named.
public struct StudyServer: Sendable {
    /// A participants' link: its token, and the variant it gives (by its place in the
    /// study's variants; nil: the variants in turn).
    public struct ParticipantLink: Sendable {
        public let token: String
        public let variant: Int?
    }

    public let registry: SessionRegistry
    /// One link (the variants in turn), or one per variant (assignment by link).
    public let participantLinks: [ParticipantLink]
    public let dashboardToken: String
    /// The dashboard's report, made again only when the finished recordings change.
    let reports = ReportCache()

    /// The links are the study folder's (`serve.keys`), made at the first start.
    /// - Throws: `RecordingFile.OpenFailure` when the study folder's index or keys cannot
    ///   be written, or the keys are not the owner's alone.
    /// - Parameter clock: the time the sessions, deadlines and message rates go by.
    public init(served: ServedStudy, limits: ServeLimits = ServeLimits(), clock: ServerClock = .continuous) throws {
        registry = try SessionRegistry(served: served, limits: limits, clock: clock)
        let tokens = registry.links
        switch served.assignment {
        case .alternating: participantLinks = [ParticipantLink(token: tokens.participants[0], variant: nil)]
        case .link: participantLinks = zip(tokens.participants, served.variants.indices).map { ParticipantLink(token: $0, variant: $1) }
        }
        dashboardToken = tokens.dashboard
    }

    /// The participants' links (each with the name of the variant it gives, if one) and
    /// the dashboard's, on `host`:`port`.
    public func links(host: String, port: Int) -> (participants: [(variant: String?, link: String)], dashboard: String) {
        let origin = "http://" + (host.contains(":") ? "[\(host)]" : host) + ":\(port)"
        let variants = registry.served.variants
        return (participantLinks.map { ($0.variant.flatMap { variants[$0].name }, origin + "/s/" + $0.token) },
                origin + "/dashboard/" + dashboardToken)
    }

    /// The participants' link whose token is `token`, each compared in constant time.
    static func link(_ token: String, in links: [ParticipantLink]) -> ParticipantLink? {
        var found: ParticipantLink?
        for link in links where Token.matches(token, link.token) { found = link }
        return found
    }

    /// Runs the server on `host`:`port` (0: a free port) until it is asked to stop
    /// (SIGTERM, SIGINT), calling `onRunning` with the port it listens on. Asked to stop,
    /// it tells every participant's page first, then stops; the sessions stay resumable
    /// at the next start.
    public func run(host: String, port: Int, onRunning: @escaping @Sendable (Int) async -> Void = { _ in }) async throws {
        // Shut down in reverse order: the pages are told before the server stops.
        let group = ServiceGroup(configuration: .init(services: [.init(service: application(host: host, port: port, onRunning: onRunning)),
                                                                 .init(service: SessionCloser(registry: registry))],
                                                      gracefulShutdownSignals: [.sigterm, .sigint], logger: Self.logger))
        try await group.run()
    }

    /// The server on `host`:`port` (0: a free port), calling `onRunning` with the port it
    /// listens on; `run` runs it with the pages told when it stops.
    func application(host: String, port: Int, onRunning: @escaping @Sendable (Int) async -> Void = { _ in }) -> some ApplicationProtocol {
        let router = router(), limits = registry.limits, addresses = AddressCounts()
        let configuration = HTTP1WebSocketUpgradeChannel.Configuration(
            http1: .init(idleTimeout: .milliseconds(Int64(limits.keepAliveMilliseconds))),
            ws: .init(maxFrameSize: Self.webSocketBytes, extensions: [.nonNegotiatedExtension { MaskedFramesOnly() }],
                      autoPing: .enabled(timePeriod: .milliseconds(limits.pingMilliseconds)), validateUTF8: true))
        let webSocketResponder = router.buildResponder()
        let server = HTTPServerBuilder { responder in
            GuardedChannel(base: HTTP1WebSocketUpgradeChannel(responder: responder, webSocketResponder: webSocketResponder, configuration: configuration),
                           limits: limits, addresses: addresses)
        }
        return Application(router: router, server: server,
                           configuration: ApplicationConfiguration(address: .hostname(host, port: port), serverName: nil),
                           onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? port) },
                           logger: Self.logger)
    }

    private static let logger = Logger(label: "tabsim.serve", factory: { _ in SwiftLogNoOpLogHandler() })

    /// The largest WebSocket message read at all; `MessageLimits` drops smaller ones
    /// that are still too long, and counts them.
    static let webSocketBytes = 1 << 16

    func router() -> Router<BasicWebSocketRequestContext> {
        let router = Router(context: BasicWebSocketRequestContext.self)
        let participantLinks = participantLinks, dashboardToken = dashboardToken, registry = registry, reports = reports
        router.page("s/:token") { request, context -> Response in
            guard Self.link(context.parameters.get("token") ?? "", in: participantLinks) != nil else { throw HTTPError(.notFound) }
            let device = registry.served.device
            if device == .phoneOnly, !PhoneBrowser.isPhone(userAgent: request.headers[.userAgent] ?? "") {
                return Self.page(PhoneOnlyPage.html, policy: PagePolicy.document)
            }
            return Self.page(ParticipantPage.html(device: device), policy: ParticipantPage.securityPolicy)
        }
        router.page("dashboard/:token") { _, context -> Response in
            guard Token.matches(context.parameters.get("token") ?? "", dashboardToken) else { throw HTTPError(.notFound) }
            let served = registry.served, overview = await registry.overview()
            return Self.page(DashboardPage.html(title: served.title, folder: served.folder, token: dashboardToken,
                                                variants: served.variants.map { $0.name ?? "–" }, sessions: overview.sessions,
                                                droppedOutside: overview.droppedOutside),
                             policy: PagePolicy.document)
        }
        router.page("dashboard/:token/report") { _, context -> Response in
            guard Token.matches(context.parameters.get("token") ?? "", dashboardToken) else { throw HTTPError(.notFound) }
            let underWay = await registry.overview().sessions.filter { if case .running = $0.status { true } else { $0.status == .paused } }.count
            guard let report = await reports.html(served: registry.served, finished: await registry.finishedRecordings(), underWay: underWay) else {
                return Self.page(DashboardPage.noReport, policy: PagePolicy.document)
            }
            return Self.page(report, policy: PagePolicy.document)
        }
        router.page("dashboard/:token/live/:participant") { _, context -> Response in
            let participant = context.parameters.get("participant") ?? ""
            guard Token.matches(context.parameters.get("token") ?? "", dashboardToken),
                  let appearance = await registry.appearance(of: participant) else { throw HTTPError(.notFound) }
            return Self.page(WatchPage.html(title: registry.served.title, participant: participant, appearance: appearance),
                             policy: WatchPage.securityPolicy)
        }
        router.ws("dashboard/:token/watch/:participant") { request, context in
            guard Token.matches(context.parameters.get("token") ?? "", dashboardToken) else { throw HTTPError(.notFound) }
            guard PageOrigin.allows(request.head) else { throw HTTPError(.forbidden) }
            return .upgrade([:])
        } onUpgrade: { inbound, outbound, context in
            guard let session = await registry.session(participant: context.requestContext.parameters.get("participant") ?? "") else { return }
            try await Self.watch(session, inbound: inbound, outbound: outbound, registry: registry)
        }
        router.ws("s/:token/ws") { request, context in
            guard Self.link(context.parameters.get("token") ?? "", in: participantLinks) != nil else { throw HTTPError(.notFound) }
            guard PageOrigin.allows(request.head) else { throw HTTPError(.forbidden) }
            return .upgrade([:])
        } onUpgrade: { inbound, outbound, context in
            guard let link = Self.link(context.requestContext.parameters.get("token") ?? "", in: participantLinks) else { return }
            try await Self.serve(inbound: inbound, outbound: outbound, registry: registry, variant: link.variant)
        }
        return router
    }

    /// One page's WebSocket: its messages go through a `ParticipantConnection` while
    /// what its session sends goes out in order; when either side ends, both do. A
    /// socket that says no hello within `ServeLimits.helloMilliseconds` is closed.
    private static func serve(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter, registry: SessionRegistry,
                              variant: Int?) async throws {
        let outbox = Outbox(limit: registry.limits.outboxBytes)
        let number = await registry.connect(page: outbox)
        let helloBy = registry.clock.nowMilliseconds + registry.limits.helloMilliseconds
        let helloDeadline = Task {
            try await registry.clock.sleep(until: helloBy)
            outbox.finish()
        }
        defer { helloDeadline.cancel() }
        do {
            try await SocketPump.run(outgoing: outbox, to: outbound) {
                var connection = ParticipantConnection(registry: registry, outbound: outbox, number: number, variant: variant,
                                                       helloDeadline: helloDeadline)
                do {
                    for try await message in inbound.messages(maxSize: webSocketBytes) {
                        if case .text(let text) = message { await connection.receive(text) } else { await connection.receiveNonText() }
                    }
                } catch {
                    await connection.closed()
                    throw error
                }
                await connection.closed()
            }
        } catch {
            await registry.disconnect(number)
            throw error
        }
        await registry.disconnect(number)
    }

    /// The dashboard's read-only view of a running session: its frames go out as the
    /// page gets them; what the view sends is read and thrown away, never input.
    private static func watch(_ session: ParticipantSession, inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter,
                              registry: SessionRegistry) async throws {
        let outbox = Outbox(limit: registry.limits.outboxBytes)
        let number = await registry.connect()
        await session.watch(outbound: outbox, connection: number)
        do {
            try await SocketPump.run(outgoing: outbox, to: outbound) {
                for try await _ in inbound.messages(maxSize: webSocketBytes) {}
            }
        } catch {
            await session.unwatch(number)
            await registry.disconnect(number)
            throw error
        }
        await session.unwatch(number)
        await registry.disconnect(number)
    }

    private static func page(_ html: String, policy: String) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "text/html; charset=utf-8"
        headers[.cacheControl] = "no-store"
        headers[HTTPField.Name("Content-Security-Policy")!] = policy
        headers[HTTPField.Name("X-Content-Type-Options")!] = "nosniff"
        headers[HTTPField.Name("Referrer-Policy")!] = "no-referrer"
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: html)))
    }
}
