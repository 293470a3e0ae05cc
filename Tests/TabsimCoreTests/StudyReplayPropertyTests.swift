import Testing
@testable import TabsimCore

/// A replay is the live session (W6; issue 28, item 3): replaying a live study's
/// recording through `Session.reduce` with its replaying `TaskTracker` records the task
/// entries the live session recorded, at the same times with the same ends, and
/// `StudyAnalysis` measures each task from those entries, with no sequencer of its own.
@Suite("A study's replay records the live session's task entries (W6)")
struct StudyReplayPropertyTests {
    private let bookshelf = try! PrototypeLoader.load(BuiltInExamples.named("bookshelf")!.source, file: "bookshelf")

    /// One task entry: when, which task, how, and where it started.
    private struct Entry: Equatable, CustomStringConvertible {
        var milliseconds: Int
        var mark: TaskMark
        var description: String { "\(milliseconds) ms task \(mark.task) \(mark.status.rawValue)\(mark.from.map { " from \($0)" } ?? "")" }
    }

    /// Collects the task entries a replay's session records.
    private final class TaskEntries: SessionObserver {
        var entries: [Entry] = []
        func sessionRecorded(_ entry: RecordingEntry) {
            if case .task(let mark, _) = entry.kind { entries.append(Entry(milliseconds: entry.milliseconds, mark: mark)) }
        }
    }

