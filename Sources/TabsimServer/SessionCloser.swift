import ServiceLifecycle

/// Runs beside the server and, when it is asked to stop (SIGTERM, SIGINT), before the
/// server stops, tells every participant's page (`closed`, `server stopped`) and waits
/// (at most `drainLimit`) for their WebSockets to close; the sessions stay resumable
/// from their recordings at the next start.
struct SessionCloser: Service {
    let registry: SessionRegistry
    /// Milliseconds.
    static let drainLimit = 3000

    func run() async throws {
        try? await gracefulShutdown()
        await registry.suspendAll()
        await registry.drained(within: Self.drainLimit)
    }
}
