import Testing
@testable import TabsimCore

/// Records an issue for every half of a wide glyph left without its other half.
func expectWholeGlyphs(_ buffer: CellBuffer, _ context: String = "", sourceLocation: SourceLocation = #_sourceLocation) {
    let size = buffer.size
    for y in 0..<size.height {
        for x in 0..<size.width where buffer[x, y].isContinuation {
            #expect(x > 0 && DisplayWidth.of(buffer[x - 1, y].text) == 2, "orphan half at \(x),\(y) \(context)", sourceLocation: sourceLocation)
        }
        for x in 0..<size.width where DisplayWidth.of(buffer[x, y].text) == 2 {
            #expect(x + 1 < size.width && buffer[x + 1, y].isContinuation, "half glyph at \(x),\(y) \(context)", sourceLocation: sourceLocation)
        }
    }
}

/// Loads a prototype from YAML written in a test, failing loudly on a problem.
func prototype(_ yaml: String) throws -> Prototype {
    try PrototypeLoader.load(yaml, file: "test.yaml")
}

/// The built-in demo.
func demo() throws -> Prototype {
    try PrototypeLoader.load(BuiltInExamples.demo.source, file: "demo")
}

/// Runs the real session loop headless and returns what the screen shows.
func screen(_ prototype: Prototype, size: Size = Size(width: 80, height: 24), input: String = "",
            mode: ColorMode = .color) throws -> CellBuffer {
    let session = TestSession(prototype, theme: Theme(tint: prototype.tint, mode: mode), size: size)
    try session.run(input)
    return session.screen
}

/// The session loop on an in-memory terminal, as tests drive it: run on timed inputs,
/// or stepped by hand as a server steps it (each message handled, then drawn; time
/// passing frame by frame on the manual clock).
final class TestSession {
    let terminal: TestTerminal
    let loop: SessionLoop

    /// - Parameter terminal: the terminal, else one in memory of `size` (the device
    ///   frame's, with a device).
    init(_ prototype: Prototype, theme: Theme? = nil, size: Size = Size(width: 80, height: 24), clock: ManualClock = ManualClock(),
         terminal given: TestTerminal? = nil, device: Device? = nil, haptics: Haptics = .off, log: EventLogSink? = nil,
         header: RecordingHeader? = nil, initialSection: Int = 0, overlay: Overlay = Overlay(), study: TaskTracker? = nil,
         reader: ScreenReader? = nil) {
        terminal = given ?? MemoryBackend(size: device.map { FrameLayout.frameSize(for: $0.viewport) } ?? size, clock: clock)
        let clock = terminal.clock
        let state = SessionState(prototype: prototype, terminal: terminal.size, device: device, terminalIsResizable: true,
                                 initialSection: initialSection, overlay: overlay, study: study, launchedAt: clock.nowMilliseconds,
                                 reader: reader)
        var recorded = log.map { _ in header ?? .plain(for: prototype, haptics: haptics) }
        recorded?.settings?.reader = reader
        loop = SessionLoop(session: Session(haptics: haptics, header: recorded), state: state,
                           view: SessionView(prototype: prototype, theme: theme ?? Theme(tint: prototype.tint, mode: .color)),
                           terminal: terminal, clock: clock, log: log)
    }

    var clock: ManualClock { terminal.clock }
    /// What the terminal shows.
    var screen: CellBuffer { terminal.screen }
    var state: AppState { loop.state.app }
    var overlay: Overlay { loop.state.overlay }
    var renderer: Renderer { loop.view.renderer }

    /// Runs the loop on `input` (`render --keys` tokens) until it ends: on an in-memory
    /// terminal, once they are used up; on another, when that terminal stops.
    func run(_ input: String = "") throws {
        if terminal is MemoryBackend || !input.isEmpty { loop.add(source: TimedInputs(try InputScript.parse(input))) }
        loop.run()
    }

    /// Launches the session, for stepping it by hand.
    func launch() { loop.launch() }

    /// Input from the terminal, handled and drawn.
    func send(_ event: Event) {
        loop.handle(.input(event))
        loop.drawIfNeeded()
    }

