import HummingbirdCore
import Logging
import NIOCore

/// A server's connections, each with a `ConnectionGuard` first, before `base` sets up
/// HTTP and the WebSocket upgrade.
struct GuardedChannel<Base: ServerChildChannel>: ServerChildChannel {
    let base: Base
    let limits: ServeLimits
    let addresses: AddressCounts

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Base.Value> {
        do {
            try channel.pipeline.syncOperations.addHandler(ConnectionGuard(limits: limits, addresses: addresses), position: .first)
        } catch {
            return channel.eventLoop.makeFailedFuture(error)
        }
        return base.setup(channel: channel, logger: logger)
    }

    func handle(value: Base.Value, logger: Logger) async {
        await base.handle(value: value, logger: logger)
    }
}
