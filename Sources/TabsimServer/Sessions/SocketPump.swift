import HummingbirdWebSocket

/// A WebSocket's two directions at once: what `outgoing` yields is written in order
/// while `reading` takes what comes in; when either ends, both do (`outgoing` is
/// finished). An error reading, such as a frame RFC 6455 fails the connection for (a
/// text that is not UTF-8, a message too large), is thrown on, so the WebSocket closes
/// with its code.
enum SocketPump {
    static func run(outgoing: AsyncStream<String>, finishing continuation: AsyncStream<String>.Continuation, to outbound: WebSocketOutboundWriter,
                    reading: @escaping @Sendable () async throws -> Void) async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                for await text in outgoing {
                    do { try await outbound.write(.text(text)) } catch { break }
                }
            }
            group.addTask { try await reading() }
            defer {
                group.cancelAll()
                continuation.finish()
            }
            try await group.next()
        }
    }
}
