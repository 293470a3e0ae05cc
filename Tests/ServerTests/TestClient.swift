import HTTPTypes
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOWebSocket

/// A browser's side of a served study, over plain HTTP/1.1 and WebSocket on NIO (the
/// server speaks no TLS, so neither does the client). Every connection is closed after
/// `timeLimit`, so a server that stops answering fails the test instead of hanging it
/// (generous: with every suite running at once on 2 cores a flood test took two minutes).
struct TestClient: Sendable {
    let port: Int
    static let timeLimit = TimeAmount.minutes(5)

    /// What the server answered to a request.
    struct Response {
        var status: HTTPResponse.Status
        var headers: HTTPFields
        var body: ByteBuffer
    }

    /// Sends one request (its own connection) and calls `check` with the whole response.
    func execute(uri: String, method: HTTPRequest.Method, headers: HTTPFields = [:],
                 _ check: (Response) async throws -> Void) async throws {
        let channel = try await ClientBootstrap(group: .singletonMultiThreadedEventLoopGroup)
            .connect(host: "127.0.0.1", port: port) { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHTTPClientHandlers()
                    Self.closeAfterTimeLimit(channel)
                    return try NIOAsyncChannel<HTTPClientResponsePart, HTTPClientRequestPart>(wrappingChannelSynchronously: channel)
                }
            }
        var head = HTTPRequestHead(version: .http1_1, method: HTTPMethod(rawValue: method.rawValue), uri: uri, headers: requestHeaders(connection: "close"))
        for field in headers { head.headers.replaceOrAdd(name: field.name.rawName, value: field.value) }
        let response: Response = try await channel.executeThenClose { inbound, outbound in
            try await outbound.write(.head(head))
            try await outbound.write(.end(nil))
            var response: Response?
            for try await part in inbound {
                switch part {
                case .head(let received):
                    var fields = HTTPFields()
                    for (name, value) in received.headers { if let name = HTTPField.Name(name) { fields.append(HTTPField(name: name, value: value)) } }
                    response = Response(status: HTTPResponse.Status(code: Int(received.status.code)), headers: fields, body: ByteBuffer())
                case .body(var bytes):
                    response?.body.writeBuffer(&bytes)
                case .end:
                    if let response { return response }
                }
            }
            throw TestFailure("the server closed \(uri) before a whole response")
        }
        try await check(response)
    }

    /// Opens a WebSocket at `path` as a page on this origin does, and runs `body` with its
    /// two halves; the socket is closed when `body` returns.
    func ws(_ path: String, _ body: (TestSocket.Inbound, TestSocket.Outbound) async throws -> Void) async throws {
        let upgrade = try await ClientBootstrap(group: .singletonMultiThreadedEventLoopGroup)
            .connect(host: "127.0.0.1", port: port) { channel in
                channel.eventLoop.makeCompletedFuture {
                    Self.closeAfterTimeLimit(channel)
                    let upgrader = NIOTypedWebSocketClientUpgrader<NIOAsyncChannel<WebSocketFrame, WebSocketFrame>?>(
                        maxFrameSize: 1 << 22,
                        upgradePipelineHandler: { channel, _ in
                            channel.eventLoop.makeCompletedFuture { try NIOAsyncChannel(wrappingChannelSynchronously: channel) }
                        })
                    let head = HTTPRequestHead(version: .http1_1, method: .GET, uri: path, headers: requestHeaders(connection: "upgrade"))
                    let configuration = NIOTypedHTTPClientUpgradeConfiguration(
                        upgradeRequestHead: head, upgraders: [upgrader],
                        notUpgradingCompletionHandler: { channel in channel.eventLoop.makeCompletedFuture { nil } })
                    // A frame the server sends at once (a live view's first screen) may come in
                    // the same read as its 101 response: kept for the WebSocket, as a browser does.
                    var pipeline = NIOUpgradableHTTPClientPipelineConfiguration(upgradeConfiguration: configuration)
                    pipeline.leftOverBytesStrategy = .forwardBytes
                    return try channel.pipeline.syncOperations.configureUpgradableHTTPClientPipeline(configuration: pipeline)
                }
            }
        guard let socket = try await upgrade.get() else { throw TestFailure("the server refused a WebSocket at \(path)") }
        try await socket.executeThenClose { inbound, outbound in
            let writer = TestSocket.Outbound(frames: outbound)
            try await body(TestSocket.Inbound(frames: inbound, replies: writer), writer)
            try? await writer.close()
        }
    }

    /// What a browser on this origin sends with every request.
    private func requestHeaders(connection: String) -> HTTPHeaders {
        ["Host": "127.0.0.1:\(port)", "Origin": "http://127.0.0.1:\(port)", "Connection": connection, "Content-Length": "0"]
    }

    private static func closeAfterTimeLimit(_ channel: any Channel) {
        let deadline = channel.eventLoop.scheduleTask(in: timeLimit) { channel.close(promise: nil) }
        channel.closeFuture.whenComplete { _ in deadline.cancel() }
    }
}

/// The two halves of a client's WebSocket: whole messages in, masked frames out.
enum TestSocket {
    /// A whole message, as a page's `onmessage` sees it or its `send` sends it.
    enum Message {
        case text(String)
        case binary(ByteBuffer)
    }

    /// Sends messages as a browser does: one masked frame each.
    struct Outbound: Sendable {
        let frames: NIOAsyncChannelOutboundWriter<WebSocketFrame>

        func write(_ message: Message) async throws {
            switch message {
            case .text(let text): try await send(.text, ByteBuffer(string: text))
            case .binary(let bytes): try await send(.binary, bytes)
            }
        }

        /// One frame; NIO's encoder masks it with the key.
        func send(_ opcode: WebSocketOpcode, _ data: ByteBuffer) async throws {
            try await frames.write(WebSocketFrame(fin: true, opcode: opcode, maskKey: .random(), data: data))
        }

        func close() async throws { try await send(.connectionClose, ByteBuffer(bytes: [0x03, 0xE8])) }
    }

    /// The server's messages, reassembled from their frames; pings are answered, and
    /// the sequence ends at the server's close.
    struct Inbound: AsyncSequence {
        let frames: NIOAsyncChannelInboundStream<WebSocketFrame>
        let replies: Outbound

        func makeAsyncIterator() -> AsyncIterator { AsyncIterator(frames: frames.makeAsyncIterator(), replies: replies) }

        struct AsyncIterator: AsyncIteratorProtocol {
            var frames: NIOAsyncChannelInboundStream<WebSocketFrame>.AsyncIterator
            let replies: Outbound

            mutating func next() async throws -> Message? {
                var message: (opcode: WebSocketOpcode, data: ByteBuffer)?
                while let frame = try await frames.next() {
                    var data = frame.unmaskedData
                    switch frame.opcode {
                    case .ping: try await replies.send(.pong, data); continue
                    case .connectionClose: return nil
                    case .text, .binary: message = (frame.opcode, data)
                    case .continuation: message?.data.writeBuffer(&data)
                    default: continue
                    }
                    if frame.fin, let whole = message {
                        return whole.opcode == .text ? .text(String(buffer: whole.data)) : .binary(whole.data)
                    }
                }
                return nil
            }
        }
    }
}
