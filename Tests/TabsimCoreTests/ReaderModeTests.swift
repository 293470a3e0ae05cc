import Testing
@testable import TabsimCore

/// Reader mode (`tabsim --reader voiceover`): the reader's cursor over the accessibility
/// elements, its announcement on the bottom row, Tab, Shift-Tab, Enter and the gestures,
/// recorded as the reader's actions and replayed (W4, W6).
@Suite("Reader mode")
struct ReaderModeTests {
    private let bookshelf = try! PrototypeLoader.load(BuiltInExamples.named("bookshelf")!.source, file: "bookshelf")
    private let size = Size(width: 40, height: 20)

    /// What the reader said, as a transcript keeps it.
    private final class Heard: SessionObserver {
        var said: [String] = []
        func sessionAnnounced(_ text: String, milliseconds: Int) { said.append(text) }
    }

    private func session(log: MemoryEventLog? = nil) -> (TestSession, Heard) {
        let session = TestSession(bookshelf, size: size, log: log, reader: .voiceover)
        let heard = Heard()
        session.loop.add(observer: heard)
        session.launch()
        return (session, heard)
    }

    @Test("The cursor starts on the first element, which the bottom rows say (two on a phone's width, one from 60 columns); the prototype gets the rows above")
    func launch() {
        let (session, heard) = session()
        #expect(heard.said == ["Reading now, Heading"])
        #expect(session.state.size == Size(width: 40, height: 18))
        #expect(session.screen.lines[18] == " » Reading now, Heading")
        #expect(session.screen[1, 19].style.attributes.contains(.reverse))
        let wide = TestSession(bookshelf, size: Size(width: 60, height: 20), reader: .voiceover)
        wide.launch()
        #expect(wide.state.size == Size(width: 60, height: 19))
        // The title's cells are under the cursor: in reverse video, the row below not.
        let title = session.screen.lines[0]
        let column = title.distance(from: title.startIndex, to: title.range(of: "Reading now")!.lowerBound)
        #expect(session.screen[column, 0].style.attributes.contains(.reverse))
        #expect(!session.screen[column, 1].style.attributes.contains(.reverse))
    }

    @Test("Tab moves the cursor on, Shift-Tab back; Enter taps the element: a tab selected keeps the cursor and says Selected")
    func keys() {
        let (session, heard) = session()
        for _ in 0..<7 { session.send(.key(.tab)) }
        #expect(heard.said.last == "Store, Tab, 3 of 5")
        session.send(.key(.backTab))
        #expect(heard.said.last == "Library, 99+, Tab, 2 of 5")
        session.send(.key(.tab))
        #expect(session.state.selectedSection == 0, "moving the cursor selects nothing")
        session.send(.key(.enter))
        session.settle()
        #expect(session.state.selectedSection == 2)
        #expect(heard.said.last == "Selected, Store, Tab, 3 of 5")
        #expect(session.screen.lines[18] == " » Selected, Store, Tab, 3 of 5")
    }

    @Test("Past the last element the cursor stays and says nothing more, as a reader does at the edge")
    func edges() {
        let (session, heard) = session()
        session.send(.key(.backTab))
        #expect(heard.said == ["Reading now, Heading"])
        for _ in 0..<20 { session.send(.key(.tab)) }
        #expect(heard.said.last == "More, Tab, 5 of 5")
        #expect(heard.said.count == 10, "each element said once: \(heard.said)")
    }

    @Test("Past the list's last row on screen the list scrolls on, and back: every row can be reached by swiping, as a reader scrolls")
    func scrollsOn() {
        let live = TestSession(bookshelf, size: Size(width: 40, height: 12), reader: .voiceover)
        let heard = Heard()
        live.loop.add(observer: heard)
        live.launch()
        live.send(.key(.character("2")))
        live.settle()
        var tabs = 0
        while heard.said.last != "Title 9", tabs < 20 {
            live.send(.key(.tab))
            tabs += 1
        }
        #expect(heard.said.last == "Title 9", "\(heard.said.suffix(4))")
        #expect(!heard.said.contains { $0.hasSuffix("Tab, 1 of 5") }, "the bar comes after the list's last row: \(heard.said)")
        #expect(live.state.currentScreenState.scroll > 0)
        for _ in 0..<12 { live.send(.key(.backTab)) }
        #expect(live.state.currentScreenState.scroll == 0 && heard.said.contains("Title 1"), "\(heard.said.suffix(12))")
    }

    @Test("I1: ? shows the reader's own keys, read line by line, the screen under it out of reach; Enter closes it")
    func help() {
        let (session, heard) = session()
        session.send(.key(.character("?")))
        #expect(heard.said.last == "Keys and mouse, Heading")
        session.send(.key(.tab))
        #expect(heard.said.last == "Tab, the reader's cursor on (a swipe right)", "said whole where the panel cuts it: \(heard.said.suffix(2))")
        #expect(session.screen.lines.contains { $0.contains("Enter closes") })
        #expect(!session.screen.lines.contains { $0.contains("Tab Shift-Tab") }, "the keys it takes are not listed as the prototype's")
        for _ in 0..<20 { session.send(.key(.tab)) }
        #expect(!heard.said.contains { $0.contains("Tab, 1 of 5") }, "the bar under the panel is out of reach: \(heard.said)")
        session.send(.key(.enter))
        #expect(!session.state.showsHelp)
        #expect(heard.said.last == "Reading now, Heading")
    }

