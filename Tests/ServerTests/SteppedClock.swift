import Foundation

/// A clock that moves only when a test advances it, for the server's timers. Unlike
/// swift-clocks' `TestClock`, whose sleep until the instant it has reached waits for its
/// next move, a sleep until an instant this clock has reached returns at once, decided
/// under the lock an advance takes: a test that moves the clock to a timer's deadline
/// just as the timer (having found it not yet due) begins to sleep cannot strand it.
final class SteppedClock: Clock, @unchecked Sendable {
    struct Instant: InstantProtocol {
        let offset: Duration

        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private struct Sleeper {
        let deadline: Instant
        let continuation: CheckedContinuation<Void, any Error>
    }

    private let lock = NSLock()
    private var current = Instant(offset: .zero)
    private var sleepers: [UUID: Sleeper] = [:]

    var now: Instant { lock.withLock { current } }
    var minimumResolution: Duration { .zero }

    func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        let id = UUID()
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                // The task's cancelled flag is set before its handler runs: a handler that
                // ran before this found no sleeper, and the flag is seen here.
                let outcome: Result<Void, any Error>? = lock.withLock {
                    if Task.isCancelled { return .failure(CancellationError()) }
                    if deadline <= current { return .success(()) }
                    sleepers[id] = Sleeper(deadline: deadline, continuation: continuation)
                    return nil
                }
                if let outcome { continuation.resume(with: outcome) }
            }
        } onCancel: {
            lock.withLock { sleepers.removeValue(forKey: id) }?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves the clock on by `duration`, through each sleeper's deadline in turn: those
    /// due wake, and what they do runs, before the clock moves past them.
    func advance(by duration: Duration) async {
        let target = lock.withLock { current.advanced(by: duration) }
        while true {
            await Self.letOthersRun()
            let due: [Sleeper]? = lock.withLock {
                guard let first = sleepers.values.map(\.deadline).min(), first <= target else {
                    current = target
                    return nil
                }
                current = first
                let woken = sleepers.filter { $0.value.deadline <= first }
                for id in woken.keys { sleepers[id] = nil }
                return Array(woken.values)
            }
            guard let due else { break }
            for sleeper in due { sleeper.continuation.resume() }
        }
        await Self.letOthersRun()
    }

    /// Gives the tasks a woken sleep or a move of the clock set going time to run, as
    /// swift-clocks' advance does: a best effort, which no test's outcome rests on.
    private static func letOthersRun() async {
        for _ in 0..<20 { await Task.detached(priority: .background) { await Task.yield() }.value }
    }
}
