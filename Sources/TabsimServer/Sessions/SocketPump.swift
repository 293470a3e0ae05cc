import HummingbirdWebSocket

/// A WebSocket's two directions at once: what `outgoing` keeps is written in order (a
/// page that fell behind is sent the whole screen when it has caught up) while
/// `reading` takes what comes in; when either ends, both do (`outgoing` is finished). An error reading, such as a frame RFC 6455 fails the connection for (a
/// text that is not UTF-8, a message too large), is thrown on, so the WebSocket closes
/// with its code.
enum SocketPump {
    static func run(outgoing: Outbox, to outbound: WebSocketOutboundWriter, reading: @escaping @Sendable () async throws -> Void) async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                writing: while let item = await outgoing.next() {
                    switch item {
                    case .text(let text):
                        do { try await outbound.write(.text(text)) } catch { break writing }
                    case .catchUp:
                        await outgoing.catchUp()
                    }
                }
            }
            group.addTask { try await reading() }
            defer {
                group.cancelAll()
                outgoing.finish()
            }
            try await group.next()
        }
    }
}
