import Testing
@testable import TabsimServer

/// The clock the server's tests move: a timer that begins to wait just as the clock
/// reaches its deadline is not stranded (swift-clocks' `TestClock` strands it, which hung
/// the consent-time test on a busy machine).
@Suite("The tests' stepped clock")
struct SteppedClockTests {
    @Test("A wait that begins once the clock is at its deadline, or past it, returns at once", .timeLimit(.minutes(1)))
    func reachedDeadline() async throws {
        let clock = SteppedClock(), time = ServerClock(clock)
        await clock.advance(by: .milliseconds(1000))
        try await time.sleep(until: 1000)
        try await clock.sleep(until: clock.now)
        try await time.sleep(until: 999)
        #expect(time.nowMilliseconds == 1000)
    }

    @Test("A wait ends when the clock is moved past its deadline; a cancelled wait throws", .timeLimit(.minutes(1)))
    func wakesAtDeadline() async throws {
        let clock = SteppedClock(), time = ServerClock(clock)
        let woken = Task { () -> Int in
            try await time.sleep(until: 500)
            return time.nowMilliseconds
        }
        let cancelled = Task { try await time.sleep(until: 400) }
        await clock.advance(by: .milliseconds(300))
        cancelled.cancel()
        await #expect(throws: CancellationError.self) { try await cancelled.value }
        await clock.advance(by: .milliseconds(700))
        #expect(try await woken.value >= 500)
        #expect(time.nowMilliseconds == 1000)
    }
}
