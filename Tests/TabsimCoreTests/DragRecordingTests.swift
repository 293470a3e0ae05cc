import Testing
@testable import TabsimCore

/// Drags in recordings, scripts, captions and study measures (W2, W4, W6).
@Suite("Drags recorded, replayed and measured")
struct DragRecordingTests {
    private let input = "2,wait:300,press:30:2,wait:60,drag:20:2,wait:60,drag:10:2,wait:60,release:10:2,wait:400,q"
    /// The pages' row half dragged: P1 moved half the width left, P3 half in.
    private let halfway = "1 p1p1 p1p1 p1p1      p3p3 p3p3 p3p3 p3p"

    /// The recording `tabsim --log` would write for scripted input, at 40x12.
    private func recording(_ p: Prototype) throws -> String {
        let log = MemoryEventLog()
        let backend = TestSession(p, theme: Theme(tint: .blue, mode: .color), size: Size(width: 40, height: 12), log: log)
        try backend.run(input)
        return log.text
    }

    @Test("W4: each movement of a drag is recorded as drag:X:Y and replays identically, the frames mid-drag included")
    func recordedAndReplayed() throws {
        let p = try prototype(dragFollowable)
        let text = try recording(p)
        let inputs = text.split(separator: "\n").compactMap { line -> String? in
            guard let key = line.range(of: #""input":""#) else { return nil }
            return String(line[key.upperBound...].prefix { $0 != "\"" })
        }
        #expect(inputs == ["2", "press:30:2", "drag:20:2", "drag:10:2", "release:10:2", "q"])
        let runner = WalkthroughRunner(prototype: p, theme: Theme(tint: .blue, mode: .color), size: Size(width: 40, height: 12))
        let kept = FrameList()
        runner.frameSink = kept
        try runner.run(try WalkthroughScript.fromRecording(text, file: "drag.jsonl"))
        #expect(runner.state.sections[1].selectedPage == 2)
        let rows = kept.frames.map { $0.buffer.lines[2] }
        #expect(rows.contains(halfway), "the replay draws the pages where the pointer held them")
        #expect(rows.last == "  p3p3 p3p3 p3p3 p3p3 p3p3 p3p3 p3p3")
    }

    @Test("W1: --keys and a script's key line take drag:X:Y; a bad one is named")
    func scripted() throws {
        #expect(try InputScript.parse("drag:3:4") == [.event(.mouse(MouseEvent(.drag, x: 3, y: 4)))])
        #expect(InputScript.token(for: .mouse(MouseEvent(.drag, x: 3, y: 4))) == "drag:3:4")
        #expect(throws: InputScript.ParseError.self) { try InputScript.parse("drag:3") }
        let script = try WalkthroughScript.parse("key 2\nkey press:30:2 drag:10:2 release:10:2\nexpect page P3\n", file: "s.txt")
        let p = try prototype(dragFollowable)
        let runner = WalkthroughRunner(prototype: p, theme: Theme(tint: .blue, mode: .color), size: Size(width: 40, height: 12))
        try runner.run(script)
        #expect(runner.checksPassed == 1)
    }

    @Test("W6: a drag that changes page is one input, counted at its press")
    func measuredOnce() throws {
        let p = try prototype(dragFollowable)
        let study = try Study.parse("task Reach the third page\nexpect page P3\n", file: "tasks.txt")
        let session = try WalkthroughScript.fromRecording(try recording(p), file: "session")
        let results = try StudyAnalysis(prototype: p, study: study).results(for: session)
        #expect(results.first?.inputs == 2, "the key 2 and the drag")
    }

    @Test("W2: a drag is captioned by the way it goes")
    func captioned() throws {
        let p = try prototype(dragFollowable)
        let captions = try captionsPlaying(try recording(p), on: p)
        #expect(captions.contains("🖱 drag ←"))
        #expect(!captions.contains { $0.contains("20:2") })
    }
}
