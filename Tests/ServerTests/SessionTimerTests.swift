import Testing
@testable import TabsimServer

/// Item 9: a session is stepped between inputs (an animation's frames, a task's time
/// limit, the idle timeout) by one long-lived timer task, not a new task at every step.
@Suite("A session's timer")
struct SessionTimerTests {
    @Test("A slide's frames are stepped by the session's one timer task; another starts only when an input makes the session due sooner than its timer wakes")
    func oneTimer() async throws {
        let clock = SteppedClock(), time = ServerClock(clock)
        let study = try ServedBookshelf(clock: time, transition: .slide)
        let token = study.token
        try await study.test { client in
            try await client.ws("/s/\(token)/ws") { inbound, outbound in
                var page = PageSocket(inbound, outbound)
                try await page.begin()
                let session = try #require(await study.server.registry.session(participant: "p1"))
                let started = await session.timersStarted
                let framesBefore = page.log.received.count { $0.contains(#""kind":"frame""#) }
                // Store is not the task's goal: no question comes over the slide.
                let store = try page.place(of: "Store")
                try await page.tap(x: store.x, y: store.y)
                // The release is taken once the session is due within a frame: the slide
                // is under way; it is over once no frame is due (the next due is a badge's, at 10 s).
                try await Self.until { await session.wakeAt <= time.nowMilliseconds + 16 }
                for _ in 0..<40 {
                    await clock.advance(by: .milliseconds(16))
                    // The session took the frame that fell due before the clock moves on.
                    try await Self.until { await session.wakeAt > time.nowMilliseconds }
                }
                try await Self.until { await session.wakeAt > time.nowMilliseconds + 1000 }
                // A pong comes after every frame sent before it.
                try await page.send(#"{"kind":"ping","id":9}"#)
                while try await page.next("pong").id != 9 {}
                let frames = page.log.received.count { $0.contains(#""kind":"frame""#) } - framesBefore
                #expect(frames >= 4, "the slide is drawn frame by frame as the clock moves")
                let timers = await session.timersStarted - started
                #expect(timers <= 2, "the release that starts the slide (due sooner), and no more: \(timers) for \(frames) frames")
            }
        }
    }
}

extension SessionTimerTests {
    /// Returns once `condition` holds, asked every 10 ms for at most 30 s.
    static func until(_ condition: () async -> Bool) async throws {
        for _ in 0..<3000 {
            if await condition() { return }
            try await Task.sleep(for: .milliseconds(10))
        }
        throw TestFailure("still not so after 30 s")
    }
}
