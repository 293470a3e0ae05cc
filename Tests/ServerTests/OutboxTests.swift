import Testing
@testable import TabsimServer

/// What the server keeps for a connection whose socket has not written it (issue 29 item 4).
@Suite("What waits for a slow page is bounded")
struct OutboxTests {
    @Test("Frames past the limit are let go, all of them, and none kept until the socket has written the rest; then the page is due the whole screen")
    func framesGiveWay() async {
        let outbox = Outbox(limit: 100)
        outbox.send(String(repeating: "w", count: 30))
        outbox.sendFrame(String(repeating: "a", count: 40))
        outbox.sendFrame(String(repeating: "b", count: 40))
        #expect(outbox.timesBehind == 1, "30 + 40 + 40 passes 100")
        outbox.sendFrame("c")
        outbox.send("done")
        #expect(await outbox.next() == .text(String(repeating: "w", count: 30)), "what is not a frame is kept")
        #expect(await outbox.next() == .text("done"))
        #expect(await outbox.next() == .catchUp, "the frames let go: the whole screen is due")
        outbox.sendFrame("d")
        #expect(await outbox.next() == .text("d"), "caught up, frames are kept again")
        #expect(outbox.timesBehind == 1)
    }

    @Test("However much is sent, what is kept stays within the limit")
    func bounded() async {
        let outbox = Outbox(limit: 1000)
        // A socket that writes one message for every 50 sent.
        for n in 0..<10_000 {
            outbox.sendFrame(String(repeating: "x", count: 10 + n % 90))
            if n % 50 == 49 { _ = await outbox.next() }
        }
        outbox.finish()
        var kept = 0
        while let item = await outbox.next() { if case .text(let text) = item { kept += text.utf8.count } }
        #expect(kept <= 1000)
        #expect(outbox.timesBehind > 100, "behind again and again")
    }

    @Test("A finished outbox gives what it kept, then nil; nothing sent after is kept")
    func finished() async {
        let outbox = Outbox(limit: 100)
        outbox.send("closed")
        outbox.finish()
        outbox.send("late")
        #expect(await outbox.next() == .text("closed"))
        #expect(await outbox.next() == nil)
    }

    @Test("A reader waiting on an empty outbox wakes for a frame larger than the limit, to send the whole screen")
    func waitingReader() async {
        let outbox = Outbox(limit: 10)
        let reader = Task { await outbox.next() }
        // The reader may or may not be waiting yet: either way it gets the catch-up.
        outbox.sendFrame(String(repeating: "z", count: 11))
        #expect(await reader.value == .catchUp)
    }
}