    /// A message, handled and drawn.
    func handle(_ message: SessionMessage) {
        loop.handle(message)
        loop.drawIfNeeded()
    }

    /// Lets `milliseconds` pass frame by frame, each tick handled and drawn.
    func pass(_ milliseconds: Int) {
        var left = milliseconds
        while left > 0 {
            let step = min(left, SessionLoop.frameInterval)
            clock.advance(by: step)
            left -= step
            handle(.tick)
        }
    }

    /// Lets running animations finish, then draws.
    /// - Returns: the milliseconds that passed.
    @discardableResult
    func settle(limit: Int = 10_000) -> Int {
        var waited = 0
        while state.isAnimating, waited < limit {
            pass(SessionLoop.frameInterval)
            waited += SessionLoop.frameInterval
        }
        loop.drawIfNeeded()
        return waited
    }
}

/// A state after applying `input` through the reducer alone; `wait:MS` moves the time.
func state(_ prototype: Prototype, size: Size = Size(width: 80, height: 24), input: String = "") throws -> AppState {
    var state = AppState(prototype: prototype, size: size)
    apply(input, to: &state, prototype: prototype, startingAt: 0)
    return state
}

/// Applies scripted input through the reducer from time `start`; returns the time after it.
@discardableResult
func apply(_ input: String, to state: inout AppState, prototype: Prototype, startingAt start: Int) -> Int {
    let reducer = Reducer(prototype: prototype)
    var now = start
    for step in try! InputScript.parse(input) {
        switch step {
        case .event(let event): _ = reducer.reduce(&state, event, now: now)
        case .wait(let ms): now += ms
        }
    }
    return now
}

/// A small prototype: three plain sections, the second with a pushable row and a field.
let threeSections = """
name: Three
sections:
  - label: Home
    icon: "○ ●"
    screen:
      title: Home
      rows: {count: 100, text: "Home {n}"}
  - label: Mail
    icon: "□ ■"
    badge: 120
    screen:
      title: Mail
      fields: [{label: To, placeholder: Someone, capitalize: none}]
      rows:
        - text: Inbox
          detail: {title: Inbox, rows: {count: 30, text: "Message {n}"}}
        - Sent
  - label: Tabs
    icon: "◇ ◆"
    pages:
      style: scroll
      header: {title: Tabs, fields: [Search]}
      items:
        - {label: Off, disabled: true}
        - {label: One, rows: {count: 40, text: "One {n}"}}
        - {label: Two, badge: "!", rows: {count: 40, text: "Two {n}"}}
        - {label: Three, rows: [a]}
"""

/// The captions `play` shows while it replays the recording `text` live on `prototype`.
func captionsPlaying(_ text: String, on prototype: Prototype) throws -> [String] {
    let script = try WalkthroughScript.fromRecording(text, file: "r.jsonl")
    let terminal = CaptureTerminal()
    play(script, on: prototype, terminal: terminal, pacing: .live(script, speed: 1), showsCaptions: true)
    return terminal.captions
}

/// Plays `script` on a live-like `terminal` as `tabsim play` does: the session loop with
/// the script as a source, until it ends.
/// - Returns: the loop and the script's source, to read their results.
@discardableResult
func play(_ script: WalkthroughScript, on prototype: Prototype, terminal: CaptureTerminal, pacing: ScriptPacing,
          showsCaptions: Bool = false, frameSink: FrameSink? = nil) -> (loop: SessionLoop, source: ScriptSource) {
    let state = SessionState(prototype: prototype, terminal: terminal.size, launchedAt: terminal.clock.nowMilliseconds)
    let loop = SessionLoop(session: Session(), state: state, view: SessionView(prototype: prototype, theme: Theme(tint: prototype.tint, mode: .color)),
                           terminal: terminal, clock: terminal.clock)
    let source = ScriptSource(script: script, pacing: pacing, showsCaptions: showsCaptions)
    source.frameSink = frameSink
    loop.add(source: source)
    loop.add(observer: source)
    loop.run()
    return (loop, source)
}

/// A terminal a test can read back, with the manual clock waiting on it advances.
protocol TestTerminal: TerminalBackend {
    var screen: CellBuffer { get }
    var clock: ManualClock { get }
}

