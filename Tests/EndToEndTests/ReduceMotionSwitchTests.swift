import Foundation
import Testing

/// `TABSIM_REDUCE_MOTION` reads as a switch: `false`, `no`, `off` and `0` leave motion on
/// (before, any value but empty or 0 turned it on, so `=false` meant reduce) (S5).
@Suite("TABSIM_REDUCE_MOTION as a switch")
struct ReduceMotionSwitchTests {
    /// The frames `walk --frames` writes for one slide to Trips under `setting`.
    static func frames(_ setting: String) async throws -> Int {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tabsim-rm-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = dir.appendingPathComponent("s.walk").path, out = dir.appendingPathComponent("f.txt").path
        try "key 2\nexpect section Trips\n".write(toFile: script, atomically: true, encoding: .utf8)
        var env = StartupErrorTests.baseEnvironment
        env["TABSIM_REDUCE_MOTION"] = setting
        let run = try await E2E.run(try E2E.binary(), ["walk", script, "--frames", out], environment: env)
        #expect(run.status == 0, "\(run.stdout) \(run.stderr)")
        let text = try String(contentsOfFile: out, encoding: .utf8)
        return text.components(separatedBy: "\n── ").count
    }

    @Test("S5: false, no, off and 0 slide as unset does; 1 and yes cross-fade in fewer frames")
    func readsAsASwitch() async throws {
        let unset = try await Self.frames("")
        for off in ["false", "no", "OFF", "0"] {
            #expect(try await Self.frames(off) == unset, "\(off)")
        }
        for on in ["1", "yes"] {
            #expect(try await Self.frames(on) < unset, "\(on)")
        }
    }
}
