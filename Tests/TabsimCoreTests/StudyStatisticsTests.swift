import Testing
@testable import TabsimCore

/// Records an issue unless `value` is within `tolerance` of `expected`.
private func expectNear(_ value: Double?, _ expected: Double, within tolerance: Double = 5e-5,
                        sourceLocation: SourceLocation = #_sourceLocation) {
    guard let value else {
        Issue.record("nil instead of \(expected)", sourceLocation: sourceLocation)
        return
    }
    #expect(abs(value - expected) < tolerance, "\(value) is not \(expected) ± \(tolerance)", sourceLocation: sourceLocation)
}

/// The worked values of STUDIES.md, to the decimals printed there.
@Suite("Study statistics (W6)")
struct StudyStatisticsTests {
    @Test("W6: adjusted-Wald intervals match the worked rows",
          arguments: [(4, 5, 0.3596, 0.9797), (2, 2, 0.2902, 1), (1, 2, 0.0945, 0.9055),
                      (0, 3, 0, 0.6175), (5, 10, 0.2366, 0.7634), (9, 10, 0.5740, 1)])
    func adjustedWald(successes: Int, n: Int, lower: Double, upper: Double) {
        let interval = StudyStatistics.adjustedWald(successes: successes, of: n)
        expectNear(interval?.lower, lower)
        expectNear(interval?.upper, upper)
    }

    @Test("W6: adjusted-Wald clips to 0 and 1")
    func adjustedWaldClips() {
        #expect(StudyStatistics.adjustedWald(successes: 0, of: 3)?.lower == 0)
        #expect(StudyStatistics.adjustedWald(successes: 2, of: 2)?.upper == 1)
    }

    @Test("W6: no success rate interval without participants")
    func adjustedWaldEmpty() {
        #expect(StudyStatistics.adjustedWald(successes: 0, of: 0) == nil)
    }

    @Test("W6: Agresti–Caffo difference of 9/10 and 5/10: adjusted difference 0.3333 and its interval")
    func rateDifference() throws {
        let result = try #require(StudyStatistics.rateDifference((9, 10), (5, 10)))
        expectNear(result.difference, 0.3333)
        expectNear(result.interval.lower, -0.0195)
        expectNear(result.interval.upper, 0.6862)
    }

    @Test("W6: no rate difference when a group is empty")
    func rateDifferenceEmpty() {
        #expect(StudyStatistics.rateDifference((0, 0), (5, 10)) == nil)
        #expect(StudyStatistics.rateDifference((9, 10), (0, 0)) == nil)
    }

    @Test("W6: geometric mean of 10, 20, 40 s is 20 with interval 3.5746 – 111.90")
    func geometricMeanOfThree() throws {
        let result = try #require(StudyStatistics.geometricMean([10, 20, 40]))
        let interval = try #require(result.interval)
        expectNear(result.mean, 20, within: 5e-4)
        expectNear(interval.lower, 3.5746)
        expectNear(interval.upper / 111.90, 1)
    }

    @Test("W6: geometric mean of 12.4, 8.1, 15.0, 9.7, 11.2 s is 11.036 with interval 8.246 – 14.769")
    func geometricMeanOfFive() throws {
        let result = try #require(StudyStatistics.geometricMean([12.4, 8.1, 15.0, 9.7, 11.2]))
        let interval = try #require(result.interval)
        expectNear(result.mean, 11.036, within: 5e-4)
        expectNear(interval.lower, 8.246, within: 5e-4)
        expectNear(interval.upper, 14.769, within: 5e-4)
    }

    @Test("W6: a single time has a geometric mean but no interval")
    func geometricMeanOfOne() throws {
        let result = try #require(StudyStatistics.geometricMean([7]))
        expectNear(result.mean, 7, within: 1e-12)
        #expect(result.interval == nil)
    }

    @Test("W6: no geometric mean of no times or of a time that is not positive")
    func geometricMeanInvalid() {
        #expect(StudyStatistics.geometricMean([]) == nil)
        #expect(StudyStatistics.geometricMean([10, 0]) == nil)
        #expect(StudyStatistics.geometricMean([10, -2]) == nil)
    }