extension MemoryBackend: TestTerminal {}
extension CaptureTerminal: TestTerminal {}

/// A terminal for live-session tests: its input is a list of events, time passes only
/// while it is waited on, and it records each new caption painted over the top row. It
/// stops once its events are used up and it is asked to wait with no time limit.
final class CaptureTerminal: TerminalBackend {
    let clock = ManualClock()
    var screen = CellBuffer(size: Size(width: 80, height: 24))
    var captions: [String] = []
    private var events: [Event]
    /// Whether each event arrives on its own, as typed keys do, rather than in one burst.
    private let oneAtATime: Bool
    var size: Size { screen.size }

    init(events: [Event] = [], oneAtATime: Bool = false) {
        self.events = events.reversed()
        self.oneAtATime = oneAtATime
    }

    func nextInput(timeoutMilliseconds: Int?) -> BackendInput {
        if oneAtATime, timeoutMilliseconds == 0 { return .timeout }
        if let event = events.popLast() { return .event(event) }
        guard let timeout = timeoutMilliseconds else { return .stop(reason: "end of input") }
        clock.advance(by: max(1, timeout))
        return .timeout
    }

    func paint(_ changes: [CellBuffer.Change]) {
        screen.apply(changes)
        // Captions and bands are drawn in reverse video on the top row.
        guard screen.size.height > 0 else { return }
        let shown = (0..<screen.size.width).filter { screen[$0, 0].style.attributes.contains(.reverse) }.map { screen[$0, 0].text }
        let caption = shown.joined().trimmingSpaces
        if !caption.isEmpty, captions.last != caption { captions.append(caption) }
    }

    func flush() {}
    func bell() {}
    func flash() {}
}

/// Collects a recording in memory, as a `--log` file would hold it.
final class MemoryEventLog: EventLogSink {
    var entries: [RecordingEntry] = []
    var text = ""
    var entriesWritten: Int { entries.count }
    /// Entries after which writing fails, as on a full disk; nil: never.
    var failsAfter: Int?
    /// The clock a write moves on, and by how much: a slow disk or a debug build.
    var eachWriteTakes: (clock: ManualClock, milliseconds: Int)?

    func record(_ entry: RecordingEntry) -> String? {
        if let failsAfter, entries.count >= failsAfter { return "No space left on device" }
        entries.append(entry)
        text += entry.line(wallClock: "2026-11-22T00:00:00.000Z") + "\n"
        if let (clock, milliseconds) = eachWriteTakes { clock.advance(by: milliseconds) }
        return nil
    }
}

/// A kept run's asciicast, as `walk --cast` writes it: its frames and markers given to
/// the writer in time order, as the run made them.
func asciicast(of run: FrameList, title: String) -> String {
    var text = ""
    let writer = AsciicastWriter(title: title) { text += $0 }
    var markers = run.markers[...]
    for frame in run.frames {
        while let marker = markers.first, marker.milliseconds <= frame.milliseconds {
            writer.record(marker)
            markers.removeFirst()
        }
        writer.record(frame)
    }
    markers.forEach(writer.record)
    writer.finish()
    return text
}

/// A kept run's text frames, as `walk --frames` writes them.
func textFrames(of run: FrameList) -> String {
    var text = ""
    let writer = TextFramesWriter { text += $0 }
    run.frames.forEach(writer.record)
    writer.finish()
    return text
}

/// Whether a cell shows dimmed (a push's parallax, what a sheet uncovers, a fade, the
/// dialog's scrim): in the dark 256-colour blue theme, its text in one of the roles'
/// colours moved toward the backdrop, not the `dim` attribute.
func isDimmed(_ style: Style) -> Bool {
    dimmedForegrounds.contains(style.foreground)
}

private let dimmedForegrounds: Set<Color> = {
    let theme = Theme(tint: .blue, mode: .color)
    // The theme's roles, those of its floating bar and Material 3 bar included.
    func styles(_ value: Any) -> [Style] {
        (value as? Style).map { [$0] } ?? Mirror(reflecting: value).children.flatMap { styles($0.value) }
    }
    return Set(styles(theme).map { theme.dimmed($0).foreground })
}()
