import Foundation

/// The real monotonic clock, in nanoseconds (CLOCK_MONOTONIC).
func monotonicNanoseconds() -> UInt64 {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
}

/// Runs `work` and returns its result with the time it took, in microseconds.
func timed<T>(_ work: () throws -> T) rethrows -> (value: T, microseconds: Double) {
    let start = monotonicNanoseconds()
    let value = try work()
    return (value, Double(monotonicNanoseconds() - start) / 1000)
}

/// Timings in microseconds, and their summary: count, median, p99, max, mean.
struct Samples {
    private(set) var values: [Double] = []

    mutating func append(_ value: Double) { values.append(value) }

    /// Linear interpolation between the closest ranks (numpy's default, as Scripts/bench).
    func percentile(_ fraction: Double) -> Double? {
        guard !values.isEmpty else { return nil }
        let ordered = values.sorted()
        let position = Double(ordered.count - 1) * fraction
        let low = Int(position), high = min(low + 1, ordered.count - 1)
        return ordered[low] + (ordered[high] - ordered[low]) * (position - Double(low))
    }

    /// The summary, rounded to 0.1 µs, with the samples themselves.
    var json: [String: Any] {
        func rounded(_ value: Double?) -> Any { value.map { ($0 * 10).rounded() / 10 } ?? NSNull() }
        return ["count": values.count, "median": rounded(percentile(0.5)), "p99": rounded(percentile(0.99)),
                "max": rounded(values.max()), "mean": rounded(values.isEmpty ? nil : values.reduce(0, +) / Double(values.count)),
                "samples": values.map { rounded($0) }]
    }
}
