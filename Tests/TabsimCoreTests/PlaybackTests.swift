import Testing
@testable import TabsimCore

@Suite("Live playback (W2)")
struct PlaybackTests {
    @Test("W2: a script plays at real speed, each input shown as a caption, checks reported")
    func playsScript() throws {
        let p = try demo()
        let script = try WalkthroughScript.parse("key right\nexpect section Trips\nclick Record\nexpect section Saved\n", file: "demo.txt")
        let terminal = CaptureTerminal()
        let (loop, playback) = play(script, on: p, terminal: terminal, pacing: .live(script, speed: 1), showsCaptions: true)
        #expect(loop.state.app.selection == .section(2))
        #expect(playback.results.map(\.line) == [2, 4])
        #expect(playback.results[0].problem == nil)
        #expect(playback.results[1].problem == "expected section 'Saved', but 'Record' is selected")
        #expect(terminal.captions.contains("⌨ →"))
        #expect(!terminal.captions.contains { $0.contains("release") }, "a click is one caption")
        #expect(terminal.captions.contains("🖱 click “Record”"))
        #expect(terminal.captions.contains("✓ line 2"))
        #expect(terminal.captions.last == "▶ done: 1 check passed, 1 failed · q quits")
        // Real time: 500 ms before the first step, then 700 ms between steps (and 180 ms held clicks).
        #expect(terminal.clock.nowMilliseconds >= 500 + 3 * 700)
    }

    @Test("W2/W5: a live session keeps the frames its audience saw, timed from the start, captions included; a resize is refused with advice")
    func mirroredFrames() throws {
        let p = try demo()
        let script = try WalkthroughScript.parse("key right\nresize 40x20\nexpect section Trips\n", file: "m.txt")
        let terminal = CaptureTerminal()
        terminal.clock.advance(by: 50_000)   // a live clock is far from zero
        let kept = FrameList()
        let playback = play(script, on: p, terminal: terminal, pacing: .live(script, speed: 1), showsCaptions: true, frameSink: kept).source
        let first = try #require(kept.frames.first), last = try #require(kept.frames.last)
        #expect(first.milliseconds < 100)
        #expect(first.buffer.lines[0] == " Explore")
        #expect(last.buffer == terminal.screen, "the last frame is what the terminal shows")
        #expect(kept.frames.contains { $0.buffer.text.contains("✓ line 3") })
        #expect(kept.markers.map(\.text).contains("⌨ →"))
        #expect(playback.skipped.map(\.line) == [2])
        #expect(playback.skipped.first?.problem == "resize 40x20 skipped: resize the terminal yourself, or play with --device or --viewport")
    }

    @Test("W2: --speed 2 plays twice as fast")
    func speed() throws {
        let p = try demo()
        let script = try WalkthroughScript.parse("key right\nwait 4000\nkey right\n", file: "s.txt")
        func duration(_ speed: Double) -> Int {
            let terminal = CaptureTerminal()
            let loop = play(script, on: p, terminal: terminal, pacing: .live(script, speed: speed), showsCaptions: true).loop
            #expect(loop.state.app.selection == .section(2))
            return terminal.clock.nowMilliseconds
        }
        let normal = duration(1), fast = duration(2)
        #expect(fast < normal * 2 / 3, "\(fast) ms at 2×, \(normal) ms at 1×")
    }
}

@Suite("One script source (W2, W3, W4)")
struct ScriptSourceTests {
    @Test("W2, W3: the same script checks the same in walk (headless) and in play (live, captioned)")
    func walkAndPlayAgree() throws {
        let p = try demo()
        let script = try WalkthroughScript.parse("key right\nexpect section Trips\nclick Record\nexpect section Saved\nexpect page Photo\n", file: "d.txt")
        let runner = WalkthroughRunner(prototype: p, theme: Theme(tint: p.tint, mode: .color), size: Size(width: 80, height: 24))
        var walked: WalkthroughRunner.Failure?
        do throws(WalkthroughRunner.Failure) { try runner.run(script) } catch { walked = error }
        let terminal = CaptureTerminal()
        let driver = play(script, on: p, terminal: terminal, pacing: .live(script, speed: 4)).source
        // walk stops at the first failing check; play goes on and reports every check.
        #expect(walked?.line == 4 && runner.checksPassed == 1)
        #expect(driver.results.map(\.line) == [2, 4, 5])
        #expect(driver.results[1].problem == walked?.message)
    }

    @Test("W2: a recording's pointer events are captioned by what they touch (the tab's name), never as tokens")
    func recordedClicksCaptioned() throws {
        let p = try demo()
        let text = #"{"t_ms":0,"event":"launch","size":"80x24","section":"Explore"}"# + "\n"
            + #"{"t_ms":300,"input":"press:24:22"}"# + "\n" + #"{"t_ms":420,"input":"release:24:22"}"# + "\n"
        let captions = try captionsPlaying(text, on: p)
        #expect(captions.contains("🖱 Trips"))
        #expect(captions.contains("🖱 release Trips"))
        #expect(!captions.contains { $0.contains("24:22") })
    }

    @Test("W2: a tap on a blank part of a tab (or a button, a row) is captioned by the name of what it hit, not by coordinates")
    func blankPartsCaptionedByTheirTarget() throws {
        let p = try demo()
        // Column 17 of the bar's label row is blank, in the Trips slot (16–31 at 80 columns).
        let text = #"{"t_ms":0,"event":"launch","size":"80x24","section":"Explore"}"# + "\n"
            + #"{"t_ms":300,"input":"press:17:22"}"# + "\n" + #"{"t_ms":420,"input":"release:17:22"}"# + "\n"
        let captions = try captionsPlaying(text, on: p)
        #expect(captions.contains("🖱 Trips"), "\(captions)")
        #expect(captions.contains("🖱 release Trips"))
        #expect(!captions.contains { $0.contains("17,22") })
    }
}
