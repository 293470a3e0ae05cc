import Testing
@testable import TabsimCore

/// The tree test (issue 31, W6): the same tasks and goals on the prototype's tree,
/// browsed by labels alone, each ended by *I'd find it here*; right when the goals hold
/// where the chosen node is in the prototype.
@Suite("Tree tests")
struct TreeTestTests {
    private let bookshelf = try! PrototypeLoader.load(BuiltInExamples.named("bookshelf")!.source, file: "bookshelf")
    private let tasks = "task Find your downloads\nexpect section Downloads\ntask Find the top charts\nexpect page Top charts\n"

    /// A live tree-test session of `tasks` on bookshelf (at 40x20 unless `size` says), recorded, launched.
    private func liveStudy(size: Size = Size(width: 40, height: 20)) throws -> (session: TestSession, log: MemoryEventLog, study: Study) {
        try TestSession.recordedStudy(bookshelf, tasks: tasks, method: .tree, size: size)
    }

    /// Clicks the row that shows `label`, below the band: a press, then its release 80 ms later.
    private func tap(_ label: String, in live: TestSession) throws {
        let rows = live.screen.lines
        let band = live.loop.state.bandRows
        let y = try #require(rows.indices.first { $0 >= band && rows[$0].contains(label) }, "\(label) in\n\(rows.joined(separator: "\n"))")
        live.tap(x: DisplayWidth.of(String(rows[y][..<rows[y].range(of: label)!.lowerBound])) + 1, y: y)
    }

    private func marks(_ log: MemoryEventLog) -> [String] {
        log.entries.compactMap { entry in
            guard case .task(let mark, _) = entry.kind else { return nil }
            return (["\(mark.task) \(mark.status.rawValue)"] + (mark.node.map { $0.isEmpty ? [] : [$0.joined(separator: "/")] } ?? [])).joined(separator: " ")
        }
    }

    @Test("W6: the participant sees the tree's top level as labels, none of the prototype (no bar); a tap opens a node's children, Back goes up")
    func browses() throws {
        let (live, _, _) = try liveStudy()
        let screen = live.screen.lines
        #expect(screen[0].hasPrefix(" Task 1 of 2: Find your"))
        #expect(screen.contains { $0.contains(TreeChooser.topTitle) })
        // Each node a row: its label, and › at the end when it opens more.
        let rows = screen.drop { !$0.contains("───") }.dropFirst().prefix(5).map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(rows.map { $0.split(separator: " ").joined(separator: " ") } == ["Reading ›", "Library", "Store ›", "Search", "More ›"])
        // The bar's icons and its row are not drawn.
        #expect(!screen.joined().contains("􀉚") && !screen.suffix(3).contains { $0.contains("Library") && $0.contains("Store") })
        try tap("More", in: live)
        #expect(live.screen.lines.contains { $0.contains("‹ Back") })
        #expect(live.screen.lines.contains { $0.contains("Collections") && $0.hasSuffix("›") })
        #expect(live.screen.lines.contains { $0.contains("✓ I'd find it here") })
        try tap("Back", in: live)
        #expect(live.screen.lines.contains { $0.contains(TreeChooser.topTitle) })
    }

    @Test("W6: keys drive it too: Down moves the cursor, Enter or Right opens, Left goes back; nothing reaches the prototype")
    func keys() throws {
        let (live, log, _) = try liveStudy()
        let before = live.state
        live.send(.key(.down))
        live.send(.key(.down))
        live.send(.key(.enter))                // Store
        live.send(.key(.left))                 // back to the top, the cursor on Store
        live.send(.key(.down))
        live.send(.key(.down))
        live.send(.key(.right))                // More
        live.send(.key(.character("3")))       // a digit selects no section here
        #expect(live.state.selection == before.selection)
        #expect(marks(log) == ["1 start", "1 opened Store", "1 opened", "1 opened More"])
    }

