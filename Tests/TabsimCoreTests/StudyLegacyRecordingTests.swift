import Foundation
import Testing
@testable import TabsimCore

/// W6: a recording without its tasks (a plain `tabsim --log`, or one made before tabsim
/// kept them) measured against a task file: each task starts where the one before ended,
/// and a time the recording does not show is none.
@Suite("Recordings without their tasks (W6)")
struct StudyLegacyRecordingTests {
    private let bookshelf = try! PrototypeLoader.load(BuiltInExamples.named("bookshelf")!.source, file: "bookshelf")

    @Test("W6: a task whose checks hold before the participant does anything has no time (–, null), not 0.00 s; the next is timed from there")
    func noTimeWithoutInput() throws {
        let recorder = MemoryEventLog()
        try TestSession(bookshelf, theme: Theme(tint: .orange, mode: .color), log: recorder).run("wait:500,7,wait:800,q")
        let recording = try WalkthroughScript.fromRecording(recorder.text, file: "p1.jsonl")
        #expect(recording.header?.studyLines == nil, "a plain recording holds no tasks")
        let study = try Study.parse("task Open Reading\nexpect section Reading\ntask Find the Downloads section\nexpect section Downloads\n",
                                    file: "tasks.txt")
        let results = try StudyAnalysis(prototype: bookshelf, study: study).results(for: recording)
        #expect(results[0].outcome == .direct && results[0].milliseconds == nil, "done at launch, before any input: \(results[0])")
        #expect(results[1].outcome == .direct && results[1].milliseconds == 500 && results[1].inputs == 1)
        let report = StudyReport(study: study, sessions: [.init(name: "p1.jsonl", participant: "p1", variant: "A", prototypeName: "Bookshelf",
                                                                results: results)])
        #expect(report.summary(task: 0, variant: "A").seconds.isEmpty, "no time to average")
        #expect(report.markdown.contains("| Open Reading | direct | – | 0 |"), "\(report.markdown)")
        #expect(report.csv.split(separator: "\r\n")[1].contains(",Open Reading,direct,,,0,"), "\(report.csv)")
        let sessions = try #require((try JSONSerialization.jsonObject(with: Data(report.json.utf8)) as? [String: Any])?["sessions"] as? [[String: Any]])
        #expect((sessions[0]["tasks"] as? [[String: Any]])?[0]["seconds"] is NSNull)
        #expect(!report.html.contains("p1.jsonl: 0.00 s"), "no time dot at 0")
    }
}
