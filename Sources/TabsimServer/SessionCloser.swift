import ServiceLifecycle

/// Runs beside the server and, when it is asked to stop (SIGTERM, SIGINT), ends every
/// running session first, each recorded with `reason`, so their pages are told and
/// their WebSockets close.
struct SessionCloser: Service {
    let registry: SessionRegistry
    let reason: String

    func run() async throws {
        try? await gracefulShutdown()
        await registry.endAll(reason: reason)
    }
}
