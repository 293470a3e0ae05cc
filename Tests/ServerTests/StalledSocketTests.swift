import NIOCore
import NIOEmbedded
import Testing
@testable import TabsimServer

/// Item 4: a page that never reads holds the server's writes for ever unless the
/// connection closes. NIO keeps at most 64 KiB for a socket and then says it is not
/// writable; one that stays so for `stalledWriteMilliseconds` is closed (the page, if
/// it comes back, resumes its session).
@Suite("A socket that takes nothing")
struct StalledSocketTests {
    @Test("A connection whose socket stays unwritable for stalledWriteMilliseconds closes; one that takes writes again in time stays, and its time starts anew")
    func stalled() throws {
        let limits = ServeLimits(), loop = EmbeddedEventLoop()
        let stalled = try Self.webSocket(limits, loop: loop), reading = try Self.webSocket(limits, loop: loop)
        for channel in [stalled, reading] { Self.setWritable(false, channel) }
        loop.advanceTime(by: .milliseconds(Int64(limits.stalledWriteMilliseconds - 1)))
        #expect(stalled.isActive && reading.isActive)
        Self.setWritable(true, reading)
        loop.advanceTime(by: .milliseconds(1))
        #expect(!stalled.isActive, "its socket took nothing for stalledWriteMilliseconds")
        #expect(reading.isActive, "its socket took writes again in time")

        Self.setWritable(false, reading)
        loop.advanceTime(by: .milliseconds(Int64(limits.stalledWriteMilliseconds - 1)))
        #expect(reading.isActive, "each stall has its own time")
        loop.advanceTime(by: .milliseconds(1))
        #expect(!reading.isActive)
    }

    /// A connection upgraded to a WebSocket: no request head's time runs.
    private static func webSocket(_ limits: ServeLimits, loop: EmbeddedEventLoop) throws -> EmbeddedChannel {
        let channel = try ConnectionLimitsTests.connection(limits, AddressCounts(), loop: loop)
        try channel.writeInbound(ByteBuffer(string: "GET /s/x/ws HTTP/1.1\r\nUpgrade: websocket\r\n\r\n"))
        try channel.writeOutbound(IOData.byteBuffer(ByteBuffer(string: "HTTP/1.1 101 Switching Protocols\r\n\r\n")))
        return channel
    }

    /// What NIO does when a socket's pending writes pass its high-water mark (or fall below the low one).
    private static func setWritable(_ writable: Bool, _ channel: EmbeddedChannel) {
        channel.isWritable = writable
        channel.pipeline.fireChannelWritabilityChanged()
    }
}
