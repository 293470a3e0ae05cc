import Testing
@testable import TabsimCore

@Suite("Live playback (W2)")
struct PlaybackTests {
    @Test("W2: a script plays at real speed, each input shown as a caption, checks reported")
    func playsScript() throws {
        let p = try demo()
        let script = try WalkthroughScript.parse("key right\nexpect section Trips\nclick Record\nexpect section Saved\n", file: "demo.txt")
        let terminal = CaptureTerminal()
        let playback = PlaybackBackend(wrapping: terminal, clock: terminal.clock, prototype: p, script: script, gap: 700)
        let program = Program(prototype: p, theme: Theme(tint: p.tint, mode: .color), backend: playback, clock: terminal.clock)
        playback.program = program
        program.run()
        #expect(program.state.selection == .section(2))
        #expect(playback.results.map(\.line) == [2, 4])
        #expect(playback.results[0].problem == nil)
        #expect(playback.results[1].problem == "expected section 'Saved', but 'Record' is selected")
        #expect(terminal.captions.contains("⌨ right"))
        #expect(terminal.captions.contains("🖱 click “Record”"))
        #expect(terminal.captions.contains("✓ line 2"))
        #expect(terminal.captions.last == "▶ done: 1 checks passed, 1 failed · q quits")
        // Real time: 500 ms before the first step, then 700 ms between steps (and 180 ms held clicks).
        #expect(terminal.clock.nowMilliseconds >= 500 + 3 * 700)
    }

    @Test("W2: --speed 2 plays twice as fast")
    func speed() throws {
        let p = try demo()
        let script = try WalkthroughScript.parse("key right\nwait 4000\nkey right\n", file: "s.txt")
        func duration(_ speed: Double) -> Int {
            let terminal = CaptureTerminal()
            let playback = PlaybackBackend(wrapping: terminal, clock: terminal.clock, prototype: p, script: script, speed: speed)
            let program = Program(prototype: p, theme: Theme(tint: p.tint, mode: .color), backend: playback, clock: terminal.clock)
            playback.program = program
            program.run()
            #expect(program.state.selection == .section(2))
            return terminal.clock.nowMilliseconds
        }
        let normal = duration(1), fast = duration(2)
        #expect(fast < normal * 2 / 3, "\(fast) ms at 2×, \(normal) ms at 1×")
    }
}
