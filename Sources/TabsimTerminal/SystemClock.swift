#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TabsimCore

/// The real monotonic clock, for the live program.
public final class SystemClock: MonotonicClock {
    public init() {}

    public var nowMilliseconds: Int {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Int(time.tv_sec) * 1000 + Int(time.tv_nsec) / 1_000_000
    }
}
