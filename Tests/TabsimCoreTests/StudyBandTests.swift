import Testing
@testable import TabsimCore

/// What a live study's band does for a participant (W6): a task too long for one row
/// wraps on up to three, the whole of it shows on a tap, and a Give up button gives the
/// task up.
@Suite("Study band: wrapping, the whole text and Give up (W6)")
struct StudyBandTests {
    private let bookshelf = try! PrototypeLoader.load(BuiltInExamples.named("bookshelf")!.source, file: "bookshelf")
    private static let scenario = "Task 1 of 3: A friend told you about a book. Find it in your library and start reading."
    private static let essay = "Task 2 of 3: You are on a train and the signal is weak. Earlier today you saved a long article about "
        + "gardening to read later, and now you want to finish it before your stop. Find the article and open it."

    /// Runs the prototype live on scripted input with `overlay`; returns the screen, the
    /// recording and the session at the end.
    private func live(_ overlay: Overlay, size: Size, input: String) throws -> (screen: CellBuffer, log: MemoryEventLog, session: SessionState) {
        try ChromeRun.run(bookshelf, overlay: overlay, size: size, input: input)
    }

    /// The prototype alone at `size`, as it is drawn under a band.
    private func prototypeLines(_ size: Size) -> [String] {
        Renderer(prototype: bookshelf, theme: .monochrome).render(AppState(prototype: bookshelf, size: size)).lines
    }

