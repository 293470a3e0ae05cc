/// Where the session loop reads the time; injected so that tests and headless runs
/// use a manual clock and never sleep.
public protocol MonotonicClock: AnyObject {
    /// Milliseconds since an arbitrary start; never goes back.
    var nowMilliseconds: Int { get }
}

/// A clock that moves only when told to.
public final class ManualClock: MonotonicClock {
    public private(set) var nowMilliseconds: Int
    public init(startingAt start: Int = 0) { nowMilliseconds = start }
    public func advance(by milliseconds: Int) { nowMilliseconds += milliseconds }
}
