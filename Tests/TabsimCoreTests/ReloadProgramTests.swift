import Testing
@testable import TabsimCore

/// A terminal whose input is a list of what the backend may report, reloads among them.
private final class ReloadingTerminal: TestTerminal {
    let clock = ManualClock()
    let painted: MemoryBackend
    private var inputs: [BackendInput]
    var size: Size { painted.size }
    var screen: CellBuffer { painted.screen }

    init(size: Size, _ inputs: [BackendInput]) {
        painted = MemoryBackend(size: size)
        self.inputs = inputs.reversed()
    }

    func nextInput(timeoutMilliseconds: Int?) -> BackendInput {
        if timeoutMilliseconds == 0 { return .timeout }
        clock.advance(by: 100)
        return inputs.popLast() ?? .stop(reason: "end of input")
    }

    func paint(_ changes: [CellBuffer.Change]) { painted.paint(changes) }
    func flush() {}
    func bell() {}
    func flash() {}
}

@Suite("Reload: the program, its error band and its recording")
struct ReloadProgramTests {
    private let size = Size(width: 60, height: 12)

    @Test("An invalid file shows its first problem, sanitized, in a band over the last good version; fixing it removes the band")
    func errorBandComesAndGoes() throws {
        var old = try prototype(threeSections)
        old.transition = .none
        let renamed = threeSections.replacing("  - label: Mail", with: "  - label: Post")
        let program = TestSession(old, theme: Theme(tint: old.tint, mode: .monochrome), size: size)
        program.launch()
        program.send(.key(.character("2")))
        program.handle(.reload(.failed("mine.yaml:4:5: error: sections[1].lable: unknown key 'lable'\u{1B}[2J; did you mean 'label'? (allowed here: label, icon, badge)")))
        program.send(.mouse(MouseEvent(.press, x: 4, y: 1)))
        program.send(.mouse(MouseEvent(.release, x: 4, y: 1)))
        let broken = program.screen.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(broken[0] == " ✗ mine.yaml:4:5: error: sections[1].lable: unknown key")
        #expect(broken[1] == " 'lable'�[2J; did you mean 'label'? (allowed here: label,", "wrapped on two rows, the escape shown as �")
        let running = program.renderer.render(program.state).text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(running[0] == " Mail")
        #expect(broken.dropFirst(2) == running.dropFirst(2), "the prototype runs below, unmoved")
        #expect(program.screen[0, 0].style.attributes.contains(.reverse), "the band stands out without colour")
        #expect(!program.screen.text.contains("\u{1B}"))

        // Ctrl-L: the lint panel says in full what the band may cut.
        program.send(.key(.control("l")))
        let panel = program.screen.text
        #expect(panel.contains("│ The file does not load; the findings are the last good │"))
        #expect(panel.contains("│ (allowed here: label, icon, badge)                     │"), "the end the band cut")
        program.send(.key(.escape))

        program.handle(.reload(.loaded(try prototype(renamed), source: renamed)))
        let fixed = program.screen.text
        #expect(fixed.hasPrefix(" Mail\n"), "the band is gone; the title is back")
        #expect(fixed.contains("Post"), "the bar shows the new label")
        #expect(program.state.selection == .section(1))
        #expect(program.overlay.problem == nil)
    }

    @Test("W4: a session with reloads replays them from its recording, bands and new versions alike")
    func reloadsReplay() throws {
        let old = try prototype(threeSections)
        let renamed = threeSections.replacing("  - label: Mail", with: "  - label: Post")
            .replacing("name: Three\n", with: "name: Three\ntransition: none\n")
        let terminal = ReloadingTerminal(size: size, [
            .event(.key(.character("2"))), .event(.key(.enter)), .event(.key(.character("a"))), .event(.key(.escape)),
            .reload(.failed("mine.yaml:1:1: error: broken")),
            .event(.key(.down)),
            .reload(.loaded(try prototype(renamed), source: renamed)),
            .event(.key(.enter)), .event(.key(.character("1"))), .event(.key(.character("2"))),
        ])
        let log = MemoryEventLog()
        let program = TestSession(old, theme: Theme(tint: old.tint, mode: .color), terminal: terminal, log: log)
        try program.run()
        #expect(log.text.contains(#""event":"reload","error":"mine.yaml:1:1: error: broken""#))
        #expect(log.text.contains(#""outline":["Home","Post","Tabs","Tabs/Off","Tabs/One","Tabs/Two","Tabs/Three"],"transition":"none""#))

        let script = try WalkthroughScript.fromRecording(log.text, file: "p.jsonl")
        let runner = WalkthroughRunner(prototype: old, theme: Theme(tint: old.tint, mode: .color), size: size)
        let kept = FrameList()
        runner.frameSink = kept
        try runner.run(script)
        #expect(kept.frames.contains { $0.buffer.text.hasPrefix(" ✗ mine.yaml:1:1: error: broken") }, "the band replays")
        #expect(kept.frames.last?.buffer.text == program.screen.text)
        #expect(runner.state.sections == program.state.sections)
        #expect(runner.state.selection == .section(1))
        #expect(program.state.sections[1].stack.count == 1, "Inbox is open again in Post")
    }

    @Test("P: a reread file gives its first problem with file, line and column: a YAML mistake, an unknown key, bad bytes, too large")
    func rereadProblems() {
        func problem(_ bytes: [UInt8]) -> String? {
            if case .failed(let text) = PrototypeReload.read(bytes, file: "mine.yaml") { return text }
            return nil
        }
        #expect(problem(Array("sections: [\n".utf8))?.hasPrefix("mine.yaml:2:1: error: not valid YAML") == true)
        #expect(problem(Array("sections:\n  - label: A\n    lable: b\n".utf8))?.hasPrefix("mine.yaml:3:5: error: sections[0].lable: unknown key 'lable'") == true)
        #expect(problem(Array("name: A\nsections: [\u{1B}]\n".utf8) + [0xFF]) == "mine.yaml:3:1: error: byte 0xFF is not UTF-8; save the file as UTF-8")
        #expect(problem([UInt8](repeating: 0x20, count: PrototypeLimits.maximumBytes + 1))
            == "mine.yaml: error: the file is larger than 1024 KiB, the most a prototype may be")
        let good = "sections: [{label: A, screen: {rows: [x]}}]\n"
        guard case .loaded(let loaded, let source) = PrototypeReload.read(Array(good.utf8), file: "mine.yaml") else {
            Issue.record("a good file loads")
            return
        }
        #expect(loaded.sections.map(\.label) == ["A"] && source == good)
    }

    @Test("W4: a recorded reload whose text was edited afterwards is refused with its line")
    func editedReloadRefused() throws {
        let text = #"{"t_ms":0,"event":"launch","format":2,"transition":"none","duration":0,"size":"60x12","section":"Home"}"# + "\n"
            + #"{"t_ms":5,"event":"reload","prototype_sha256":"00","transition":"none","duration":0,"source":"sections: [{label: A}]"}"# + "\n"
        #expect(throws: PrototypeError.self) { try WalkthroughScript.fromRecording(text, file: "p.jsonl") }
        do {
            _ = try WalkthroughScript.fromRecording(text, file: "p.jsonl")
        } catch {
            #expect(error.description == "p.jsonl:2:1: error: prototype_sha256: does not match the recorded source; the recording was edited")
        }
    }
}