    @Test("A pushed screen puts the cursor on its first element, the back button; back, it returns to the row that pushed it")
    func pushed() {
        let (session, heard) = session()
        session.send(.key(.tab))
        session.send(.key(.tab))
        #expect(heard.said.last == "Book 1, Button")
        session.send(.key(.enter))
        session.settle()
        #expect(heard.said.last == "Reading now, Back button")
        session.send(.key(.tab))
        #expect(heard.said.last == "Book 1, Heading")
        // Back: the cursor returns to the row that pushed the screen, as VoiceOver's does.
        session.send(.key(.backTab))
        session.send(.key(.enter))
        session.settle()
        #expect(heard.said.last == "Book 1, Button", "\(heard.said.suffix(3))")
        // Another section and back: the cursor stays on the tab it selected.
        for _ in 0..<4 { session.send(.key(.tab)) }
        #expect(heard.said.last == "Library, 99+, Tab, 2 of 5")
        session.send(.key(.enter))
        session.settle()
        #expect(heard.said.last == "Selected, Library, 99+, Tab, 2 of 5")
    }

    @Test("A swipe right or left moves the cursor; one tap does nothing; a double tap activates; taps never reach the prototype")
    func gestures() {
        let (session, heard) = session()
        func swipe(from: Int, to: Int) {
            session.send(.mouse(MouseEvent(.press, x: from, y: 10)))
            session.send(.mouse(MouseEvent(.drag, x: (from + to) / 2, y: 10)))
            session.send(.mouse(MouseEvent(.release, x: to, y: 10)))
        }
        swipe(from: 10, to: 20)
        #expect(heard.said.last == "Set a reading goal, Button")
        swipe(from: 20, to: 10)
        #expect(heard.said.last == "Reading now, Heading")
        for _ in 0..<6 { swipe(from: 5, to: 30) }
        #expect(heard.said.last == "Library, 99+, Tab, 2 of 5")
        // A tap on Store itself only starts a double tap.
        session.send(.mouse(MouseEvent(.click, x: 20, y: 17)))
        session.settle()
        #expect(session.state.selectedSection == 0)
        session.clock.advance(by: 200)
        session.send(.mouse(MouseEvent(.click, x: 20, y: 17)))
        session.settle()
        #expect(session.state.selectedSection == 1, "the double tap activates the element under the cursor, Library")
        // Two taps too far apart are two single taps.
        session.send(.key(.tab))
        session.send(.mouse(MouseEvent(.click, x: 2, y: 2)))
        session.clock.advance(by: 401)
        session.send(.mouse(MouseEvent(.click, x: 2, y: 2)))
        session.settle()
        #expect(session.state.selectedSection == 1)
    }

