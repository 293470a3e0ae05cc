/// Timing curves for transitions (S3).
public enum Easing {
    /// A snappy ease-out: fast start, gentle landing. `t` in 0…1.
    public static func easeOut(_ t: Double) -> Double {
        let clamped = min(max(t, 0), 1)
        let rest = 1 - clamped
        return 1 - rest * rest * rest
    }

    /// Progress (0…1) of something that started at `start` and lasts `duration`, at `now`.
    public static func progress(start: Int, duration: Int, now: Int) -> Double {
        guard duration > 0 else { return 1 }
        return min(max(Double(now - start) / Double(duration), 0), 1)
    }
}
