import Foundation
import NIOCore
import NIOEmbedded
import Testing
@testable import TabsimServer

/// Item 5: connections that never start a session are bounded: a request head that
/// never ends, a WebSocket that never says hello, too many connections from one
/// address, pages holding the consent open past `--max-sessions`.
@Suite("Connections that start no session")
struct ConnectionLimitsTests {
    /// A connection from `address` through a `ConnectionGuard`, on an event loop whose clock moves when told.
    static func connection(_ limits: ServeLimits, _ addresses: AddressCounts, from address: String = "10.0.0.1",
                           loop: EmbeddedEventLoop = EmbeddedEventLoop()) throws -> EmbeddedChannel {
        let channel = EmbeddedChannel(loop: loop)
        try channel.pipeline.syncOperations.addHandler(ConnectionGuard(limits: limits, addresses: addresses))
        try channel.connect(to: try SocketAddress(ipAddress: address, port: 40000)).wait()
        return channel
    }

    @Test("A request head sent a byte at a time is cut off when its time is up; a whole head in time goes through, and the next head gets its own time")
    func slowHead() throws {
        let limits = ServeLimits(), loop = EmbeddedEventLoop()
        let slow = try Self.connection(limits, AddressCounts(), loop: loop)
        try slow.writeInbound(ByteBuffer(string: "GET /s/x HTTP/1.1\r\nHo"))
        loop.advanceTime(by: .milliseconds(Int64(limits.headMilliseconds - 1)))
        try slow.writeInbound(ByteBuffer(string: "s"))
        #expect(slow.isActive)
        loop.advanceTime(by: .milliseconds(1))
        #expect(!slow.isActive, "the head's time is up")

        let prompt = try Self.connection(limits, AddressCounts(), loop: loop)
        try prompt.writeInbound(ByteBuffer(string: "GET /s/x HTTP/1.1\r\nHost: a\r\n\r\n"))
        #expect(try prompt.readInbound(as: ByteBuffer.self) != nil, "passed on to HTTP")
        loop.advanceTime(by: .milliseconds(Int64(limits.headMilliseconds * 3)))
        #expect(prompt.isActive, "between requests the keep-alive time counts, not the head's")
        try prompt.writeInbound(ByteBuffer(string: "GET"))
        loop.advanceTime(by: .milliseconds(Int64(limits.headMilliseconds)))
        #expect(!prompt.isActive)
    }

    @Test("A head over the limit is answered 431; after an upgrade (101) the WebSocket's bytes pass whatever their length")
    func headSize() throws {
        let limits = ServeLimits()
        let big = try Self.connection(limits, AddressCounts())
        try big.writeInbound(ByteBuffer(string: "GET / HTTP/1.1\r\nX: " + String(repeating: "a", count: limits.headBytes)))
        let answer = try #require(try big.readOutbound(as: IOData.self))
        guard case .byteBuffer(let bytes) = answer else { throw TestFailure("not bytes") }
        #expect(String(buffer: bytes).hasPrefix("HTTP/1.1 431 Request Header Fields Too Large\r\n"))
        #expect(try big.readInbound(as: ByteBuffer.self) == nil, "nothing of it reached HTTP")

        let upgraded = try Self.connection(limits, AddressCounts())
        try upgraded.writeInbound(ByteBuffer(string: "GET /s/x/ws HTTP/1.1\r\nUpgrade: websocket\r\n\r\n"))
        try upgraded.writeOutbound(IOData.byteBuffer(ByteBuffer(string: "HTTP/1.1 101 Switching Protocols\r\n\r\n")))
        try upgraded.writeInbound(ByteBuffer(repeating: 0x81, count: limits.headBytes * 2))
        _ = try upgraded.readInbound(as: ByteBuffer.self)
        #expect(try upgraded.readInbound(as: ByteBuffer.self)?.readableBytes == limits.headBytes * 2)
        #expect(upgraded.isActive)
    }

