import Testing
@testable import TabsimCore

/// A replay that draws no frames ticks only when a tick changes something
/// (`SessionState.nextChange`), yet time and state go on exactly as when it draws every
/// frame (W4, W6): the same steps at the same times, the same entries, the same end.
@Suite("A headless replay skips the frames between changes (W4, W6)")
struct HeadlessReplayTests {
    private let bookshelf = try! PrototypeLoader.load(BuiltInExamples.named("bookshelf")!.source, file: "bookshelf")

    /// What a replay's session did: every step but the ticks that changed nothing, with
    /// its time and the state after it (nil: unchanged); every entry; the ticks handled.
    private final class Steps: SessionObserver {
        struct Change: Equatable {
            var step: String
            var after: AppState?
        }
        var changes: [Change] = []
        var entries: [String] = []
        var ticks = 0
        func sessionApplied(_ step: PrototypeStep) {
            if case .frameTick = step.event {
                ticks += 1
                if step.before == step.after { return }
            }
            changes.append(Change(step: "\(step.milliseconds) ms \(step.event)", after: step.before == step.after ? nil : step.after))
        }
        func sessionRecorded(_ entry: RecordingEntry) { entries.append("\(entry.milliseconds) \(entry.kind)") }
    }

    /// Where two lists first part, said by each side's step there; nil when they are equal.
    private static func firstDifference<Item: Equatable>(_ headless: [Item], _ drawn: [Item], _ said: (Item) -> String) -> String? {
        guard headless != drawn else { return nil }
        let index = (0..<min(headless.count, drawn.count)).first { headless[$0] != drawn[$0] } ?? min(headless.count, drawn.count)
        func at(_ items: [Item]) -> String { index < items.count ? said(items[index]) : "(ends)" }
        return "at \(index): headless \(at(headless)), drawing \(at(drawn))"
    }

    private static let keys = ["1", "2", "3", "4", "5", "6", "7", "8", "left", "right", "up", "down", "enter", "esc", "tab"]
    /// Waits shorter than a slide (280 ms) too: input that comes while one moves.
    private static let waits = [0, 10, 16, 50, 100, 170, 275, 281, 400, 900]

    private static func input(_ random: inout SplitMix) -> String {
        (0..<Int.random(in: 10...40, using: &random)).map { _ in
            switch Int.random(in: 0..<8, using: &random) {
            case 0...3: return keys.randomElement(using: &random)!
            case 4: return "click:\(Int.random(in: 0..<40, using: &random)):\(Int.random(in: 0..<20, using: &random))"
            default: return "wait:\(waits.randomElement(using: &random)!)"
            }
        }.joined(separator: ",")
    }

    private func replay(_ recording: WalkthroughScript, drawing: Bool) throws -> Steps {
        let runner = WalkthroughRunner(prototype: bookshelf, theme: Theme(tint: .orange, mode: .monochrome), size: Size(width: 40, height: 20))
        runner.study = try TaskTracker.replaying(recording)
        if drawing { runner.frameSink = FrameList() }
        let steps = Steps()
        runner.observer = steps
        try runner.run(recording)
        return steps
    }

    @Test("W4, W6: over 100 generated sessions with slides, input mid-slide and a task's time limit, a replay that draws no frames takes the same steps at the same times, records the same entries and ends the same as one that draws every frame, with a fraction of the ticks")
    func sameAsDrawing() throws {
        var random = SplitMix(state: 29)
        var drawnTicks = 0, headlessTicks = 0
        for session in 0..<100 {
            let study = try Study.parse("task Find the downloads\nlimit \(Int.random(in: 3...20, using: &random) * 100)ms\nexpect section Downloads\n"
                + "task Open the library\nexpect section Library\n", file: "tasks.txt")
            var header = RecordingHeader(prototypeName: bookshelf.name, settings: SessionSettings(prototype: bookshelf, haptics: .off, remember: .never))
            header.state(study, order: [1, 2])
            let log = MemoryEventLog(), input = Self.input(&random)
            try TestSession(bookshelf, theme: Theme(tint: .orange, mode: .color), size: Size(width: 40, height: 20), log: log, header: header,
                            study: TaskTracker(study: study, asksQuestions: false, order: [1, 2])).run(input)
            let recording = try WalkthroughScript.fromRecording(log.text, file: "p\(session).jsonl")
            let drawn = try replay(recording, drawing: true), headless = try replay(recording, drawing: false)
            #expect(Self.firstDifference(headless.changes, drawn.changes) { "\($0.step)\($0.after == nil ? " (no change)" : "")" } == nil,
                    "session \(session), input \(input)")
            #expect(Self.firstDifference(headless.entries, drawn.entries) { $0 } == nil, "session \(session), input \(input)")
            drawnTicks += drawn.ticks
            headlessTicks += headless.ticks
        }
        #expect(headlessTicks * 4 < drawnTicks, "ticks: \(headlessTicks) headless, \(drawnTicks) drawing")
    }
}