    @Test("W6: a task too long for a row wraps on up to three at 40 columns, by display columns; the prototype is laid out below")
    func wrapsOnThreeRows() throws {
        let overlay = Overlay(band: Band(Self.scenario))
        #expect(overlay.bandHeight(width: 40) == 3 && overlay.bandHeight(width: 80) == 2 && overlay.bandHeight(width: 120) == 1)
        let (screen, _, _) = try live(overlay, size: Size(width: 40, height: 20), input: "")
        #expect(Array(screen.lines[0..<3]) == [
            " Task 1 of 3: A friend told you about a",
            " book. Find it in your library and",
            " start reading.",
        ])
        #expect(Array(screen.lines[3...]) == prototypeLines(Size(width: 40, height: 17)))
        // Korean takes two columns a character: at 30 columns a row holds 28.
        let korean = Overlay(band: Band("과제 1: 서재에서 친구가 추천한 책을 찾아 읽기 시작하세요 지금"))
        let frame = Renderer(prototype: bookshelf, theme: .monochrome).render(AppState(prototype: bookshelf, size: Size(width: 30, height: 10)), overlay: korean)
        #expect(Array(frame.lines[0..<3]) == [" 과제 1: 서재에서 친구가", " 추천한 책을 찾아 읽기", " 시작하세요 지금"])
        expectWholeGlyphs(frame)
    }

    @Test("W6: when a resize changes how many rows the band wraps on, the prototype gets the rows that are left")
    func resizeRewraps() throws {
        let (screen, _, _) = try live(Overlay(band: Band(Self.scenario)), size: Size(width: 40, height: 20), input: "resize:80x20,resize:120x16")
        #expect(screen.lines[0] == " " + Self.scenario)
        #expect(Array(screen.lines[1...]) == prototypeLines(Size(width: 120, height: 15)))
        let (narrow, _, _) = try live(Overlay(band: Band(Self.scenario)), size: Size(width: 120, height: 16), input: "resize:40x20")
        #expect(Array(narrow.lines[3...]) == prototypeLines(Size(width: 40, height: 17)))
    }

    @Test("W6: text that does not fit three rows ends with …; a tap on it shows the whole text, and a tap or key closes it, reaching nothing")
    func wholeTextOnTap() throws {
        let overlay = Overlay(band: Band(Self.essay))
        let size = Size(width: 40, height: 24)
        let (cut, _, _) = try live(overlay, size: size, input: "")
        #expect(Array(cut.lines[0..<3]) == [
            " Task 2 of 3: You are on a train and",
            " the signal is weak. Earlier today you",
            " saved a long article about gardening …",
        ])
        #expect(cut.lines[3] == prototypeLines(Size(width: 40, height: 21))[0])

        let (shown, log, _) = try live(overlay, size: size, input: "click:5:1")
        let under = prototypeLines(Size(width: 40, height: 21))
        let panel: [String] = [
            " ┌────────────────────────────────────┐",
            " │ Task 2 of 3: You are on a train    │",
            " │ and the signal is weak. Earlier    │",
            " │ today you saved a long article     │",
            " │ about gardening to read later, and │",
            " │ now you want to finish it before   │",
            " │ your stop. Find the article and    │",
            " │ open it.                           │",
            " │                                    │",
            " │ Tap or press a key to close        │",
            " └────────────────────────────────────┘",
        ]
        #expect(Array(shown.lines[3...]) == Array(under[0..<5]) + panel + Array(under[16...]))
        #expect(!log.text.contains(#""input":"#))

        // A tap on the bar under the panel closes it and selects nothing; so does a key.
        let bar = prototypeLines(Size(width: 40, height: 21))
        for closing in ["click:30:23", "2", "right"] {
            let (closed, log, _) = try live(overlay, size: size, input: "click:5:1,\(closing)")
            #expect(Array(closed.lines[3...]) == bar, "\(closing)")
            #expect(!log.text.contains(#""input":"#), "\(closing): \(log.text)")
        }
        // A band that fits shows nothing more on a tap.
        let (whole, _, _) = try live(Overlay(band: Band(Self.scenario)), size: size, input: "click:5:1")
        #expect(!whole.text.contains("Tap or press a key"))
    }

    @Test("W6: Give up sits at the end of the band's first row, the text wrapping before it; a tap or Ctrl-G gives the task up and is no input")
    func giveUp() throws {
        let study = try Study.parse("""
            task \(Self.scenario.dropFirst("Task 1 of 3: ".count))
            expect section Library
            task Open the store
            expect section Store
            task Read
            expect section Reading
            """, file: "t.txt")
        func live(_ input: String) throws -> (screen: CellBuffer, log: MemoryEventLog, session: SessionState) {
            try ChromeRun.run(bookshelf, study: TaskTracker(study: study, asksQuestions: false), size: Size(width: 40, height: 20), input: input)
        }
        let (screen, _, _) = try live("")
        #expect(Array(screen.lines[0..<3]) == [
            " Task 1 of 3: A friend told    Give up",
            " you about a book. Find it in",
            " your library and start read…",
        ])
        #expect(Overlay(band: Band(Self.scenario, action: .giveUp)).bandHeight(width: 40) == 3)
        #expect(screen[30, 0].style.attributes == [.bold] && screen[29, 0].style.attributes.contains(.reverse))
        for input in ["click:33:0", "press:30:0", "ctrl-g"] {
            let (_, log, session) = try live(input)
            #expect(log.text.contains(#""task":1,"status":"gave_up""#) && session.study?.done == 1, "\(input)")
            // The next task's band is one row: the prototype gets the rows back (a resize).
            let inputs = log.text.split(separator: "\n").filter { $0.contains(#""input":"#) && !$0.contains(#""input":"resize:"#) }
            #expect(inputs.isEmpty, "\(input): \(log.text)")
        }
        // A click on the band's text is not Give up, nor an input to the prototype.
        let (_, textLog, textSession) = try live("click:10:1")
        #expect(textSession.study?.done == 0 && !textLog.text.contains(#""input":"#))
        // Without an action Ctrl-G goes to the prototype as before.
        let (_, plainLog, _) = try self.live(Overlay(band: Band("Task 1 of 1: Read")), size: Size(width: 40, height: 20), input: "ctrl-g")
        #expect(plainLog.text.contains(#""input":"ctrl-g""#))
    }
}

/// Runs a prototype live with what a study draws around it.
enum ChromeRun {
    /// Runs `prototype` live on scripted input with `overlay` around it (or a study's);
    /// returns the screen, the recording and the session at the end.
    static func run(_ prototype: Prototype, overlay: Overlay = Overlay(), study: TaskTracker? = nil, size: Size, input: String) throws
        -> (screen: CellBuffer, log: MemoryEventLog, session: SessionState) {
        let log = MemoryEventLog()
        let run = TestSession(prototype, theme: .monochrome, size: size, log: log, overlay: overlay, study: study)
        try run.run(input)
        return (run.screen, log, run.loop.state)
    }
}
