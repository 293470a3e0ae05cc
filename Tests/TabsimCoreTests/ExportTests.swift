import Testing
@testable import TabsimCore

/// Exact frames for demos (W5): what the live program would draw, when it would draw it.
@Suite("Exports hold every frame (W5)")
struct ExportTests {
    private let demoPrototype = try! demo()

    /// The run's frames and markers, kept.
    private func walk(_ text: String, prototype: Prototype? = nil) throws -> FrameList {
        let p = prototype ?? demoPrototype
        let runner = WalkthroughRunner(prototype: p, theme: Theme(tint: p.tint, mode: .color), size: Size(width: 80, height: 24))
        let kept = FrameList()
        runner.frameSink = kept
        let script = WalkthroughScript.isRecording(text) ? try WalkthroughScript.fromRecording(text, file: "r.jsonl") : try WalkthroughScript.parse(text, file: "w.txt")
        try runner.run(script)
        return kept
    }

    @Test("W5: a script's resize is an asciicast \"r\" event, and the frames after it have the new size")
    func resizeInCast() throws {
        let run = try walk("key right\nresize 100x30\nkey right\n")
        let cast = asciicast(of: run, title: "t")
        #expect(cast.split(separator: "\n").first?.contains(#""width":80,"height":24"#) == true)
        #expect(cast.contains(#","r","100x30"]"#))
        #expect(run.frames.last?.buffer.size == Size(width: 100, height: 30))
    }

    @Test("W5: a resize to the size it already has redraws the screen instead of blanking it")
    func resizeToSameSize() throws {
        let shown = try screen(demoPrototype, size: Size(width: 60, height: 12), input: "resize:60x12")
        #expect(shown.lines[0] == " Explore")
    }

    @Test("W4, W5: a recording's frames appear at the time of the input that caused them, after the opening hold, once each")
    func recordingFrameTimes() throws {
        let text = #"{"t_ms":0,"event":"launch","size":"80x24","section":"Explore"}"# + "\n"
            + #"{"t_ms":1190,"input":"right"}"# + "\n" + #"{"t_ms":1700,"input":"right"}"# + "\n"
            + #"{"t_ms":2500,"event":"quit","section":"Record"}"# + "\n"
        let run = try walk(text)
        let firstSlide = run.frames.first { $0.milliseconds > 0 }
        #expect(firstSlide?.milliseconds == 2190, "the slide starts when → was pressed, after the opening hold of 1 s")
        let times = run.frames.map(\.milliseconds)
        #expect(times == times.sorted() && Set(times).count == times.count, "each frame once: \(times)")
        #expect(run.frames.contains { $0.milliseconds == 2700 })
    }

    @Test("W5: slow motion stretches a slide five times, so its middle frames can be caught")
    func slowMotion() throws {
        var slow = demoPrototype
        slow.slowDown(by: 5)
        #expect(slow.durationMilliseconds == 1400)
        let run = try walk("key right\n", prototype: slow)
        let sliding = run.frames.filter { $0.milliseconds > 1000 && $0.milliseconds < 2400 }
        #expect(sliding.count >= 40, "\(sliding.count) frames")
        // Half way through, both screens show: the old title leaving, the new one arriving.
        let middle = try #require(sliding.first { $0.milliseconds >= 1700 })
        #expect(middle.buffer.lines[0].contains("Explore") || middle.buffer.lines[0].contains("Your trips"))
        #expect(middle.buffer.lines[0] != " Explore" && middle.buffer.lines[0] != " Your trips", "\(middle.buffer.lines[0])")
    }
}
