import TabsimCore

/// The server's time, in milliseconds since the server was made, and its waits: the
/// sessions' timers, the hello and drain deadlines and the message rate read one clock,
/// the continuous clock when serving and a test's own clock in tests, which then never
/// sleep.
public struct ServerClock: Sendable {
    private let read: @Sendable () -> Int
    private let wait: @Sendable (Int) async throws -> Void

    /// Time on `clock`, from now.
    public init<C: Clock>(_ clock: C) where C.Duration == Duration {
        let start = clock.now
        read = { Self.milliseconds(in: start.duration(to: clock.now)) }
        wait = { milliseconds in
            let deadline = start.advanced(by: .milliseconds(milliseconds))
            guard clock.now < deadline else { return }
            try await clock.sleep(until: deadline, tolerance: nil)
        }
    }

    /// The system's continuous clock (it goes on while the machine sleeps).
    public static var continuous: ServerClock { ServerClock(ContinuousClock()) }

    /// Milliseconds since the clock was made.
    public var nowMilliseconds: Int { read() }

    /// Returns at `deadline` (milliseconds on this clock), at once if it has passed. The
    /// deadline is read before a task that waits starts, so that time moved on meanwhile
    /// (a test's clock advanced) counts.
    /// - Throws: `CancellationError` when the task is cancelled first.
    public func sleep(until deadline: Int) async throws { try await wait(deadline) }

    private static func milliseconds(in duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        return Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000)
    }
}
