import Foundation
import Testing

/// A device frame that cannot work is refused before anything runs, with a message that
/// says why: a viewport below the smallest screen tabsim draws, or a headless terminal
/// (`--size`) too small to hold the frame, whose pictures would only say "Too small" (I3).
@Suite("Device frames refused up front")
struct DeviceValidationTests {
    @Test("I3: --viewport below 30x10 and --size smaller than the frame are errors naming the option and the sizes")
    func refusesFramesThatCannotWork() async throws {
        let binary = try E2E.binary(), env = StartupErrorTests.baseEnvironment
        let tiny = try await E2E.run(binary, ["render", "--viewport", "10x5"], environment: env)
        #expect(tiny.status != 0 && tiny.stderr.contains("--viewport") && tiny.stderr.contains("30x10"), "\(tiny.stderr)")
        #expect(tiny.stdout.isEmpty)
        let cramped = try await E2E.run(binary, ["render", "--device", "phone", "--size", "30x20"], environment: env)
        #expect(cramped.status != 0 && cramped.stderr.contains("--size 30x20") && cramped.stderr.contains("42x33"), "\(cramped.stderr)")
        #expect(!cramped.stdout.contains("Too small"))
        let roomy = try await E2E.run(binary, ["render", "--device", "phone", "--size", "50x40"], environment: env)
        #expect(roomy.status == 0 && roomy.stdout.contains("9:41"), "\(roomy.stderr)")
    }
}
