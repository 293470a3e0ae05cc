import Testing
@testable import TabsimCore

/// The Single Ease Question after each task and the System Usability Scale at the end
/// of a live study (W6): shown over the prototype, answered by key or click, recorded,
/// measured and reported.
@Suite("Study questionnaires (W6)")
struct QuestionnaireTests {
    private let bookshelf = try! PrototypeLoader.load(BuiltInExamples.named("bookshelf")!.source, file: "bookshelf")
    private let tasks = """
    task Find the Downloads section
    expect section Downloads
    task Go back to what you are reading
    expect section Reading
    """

    /// Runs a live study session on scripted input; returns the recording and the session.
    private func liveSession(_ input: String, input mode: InputMode = .both) throws -> (log: MemoryEventLog, backend: TestSession) {
        var prototype = bookshelf
        prototype.input = mode
        let log = MemoryEventLog()
        let session = TestSession(prototype, theme: Theme(tint: .orange, mode: .color), log: log,
                                  study: TaskTracker(study: try Study.parse(tasks, file: "tasks.txt")))
        try session.run(input)
        return (log, session)
    }

    /// Where the number `value` of SUS statement `item` is drawn under the band.
    private func susChoice(_ value: Int, item: Int) -> (x: Int, y: Int) {
        let layout = QuestionLayout(Questionnaires.sus(item: item), in: Size(width: 80, height: 23))
        let rect = layout.choices.first { $0.value == value }!.rect
        return (rect.x + 1, rect.y + 1)
    }

    @Test("W6: SEQ after each task and SUS at the end, by digit or click, are recorded; other keys do not reach the prototype")
    func answersAreRecorded() throws {
        let (x, y) = susChoice(2, item: 10)
        let sus = "4,2,4,2,4,2,4,2,4,press:\(x):\(y),release:\(x):\(y)"
        let (log, backend) = try liveSession("wait:500,7,wait:2000,9,q,right,6,wait:1000,1,wait:300,7,wait:100,\(sus),wait:100")
        let answers = log.entries.compactMap { entry -> String? in
            guard case .answer(let name, let item, let value) = entry.kind else { return nil }
            return "\(name) \(item)=\(value)"
        }
        #expect(answers == ["seq 1=6", "seq 2=7"] + (1...10).map { "sus \($0)=\($0.isMultiple(of: 2) ? 2 : 4)" })
        // 9, q and → while the question showed were not inputs to the prototype.
        #expect(!log.text.contains(#""input":"q""#) && !log.text.contains(#""input":"9""#) && !log.text.contains(#""input":"right""#))
        #expect(backend.screen.lines[0].contains("Thank you"))

        let recording = try WalkthroughScript.fromRecording(log.text, file: "p1.jsonl")
        let results = try StudyAnalysis(prototype: bookshelf, study: try Study.parse(tasks, file: "tasks.txt")).results(for: recording)
        #expect(results.map(\.seq) == [6, 7])
        // Task 2 starts when the question about task 1 is answered (2.5 s), not when task 1 was done (0.5 s).
        #expect(results[1].milliseconds == 1000)
        // 4,2,4,2,4,2,4,2,4,2 → (3+3+3+3+3 + 3+3+3+3+3) × 2.5 = 75.0 (Brooke 1996).
        #expect(StudyAnalysis.susScore(of: recording) == 75.0)
    }

    @Test("W6: in touch mode the digits answer the questions though they do not navigate")
    func touchModeAnswers() throws {
        var prototype = bookshelf
        prototype.input = .touch
        let study = try Study.parse("task Open the library\nexpect section Library\n", file: "tasks.txt")
        // The tab bar's Library label, one row down for the band.
        let bar = Renderer(prototype: prototype, theme: .monochrome).render(AppState(prototype: prototype, size: Size(width: 80, height: 23)))
        let x = DisplayWidth.of(String(bar.lines[21].prefix { $0 != "L" })) + 1, y = 22
        let log = MemoryEventLog()
        let backend = TestSession(prototype, theme: Theme(tint: .orange, mode: .color), log: log, study: TaskTracker(study: study))
        try backend.run("wait:100,2,wait:100,press:\(x):\(y),release:\(x):\(y),wait:100,5,wait:100")
        // 2 did not select Library in touch mode; the tap did, and 5 answered the question about it.
        #expect(log.text.contains(#""answer":"seq","item":1,"value":5"#))
        #expect(backend.loop.state.study?.done == 1)
        #expect(backend.screen.lines[0].contains("statements about the app"))
    }

