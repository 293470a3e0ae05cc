import Testing
@testable import TabsimCore

/// A replay's memory does not grow with its frames: they go to an export as they are
/// drawn, or nowhere.
@Suite("Replays keep frames only for an export (W3, W5)")
struct ReplayFramesTests {
    /// The in-memory terminal of headless runs, counting how often its screen is read back.
    private final class CountingScreen: TerminalBackend, ReadableScreen, ResizableScreen {
        let memory: MemoryBackend
        private(set) var reads = 0

        init(size: Size) { memory = MemoryBackend(size: size, waitsWhenIdle: true) }

        var size: Size { memory.size }
        var shownScreen: CellBuffer? {
            reads += 1
            return memory.screen
        }
        func resizeScreen(to size: Size) -> String? { memory.resizeScreen(to: size) }
        func nextInput(timeoutMilliseconds: Int?) -> BackendInput { memory.nextInput(timeoutMilliseconds: timeoutMilliseconds) }
        func paint(_ changes: [CellBuffer.Change]) { memory.paint(changes) }
        func flush() { memory.flush() }
        func bell() {}
        func flash() {}
    }

    /// Replays a script of slides, pushes, clicks and a resize headless; returns how
    /// often the screen was read back and the screen at the end.
    private func replay(into sink: FrameSink?) throws -> (reads: Int, screen: CellBuffer) {
        let p = try demo()
        let script = try WalkthroughScript.parse("key right\nkey left\nclick Trips\nkey down enter\nresize 60x20\nkey esc\nexpect section Trips\n", file: "r.txt")
        let screen = CountingScreen(size: Size(width: 80, height: 24))
        let driver = SessionDriver(wrapping: screen, clock: screen.memory.clock, prototype: p, script: script,
                                   pacing: .headless(script), stopsAtFailure: true, stopsAtEnd: true)
        driver.frameSink = sink
        let program = Program(prototype: p, theme: Theme(tint: p.tint, mode: .color), backend: driver, clock: screen.memory.clock)
        driver.attach(to: program)
        program.run()
        #expect(driver.failure == nil && driver.results.count == 1)
        return (screen.reads, screen.memory.screen)
    }

    @Test("W3: a replay without an export never reads a frame back, so it keeps none")
    func noExportKeepsNoFrames() throws {
        let bare = try replay(into: nil)
        #expect(bare.reads == 0)
        let kept = FrameList()
        let exported = try replay(into: kept)
        #expect(exported.reads == kept.frames.count && kept.frames.count > 20, "every frame drawn, once: \(kept.frames.count)")
        #expect(kept.frames.last?.buffer == exported.screen && bare.screen == exported.screen, "the same run either way")
        #expect(kept.markers.map(\.text).contains("🖱 click “Trips”"))
    }

    @Test("W5: the asciicast written as frames come is the one of the frames kept, marker first at a moment")
    func streamedCastMatchesKept() throws {
        var streamed = ""
        let writer = AsciicastWriter(title: "t") { streamed += $0 }
        final class Both: FrameSink {
            let sinks: [FrameSink]
            init(_ sinks: [FrameSink]) { self.sinks = sinks }
            func record(_ frame: SessionDriver.Frame) { sinks.forEach { $0.record(frame) } }
            func record(_ marker: SessionDriver.Marker) { sinks.forEach { $0.record(marker) } }
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
