import Foundation
import Testing
@testable import TabsimCore

/// What a remote participant's browser adds to the recording (`tabsim serve`): each
/// input's time on the browser's clock, and the round trips it measured, both written
/// by the session loop as its other entries; a replay reads the inputs as before.
@Suite("Remote inputs in the recording (W4)")
struct RemoteInputRecordingTests {
    private static let twoSections = """
        transition: none
        sections:
          - {label: Home, screen: {rows: [a]}}
          - {label: Inbox, screen: {rows: [b]}}
        """

    private func recordedSession() throws -> (TestSession, MemoryEventLog) {
        let log = MemoryEventLog()
        let session = TestSession(try prototype(Self.twoSections), size: Size(width: 40, height: 12), log: log)
        session.launch()
        return (session, log)
    }

    @Test("W4: an input from a browser is recorded with its client_ms; one from the terminal without")
    func clientTime() throws {
        let (session, log) = try recordedSession()
        session.handle(.input(.key(.right), browser: BrowserInput(milliseconds: 1_732_243_201_456)))
        session.handle(.input(.key(.left)))
        let inputs = log.entries.filter { if case .input = $0.kind { true } else { false } }
        #expect(inputs.map { $0.line() } == [#"{"t_ms":0,"input":"right","client_ms":1732243201456}"#, #"{"t_ms":0,"input":"left"}"#])
    }

    @Test("W4, W6: an input a screen reader made is marked assistive in the recording, reads back, and replays as any input; a bad mark is a warning, the input kept")
    func assistive() throws {
        let (session, log) = try recordedSession()
        session.handle(.input(.mouse(MouseEvent(.press, x: 3, y: 4)), browser: BrowserInput(milliseconds: 17, isAssistive: true)))
        session.handle(.input(.mouse(MouseEvent(.release, x: 3, y: 4)), browser: BrowserInput(milliseconds: 18)))
        let inputs = log.entries.filter { if case .input = $0.kind { true } else { false } }
        #expect(inputs.map { $0.line() } == [#"{"t_ms":0,"input":"press:3:4","client_ms":17,"assistive":true}"#,
                                             #"{"t_ms":0,"input":"release:3:4","client_ms":18}"#])
        #expect(try JSONDecoder().decode(RecordingEntry.self, from: Data(inputs[0].line().utf8)) == inputs[0])
        let launch = log.entries[0].line()
        let marked = try WalkthroughScript.fromRecording(([launch] + inputs.map { $0.line() }).joined(separator: "\n") + "\n", file: "p1.jsonl")
        let plain = try WalkthroughScript.fromRecording(launch + "\n" + #"{"t_ms":0,"input":"press:3:4"}"# + "\n" + #"{"t_ms":0,"input":"release:3:4"}"# + "\n", file: "p1.jsonl")
        #expect(marked.steps.map(\.step) == plain.steps.map(\.step) && marked.warnings.isEmpty)
        let bad = try WalkthroughScript.fromRecording(launch + "\n" + #"{"t_ms":0,"input":"press:3:4","assistive":"yes"}"# + "\n", file: "p1.jsonl")
        #expect(bad.warnings.map(\.description) == ["p1.jsonl:2:1: warning: assistive: must be true or false; the input replays all the same"])
        #expect(bad.steps.map(\.step) == Array(plain.steps.map(\.step).prefix(bad.steps.count)))
    }

    @Test("W4: a round trip the browser measured is recorded by the session; one out of range is not")
    func roundTrips() throws {
        let (session, log) = try recordedSession()
        session.handle(.roundTrip(milliseconds: 38))
        session.handle(.roundTrip(milliseconds: RecordingEntry.maximumRoundTrip + 1))
        session.handle(.roundTrip(milliseconds: -1))
        #expect(log.entries.dropFirst().map { $0.line() } == [#"{"t_ms":0,"event":"round_trip","round_trip_ms":38}"#])
    }

    @Test("W4: an input's client_ms reads back; a replay's steps are the same with it or without it; a bad one is a warning, the input kept")
    func reading() throws {
        let entry = RecordingEntry(milliseconds: 5, .input("press:3:4"), clientMilliseconds: 17)
        #expect(entry.line() == #"{"t_ms":5,"input":"press:3:4","client_ms":17}"#)
        #expect(try JSONDecoder().decode(RecordingEntry.self, from: Data(entry.line().utf8)) == entry)
        let launch = RecordingEntry(milliseconds: 0, .launch(RecordingHeader(format: 1, tabsimVersion: nil, size: Size(width: 40, height: 12), section: "Home"))).line()
        func replay(_ input: String) throws -> WalkthroughScript {
            try WalkthroughScript.fromRecording(launch + "\n" + input + "\n", file: "p1.jsonl")
        }
        let plain = try replay(#"{"t_ms":5,"input":"press:3:4"}"#)
        let timed = try replay(entry.line())
        #expect(timed.steps.map(\.step) == plain.steps.map(\.step) && timed.warnings.isEmpty)
        for bad in [#""client_ms":-1"#, #""client_ms":"17""#, #""client_ms":4102444800001"#] {
            let script = try replay(#"{"t_ms":5,"input":"press:3:4",\#(bad)}"#)
            #expect(script.steps.map(\.step) == plain.steps.map(\.step), "\(bad)")
            #expect(script.warnings.map(\.path) == ["client_ms"], "\(bad)")
        }
    }
}
