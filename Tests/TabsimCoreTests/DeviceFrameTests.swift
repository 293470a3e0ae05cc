import Testing
@testable import TabsimCore

/// Device frames (`--device`, `--viewport`): the prototype runs in a viewport drawn
/// inside a bezel with a status bar, centred in the terminal; the program sees only the
/// viewport (W2, W5 demos; I2 mouse; I3 resize).
@Suite("Device frames")
struct DeviceFrameTests {
    /// Runs the session in a device frame on an in-memory terminal of `terminal` (the
    /// frame's own size when nil), with `input` as the terminal sends it.
    func framed(_ prototype: Prototype, viewport: Size, terminal: Size? = nil, input: String = "",
                observer: SessionObserver? = nil) throws -> (screen: CellBuffer, program: TestSession) {
        let device = Device(viewport: viewport)
        let program = TestSession(prototype, theme: Theme(tint: prototype.tint, mode: .color),
                                  terminal: MemoryBackend(size: terminal ?? FrameLayout.frameSize(for: viewport)), device: device)
        if let observer { program.loop.add(observer: observer) }
        try program.run(input)
        program.settle()
        return (program.screen, program)
    }

    /// The rows of `buffer` inside `rect`, as text.
    func text(of buffer: CellBuffer, in rect: Rect) -> [String] {
        (rect.y..<rect.maxY).map { y in
            var line = ""
            for x in rect.x..<rect.maxX where !buffer[x, y].isContinuation { line += buffer[x, y].text }
            return line
        }
    }