    @Test("W6: chosen nodes are recorded with their labels; measured by hand: task 1 right after a back-track (indirect, first click Store ✗), task 2 wrong (not done, first click Store ✓)")
    func measured() throws {
        let (live, log, study) = try liveStudy()
        live.clock.advance(by: 1000)
        try tap("Store", in: live)              // 1080: a wrong branch for the downloads
        live.clock.advance(by: 1000)
        try tap("Back", in: live)               // 2160
        live.clock.advance(by: 1000)
        try tap("More", in: live)               // 3240
        live.clock.advance(by: 1000)
        try tap("Downloads", in: live)          // 4320
        live.clock.advance(by: 1000)
        try tap("I'd find it here", in: live)   // 5400: task 1 chosen
        live.clock.advance(by: 2000)
        try tap("Store", in: live)              // 7480
        live.clock.advance(by: 1000)
        try tap("Featured", in: live)           // 8560: not the top charts
        live.clock.advance(by: 1000)
        try tap("I'd find it here", in: live)   // 9640: task 2 chosen
        #expect(marks(log) == ["1 start", "1 opened Store", "1 opened", "1 opened More", "1 opened More/Downloads",
                               "1 chosen More/Downloads", "2 start", "2 opened Store", "2 opened Store/Featured", "2 chosen Store/Featured"])
        #expect(log.text.contains(#""status":"chosen","title":"Find your downloads","node":["More","Downloads"]"#), "\(log.text)")
        live.handle(.stop(reason: "end of input"))
        let recording = try WalkthroughScript.fromRecording(log.text, file: "p1.jsonl")
        #expect(recording.header?.method == .tree)
        let results = try StudyAnalysis(prototype: bookshelf, study: study).results(for: recording)
        #expect(results.map(\.outcome) == [.indirect, .notDone])
        #expect(results.map(\.stop) == [nil, nil])
        #expect(results.map(\.firstClick) == ["Store", "Store"])
        #expect(results.map(\.firstClickCorrect) == [false, true])
        #expect(results.map(\.backtracks) == [1, 0])
        #expect(results.map(\.wrongSections) == [["Store"], []])
        #expect(results.map(\.moreUses) == [1, 0])
        // Four nodes opened and the choice; two and the choice.
        #expect(results.map(\.inputs) == [5, 3])
        #expect(results.map(\.milliseconds) == [5400, 9640 - 5400])
        #expect(results[0].path == ["Top", "Store", "Top", "More", "More › Downloads"])
        #expect(results.allSatisfy { $0.lostness == nil && $0.taps.isEmpty })
        let session = StudySession(name: "p1.jsonl", recording: recording, prototype: bookshelf)
        #expect(session.variant.hasSuffix(", tree test)"), "\(session.variant)")
    }

    @Test("W6: a right answer chosen straight away is direct; giving up is not done, with the path so far")
    func directAndGivenUp() throws {
        let (live, log, study) = try liveStudy()
        try tap("More", in: live)
        try tap("Downloads", in: live)
        try tap("I'd find it here", in: live)
        try tap("Store", in: live)
        live.send(.key(BandAction.giveUp.key))
        live.handle(.stop(reason: "end of input"))
        let recording = try WalkthroughScript.fromRecording(log.text, file: "p1.jsonl")
        let results = try StudyAnalysis(prototype: bookshelf, study: study).results(for: recording)
        #expect(results.map(\.outcome) == [.direct, .notDone])
        #expect(results.map(\.stop) == [nil, .gaveUp])
        #expect(results[1].path == ["Top", "Store"])
    }

    @Test("W6: a node's place in the prototype is reached by the reducer's own taps: a section under More, a strip's page, a pushed screen")
    func nodePlaces() throws {
        let tree = TreeNode.tree(of: bookshelf)
        /// The place of the node `labels` name, each the first child so labelled.
        func place(_ labels: [String]) throws -> AppState {
            var level = tree, path: [Int] = []
            for label in labels {
                let index = try #require(level.firstIndex { $0.label == label })
                path.append(index)
                level = level[index].children
            }
            #expect(TreeNode.labels(of: path, in: tree) == labels)
            return try #require(TreeNode.state(at: path, in: tree, prototype: bookshelf))
        }
        let downloads = try place(["More", "Downloads"])
        #expect(downloads.selectedSection.map { bookshelf.sections[$0].label } == "Downloads")
        let charts = try place(["Store", "Top charts"])
        #expect(charts.visibleStrip(in: bookshelf)?.pages[charts.stripPage].label == "Top charts")
        let book = try place(["Reading", "Book 1"])
        #expect(ScreenNode(book).rows.count == 1)
        #expect(TreeMeasure.answers(to: try Study.parse(tasks, file: "t").tasks[1], in: tree, prototype: bookshelf)
                == [["Store", "Top charts"]])
    }

    @Test("W6: a tree test taken in a wide terminal (a sidebar, no More) is scored on the phone's tree it showed: More › Downloads is right")
    func wideTerminal() throws {
        let (live, log, study) = try liveStudy(size: Size(width: 150, height: 30))
        try tap("More", in: live)
        try tap("Downloads", in: live)
        try tap("I'd find it here", in: live)
        live.handle(.stop(reason: "end of input"))
        let recording = try WalkthroughScript.fromRecording(log.text, file: "p1.jsonl")
        let results = try StudyAnalysis(prototype: bookshelf, study: study).results(for: recording)
        #expect(results[0].outcome == .direct)
        #expect(results[0].tree?.chosen == ["More", "Downloads"])
    }

    @Test("W6: after Back the list stays where the node left shows; a swipe scrolls on from there")
    func backKeepsScroll() throws {
        let (long, study) = try longLevel()
        let live = TestSession(long, size: Size(width: 40, height: 20), study: TaskTracker(study: study, asksQuestions: false, method: .tree))
        live.launch()
        live.send(.key(.enter))                       // Home
        for _ in 0..<24 { live.send(.key(.down)) }
        live.send(.key(.enter))                       // Row 25
        live.send(.key(.left))                        // back, on Row 25
        #expect(live.screen.lines.contains { $0.contains("Row 25") })
        live.send(.mouse(MouseEvent(.wheelDown, x: 5, y: 8)))
        #expect(live.screen.lines.contains { $0.contains("Row 26") } && !live.screen.lines.contains { $0.contains("Row 3 ") || $0.hasSuffix("Row 3") },
                "\(live.screen.lines)")
    }

    @Test("W6: a replay of a tree test's recording is the live session: the same entries, the browser drawn as the participant saw it")
    func replays() throws {
        let (live, log, _) = try liveStudy()
        try tap("More", in: live)
        try tap("Collections", in: live)
        let seen = live.screen
        live.handle(.stop(reason: "end of input"))
        let recording = try WalkthroughScript.fromRecording(log.text, file: "p1.jsonl")
        let runner = WalkthroughRunner(prototype: bookshelf, theme: Theme(tint: bookshelf.tint, mode: .monochrome), size: Size(width: 40, height: 20))
        runner.study = try TaskTracker.replaying(recording)
        let kept = FrameList()
        runner.frameSink = kept
        try runner.run(recording)
        #expect(kept.frames.last?.buffer.lines == seen.lines)
    }
}

