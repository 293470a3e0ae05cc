import Clocks
import Testing
@testable import TabsimServer

/// The server's waits on a test's clock: a wait whose deadline the clock reaches just as
/// it begins still ends. A test's clock keeps a sleep whose deadline is *now* waiting for
/// its next advance, so an advance landing on the deadline between the server's look at
/// the time and its sleep was missed, and the wait (a page's consent time) never ended.
@Suite("The server's clock")
struct ServerClockTests {
    /// A test's clock moved on to the deadline by another task, as a test does, after the
    /// server's clock has looked at the time and before the sleep is taken.
    struct RacedClock: Clock {
        let base: TestClock<Duration>
        let move: Duration
        var now: TestClock<Duration>.Instant { base.now }
        var minimumResolution: Duration { base.minimumResolution }
        func sleep(until deadline: TestClock<Duration>.Instant, tolerance: Duration?) async throws {
            await base.advance(by: move)
            try await base.sleep(until: deadline, tolerance: tolerance)
        }
    }

    @Test("A wait whose deadline the clock reaches as the wait begins ends (the consent-time test hung on a busy machine)",
          .timeLimit(.minutes(1)))
    func deadlineReachedAsTheWaitBegins() async throws {
        let base = TestClock()
        let clock = ServerClock(RacedClock(base: base, move: .milliseconds(1000)))
        try await clock.sleep(until: 1000)
        #expect(clock.nowMilliseconds == 1000)
    }
}