    @Test("W4: the recording keeps the reader's actions and states the reader; its replay says and does the same")
    func recordedAndReplayed() throws {
        let log = MemoryEventLog()
        let live = TestSession(bookshelf, size: size, log: log, reader: .voiceover)
        let heard = Heard()
        live.loop.add(observer: heard)
        try live.run("tab,press:5:3,drag:9:3,release:12:3,enter,wait:600,tab,click:3:3,wait:100,click:3:3,wait:600,q")
        let inputs = log.text.split(separator: "\n").compactMap { line -> String? in
            guard let key = line.range(of: #""input":""#) else { return nil }
            return String(line[key.upperBound...].prefix { $0 != "\"" })
        }
        #expect(inputs == ["tab", "tab", "enter", "tab", "enter", "q"])
        #expect(log.text.split(separator: "\n").first?.contains(#""reader":"voiceover""#) == true)
        #expect(live.state.sections[0].stack.count == 1, "Book 1 pushed; its heading, activated, does nothing")

        let runner = WalkthroughRunner(prototype: bookshelf, theme: Theme(tint: .blue, mode: .color), size: size)
        let transcript = ReaderTranscript()
        runner.observer = transcript
        try runner.run(try WalkthroughScript.fromRecording(log.text, file: "reader.jsonl"))
        #expect(runner.state == live.state)
        #expect(transcript.lines.map { String($0.dropFirst(11)) } == heard.said)
        #expect(heard.said.contains("Reading now, Back button"))
    }

    @Test("W6: a study task taken in reader mode counts the reader's actions as its inputs, each Tab and the Enter, not the tap Enter makes")
    func studyInputs() throws {
        let study = try Study.parse("task Open the store\nexpect section Store\n", file: "tasks.txt")
        var header = RecordingHeader(prototypeName: bookshelf.name, settings: SessionSettings(prototype: bookshelf, haptics: .off, remember: .never))
        header.state(study, order: [1])
        let log = MemoryEventLog()
        let live = TestSession(bookshelf, size: size, log: log, header: header, study: TaskTracker(study: study, asksQuestions: false), reader: .voiceover)
        let heard = Heard()
        live.loop.add(observer: heard)
        live.launch()
        var tabs = 0
        while heard.said.last != "Store, Tab, 3 of 5", tabs < 30 {
            live.send(.key(.tab))
            tabs += 1
        }
        live.send(.key(.enter))
        live.handle(.stop(reason: "end of input"))
        let results = try StudyAnalysis(prototype: bookshelf, study: study).results(for: try WalkthroughScript.fromRecording(log.text, file: "p1.jsonl"))
        // The band's text and Give up, the title, four rows and two tabs before the Store: 9 Tabs, then the Enter.
        #expect(tabs == 9)
        #expect(results.first?.outcome == .direct)
        #expect(results.first?.inputs == 10)
        #expect(results.first?.taps.count == 1 && results.first?.taps.first?.hit == true, "the activation is one tap, on the Store")
    }

    @Test("Typing into a study's comment keeps the cursor on the comment field, its bottom row showing what is typed")
    func typingKeepsTheCursor() throws {
        let study = try Study.parse("task Open the store\nexpect section Store\ncomment Where did you look?\n", file: "tasks.txt")
        let live = TestSession(bookshelf, size: size, study: TaskTracker(study: study, asksQuestions: false), reader: .voiceover)
        let heard = Heard()
        live.loop.add(observer: heard)
        live.launch()
        live.send(.key(.character("3")))
        live.settle()
        var tabs = 0
        while heard.said.last?.hasPrefix("Comment") != true, tabs < 10 {
            live.send(.key(.tab))
            tabs += 1
        }
        #expect(heard.said.last == "Comment, Text field, Double-tap to edit", "\(heard.said)")
        let before = heard.said.count
        for character in "Under More" { live.send(.key(.character(character))) }
        // Typing is not said again a key at a time (a replay, which holds the comment and
        // not its keys, says the same); the field says what it holds when the cursor comes back.
        #expect(heard.said.count == before, "\(heard.said.suffix(4))")
        #expect(live.overlay.reader?.announcement == "Comment, Under More, Text field, Double-tap to edit")
        live.send(.key(.backTab))
        live.send(.key(.tab))
        #expect(heard.said.last == "Comment, Under More, Text field, Double-tap to edit", "\(heard.said.suffix(4))")
    }

    @Test("On a key of the keyboard, the cursor stays where it is when shift changes the key's letter")
    func keyRelabelled() throws {
        let live = TestSession(try demo(), size: Size(width: 60, height: 20), reader: .voiceover)
        let heard = Heard()
        live.loop.add(observer: heard)
        live.launch()
        live.send(.key(.character("5")))
        live.settle()
        var tabs = 0
        while heard.said.last?.hasPrefix("Name") != true, tabs < 10 {
            live.send(.key(.tab))
            tabs += 1
        }
        live.send(.key(.enter))
        while heard.said.last != "Q", tabs < 40 {
            live.send(.key(.tab))
            tabs += 1
        }
        #expect(heard.said.last == "Q", "the Name field capitalizes its words: \(heard.said.suffix(3))")
        live.send(.key(.character("A")))
        #expect(heard.said.last == "q", "the same key, shift gone: \(heard.said.suffix(3))")
    }

    @Test("A written script drives reader mode; the transcript gives each announcement its time")
    func transcript() throws {
        let runner = WalkthroughRunner(prototype: bookshelf, theme: Theme(tint: .blue, mode: .color), size: size)
        runner.reader = .talkback
        let transcript = ReaderTranscript()
        runner.observer = transcript
        try runner.run(try WalkthroughScript.parse("key tab\nkey enter\nexpect text Reading goal\n", file: "w.txt"))
        #expect(transcript.lines.first == "00:00.000  Reading now, Heading")
        #expect(transcript.lines.count == 3)
        #expect(transcript.lines[1].hasSuffix("  Set a reading goal, Button, Double-tap to activate."))
        #expect(transcript.lines[2].hasSuffix("  Close, Button, Double-tap to activate."), "the modal's first element")
        #expect(ReaderTranscript.time(61_250) == "01:01.250")
        #expect(ReaderTranscript.time(6_000_000) == "100:00.000")
    }
}

@Suite("Reader mode in a walkthrough script")
struct ReaderScriptLineTests {
    @Test("W1: `reader voiceover` is a script's first line; another reader, or the line after an action, is named with its line")
    func readerLine() throws {
        #expect(try WalkthroughScript.parse("# heard\nreader talkback\nkey tab\n", file: "w.txt").reader == .talkback)
        #expect(try WalkthroughScript.parse("key tab\n", file: "w.txt").reader == nil)
        #expect(throws: PrototypeError.self) { try WalkthroughScript.parse("reader jaws\n", file: "w.txt") }
        do {
            _ = try WalkthroughScript.parse("key tab\nreader voiceover\n", file: "w.txt")
            Issue.record("a reader line after an action was taken")
        } catch {
            #expect(error.description.contains("w.txt:2:1: error: reader says how the whole walkthrough runs"), "\(error.description)")
        }
    }
}
