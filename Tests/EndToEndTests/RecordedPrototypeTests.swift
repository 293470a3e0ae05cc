import Foundation
import Testing

/// A recording of a watched session states the prototype's text it started from (W4);
/// a replay loads it within the limits a prototype file has (P).
@Suite("Recorded prototype text")
struct RecordedPrototypeEndToEndTests {
    @Test("P/W4: walk refuses a recording whose launch entry states a prototype over the size limit, naming the recording's line")
    func oversizedLaunchSourceRefused() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tabsim-rec-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let good = "sections: [{label: A, screen: {rows: [x]}}]\n"
        func recording(_ source: String, named name: String) throws -> String {
            let launch: [String: Any] = ["t_ms": 0, "event": "launch", "format": 2, "transition": "none", "duration": 0,
                                         "size": "60x12", "section": "A", "prototype": "gone.yaml", "source": source]
            let quit: [String: Any] = ["t_ms": 5, "event": "quit"]
            let lines = try [launch, quit].map { String(decoding: try JSONSerialization.data(withJSONObject: $0), as: UTF8.self) }
            let file = dir.appendingPathComponent(name)
            try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: file)
            return file.path
        }
        let fine = try await E2E.run(try E2E.binary(), ["walk", try recording(good, named: "good.jsonl")])
        #expect(fine.status == 0, "\(fine.stderr)")
        // A recording replays at its own size: --size would be ignored, so it is refused.
        let sized = try await E2E.run(try E2E.binary(), ["walk", dir.appendingPathComponent("good.jsonl").path, "--size", "80x24"])
        #expect(sized.status == 1 && sized.stderr.contains("was recorded at 60x12 and replays at that size"), "\(sized.stderr)")
        let path = try recording(good + "# " + String(repeating: "x", count: 1 << 20) + "\n", named: "huge.jsonl")
        // Speed is the bench's to measure, not a test's: the run is only required to end.
        let refused = try await E2E.run(try E2E.binary(), ["walk", path])
        #expect(refused.status == 1)
        #expect(refused.stderr == "tabsim: \(path):1: the prototype this launch entry states does not load: "
            + "gone.yaml: error: the file is larger than 1024 KiB, the most a prototype may be\n")
    }
}
