import Testing
@testable import TabsimCore

/// Shortest paths, first clicks, direct success and lostness are measured from the state
/// each task starts in: what More and each section remember (W6, STUDIES.md "Paths start
/// where the task starts").
@Suite("Study paths from where each task starts (W6)")
struct StudyStartStateTests {
    private let bookshelf = try! PrototypeLoader.load(BuiltInExamples.named("bookshelf")!.source, file: "bookshelf")

    /// Bookshelf at 80x24: the bar's slots are 16 columns wide on row 22 (Reading at 8,
    /// Store at 40, More at 72); the More list's rows start on row 1 (Collections on 2,
    /// Settings on 4); Collections' Finished is its row 2; the strip's Top charts is at 17,0.
    private func recording(_ input: String) throws -> WalkthroughScript {
        let log = MemoryEventLog()
        let backend = TestSession(bookshelf, theme: Theme(tint: .orange, mode: .color), log: log)
        try backend.run(input)
        return try WalkthroughScript.fromRecording(log.text, file: "p1.jsonl")
    }

    @Test("W6: More still showing Collections › Finished from task 1: More, More, Settings is the shortest path: direct, first click ✓, lostness 0")
    func moreRemembersItsStack() throws {
        let study = try Study.parse("""
        task Open the list of finished books
        expect screen Finished
        task Go back to reading
        expect section Reading
        task Open Settings
        expect section Settings
        """, file: "tasks.txt")
        // Task 1: More → Collections → Finished. Task 2: Reading. Task 3: More shows
        // Finished again; a second tap on More returns to its list; then Settings.
        let session = try recording("wait:500,click:72:22,wait:500,click:10:2,wait:500,click:10:2,wait:800,click:8:22,"
            + "wait:700,click:72:22,wait:600,click:72:22,wait:600,click:10:4,wait:500,q")
        let results = try StudyAnalysis(prototype: bookshelf, study: study).results(for: session)
        let third = results[2]
        // Reading → Collections › Finished → More → Settings: R = 4 screens with the start,
        // N = S = 4, so L = √((4/4 − 1)² + (4/4 − 1)²) = 0.
        #expect(third.path == ["Reading", "Collections › Finished", "More", "Settings"])
        #expect(third.outcome == .direct, "\(third)")
        #expect(third.wrongSections == [] && third.backtracks == 0)
        #expect(third.firstClick == "Collections › Finished" && third.firstClickCorrect == true)
        #expect(third.lostness == 0)
        #expect(third.milliseconds == 1900 && third.inputs == 3 && third.moreUses == 2)
    }

    @Test("W6: a detour from the start state is still a wrong section and a back-track")
    func detourStillCounts() throws {
        let study = try Study.parse("task Open the list of finished books\nexpect screen Finished\ntask Open Settings\nexpect section Settings\n",
                                    file: "tasks.txt")
        // Task 2 starts on Finished; Library first (wrong), then More (Finished again), Back
        // to Collections, Back to the list, then Settings.
        let session = try recording("click:72:22,wait:300,click:10:2,wait:300,click:10:2,wait:500,click:24:22,wait:400,"
            + "click:72:22,wait:400,esc,wait:300,esc,wait:300,click:10:4,wait:300,q")
        let second = try StudyAnalysis(prototype: bookshelf, study: study).results(for: session)[1]
        #expect(second.outcome == .indirect)
        #expect(second.wrongSections == ["Library", "Collections"], "\(second)")
        #expect(second.backtracks == 2)
        #expect(second.firstClick == "Library" && second.firstClickCorrect == false)
        // N 5 (Finished, Library, Collections, More, Settings), S 6, R 3 (Finished, More, Settings):
        // √((5/6 − 1)² + (3/5 − 1)²) = √(0.02778 + 0.16) = 0.4333.
        #expect(abs((second.lostness ?? -1) - 0.4333) < 5e-5, "\(second.path)")
    }

    @Test("W6: a section reopens on its remembered strip page: Store (on Top charts) is a right first click towards New")
    func stripPageRemembered() throws {
        let study = try Study.parse("task Open the top charts\nexpect page Top charts\ntask Back to reading\nexpect section Reading\n"
            + "task Open the new releases\nexpect page New\n", file: "tasks.txt")
        let session = try recording("click:40:22,wait:400,click:17:0,wait:600,click:8:22,wait:600,click:40:22,wait:400,click:30:0,wait:400,q")
        let third = try StudyAnalysis(prototype: bookshelf, study: study).results(for: session)[2]
        #expect(third.path == ["Reading", "Store › Top charts", "Store › New"], "\(third.path)")
        #expect(third.firstClickCorrect == true && third.outcome == .direct && third.lostness == 0)
    }
}