/// A tree test in reader mode (issue 31, W6): the reader's actions browse the tree.
@Suite("Tree tests in reader mode")
struct TreeTestReaderTests {
    @Test("W6: VoiceOver's cursor moves over the tree's buttons; a double tap opens a node and the reader lands on its heading; Back returns it to the node left")
    func readerBrowses() throws {
        let bookshelf = try PrototypeLoader.load(BuiltInExamples.named("bookshelf")!.source, file: "bookshelf")
        let study = try Study.parse("task Find your downloads\nexpect section Downloads\n", file: "tasks.txt")
        let live = TestSession(bookshelf, size: Size(width: 40, height: 24),
                               study: TaskTracker(study: study, asksQuestions: false, method: .tree), reader: .voiceover)
        live.launch()
        // The band's text, Give up, the heading, then Reading … More.
        for _ in 0..<7 { live.send(.key(.tab)) }
        #expect(live.overlay.reader?.announcement == "More, Button")
        live.send(.key(.enter))
        #expect(live.overlay.reader?.announcement == "More, Heading")
        live.send(.key(.tab))
        #expect(live.overlay.reader?.announcement == "Back, Button")
        live.send(.key(.enter))
        #expect(live.overlay.reader?.announcement == "More, Button")
    }

    @Test("W6: past the last button on screen the reader scrolls the level on, as a swipe scrolls a list, so every node is reachable")
    func readerScrolls() throws {
        let (long, study) = try longLevel()
        let live = TestSession(long, size: Size(width: 40, height: 24),
                               study: TaskTracker(study: study, asksQuestions: false, method: .tree), reader: .voiceover)
        live.launch()
        for _ in 0..<3 { live.send(.key(.tab)) }
        #expect(live.overlay.reader?.announcement == "Home, Button")
        live.send(.key(.enter))
        #expect(live.overlay.reader?.announcement == "Home, Heading")
        // Back, thirty rows and the choice: the last is reached only by scrolling.
        for _ in 0..<32 { live.send(.key(.tab)) }
        #expect(live.overlay.reader?.announcement == "I'd find it here, Button")
    }
}

/// A prototype whose Home opens thirty rows, more than a screen shows, and a task on it.
private func longLevel() throws -> (Prototype, Study) {
    let rows = (1...30).map { "{text: Row \($0), detail: {rows: [x]}}" }.joined(separator: ", ")
    let long = try PrototypeLoader.load("name: Long\nsections:\n  - {label: Home, screen: {rows: [\(rows)]}}\n  - {label: Other, screen: {rows: [y]}}\n",
                                        file: "long.yaml")
    return (long, try Study.parse("task Find home\nexpect section Home\n", file: "tasks.txt"))
}
