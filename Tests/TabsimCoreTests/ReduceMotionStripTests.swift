import Testing
@testable import TabsimCore

/// Reduce motion moves nothing sideways, the strip's underline and scroll included: the
/// underline jumps to the new page while the content cross-fades (S5, T5).
@Suite("Reduce motion and the strip")
struct ReduceMotionStripTests {
    @Test("S5/T5: under reduce motion, End in the demo's strip starts no underline motion; without it, it does")
    func underlineJumps() throws {
        var reduced = try demo()
        reduced.reduceMotion = true
        var state = try state(reduced, input: "tab")
        _ = Reducer(prototype: reduced).reduce(&state, .key(.end), now: 1000)
        #expect(state.indicator == nil, "the underline jumps")
        #expect(state.transition?.style == .fade, "the content cross-fades")

        let moving = try demo()
        var slid = try TabsimCoreTests.state(moving, input: "tab")
        _ = Reducer(prototype: moving).reduce(&slid, .key(.end), now: 1000)
        #expect(slid.indicator != nil)
    }
}
