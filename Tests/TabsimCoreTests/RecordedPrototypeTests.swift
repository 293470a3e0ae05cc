import Foundation
import Testing
@testable import TabsimCore

/// A recording carries the text of each version a watched session reloaded (W4); a
/// replay loads it under the same limits as a prototype file (P), so a hostile or
/// damaged recording is refused quickly, naming the recording's line.
@Suite("Recorded prototype versions")
struct RecordedPrototypeTests {
    private static let launch = #"{"t_ms":0,"event":"launch","format":2,"transition":"none","duration":0,"size":"60x12","section":"A"}"#

    /// A recording whose second line reloads `source`.
    private static func recording(reloading source: String) throws -> String {
        let entry: [String: Any] = ["t_ms": 5, "event": "reload", "transition": "none", "duration": 0, "source": source]
        let line = String(decoding: try JSONSerialization.data(withJSONObject: entry), as: UTF8.self)
        return launch + "\n" + line + "\n"
    }

    private static func problem(reloading source: String) throws -> String? {
        let text = try recording(reloading: source)
        do {
            _ = try WalkthroughScript.fromRecording(text, file: "p.jsonl")
            return nil
        } catch {
            return error.description
        }
    }

    @Test("P/W4: a recorded version over the size limit is refused with the recording's line, as a file that large is")
    func oversizedVersionRefused() throws {
        let good = "sections: [{label: A, screen: {rows: [x]}}]\n"
        #expect(try Self.problem(reloading: good) == nil)
        let huge = good + "# " + String(repeating: "x", count: PrototypeLimits.maximumBytes) + "\n"
        let problem = try #require(try Self.problem(reloading: huge))
        #expect(problem.hasPrefix("p.jsonl:2:1: error: source: the version reloaded here does not load"))
        #expect(problem.contains("the file is larger than 1024 KiB, the most a prototype may be"))
    }

    @Test("P/W4: a recorded version that is an alias bomb is refused quickly with the recording's line and the alias's")
    func aliasBombRefused() throws {
        var bomb = "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...9 { bomb += "a\(level): &a\(level) [" + Array(repeating: level == 1 ? "*a" : "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n" }
        bomb += "sections: [{label: A, screen: {rows: [x]}}]\n"
        let started = ContinuousClock.now
        let problem = try #require(try Self.problem(reloading: bomb))
        #expect(ContinuousClock.now - started < .seconds(2))
        #expect(problem.hasPrefix("p.jsonl:2:1: error: source: the version reloaded here does not load"))
        #expect(problem.contains("larger than 100000 nodes with this alias expanded"))
    }
}