    @Test("W6: the question is drawn in a panel below the band, its numbers where clicks find them")
    func questionPanel() {
        let overlay = Overlay(band: Band("✓ Task 1 of 2 done"), question: Questionnaires.seq(task: 1, of: 2))
        let state = AppState(prototype: bookshelf, size: Size(width: 60, height: 14))
        let frame = Renderer(prototype: bookshelf, theme: .monochrome).render(state, overlay: overlay)
        let panel = frame.lines[3...11].map { String($0.dropFirst(1)) }
        #expect(panel == [
            "┌────────────────────────────────────────────────────────┐",
            "│ Task 1 of 2 done                                       │",
            "│ Overall, how difficult or easy was the task to         │",
            "│ complete?                                              │",
            "│                                                        │",
            "│  Very difficult [1] [2] [3] [4] [5] [6] [7] Very easy  │",
            "│                                                        │",
            "│ Press or click a number                                │",
            "└────────────────────────────────────────────────────────┘",
        ])
        let layout = QuestionLayout(Questionnaires.seq(task: 1, of: 2), in: Size(width: 60, height: 14))
        for choice in layout.choices {
            let row = Array(frame.lines[choice.rect.y + 1])
            #expect(String(row[choice.rect.x..<choice.rect.maxX]) == "[\(choice.value)]")
        }
    }

    @Test("W6: on a touch prototype (a phone's page) the panel asks to tap a number, which pressing a key cannot")
    func touchHint() {
        var prototype = bookshelf
        prototype.input = .touch
        let overlay = Overlay(band: Band("✓ Task 1 of 2 done"), question: Questionnaires.seq(task: 1, of: 2))
        let frame = Renderer(prototype: prototype, theme: .monochrome).render(AppState(prototype: prototype, size: Size(width: 60, height: 14)), overlay: overlay)
        #expect(frame.lines.contains("│ Tap a number                                             │"), "\(frame.text)")
    }

    @Test("W6: SUS is scored by the standard rules; an unfinished questionnaire has no score")
    func susScoring() throws {
        func recording(_ values: [Int]) -> WalkthroughScript {
            var script = WalkthroughScript(file: "r", steps: [])
            script.answers = values.enumerated().map { RecordedAnswer(questionnaire: "sus", item: $0.offset + 1, value: $0.element, milliseconds: 0) }
            return script
        }
        #expect(StudyAnalysis.susScore(of: recording([5, 1, 5, 1, 5, 1, 5, 1, 5, 1])) == 100.0)
        #expect(StudyAnalysis.susScore(of: recording([4, 2, 4, 2, 4, 2, 4, 2, 4, 2])) == 75.0)
        #expect(StudyAnalysis.susScore(of: recording([4, 2, 4, 2, 4, 2, 4, 2, 4])) == nil)
    }

    @Test("W4: an answer in a recording with a value off its scale names the line and field")
    func badAnswer() {
        let text = #"{"t_ms":0,"event":"launch","size":"80x24","section":"Reading"}"# + "\n" + #"{"t_ms":5,"answer":"seq","item":1,"value":9}"# + "\n"
        #expect { try WalkthroughScript.fromRecording(text, file: "p.jsonl") } throws: { error in
            (error as? PrototypeError)?.description == "p.jsonl:2:1: error: value: 9 is not on the SEQ scale 1–7"
        }
    }

    @Test("W6: both ends of the SUS scale are labelled at 80 columns")
    func susLabels() {
        let overlay = Overlay(band: Band("✓ All 3 tasks done"), question: Questionnaires.sus(item: 1))
        let frame = Renderer(prototype: bookshelf, theme: .monochrome).render(AppState(prototype: bookshelf, size: Size(width: 80, height: 23)), overlay: overlay)
        let scale = frame.lines.first { $0.contains("[1]") } ?? ""
        #expect(scale.contains("Strongly disagree") && scale.contains("Strongly agree"), "\(frame.text)")
    }

    @Test("W6: the scale's end labels are whole at 30, 40, 60 and 80 columns, and a click on each number answers it", arguments: [30, 40, 60, 80])
    func wholeAnchors(width: Int) throws {
        let size = Size(width: width, height: 24)
        for question in [Questionnaires.sus(item: 2), Questionnaires.seq(task: 1, of: 2)] {
            let overlay = Overlay(band: Band("✓ All 2 tasks done"), question: question)
            let frame = Renderer(prototype: bookshelf, theme: .monochrome).render(AppState(prototype: bookshelf, size: Size(width: width, height: 23)), overlay: overlay)
            let panel = frame.lines.filter { $0.contains("│") }.map { $0.split(separator: "│").dropFirst().first.map(String.init) ?? "" }
            #expect(!panel.joined().contains("…"), "\(width): \(frame.text)")
            // Every word of each label, whole, on the rows under or beside the scale.
            let words = panel.joined(separator: " ").split(separator: " ").map(String.init)
            for label in [question.lowLabel, question.highLabel] {
                let labelWords = label.split(separator: " ").map(String.init)
                #expect(labelWords.allSatisfy(words.contains), "\(width): \(label)\n\(frame.text)")
            }
            let layout = QuestionLayout(question, in: Size(width: width, height: 23))
            for choice in layout.choices {
                let row = Array(frame.lines[choice.rect.y + 1])
                #expect(String(row[choice.rect.x..<choice.rect.maxX]).contains("\(choice.value)"), "\(width)")
            }
        }
        // Every number of the SUS scale, clicked, is the answer recorded.
        for value in 1...5 {
            let layout = QuestionLayout(Questionnaires.sus(item: 1), in: Size(width: width, height: 23))
            guard let rect = layout.choices.first(where: { $0.value == value })?.rect else { continue }
            let log = MemoryEventLog()
            let overlay = Overlay(band: Band("✓ All 2 tasks done"), question: Questionnaires.sus(item: 1))
            try TestSession(bookshelf, theme: .monochrome, size: size, log: log, overlay: overlay).run("click:\(rect.x):\(rect.y + 1)")
            #expect(log.text.contains(#""answer":"sus","item":1,"value":\#(value)"#), "\(width): \(value)")
        }
    }

    @Test("W6: at 30 columns the SUS labels wrap on two rows under the ends of the scale")
    func anchorsAt30() {
        let overlay = Overlay(band: Band("✓ All 2 tasks done"), question: Questionnaires.sus(item: 1))
        let frame = Renderer(prototype: bookshelf, theme: .monochrome).render(AppState(prototype: bookshelf, size: Size(width: 30, height: 23)), overlay: overlay)
        let top = frame.lines.firstIndex { $0.contains("┌") } ?? 0
        #expect(Array(frame.lines[top..<(top + 12)]) == [
            " ┌──────────────────────────┐",
            " │ About the app: 1 of 10   │",
            " │ I think that I would     │",
            " │ like to use this system  │",
            " │ frequently.              │",
            " │                          │",
            " │   [1] [2] [3] [4] [5]    │",
            " │ Strongly        Strongly │",
            " │ disagree           agree │",
            " │                          │",
            " │ Press or click a number  │",
            " └──────────────────────────┘",
        ])
    }

    @Test("W6: on a phone's 40 columns each touched number is a button of at least 5 x 3 cells (48 x 58 CSS px on the page, past a finger's 44), hit anywhere on it")
    func touchTargets() throws {
        var phone = bookshelf
        phone.input = .touch
        // A phone page's grid under a one-row band.
        let size = Size(width: 40, height: 30)
        for question in [Questionnaires.seq(task: 1, of: 2), Questionnaires.sus(item: 1)] {
            let layout = QuestionLayout(question, in: Size(width: 40, height: 29), touch: true)
            #expect(layout.choices.count == question.scale.count)
            for (choice, next) in zip(layout.choices, layout.choices.dropFirst()) {
                #expect(choice.rect.maxX <= next.rect.x, "\(question.questionnaire): \(choice.rect) overlaps \(next.rect)")
            }
            for choice in layout.choices {
                #expect(choice.rect.width >= QuestionLayout.touchWidth && choice.rect.height == QuestionLayout.touchHeight,
                        "\(question.questionnaire) \(choice.value): \(choice.rect)")
                #expect(choice.rect.x >= layout.box.x && choice.rect.maxX <= layout.box.maxX)
            }
            // Drawn as rounded buttons with the number in the middle row.
            let overlay = Overlay(band: Band("✓ All 2 tasks done"), question: question)
            let frame = Renderer(prototype: phone, theme: .monochrome).render(AppState(prototype: phone, size: Size(width: 40, height: 29)), overlay: overlay)
            let first = try #require(layout.choices.first)
            let rows = frame.lines.map(Array.init)
            for choice in layout.choices {
                let x = choice.rect.x, y = choice.rect.y + 1, width = choice.rect.width
                #expect(String(rows[y][x..<(x + width)]) == "╭" + String(repeating: "─", count: width - 2) + "╮", "\(frame.text)")
                #expect(String(rows[y + 1][x..<(x + width)]).contains("[\(choice.value)]"), "\(frame.text)")
                #expect(String(rows[y + 2][x..<(x + width)]) == "╰" + String(repeating: "─", count: width - 2) + "╯", "\(frame.text)")
            }
            #expect(frame.text.contains("Tap a number"), "\(frame.text)")
            // A tap on any corner of a button answers with its number.
            let last = try #require(layout.choices.last)
            for (choice, dx, dy) in [(first, 0, 0), (first, first.rect.width - 1, 2), (last, last.rect.width - 1, 0), (last, 0, 2)] {
                let log = MemoryEventLog()
                try TestSession(phone, theme: .monochrome, size: size, log: log, overlay: overlay)
                    .run("click:\(choice.rect.x + dx):\(choice.rect.y + 1 + dy)")
                #expect(log.text.contains(#""answer":"\#(question.questionnaire)","item":\#(question.item),"value":\#(choice.value)"#),
                        "\(question.questionnaire) \(choice.value) at +\(dx)+\(dy): \(log.text)")
            }
        }
    }

    @Test("W4: a recording with no launch entry (empty, or cut inside it) is an error, not a replay of the demo")
    func noLaunchEntry() {
        #expect(throws: PrototypeError.self) { try WalkthroughScript.fromRecording(#"{"t_ms":0,"event":"laun"#, file: "cut.jsonl") }
        #expect(throws: PrototypeError.self) { try WalkthroughScript.fromRecording(#"{"t_ms":5,"input":"right"}"# + "\n", file: "headless.jsonl") }
    }
}
