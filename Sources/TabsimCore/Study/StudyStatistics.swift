#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A two-sided 95 % interval.
public struct Interval: Equatable, Sendable {
    public var lower: Double
    public var upper: Double

    public init(lower: Double, upper: Double) {
        self.lower = lower
        self.upper = upper
    }
}

/// The small-sample measures usability studies report (W6): rates, times, lostness and SUS,
/// as defined in STUDIES.md (Sauro & Lewis; Smith 1996; Brooke 1996).
public enum StudyStatistics {
    /// The normal quantile for a two-sided 95 % interval.
    public static let z95 = 1.959964

    /// Adjusted-Wald (Agresti–Coull) 95 % interval of a success rate x/n, clipped to [0, 1].
    /// nil when n == 0.
    public static func adjustedWald(successes: Int, of n: Int) -> Interval? {
        guard n > 0 else { return nil }
        let z2 = z95 * z95
        let adjustedN = Double(n) + z2
        let p = (Double(successes) + z2 / 2) / adjustedN
        let halfWidth = z95 * (p * (1 - p) / adjustedN).squareRoot()
        return Interval(lower: max(0, p - halfWidth), upper: min(1, p + halfWidth))
    }

    /// Agresti–Caffo: the difference pA − pB of two success rates and its 95 % interval.
    /// One success and one failure are added to each group, then Wald: the point estimate
    /// is the adjusted difference, the interval's centre. nil when either n is 0.
    public static func rateDifference(_ a: (successes: Int, n: Int), _ b: (successes: Int, n: Int))
        -> (difference: Double, interval: Interval)? {
        guard a.n > 0, b.n > 0 else { return nil }
        let pA = Double(a.successes + 1) / Double(a.n + 2)
        let pB = Double(b.successes + 1) / Double(b.n + 2)
        let halfWidth = z95 * (pA * (1 - pA) / Double(a.n + 2) + pB * (1 - pB) / Double(b.n + 2)).squareRoot()
        return (pA - pB, Interval(lower: pA - pB - halfWidth, upper: pA - pB + halfWidth))
    }

    /// Geometric mean of positive times and its 95 % interval from t on the log times
    /// (sd with n − 1). The interval is nil when there is a single value; the whole result is
    /// nil when `values` is empty or any value is not positive and finite.
    public static func geometricMean(_ values: [Double]) -> (mean: Double, interval: Interval?)? {
        guard let logs = logarithms(values), !logs.isEmpty else { return nil }
        let (mean, variance) = meanAndVariance(logs)
        guard logs.count > 1 else { return (exp(mean), nil) }
        let halfWidth = tQuantile975(degreesOfFreedom: Double(logs.count - 1)) * (variance / Double(logs.count)).squareRoot()
        return (exp(mean), Interval(lower: exp(mean - halfWidth), upper: exp(mean + halfWidth)))
    }

    /// Ratio of geometric means A/B with a Welch 95 % interval on the log times, and the Welch
    /// degrees of freedom. When both groups have no spread at all the interval is the ratio
    /// itself and the degrees of freedom are nA + nB − 2. nil when either group has fewer than
    /// 2 values or a value that is not positive and finite.
    public static func geometricMeanRatio(_ a: [Double], _ b: [Double])
        -> (ratio: Double, interval: Interval, degreesOfFreedom: Double)? {
        guard let logsA = logarithms(a), let logsB = logarithms(b), logsA.count > 1, logsB.count > 1 else { return nil }
        let (meanA, varianceA) = meanAndVariance(logsA)
        let (meanB, varianceB) = meanAndVariance(logsB)
        let ratio = exp(meanA - meanB)
        let squaredErrorA = varianceA / Double(logsA.count)
        let squaredErrorB = varianceB / Double(logsB.count)
        let squaredError = squaredErrorA + squaredErrorB
        guard squaredError > 0 else {
            return (ratio, Interval(lower: ratio, upper: ratio), Double(logsA.count + logsB.count - 2))
        }
        let df = squaredError * squaredError
            / (squaredErrorA * squaredErrorA / Double(logsA.count - 1) + squaredErrorB * squaredErrorB / Double(logsB.count - 1))
        let halfWidth = tQuantile975(degreesOfFreedom: df) * squaredError.squareRoot()
        return (ratio, Interval(lower: exp(meanA - meanB - halfWidth), upper: exp(meanA - meanB + halfWidth)), df)
    }

    /// The median; the mean of the middle two for an even count; nil when empty.
    public static func median(_ values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        return (sorted[(sorted.count - 1) / 2] + sorted[sorted.count / 2]) / 2
    }

