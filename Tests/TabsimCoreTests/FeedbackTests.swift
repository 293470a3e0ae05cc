import Testing
@testable import TabsimCore


private let notifying = """
transition: none
sections:
  - {label: Home, screen: {rows: [a]}}
  - label: Inbox
    badge: 2
    badge_update: {after: 5000, badge: 7}
    screen: {rows: [b]}
"""

@Suite("Feedback and the event log (B4, B14)")
struct FeedbackTests {
    private func run(_ input: String, haptics: Haptics = .bell) throws -> (MemoryBackend, MemoryEventLog, TestSession) {
        let p = try prototype(notifying)
        let backend = MemoryBackend(size: Size(width: 60, height: 16))
        let log = MemoryEventLog()
        let program = TestSession(p, theme: Theme(tint: .blue, mode: .color), terminal: backend, haptics: haptics, log: log)
        try program.run(input)
        return (backend, log, program)
    }

    @Test("B14: a selection change gives light feedback (one bell) and a log entry")
    func selection() throws {
        let (backend, log, _) = try run("right")
        #expect(backend.bells == 1)
        #expect(log.entries.dropFirst().map { $0.line() } == [
            #"{"t_ms":0,"input":"right"}"#,
            #"{"t_ms":0,"feedback":"selection","section":"Inbox"}"#,
            #"{"t_ms":0,"event":"quit","section":"Inbox","reason":"end of input"}"#,
        ])
    }

    @Test("B4, B14: a badge arriving while the prototype runs shows and gives stronger feedback")
    func arrival() throws {
        let (before, _, _) = try run("wait:4000")
        #expect(before.screen.text.contains("Inbox 2"))
        #expect(before.bells == 0)
        let (after, log, _) = try run("wait:6000")
        #expect(after.screen.text.contains("Inbox 7"))
        #expect(after.bells == 2)
        #expect(log.entries.dropLast().last?.line() == #"{"t_ms":5000,"feedback":"notification","section":"Inbox","badge":"7"}"#)
    }

    @Test("B14: feedback can be a flash or nothing but the log")
    func styles() throws {
        #expect(try run("right", haptics: .flash).0.flashes == 1)
        let (quiet, log, _) = try run("right", haptics: .off)
        #expect(quiet.bells == 0 && quiet.flashes == 0)
        #expect(log.entries.contains { $0.kind == .feedback(.selection(section: "Inbox", page: "")) })
    }

    @Test("The log's inputs replay to the same state")
    func replay() throws {
        let (_, log, original) = try run("right,tab,down,click:5:14,resize:50x14,type:hé,ctrl-a,ctrl-e,esc")
        let tokens = log.entries.compactMap { entry -> String? in
            guard case .input(let token) = entry.kind else { return nil }
            return token
        }
        let (_, _, replayed) = try run(tokens.joined(separator: ","))
        #expect(replayed.state == original.state)
    }

    @Test("Log lines escape quotes and control characters")
    func escaping() {
        let line = RecordingEntry(milliseconds: 3, .input("\"\\\u{1B}")).line()
        #expect(line == #"{"t_ms":3,"input":"\"\\\u001b"}"#)
    }
}
