import Testing
@testable import TabsimCore


@Suite("Walkthrough scripts and recordings (W1, W3, W4, W5)")
struct WalkthroughTests {
    private let bookshelf = try! PrototypeLoader.load(BuiltInExamples.named("bookshelf")!.source, file: "bookshelf")

    private func run(_ script: String, size: Size = Size(width: 80, height: 24)) throws -> (WalkthroughRunner, WalkthroughRunner.Failure?) {
        let parsed = try WalkthroughScript.parse(script, file: "w.txt")
        let runner = WalkthroughRunner(prototype: bookshelf, theme: Theme(tint: .orange, mode: .color), size: size)
        do throws(WalkthroughRunner.Failure) {
            try runner.run(parsed)
            return (runner, nil)
        } catch {
            return (runner, error)
        }
    }

    @Test("W1: a script's errors name their lines, with a did-you-mean")
    func parseErrors() {
        do {
            _ = try WalkthroughScript.parse("size 80x24\nclik More\nexpect sectoin Trips\nkey rigth\nwait soon\n", file: "w.txt")
            Issue.record("a bad script parsed")
        } catch {
            let lines = error.diagnostics.map(\.description)
            #expect(lines.count == 4)
            #expect(lines[0] == "w.txt:2:1: error: unknown action 'clik'; did you mean 'click'? (actions: size, key, type, click, press, release, wait, resize, expect, reader)")
            #expect(lines[1].hasPrefix("w.txt:3:1: error: expect what? 'sectoin Trips'; did you mean 'section'?"))
            #expect(lines[2].hasPrefix("w.txt:4:1: error: 'rigth' is not a key"))
            #expect(lines[3] == "w.txt:5:1: error: wait takes milliseconds, e.g. `wait 500`")
        }
    }

    @Test("W1: a check missing its value says how to write it")
    func checkWithoutValue() {
        for (line, hint) in [("expect choice", "write `expect choice BUTTON`"), ("expect toggle", "write `expect toggle ROW on` or `expect toggle ROW off`"),
                             ("expect section", "write `expect section NAME`"), ("expect text", "write `expect text TEXT`")] {
            do {
                _ = try WalkthroughScript.parse(line + "\n", file: "w.txt")
                Issue.record("'\(line)' parsed")
            } catch {
                #expect(error.diagnostics.map(\.description) == ["w.txt:1:1: error: \(hint)"])
            }
        }
    }

    @Test("W1, W3: actions on named items and every kind of check run headless")
    func passing() throws {
        let (runner, failure) = try run("""
        expect section Reading   # comments are allowed
        click More in bar
        expect screen More
        click Collections
        expect section Collections
        key down enter
        expect screen Finished
        resize 120x30
        expect text ‹ Collections
        key esc esc
        click Search in bar
        click Search in list
        expect keyboard shown
        expect bar hidden
        type 한글
        key esc
        expect bar shown
        expect text 한글
        expect no text Chapter 1
        """)
        #expect(failure == nil, "\(failure?.description ?? "")\n\(failure?.screen ?? "")")
        #expect(runner.checksPassed == 10)
    }

    @Test("W3: the first failing check stops the run with its line and the screen")
    func failing() throws {
        let (runner, failure) = try run("click Store\nexpect section Library\nexpect section Store\n")
        let found = try #require(failure)
        #expect(found.description == "w.txt:2: expected section 'Library', but 'Store' is selected")
        #expect(found.screen.contains("Featured"))
        #expect(runner.checksPassed == 0)
        let (_, missing) = try run("click Nowhere\n")
        #expect(missing?.description == "w.txt:1: 'Nowhere' is not on screen")
    }

    @Test("W1: More is a name a script may use only when the prototype has more tabs than a compact bar holds")
    func moreOnlyWhenShown() throws {
        let four = try PrototypeLoader.load("name: Four\nsections: [{label: A, screen: {}}, {label: B, screen: {}}, {label: C, screen: {}}, {label: D, screen: {}}]\n", file: "four.yaml")
        #expect(WalkthroughScript.Expectation.screen("Pizza").unknownName(in: four) == "Four has no screen 'Pizza' (screens: A, B, C, D)")
        #expect(WalkthroughScript.Expectation.section("More").unknownName(in: four) == "Four has no section 'More' (sections: A, B, C, D)")
        #expect(WalkthroughScript.Expectation.section("More").unknownName(in: bookshelf) == nil)
        #expect(WalkthroughScript.Expectation.screen("More").unknownName(in: bookshelf) == nil)
    }

