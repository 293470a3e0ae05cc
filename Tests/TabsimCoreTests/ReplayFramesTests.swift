import Testing
@testable import TabsimCore

/// A replay's memory does not grow with its frames: they go to an export as they are
/// drawn, or nowhere.
@Suite("Replays keep frames only for an export (W3, W5)")
struct ReplayFramesTests {
    /// Counts the frames a session draws.
    private final class DrawCounter: SessionObserver {
        private(set) var draws = 0
        func sessionDrew(_ frame: CellBuffer, at now: Int) { draws += 1 }
    }

    /// Replays a script of slides, pushes, clicks and a resize headless; returns how
    /// many frames were drawn and the state at the end.
    private func replay(into sink: FrameSink?) throws -> (draws: Int, state: AppState) {
        let p = try demo()
        let script = try WalkthroughScript.parse("key right\nkey left\nclick Trips\nkey down enter\nresize 60x20\nkey esc\nexpect section Trips\n", file: "r.txt")
        let runner = WalkthroughRunner(prototype: p, theme: Theme(tint: p.tint, mode: .color), size: Size(width: 80, height: 24))
        let counter = DrawCounter()
        runner.frameSink = sink
        runner.observer = counter
        try runner.run(script)
        #expect(runner.checksPassed == 1)
        return (counter.draws, runner.state)
    }

    @Test("W3: a replay without an export draws no frame, so it keeps none")
    func noExportKeepsNoFrames() throws {
        let bare = try replay(into: nil)
        #expect(bare.draws == 0)
        let kept = FrameList()
        let exported = try replay(into: kept)
        #expect(exported.draws == kept.frames.count && kept.frames.count > 20, "every frame drawn, once: \(kept.frames.count)")
        #expect(bare.state == exported.state, "the same run either way")
        #expect(kept.markers.map(\.text).contains("🖱 click “Trips”"))
    }

    @Test("W5: the asciicast written as frames come is the one of the frames kept, marker first at a moment")
    func streamedCastMatchesKept() throws {
        var streamed = ""
        let writer = AsciicastWriter(title: "t") { streamed += $0 }
        final class Both: FrameSink {
            let sinks: [FrameSink]
            init(_ sinks: [FrameSink]) { self.sinks = sinks }
            func record(_ frame: ScriptSource.Frame) { sinks.forEach { $0.record(frame) } }
            func record(_ marker: ScriptSource.Marker) { sinks.forEach { $0.record(marker) } }
        }
        let kept = FrameList()
        _ = try replay(into: Both([writer, kept]))
        writer.finish()
        #expect(streamed == asciicast(of: kept, title: "t"))
        let lines = streamed.split(separator: "\n")
        // The opening screen, held 1 s; then the first input's marker before its frame.
        #expect(lines[1].hasPrefix("[0,\"o\",") && lines[2].hasPrefix("[1,\"m\",") && lines[3].hasPrefix("[1,\"o\","))
        #expect(streamed.contains(#","r","60x20"]"#))
    }
}