    @Test("W5: the bezel with rounded corners and a status bar showing 9:41, signal and battery, around the screen the program draws alone")
    func bezelAroundScreen() throws {
        let p = try prototype(threeSections)
        let (shown, _) = try framed(p, viewport: Size(width: 30, height: 10))
        #expect(shown.size == Size(width: 32, height: 13))
        #expect(shown.text == """
        ╭──────────────────────────────╮
        │ 9:41              ▂▄▆█ ▐███▌ │
        │ Home                         │
        │  Home 1                      │
        │  Home 2                      │
        │  Home 3                      │
        │  Home 4                      │
        │  Home 5                      │
        │  Home 6                      │
        │──────────────────────────────│
        │  ● Home  □99+ Mail   ◇ Tabs  │
        │                              │
        ╰──────────────────────────────╯
        """)
        // The viewport holds exactly what the program draws at that size, styles included.
        let alone = try screen(p, size: Size(width: 30, height: 10))
        for y in 0..<10 {
            for x in 0..<30 { #expect(shown[x + 1, y + 2] == alone[x, y], "cell \(x),\(y)") }
        }
        #expect(shown[0, 0].style == Style(foreground: .gray), "the bezel is grey")
        #expect(shown[2, 1].style.attributes.contains(.bold), "the time is bold")
    }

    @Test("W5: a status bar too narrow for signal and battery shows the time alone")
    func narrowStatusBar() throws {
        let p = try prototype(threeSections)
        let (shown, _) = try framed(p, viewport: Size(width: 14, height: 10))
        #expect(shown.lines[1] == "│ 9:41         │")
    }

    @Test("W2: the frame is centred in a larger terminal, and the cells around it are blank")
    func centred() throws {
        let layout = FrameLayout(terminal: Size(width: 37, height: 16), viewport: Size(width: 30, height: 10))
        #expect(layout.fits)
        #expect(layout.frame == Rect(x: 2, y: 1, width: 32, height: 13))
        #expect(layout.statusBar == Rect(x: 3, y: 2, width: 30, height: 1))
        #expect(layout.screen == Rect(x: 3, y: 3, width: 30, height: 10))

        let p = try prototype(threeSections)
        let (shown, _) = try framed(p, viewport: Size(width: 30, height: 10), terminal: Size(width: 37, height: 16))
        #expect(shown.lines[0] == "")
        #expect(shown.lines[1] == "  ╭──────────────────────────────╮")
        #expect(shown.lines[3] == "  │ Home                         │")
        #expect(shown.lines[13] == "  ╰──────────────────────────────╯")
        #expect(shown.lines[14] == "" && shown.lines[15] == "")
    }

    @Test("I2: a click in the frame reaches the program in the viewport's coordinates and selects the tab under it")
    func clickInsideSelects() throws {
        let p = try prototype(threeSections)
        let terminal = Size(width: 37, height: 16)
        let layout = FrameLayout(terminal: terminal, viewport: Size(width: 30, height: 10))
        // Mail's label in the viewport's bar row, found on the screen the program draws alone.
        let alone = try screen(p, size: Size(width: 30, height: 10))
        let mail = try #require(alone.lines[8].range(of: "Mail")).lowerBound.utf16Offset(in: alone.lines[8]) - 2
        let x = layout.screen.x + mail, y = layout.screen.y + 8
        let recorder = StepRecorder()
        let (shown, program) = try framed(p, viewport: Size(width: 30, height: 10), terminal: terminal,
                                          input: "click:\(x):\(y)", observer: recorder)
        #expect(program.state.selectedSection == 1)
        #expect(shown.lines[3] == "  │ Mail                         │", "\(shown.text)")
        // The program was told of the click where its own screen has Mail.
        #expect(recorder.mice == [MouseEvent(.press, x: mail, y: 8), MouseEvent(.release, x: mail, y: 8)])
    }

    @Test("I2, W6: clicks on the bezel, the status bar and outside the frame do nothing (a tap on the bezel reaches the program as a press on nothing, a misclick); a release there cancels a held press")
    func clicksOutsideDoNothing() throws {
        let p = try prototype(threeSections)
        let terminal = Size(width: 37, height: 16)
        let layout = FrameLayout(terminal: terminal, viewport: Size(width: 30, height: 10))
        #expect(layout.viewportPoint(x: layout.frame.x, y: layout.screen.y + 8) == nil, "left bezel")
        #expect(layout.viewportPoint(x: layout.screen.x + 5, y: layout.statusBar.y) == nil, "status bar")
        #expect(layout.viewportPoint(x: 0, y: 0) == nil, "outside")
        #expect(layout.viewportPoint(x: layout.screen.x, y: layout.screen.y)! == (0, 0))

        let recorder = StepRecorder()
        let bezelClicks = ["click:\(layout.frame.x):\(layout.screen.y + 8)", "click:\(layout.screen.x + 12):\(layout.frame.maxY - 1)",
                           "click:\(layout.screen.x + 12):\(layout.statusBar.y)", "click:0:0", "wheeldown:\(layout.frame.maxX - 1):5"]
        let (_, program) = try framed(p, viewport: Size(width: 30, height: 10), terminal: terminal,
                                      input: bezelClicks.joined(separator: ","), observer: recorder)
        #expect(program.state.selectedSection == 0)
        // The three taps on the bezel and its status bar, as presses just past the screen's corner.
        #expect(recorder.mice == Array(repeating: MouseEvent(.press, x: 30, y: 10), count: 3))
        #expect(!Measure.responds(at: 30, 10, in: program.state, prototype: p))

        // Pressed on Mail, released on the bezel below it: the press is cancelled, as a
        // touch dragged off a phone's screen.
        let mailX = layout.screen.x + 14, barY = layout.screen.y + 8
        let cancelled = StepRecorder()
        let (_, held) = try framed(p, viewport: Size(width: 30, height: 10), terminal: terminal,
                                   input: "press:\(mailX):\(barY),release:\(mailX):\(layout.frame.maxY - 1)", observer: cancelled)
        #expect(held.state.selectedSection == 0)
        #expect(held.state.pressed == nil)
        #expect(cancelled.mice.last == MouseEvent(.release, x: 30, y: 10), "released just past the screen's corner, on no item")

        // Dragged on the screen first, then off it: the drag keeps the press held, a
        // drag over the bezel is not reported, and the release there still cancels.
        let dragged = StepRecorder()
        _ = try framed(p, viewport: Size(width: 30, height: 10), terminal: terminal,
                       input: "press:\(mailX):\(barY),drag:\(mailX - 1):\(barY),drag:\(mailX):\(layout.frame.maxY - 1),release:\(mailX):\(layout.frame.maxY - 1)",
                       observer: dragged)
        #expect(dragged.mice.map(\.kind) == [.press, .drag, .release])
        #expect(dragged.mice.last == MouseEvent(.release, x: 30, y: 10))
    }

    @Test("I3: a terminal too small for the frame says so plainly, and the frame comes back when it is enlarged")
    func tooSmall() throws {
        let p = try prototype(threeSections)
        let (small, _) = try framed(p, viewport: Size(width: 30, height: 10), terminal: Size(width: 31, height: 10), input: "2")
        #expect(small.lines == ["", "", "", "Too small for a 30x10 viewport", " Enlarge to 32x13 (now 31x10)", "            q quits", "", "", "", ""])

        let phone = TestSession(p, theme: Theme(tint: p.tint, mode: .color), terminal: MemoryBackend(size: Size(width: 80, height: 24)),
                                device: Device.preset(named: "phone")!)
        try phone.run()
        #expect(phone.screen.text.contains("Too small for the phone frame"))
        #expect(phone.screen.text.contains("Enlarge to 42x33 (now 80x24)"))

        // Keys still reach the program meanwhile (2 chose Mail); enlarged, the frame shows it.
        let (enlarged, program2) = try framed(p, viewport: Size(width: 30, height: 10), terminal: Size(width: 31, height: 10),
                                              input: "2,resize:40x16")
        #expect(program2.state.selectedSection == 1)
        #expect(!enlarged.text.contains("Too small"))
        #expect(enlarged.lines[1] == "    ╭──────────────────────────────╮")
        #expect(enlarged.lines[3] == "    │ Mail                         │")
    }

    @Test("I3: a terminal resize moves the frame, not the viewport: the program is not told and keeps its size")
    func resizeMovesFrame() throws {
        let p = try prototype(threeSections)
        let recorder = StepRecorder()
        let (shown, program) = try framed(p, viewport: Size(width: 30, height: 10), terminal: Size(width: 37, height: 16),
                                          input: "2,resize:50x20", observer: recorder)
        #expect(program.state.size == Size(width: 30, height: 10))
        #expect(!recorder.events.contains { if case .resized = $0 { return true } else { return false } })
        #expect(shown.size == Size(width: 50, height: 20))
        // (50-32)/2 = 9 columns and (20-13)/2 = 3 rows in.
        #expect(shown.lines[2] == "")
        #expect(shown.lines[3] == "         ╭──────────────────────────────╮")
        #expect(shown.lines[5] == "         │ Mail                         │")
        #expect(shown.lines[15] == "         ╰──────────────────────────────╯")
    }

    @Test("W1/W2: a script's resize resizes the viewport; the terminal grows with a frame-sized terminal, and a fixed one too small refuses")
    func scriptedResize() throws {
        let p = try prototype(threeSections)
        let script = try WalkthroughScript.parse("resize 40x12\nexpect text Home 8\n", file: "t.txt")
        let runner = WalkthroughRunner(prototype: p, theme: Theme(tint: p.tint, mode: .color), size: Size(width: 30, height: 10))
        runner.framing = HeadlessFraming(device: Device(viewport: Size(width: 30, height: 10)))
        let kept = FrameList()
        runner.frameSink = kept
        try runner.run(script)
        #expect(runner.state.size == Size(width: 40, height: 12))
        #expect(kept.frames.first?.buffer.size == Size(width: 32, height: 13))
        let last = try #require(kept.frames.last?.buffer)
        #expect(last.size == Size(width: 42, height: 15))
        #expect(last.lines[0] == "╭────────────────────────────────────────╮")
        #expect(last.lines[14] == "╰────────────────────────────────────────╯")

        // In a terminal of fixed size (as live), the viewport changes only when the frame fits.
        let fixed = SessionState(prototype: p, terminal: Size(width: 40, height: 15), device: Device(viewport: Size(width: 30, height: 10)))
        #expect(fixed.resizeProblem(to: Size(width: 40, height: 12)) == "a 40x12 viewport needs a 42x15 terminal, this one is 40x15")
        #expect(fixed.resizeProblem(to: Size(width: 38, height: 12)) == nil)
        var resized = fixed
        _ = Session().reduce(&resized, .resizeScreen(Size(width: 38, height: 12)), now: 0)
        #expect(resized.screen == Size(width: 38, height: 12) && resized.app.size == Size(width: 38, height: 12))
        #expect(resized.terminal == Size(width: 40, height: 15), "a live terminal keeps its size")
    }

    @Test("W5: a walk's frames and its asciicast hold the bezel")
    func exportsHoldTheFrame() throws {
        let p = try prototype(threeSections)
        let runner = WalkthroughRunner(prototype: p, theme: Theme(tint: p.tint, mode: .color), size: Size(width: 30, height: 10))
        runner.framing = HeadlessFraming(device: Device(viewport: Size(width: 30, height: 10)))
        let kept = FrameList()
        runner.frameSink = kept
        try runner.run(try WalkthroughScript.parse("click Mail\nexpect section Mail\n", file: "t.txt"))
        #expect(runner.checksPassed == 1)
        #expect(kept.frames.allSatisfy { $0.buffer.lines[1].hasPrefix("│ 9:41") })
        let cast = asciicast(of: kept, title: "t")
        #expect(cast.hasPrefix("{\"version\":2,\"width\":32,\"height\":13,"))
        #expect(cast.contains("╭──") && cast.contains("9:41"))
    }

    @Test("the presets fit a 120x40 terminal and lay out as their names say")
    func presets() throws {
        let names = Device.presets.compactMap(\.name)
        #expect(names == ["phone", "phone-landscape", "phone-large", "tablet"])
        for device in Device.presets {
            #expect(FrameLayout(terminal: Size(width: 120, height: 40), viewport: device.viewport).fits, "\(device.name!)")
            let state = AppState(prototype: try demo(), size: device.viewport)
            let expected: Orientation = device.name == "phone-landscape" || device.name == "tablet" ? .landscape : .portrait
            #expect(state.orientation == expected, "\(device.name!)")
            #expect(state.sizeClass == (device.name == "tablet" ? .regular : .compact), "\(device.name!)")
        }
        #expect(Device.preset(named: "Phone")?.viewport == Size(width: 40, height: 30))
        #expect(Device.preset(named: "watch") == nil)
    }
}

/// Notes every event the prototype applies.
final class StepRecorder: SessionObserver {
    var events: [Event] = []
    var mice: [MouseEvent] { events.compactMap { if case .mouse(let mouse) = $0 { return mouse } else { return nil } } }
    func sessionApplied(_ step: PrototypeStep) {
        if case .frameTick = step.event { return }
        events.append(step.event)
    }
}