    @Test("W1: a text the screen wrapped over two lines is said to be there, wrapped")
    func wrappedText() throws {
        let narrow = Size(width: 34, height: 24)
        let (_, wrapped) = try run("click Search\nexpect text Type a title or an author above.\n", size: narrow)
        #expect(wrapped?.screen.contains("Type a title or an author\n") == true)
        #expect(wrapped?.description == "w.txt:2: expected 'Type a title or an author above.' on screen; its words are there, wrapped over more than one line: expect a part that fits on one line")
        let (_, absent) = try run("click Search\nexpect text Type a title or a publisher\n", size: narrow)
        #expect(absent?.description == "w.txt:2: expected 'Type a title or a publisher' on screen")
        let (_, fits) = try run("click Search\nexpect text Type a title\n", size: narrow)
        #expect(fits == nil)
    }

    @Test("W3: time is virtual: a badge due after 10 s arrives at `wait 10000` at once")
    func virtualTime() throws {
        let (_, failure) = try run("click More\nexpect text ! ›\nexpect no text 4 ›\nwait 10000\nexpect text 4 ›\n")
        #expect(failure == nil, "\(failure?.description ?? "")")
    }

    @Test("W5: a run exports every frame drawn, at its time: the opening screen held 1 s, the slides' frames 16 ms apart, markers at each action, as asciicast v2 and text")
    func exports() throws {
        let runner = WalkthroughRunner(prototype: bookshelf, theme: Theme(tint: .orange, mode: .color), size: Size(width: 80, height: 24))
        let kept = FrameList()
        runner.frameSink = kept
        try runner.run(try WalkthroughScript.parse("key right\nkey right\n", file: "w.txt"))
        let cast = asciicast(of: kept, title: "t")
        let lines = cast.split(separator: "\n")
        #expect(lines.first == #"{"version":2,"width":80,"height":24,"title":"t"}"#)
        #expect(lines[1].hasPrefix(#"[0,"o","\u001b[?25l\u001b[H\u001b[2J"#), "the cursor hidden first")
        #expect(lines[2] == #"[1,"m","⌨ →"]"#, "the opening screen held 1 s before the first action")
        #expect(lines.last == #"[1.828,"o","\u001b[?25h"]"#, "and the cursor shown at the end")
        #expect(cast.components(separatedBy: "?25").count == 3)
        // Each 280 ms slide draws a frame every 16 ms; then it settles and 300 ms pass.
        let times = kept.frames.map(\.milliseconds)
        // (A tick that moves nothing by a whole column draws nothing.)
        #expect(times.first == 0 && times.dropFirst().allSatisfy { $0 >= 1000 }, "\(times)")
        let sliding = times.filter { $0 > 1000 && $0 <= 1288 }
        #expect(sliding.count >= 12 && sliding.allSatisfy { ($0 - 1000) % SessionLoop.frameInterval == 0 }, "\(times)")
        #expect(kept.markers.map(\.text) == ["⌨ →", "⌨ →"])
        #expect(kept.markers[1].milliseconds == 1588)
        // After the first frame, only what changed is written.
        #expect(lines.filter { $0.contains(#""o""#) }.dropFirst().allSatisfy { !$0.contains(#"\u001b[2J"#) })
        let text = textFrames(of: kept)
        #expect(text.contains("── 1.144 s, line 1 ──"))
    }

    @Test("W4: a recorded session replays identically")
    func recordingReplays() throws {
        let log = MemoryEventLog()
        let live = TestSession(bookshelf, theme: Theme(tint: .orange, mode: .color), log: log, initialSection: 2)
        try live.run("right,wait:700,down,enter,wait:90,press:70:22,wait:120,release:70:22,wait:400,type:Zoë,esc,wait:2000,resize:120x30,wait:300,7")
        let script = try WalkthroughScript.fromRecording(log.text, file: "rec.jsonl")
        #expect(script.steps.first.map { $0.step } == .size(Size(width: 80, height: 24)))
        let runner = WalkthroughRunner(prototype: bookshelf, theme: Theme(tint: .orange, mode: .color), size: Size(width: 80, height: 24))
        let kept = FrameList()
        runner.frameSink = kept
        try runner.run(script)
        var replayed = runner.state, original = live.state
        // Only the animations' bookkeeping may differ: both runs have settled.
        replayed.launchedAt = original.launchedAt
        replayed.animationGeneration = original.animationGeneration
        #expect(!replayed.isAnimating && !original.isAnimating)
        #expect(replayed == original)
        #expect(kept.frames.last?.buffer == live.screen)
    }

    @Test("W4: a line that is not a recording entry is reported with its line")
    func badRecording() {
        #expect(throws: PrototypeError.self) { try WalkthroughScript.fromRecording("{\"t_ms\":0,\"event\":\"launch\"}\nnot json\n", file: "r") }
    }
}
