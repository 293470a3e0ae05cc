import NIOConcurrencyHelpers
import NIOCore

/// The first handler of every connection, on its bytes before HTTP reads them: at most
/// `ServeLimits.connectionsPerAddress` connections from one address (more are closed
/// at once; the machine's own, a reverse proxy's, are not counted: the proxy keeps
/// the limits per participant's address); each request head complete within `headMilliseconds` of its first byte
/// (the first, of the connection's start) else the connection closes, and at most
/// `headBytes` long else it is answered 431. Once the server has answered an upgrade
/// (101), the connection is a WebSocket and its bytes pass untouched. Whatever it is, a
/// connection whose socket stays unwritable for `stalledWriteMilliseconds` (its reader
/// took under half of NIO's 64 KiB in that time) closes, what waits for it let go.
final class ConnectionGuard: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer
    typealias OutboundIn = IOData
    typealias OutboundOut = IOData

    private enum Stage {
        case head(bytes: Int)
        case betweenHeads
        case webSocket
        case refused
    }

    private let limits: ServeLimits
    private let addresses: AddressCounts
    private var stage = Stage.head(bytes: 0)
    /// The last four bytes of the head so far: a head ends at CR LF CR LF.
    private var tail: UInt32 = 0
    private var deadline: Scheduled<Void>?
    /// Closes the connection unless its socket takes writes again first.
    private var stalled: Scheduled<Void>?
    /// The address counted for this connection, once it is.
    private var address: String?
    private var started = false

    init(limits: ServeLimits, addresses: AddressCounts) {
        self.limits = limits
        self.addresses = addresses
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { start(context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        start(context)
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        deadline?.cancel()
        stalled?.cancel()
        if let address { addresses.close(address) }
        address = nil
        context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch stage {
        case .webSocket: return context.fireChannelRead(data)
        case .refused: return
        case .head, .betweenHeads: break
        }
        let buffer = unwrapInboundIn(data)
        for byte in buffer.readableBytesView {
            var bytes = 0
            switch stage {
            case .head(let count): bytes = count
            case .betweenHeads: arm(context)
            case .webSocket, .refused: break
            }
            bytes += 1
            tail = tail << 8 | UInt32(byte)
            if tail == 0x0D0A_0D0A {
                stage = .betweenHeads
                tail = 0
                deadline?.cancel()
                continue
            }
            guard bytes <= limits.headBytes else { return refuse(context) }
            stage = .head(bytes: bytes)
        }
        context.fireChannelRead(data)
    }

    func channelWritabilityChanged(context: ChannelHandlerContext) {
        if context.channel.isWritable {
            stalled?.cancel()
            stalled = nil
        } else if stalled == nil {
            let bound = NIOLoopBound(context, eventLoop: context.eventLoop)
            stalled = context.eventLoop.scheduleTask(in: .milliseconds(Int64(limits.stalledWriteMilliseconds))) { bound.value.close(promise: nil) }
        }
        context.fireChannelWritabilityChanged()
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .betweenHeads = stage, case .byteBuffer(let buffer) = unwrapOutboundIn(data),
           buffer.readableBytesView.starts(with: "HTTP/1.1 101".utf8) {
            stage = .webSocket
        }
        context.write(data, promise: promise)
    }

    private func start(_ context: ChannelHandlerContext) {
        guard !started else { return }
        started = true
        if let remote = context.channel.remoteAddress?.ipAddress, !Self.isLoopback(remote) {
            guard addresses.open(remote, limit: limits.connectionsPerAddress) else {
                stage = .refused
                context.close(promise: nil)
                return
            }
            address = remote
        }
        arm(context)
    }

    /// Whether `address` is the machine's own (127.0.0.0/8, ::1, or IPv4 as IPv6).
    static func isLoopback(_ address: String) -> Bool {
        address.hasPrefix("127.") || address == "::1" || address.hasPrefix("::ffff:127.")
    }

    /// The head now started must be complete in time.
    private func arm(_ context: ChannelHandlerContext) {
        stage = .head(bytes: 0)
        deadline?.cancel()
        let bound = NIOLoopBound(context, eventLoop: context.eventLoop)
        deadline = context.eventLoop.scheduleTask(in: .milliseconds(Int64(limits.headMilliseconds))) { bound.value.close(promise: nil) }
    }

    /// A head too long: 431, then the connection closes once the client has read it
    /// (what it sends meanwhile is thrown away).
    private func refuse(_ context: ChannelHandlerContext) {
        stage = .refused
        deadline?.cancel()
        let answer = "HTTP/1.1 431 Request Header Fields Too Large\r\ncontent-length: 0\r\nconnection: close\r\n\r\n"
        let bound = NIOLoopBound(context, eventLoop: context.eventLoop)
        context.writeAndFlush(wrapOutboundOut(.byteBuffer(context.channel.allocator.buffer(string: answer)))).whenComplete { _ in
            bound.value.close(mode: .output, promise: nil)
        }
        deadline = context.eventLoop.scheduleTask(in: .milliseconds(Int64(limits.headMilliseconds))) { bound.value.close(promise: nil) }
    }
}

/// Connections open now, by the address they come from, shared by every connection.
final class AddressCounts: Sendable {
    private let counts = NIOLockedValueBox<[String: Int]>([:])

    /// Counts a connection from `address`, unless `limit` are open from it already.
    /// - Returns: whether it was counted.
    func open(_ address: String, limit: Int) -> Bool {
        counts.withLockedValue { counts in
            guard counts[address, default: 0] < limit else { return false }
            counts[address, default: 0] += 1
            return true
        }
    }

    /// A connection from `address` has closed.
    func close(_ address: String) {
        counts.withLockedValue { counts in
            counts[address, default: 1] -= 1
            if counts[address] == 0 { counts[address] = nil }
        }
    }
}