    @Test("W6: ratio of geometric means A/B is 1.8123 with Welch interval 0.3708 – 8.8573, df 2.279, t 3.835")
    func geometricMeanRatio() throws {
        let result = try #require(StudyStatistics.geometricMeanRatio([10, 20, 40], [12.4, 8.1, 15.0, 9.7, 11.2]))
        expectNear(result.ratio, 1.8123)
        expectNear(result.interval.lower, 0.3708)
        expectNear(result.interval.upper, 8.8573)
        expectNear(result.degreesOfFreedom, 2.279, within: 5e-4)
        expectNear(StudyStatistics.tQuantile975(degreesOfFreedom: result.degreesOfFreedom), 3.835, within: 5e-4)
    }

    @Test("W6: no ratio of geometric means with fewer than two times or a time that is not positive")
    func geometricMeanRatioInvalid() {
        #expect(StudyStatistics.geometricMeanRatio([10], [12.4, 8.1]) == nil)
        #expect(StudyStatistics.geometricMeanRatio([10, 20], [12.4]) == nil)
        #expect(StudyStatistics.geometricMeanRatio([10, 0], [12.4, 8.1]) == nil)
    }

    @Test("W6: the ratio of groups without spread has a zero-width interval")
    func geometricMeanRatioWithoutSpread() throws {
        let result = try #require(StudyStatistics.geometricMeanRatio([3, 3], [2, 2, 2]))
        expectNear(result.ratio, 1.5, within: 1e-12)
        #expect(result.interval.lower == result.ratio && result.interval.upper == result.ratio)
    }

    @Test("W6: t quantiles for 95 % intervals", arguments: [(1, 12.7062), (2, 4.3027), (4, 2.7764), (30, 2.0423)])
    func tQuantile(degreesOfFreedom: Double, expected: Double) {
        expectNear(StudyStatistics.tQuantile975(degreesOfFreedom: degreesOfFreedom), expected)
    }

    @Test("W6: t quantile for fractional Welch degrees of freedom")
    func tQuantileFractional() {
        expectNear(StudyStatistics.tQuantile975(degreesOfFreedom: 2.279), 3.835, within: 5e-4)
    }

    @Test("W6: median of odd and even counts, none of nothing")
    func median() {
        #expect(StudyStatistics.median([3, 1, 2]) == 2)
        #expect(StudyStatistics.median([4, 1, 3, 2]) == 2.5)
        #expect(StudyStatistics.median([5]) == 5)
        #expect(StudyStatistics.median([]) == nil)
    }

    @Test("W6: lostness of N 5, S 8, R 3 is 0.5483; a perfect path is 0")
    func lostness() {
        expectNear(StudyStatistics.lostness(distinct: 5, total: 8, shortest: 3), 0.5483)
        #expect(StudyStatistics.lostness(distinct: 3, total: 3, shortest: 3) == 0)
    }

    @Test("W6: no lostness without screens visited")
    func lostnessEmpty() {
        #expect(StudyStatistics.lostness(distinct: 0, total: 0, shortest: 3) == nil)
        #expect(StudyStatistics.lostness(distinct: 0, total: 4, shortest: 3) == nil)
        #expect(StudyStatistics.lostness(distinct: 4, total: 0, shortest: 3) == nil)
    }

    @Test("W6: SUS scores of the worked responses")
    func susScore() {
        #expect(StudyStatistics.susScore([4, 2, 4, 2, 4, 2, 4, 2, 4, 2]) == 75)
        #expect(StudyStatistics.susScore([5, 1, 5, 1, 5, 1, 5, 1, 5, 1]) == 100)
        #expect(StudyStatistics.susScore([1, 5, 1, 5, 1, 5, 1, 5, 1, 5]) == 0)
    }

    @Test("W6: no SUS score unless ten responses in 1...5",
          arguments: [[], [4, 2, 4, 2, 4, 2, 4, 2, 4], [4, 2, 4, 2, 4, 2, 4, 2, 4, 2, 4],
                      [0, 2, 4, 2, 4, 2, 4, 2, 4, 2], [4, 2, 4, 2, 4, 2, 4, 2, 4, 6]])
    func susScoreInvalid(responses: [Int]) {
        #expect(StudyStatistics.susScore(responses) == nil)
    }
}
