import ServiceLifecycle

/// Runs beside the server and, when it is asked to stop (SIGTERM, SIGINT), tells every
/// running session's page first (`closed`, `server stopped`) and closes its WebSocket;
/// the sessions stay resumable from their recordings at the next start.
struct SessionCloser: Service {
    let registry: SessionRegistry

    func run() async throws {
        try? await gracefulShutdown()
        await registry.suspendAll()
    }
}