    private static let goals = ["section Reading", "section Library", "section Store", "section Search", "section Audiobooks",
                                "section Collections", "section Downloads", "section Settings", "screen Reading goal",
                                "screen Finished", "screen Want to read", "screen Book 1", "page Top charts", "page New"]
    private static let starts = ["Library", "Store", "Settings", "screen Collections", "screen Finished"]
    private static let keys = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "left", "right", "up", "down", "enter", "esc",
                               "ctrl-g", "a", "tab"]
    private static let waits = [0, 16, 40, 100, 250, 500, 1000, 1500, 2500]

    /// A task file of one to four tasks, each with a goal or two and perhaps a start
    /// elsewhere, a time limit and a comment.
    private static func taskFile(_ random: inout SplitMix) -> String {
        var lines = ["study Random"]
        for number in 1...Int.random(in: 1...4, using: &random) {
            lines.append("task Task number \(number)")
            if Int.random(in: 0..<4, using: &random) == 0 { lines.append("from \(starts.randomElement(using: &random)!)") }
            if Bool.random(using: &random) { lines.append("limit \(Int.random(in: 5...30, using: &random) * 100)ms") }
            for _ in 1...Int.random(in: 1...2, using: &random) { lines.append("expect \(goals.randomElement(using: &random)!)") }
            if Int.random(in: 0..<4, using: &random) == 0 { lines.append("comment") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Input as a participant gives it: keys, taps and presses anywhere (the band's Give
    /// up, the question's numbers, the prototype), typing, and waits.
    private static func input(_ random: inout SplitMix) -> String {
        (0..<Int.random(in: 8...40, using: &random)).map { _ in
            switch Int.random(in: 0..<10, using: &random) {
            case 0...3: return keys.randomElement(using: &random)!
            case 4, 5: return "click:\(Int.random(in: 0..<40, using: &random)):\(Int.random(in: 0..<20, using: &random))"
            case 6:
                let (x, y) = (Int.random(in: 0..<40, using: &random), Int.random(in: 0..<20, using: &random))
                return "press:\(x):\(y),release:\(max(0, x + Int.random(in: -4...4, using: &random))):\(y)"
            default: return "wait:\(waits.randomElement(using: &random)!)"
            }
        }.joined(separator: ",")
    }

    @Test("W6: over 200 generated sessions (random task files, orders, questions and input, writes that take time), the replay records the live task entries, and the analysis measures them")
    func replayRecordsTheLiveEntries() throws {
        var random = SplitMix(state: 28)
        var ended = 0, timedOut = 0, gaveUp = 0
        for session in 0..<200 {
            let study = try Study.parse(Self.taskFile(&random), file: "tasks.txt")
            let order = Array(1...study.tasks.count).shuffled(using: &random)
            let questions = Bool.random(using: &random)
            let input = Self.input(&random)
            var header = RecordingHeader(prototypeName: bookshelf.name, settings: SessionSettings(prototype: bookshelf, haptics: .off, remember: .never))
            header.state(study, order: order)
            // Each write takes a few milliseconds, as on a served study's disk: an entry
            // bears the time of the message that made it, not of its writing.
            let log = MemoryEventLog(), clock = ManualClock()
            log.eachWriteTakes = (clock, Int.random(in: 0...5, using: &random))
            try TestSession(bookshelf, theme: Theme(tint: .orange, mode: .color), size: Size(width: 40, height: 20), clock: clock, log: log,
                            header: header, study: TaskTracker(study: study, asksQuestions: questions, order: order)).run(input)
            let live = log.entries.compactMap { entry -> Entry? in
                guard case .task(let mark, _) = entry.kind else { return nil }
                return Entry(milliseconds: entry.milliseconds, mark: mark)
            }
            let recording = try WalkthroughScript.fromRecording(log.text, file: "p\(session).jsonl")
            let runner = WalkthroughRunner(prototype: bookshelf, theme: Theme(tint: .orange, mode: .monochrome), size: Size(width: 40, height: 20))
            runner.study = try TaskTracker.replaying(recording)
            let replayed = TaskEntries()
            runner.observer = replayed
            try runner.run(recording)
            let context = "session \(session), questions \(questions), order \(order), input \(input)\n\(study.lines.joined(separator: "\n"))"
            #expect(replayed.entries == live, "\(context)")

            // The analysis reads those entries: each task from its start to its end.
            let quit = log.entries.last?.milliseconds ?? 0
            let results = try StudyAnalysis(prototype: bookshelf, study: study).results(for: recording)
            for (index, result) in results.enumerated() {
                guard let start = live.first(where: { $0.mark.task == index + 1 && $0.mark.status == .start }) else {
                    #expect(result.outcome == .notReached, "task \(index + 1): \(context)")
                    continue
                }
                let end = live.first { $0.mark.task == index + 1 && $0.mark.status != .start }
                #expect(result.milliseconds == (end?.milliseconds ?? quit) - start.milliseconds, "task \(index + 1): \(context)")
                switch end?.mark.status {
                case .done?: #expect(result.succeeded, "task \(index + 1): \(context)")
                case .gaveUp?:
                    gaveUp += 1
                    #expect(result.stop == .gaveUp, "task \(index + 1): \(context)")
                case .timedOut?:
                    timedOut += 1
                    #expect(result.stop == .timedOut, "task \(index + 1): \(context)")
                default:
                    ended += 1
                    #expect(result.stop == .sessionEnded, "task \(index + 1): \(context)")
                }
            }
        }
        // The generated sessions reach every way a task ends.
        #expect(ended > 0 && timedOut > 0 && gaveUp > 0, "session ended \(ended), timed out \(timedOut), gave up \(gaveUp)")
    }

    @Test("W6: input that reaches a live session after a task's limit, before its clock's tick, comes after the time-out, as its replay has it")
    func lateInputAfterTheLimit() throws {
        let study = try Study.parse("task Find the Downloads section\nlimit 1s\nexpect section Downloads\ntask Open the library\nexpect section Library\n",
                                    file: "tasks.txt")
        var header = RecordingHeader(prototypeName: bookshelf.name, settings: SessionSettings(prototype: bookshelf, haptics: .off, remember: .never))
        header.state(study, order: [1, 2])
        let log = MemoryEventLog()
        let live = TestSession(bookshelf, log: log, header: header, study: TaskTracker(study: study, asksQuestions: false))
        live.launch()
        // A busy terminal: the key that reaches Downloads is read 1.2 s in, before any tick.
        live.clock.advance(by: 1200)
        live.send(.key(.character("7")))
        live.handle(.stop(reason: "end of input"))
        let recorded = log.entries.compactMap { entry -> String? in
            switch entry.kind {
            case .task(let mark, _): return "\(entry.milliseconds) task \(mark.task) \(mark.status.rawValue)"
            case .input(let token): return "\(entry.milliseconds) input \(token)"
            default: return nil
            }
        }
        #expect(recorded == ["0 task 1 start", "1200 task 1 timed_out", "1200 task 2 start", "1200 input 7"], "the time was up before the key came")
        let recording = try WalkthroughScript.fromRecording(log.text, file: "p.jsonl")
        let results = try StudyAnalysis(prototype: bookshelf, study: study).results(for: recording)
        #expect(results.map(\.stop) == [.timedOut, .sessionEnded] && results[0].inputs == 0, "\(results)")
    }
}
