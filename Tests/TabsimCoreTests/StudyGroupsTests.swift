import Testing
@testable import TabsimCore

/// Sessions are compared only with their like (W6): one participant counts once, and
/// sessions whose bar put other sections under More are never pooled.
@Suite("Comparable study groups (W6)")
struct StudyGroupsTests {
    private let bookshelf = try! PrototypeLoader.load(BuiltInExamples.named("bookshelf")!.source, file: "bookshelf")
    private let study = Study(file: "t", tasks: [Study.Task(title: "Find downloads", line: 1, goals: [.section("Downloads")])])

    private func session(_ name: String, participant: String?, _ outcome: TaskOutcome, stop: TaskStop? = nil) -> StudyReport.Session {
        var result = TaskResult(title: "Find downloads", outcome: outcome, milliseconds: 1000, inputs: 1, wrongSections: [], moreUses: 1,
                                backtracks: 0, firstClick: nil, firstClickCorrect: nil, lostness: nil, path: [])
        result.stop = stop
        return StudyReport.Session(name: name, participant: participant, variant: "A", prototypeName: "Bookshelf", results: [result])
    }

    @Test("W6: a repeated participant counts once, by the later complete session, and the report says so")
    func repeatedParticipant() {
        let sessions = [session("p1a.jsonl", participant: "p1", .direct), session("p2.jsonl", participant: "p2", .direct),
                        session("p1b.jsonl", participant: "p1", .notDone, stop: .sessionEnded)]
        let size = Size(width: 80, height: 24)
        let (kept, notes) = StudyGroups.arrange(sessions, study: study, prototypes: Array(repeating: bookshelf, count: 3), sizes: [size, size, size])
        #expect(kept.map(\.name) == ["p1a.jsonl", "p2.jsonl"])
        #expect(notes == ["participant p1 has 2 sessions (p1a.jsonl, p1b.jsonl); only p1a.jsonl, the later complete one, is counted"])
    }

    @Test("W6: two variants recorded at sizes whose bars differ are compared with a note saying so")
    func variantsWithDifferentBars() {
        var wide = session("wide.jsonl", participant: "p1", .direct)
        wide.variant = "B"
        let (kept, notes) = StudyGroups.arrange([session("narrow.jsonl", participant: "p2", .direct), wide], study: study,
                                                prototypes: [bookshelf, bookshelf], sizes: [Size(width: 80, height: 24), Size(width: 100, height: 30)])
        #expect(kept.map(\.variant) == ["A", "B"])
        #expect(notes == ["the variants were recorded with different bars, so comparing them compares the bars too: "
            + "A: bar Reading, Library, Store, Search, More (More: Audiobooks, Collections, Downloads, Settings) | "
            + "B: bar Reading, Library, Store, Search, Audiobooks, More (More: Collections, Downloads, Settings)"])
    }

    @Test("W6: sessions at 100 and 40 columns have different bars (six slots, five) and are split into groups named by layout")
    func splitByLayout() {
        let sessions = [session("wide.jsonl", participant: "p1", .direct), session("narrow.jsonl", participant: "p2", .direct)]
        let (kept, notes) = StudyGroups.arrange(sessions, study: study, prototypes: [bookshelf, bookshelf],
                                                sizes: [Size(width: 100, height: 30), Size(width: 40, height: 30)])
        #expect(kept.map(\.variant) == [
            "A · bar Reading, Library, Store, Search, Audiobooks, More (More: Collections, Downloads, Settings)",
            "A · bar Reading, Library, Store, Search, More (More: Audiobooks, Collections, Downloads, Settings)",
        ])
        #expect(notes.count == 2 && notes[0].hasPrefix("A was recorded with 2 different bars"))
        #expect(notes[1].hasPrefix("the variants were recorded with different bars"))
        let report = StudyReport(study: study, sessions: kept, notes: notes)
        #expect(report.variants.count == 2)
    }
}