    /// The 97.5 % quantile of Student's t with `df` degrees of freedom, which may be fractional
    /// (as Welch's are): the t for a two-sided 95 % interval. Found by bisection on the t CDF
    /// (via the incomplete beta function); accurate to about 1e-10 up to df 10⁶, far
    /// beyond any study. `df` must be greater than 0 (a precondition).
    public static func tQuantile975(degreesOfFreedom df: Double) -> Double {
        precondition(df > 0, "Student's t needs more than 0 degrees of freedom, not \(df)")
        // P(T > t) = I_x(df/2, 1/2) / 2 with x = df / (df + t²), falling as t grows.
        func upperTail(_ t: Double) -> Double { regularizedIncompleteBeta(df / 2, 0.5, df / (df + t * t)) / 2 }
        var lower = 0.0
        var upper = 1.0
        while upperTail(upper) > 0.025 {
            lower = upper
            upper *= 2
        }
        while upper - lower > 1e-12 * upper {
            let middle = (lower + upper) / 2
            if upperTail(middle) > 0.025 { lower = middle } else { upper = middle }
        }
        return (lower + upper) / 2
    }

    /// Lostness (Smith 1996): √((N/S − 1)² + (R/N − 1)²) for N different screens visited,
    /// S screens visited in all and R screens on the shortest path; nil when S or N is 0.
    public static func lostness(distinct n: Int, total s: Int, shortest r: Int) -> Double? {
        guard n > 0, s > 0 else { return nil }
        let revisiting = Double(n) / Double(s) - 1
        let detour = Double(r) / Double(n) - 1
        return (revisiting * revisiting + detour * detour).squareRoot()
    }

    /// SUS score 0–100 from ten responses 1–5 in questionnaire order (Brooke 1996); nil unless
    /// there are exactly ten responses, each in 1...5.
    public static func susScore(_ responses: [Int]) -> Double? {
        guard responses.count == 10, responses.allSatisfy((1...5).contains) else { return nil }
        let points = responses.enumerated().map { index, response in index.isMultiple(of: 2) ? response - 1 : 5 - response }
        return Double(points.reduce(0, +)) * 2.5
    }

    /// Natural logarithms of `values`; nil when any is not positive and finite.
    private static func logarithms(_ values: [Double]) -> [Double]? {
        guard values.allSatisfy({ $0 > 0 && $0.isFinite }) else { return nil }
        return values.map { log($0) }
    }

    /// The mean and the sample variance (n − 1; 0 for a single value).
    private static func meanAndVariance(_ values: [Double]) -> (mean: Double, variance: Double) {
        let mean = values.reduce(0, +) / Double(values.count)
        guard values.count > 1 else { return (mean, 0) }
        let squares = values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) }
        return (mean, squares / Double(values.count - 1))
    }

    /// The regularized incomplete beta function I_x(a, b) (Numerical Recipes `betai`).
    private static func regularizedIncompleteBeta(_ a: Double, _ b: Double, _ x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        // In steps: as one expression it took the type checker 12 s.
        let logGammas: Double = lgamma(a + b) - lgamma(a) - lgamma(b)
        let logPowers: Double = a * log(x) + b * log(1 - x)
        let front = exp(logGammas + logPowers)
        return x < (a + 1) / (a + b + 2)
            ? front * betaContinuedFraction(a, b, x) / a
            : 1 - front * betaContinuedFraction(b, a, 1 - x) / b
    }

    /// The continued fraction of the incomplete beta function by the modified Lentz method
    /// (Numerical Recipes `betacf`).
    private static func betaContinuedFraction(_ a: Double, _ b: Double, _ x: Double) -> Double {
        let tiny = 1e-300
        func nonZero(_ value: Double) -> Double { abs(value) < tiny ? tiny : value }
        var c = 1.0
        var d = 1 / nonZero(1 - (a + b) * x / (a + 1))
        var result = d
        for m in 1...300 {
            let m = Double(m)
            let even = m * (b - m) * x / ((a + 2 * m - 1) * (a + 2 * m))
            d = 1 / nonZero(1 + even * d)
            c = nonZero(1 + even / c)
            result *= d * c
            let odd = -(a + m) * (a + b + m) * x / ((a + 2 * m) * (a + 2 * m + 1))
            d = 1 / nonZero(1 + odd * d)
            c = nonZero(1 + odd / c)
            let step = d * c
            result *= step
            if abs(step - 1) < 1e-15 { break }
        }
        return result
    }
}
