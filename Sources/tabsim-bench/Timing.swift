#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
    var summary: SampleSummary {
        func rounded(_ value: Double?) -> Double? { value.map { ($0 * 10).rounded() / 10 } }
        return SampleSummary(count: values.count, median: rounded(percentile(0.5)), p99: rounded(percentile(0.99)),
                             max: rounded(values.max()), mean: rounded(values.isEmpty ? nil : values.reduce(0, +) / Double(values.count)),
                             samples: values.map { ($0 * 10).rounded() / 10 })
    }
}

/// `Samples` as the bench prints them; a figure there is none of is null.
struct SampleSummary: Encodable {
    var count: Int
    var median: Double?
    var p99: Double?
    var max: Double?
    var mean: Double?
    var samples: [Double]

    enum CodingKeys: String, CodingKey { case count, median, p99, max, mean, samples }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(count, forKey: .count)
        // Written as null, not left out, when there are no samples.
        try container.encode(median, forKey: .median)
        try container.encode(p99, forKey: .p99)
        try container.encode(max, forKey: .max)
        try container.encode(mean, forKey: .mean)
        try container.encode(samples, forKey: .samples)
    }
}