    @Test("At most connectionsPerAddress connections from one address; one more is closed at once; another address is not counted; a closed one frees its place; the machine's own (a proxy) are not counted")
    func perAddress() throws {
        var limits = ServeLimits()
        limits.connectionsPerAddress = 2
        let addresses = AddressCounts()
        let first = try Self.connection(limits, addresses), second = try Self.connection(limits, addresses)
        let third = try Self.connection(limits, addresses)
        #expect(first.isActive && second.isActive && !third.isActive)
        let elsewhere = try Self.connection(limits, addresses, from: "10.0.0.2")
        #expect(elsewhere.isActive)
        try first.close().wait()
        let fourth = try Self.connection(limits, addresses)
        #expect(fourth.isActive)
        var proxied: [EmbeddedChannel] = []
        for _ in 0..<3 { proxied.append(try Self.connection(limits, addresses, from: "127.0.0.1")) }
        #expect(proxied.filter { !$0.isActive }.isEmpty, "a reverse proxy on the machine keeps the limits per address itself")
    }

    @Test("A participant's WebSocket that says no hello is closed when its time is up")
    func noHello() async throws {
        var limits = ServeLimits()
        limits.helloMilliseconds = 200
        let clock = SteppedClock()
        let study = try ServedBookshelf(limits: limits, clock: ServerClock(clock))
        let token = study.token
        try await study.test { client in
            try await client.ws("/s/\(token)/ws") { inbound, outbound in
                var page = PageSocket(inbound, outbound)
                // A ping is answered before any hello: the connection's time runs.
                try await page.send(#"{"kind":"ping","id":1}"#)
                #expect(try await page.next("pong").id == 1)
                await clock.advance(by: .milliseconds(199))
                try await page.send(#"{"kind":"ping","id":2}"#)
                #expect(try await page.next("pong").id == 2, "open until its time is up")
                await clock.advance(by: .milliseconds(2))
                var after: [String] = []
                while let message = try await page.next() { after.append(message.kind) }
                #expect(after.isEmpty, "closed without a word")
            }
        }
    }

    @Test("Pages shown the consent count against --max-sessions: while one holds the only place, the next page is told the study is full")
    func consentHoldsAPlace() async throws {
        var limits = ServeLimits()
        limits.maximumSessions = 1
        let study = try ServedBookshelf(limits: limits)
        let token = study.token
        try await study.test { client in
            try await client.ws("/s/\(token)/ws") { inbound, outbound in
                var reading = PageSocket(inbound, outbound)
                try await reading.send(PageSocket.hello)
                #expect(try await reading.next("welcome").session == nil, "the consent is shown")
                try await client.ws("/s/\(token)/ws") { inbound, outbound in
                    var next = PageSocket(inbound, outbound)
                    try await next.send(PageSocket.hello)
                    #expect(try await next.next()?.kind == "full")
                }
                try await reading.send(#"{"kind":"consent","accepted":true,"client_ms":5}"#)
                try await reading.waitFor("Task 1 of 2")
            }
        }
    }

    @Test("A page that sits on the consent past its time is told so and let go, and its place with it: the next page is shown the consent, not told the study is full",
          .timeLimit(.minutes(1)))
    func consentTimesOut() async throws {
        var limits = ServeLimits()
        limits.maximumSessions = 1
        limits.consentMilliseconds = 1000
        let clock = SteppedClock()
        let study = try ServedBookshelf(limits: limits, clock: ServerClock(clock))
        let token = study.token
        try await study.test { client in
            try await client.ws("/s/\(token)/ws") { inbound, outbound in
                var page = PageSocket(inbound, outbound)
                try await page.send(PageSocket.hello)
                #expect(try await page.next("welcome").session == nil, "the consent is shown")
                await clock.advance(by: .milliseconds(999))
                try await page.send(#"{"kind":"ping","id":1}"#)
                #expect(try await page.next("pong").id == 1, "open until its time is up")
                await clock.advance(by: .milliseconds(1))
                var after: [String] = []
                while let message = try await page.next() { after.append(message.kind + ":" + (message.reason ?? "")) }
                #expect(after == ["closed:consent time"])
            }
            // The place is let go as the connection closes: the next page waits for that.
            var shown: String?
            for _ in 0..<500 where shown != "welcome" {
                try await client.ws("/s/\(token)/ws") { inbound, outbound in
                    var next = PageSocket(inbound, outbound)
                    try await next.send(PageSocket.hello)
                    shown = try await next.next()?.kind
                }
                if shown == "full" { try await Task.sleep(for: .milliseconds(10)) }
            }
            #expect(shown == "welcome", "the consent is shown to the next page")
        }
    }
}
