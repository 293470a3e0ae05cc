import Foundation
import Testing

/// How reduce-motion is asked for.
enum ReduceMotion: String, CustomTestStringConvertible, CaseIterable, Sendable {
    case flag, environment
    var testDescription: String { self == .flag ? "--reduce-motion" : "TABSIM_REDUCE_MOTION=1" }
    var arguments: [String] { self == .flag ? ["--reduce-motion"] : [] }
    var environment: [String: String] { self == .flag ? [:] : ["TABSIM_REDUCE_MOTION": "1"] }
}

@Suite("Transitions")
struct TransitionTests {
    /// A frame in the middle of the Explore → Trips slide: `Your trips` not yet at
    /// column 1, or text of both sections on one row.
    static func midSlide(_ rows: [String]) -> Bool {
        let title = rows[Demo.titleRow]
        let shifted = title.contains("Your trips") && !title.hasPrefix(" Your trips")
        let both = rows.contains {
            ($0.contains("Explore") || $0.contains("Nearby")) && ($0.contains("Your trips") || $0.contains("Lost Lake"))
        }
        return shifted || both
    }

    @Test("S4/S3/T3: holding Right (12 quick presses) with the default slide never stalls and ends on Profile; 12 Lefts end on Explore")
    func holdRight() async throws {
        let s = try await TmuxSession("s4-hold")
        defer { s.close() }
        try await s.waitForDemo()
        // Separate commands a few ms apart: each press lands while the previous slide runs.
        for _ in 0..<12 { try await s.keys("Right") }
        try await s.waitFor("Profile after holding Right") {
            $0[Demo.titleRow] == " Profile" && $0.contains("  Name       Your name")
        }
        var rows = try await s.barrier()
        #expect(rows[Demo.titleRow] == " Profile")
        #expect(rows.contains("  Home town  Where you start from"))
        #expect(!rows.contains { $0.contains("Nearby trail") || $0.contains("Your trips") || $0.contains("Nothing saved") })
        #expect(Demo.activeSection(try await s.styledScreen()) == "Profile")

        // All twelve in one burst.
        try await s.keys(Array(repeating: "Left", count: 12))
        try await s.waitFor("Explore after holding Left") {
            $0[Demo.titleRow] == " Explore" && $0.contains("  Nearby trail 1")
        }
        rows = try await s.barrier()
        #expect(rows[Demo.titleRow] == " Explore")
        #expect(!rows.contains { $0.contains("Home town") })
        #expect(Demo.activeSection(try await s.styledScreen()) == "Explore")
        // Still responsive.
        try await s.keys("q")
        #expect(try await s.waitForExit() == 0)
    }

    @Test("S5: with reduce motion nothing slides: the first frame showing the new section shows it whole, in place", arguments: ReduceMotion.allCases)
    func reduceMotionNeverSlides(_ mode: ReduceMotion) async throws {
        let s = try await TmuxSession(
            "s5-reduce-\(mode.rawValue)", arguments: mode.arguments, environment: mode.environment)
        defer { s.close() }
        try await s.waitForDemo()
        try await s.barrier()
        try await s.keys("Right")
        let deadline = ContinuousClock.now + E2E.patience
        var rows = try await s.screen()
        while rows[Demo.titleRow] == " Explore", ContinuousClock.now < deadline {
            rows = try await s.screen()
        }
        #expect(rows[Demo.titleRow] == " Your trips", "first changed frame:\n\(TmuxSession.framed(rows))")
        #expect(!Self.midSlide(rows))
        // And it stays put: no slide frames follow (a cross-fade changes only styles).
        let watch = ContinuousClock.now
        while ContinuousClock.now - watch < .milliseconds(200) {
            rows = try await s.screen()
            #expect(rows[Demo.titleRow] == " Your trips", "a later frame:\n\(TmuxSession.framed(rows))")
            if rows[Demo.titleRow] != " Your trips" { break }
        }
    }

    @Test("S5/S1/S2: with the slide (2 s long here, for a loaded machine) frames in the middle of the slide show up, Trips entering from the trailing edge")
    func slideHasMiddleFrames() async throws {
        let s = try await TmuxSession("s5-slide", arguments: ["--duration", "2000"])
        defer { s.close() }
        try await s.waitForDemo()
        try await s.barrier()
        try await s.keys("Right")
        let sent = ContinuousClock.now
        var middle: [String]? = nil
        var captures = 0
        while ContinuousClock.now - sent < .milliseconds(1500), middle == nil {
            let rows = try await s.screen()
            captures += 1
            if Self.midSlide(rows) { middle = rows }
        }
        let frame = try #require(middle, "no mid-slide frame in \(captures) captures over 1.5 s")
        let title = frame[Demo.titleRow]
        if let column = TmuxSession.column(of: "Your trips", in: title) {
            #expect(column > 6, "Trips enters from the right (S1): \(title)")
        }
        let rows = try await s.waitFor(row: " Your trips", timeout: E2E.patience)
        #expect(rows.contains { $0.hasPrefix("  Lost Lake loop") })
    }
}
