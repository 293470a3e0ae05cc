import Testing
@testable import TabsimCore

/// W4: a recording is one session, read in order: its launch entry first and once, every
/// question answered once, nothing replayed after its quit, every input one a session
/// could have had. What breaks that is refused, or warned about, naming file:line and field.
@Suite("Recordings of one session, in order (W4)")
struct RecordingOrderTests {
    private static let launch = #"{"t_ms":0,"event":"launch","size":"80x24","section":"Reading"}"#

    /// The launch entry and `entries`, one a line.
    private func recording(_ entries: [String]) -> String {
        ([Self.launch] + entries).joined(separator: "\n") + "\n"
    }

    /// The errors reading `text` reports, one a line; "" when it reads.
    private func problems(_ text: String) -> String {
        do {
            _ = try WalkthroughScript.fromRecording(text, file: "r.jsonl")
            return ""
        } catch {
            return error.description
        }
    }

    /// The warnings reading `text` gives, one a line.
    private func warnings(_ text: String) throws -> [String] {
        try WalkthroughScript.fromRecording(text, file: "r.jsonl").warnings.map(\.description)
    }

    @Test("W4: a second launch entry is an error naming its line and the first's")
    func secondLaunch() {
        #expect(problems(recording([#"{"t_ms":400,"input":"right"}"#, Self.launch.replacingOccurrences(of: "\"t_ms\":0", with: "\"t_ms\":900")]))
            == "r.jsonl:3:1: error: event: a second launch entry (the first is on line 1): a recording holds one session")
    }

    @Test("W4: an empty input is an error")
    func emptyInput() {
        #expect(problems(recording([#"{"t_ms":400,"input":""}"#])) == "r.jsonl:2:1: error: input: '' is not an input")
    }

    @Test("W4: resize:0x0 (no columns, as no terminal has) is a warning naming its line; it replays as it says")
    func resizeToNothing() throws {
        #expect(try warnings(recording([#"{"t_ms":400,"input":"resize:0x0"}"#]))
            == ["r.jsonl:2:1: warning: input: 'resize:0x0' leaves the prototype no columns, as no terminal is; the recording may have been edited (it replays as it says)"])
        #expect(try warnings(recording([#"{"t_ms":400,"input":"resize:10x0"}"#])).isEmpty, "a band can leave a prototype no rows")
    }

    @Test("W4: a wait written as an input is an error: entries wait by their t_ms")
    func waitAsInput() {
        #expect(problems(recording([#"{"t_ms":400,"input":"wait:500"}"#]))
            == "r.jsonl:2:1: error: input: 'wait:500' is not an input: a recording's entries wait by their t_ms, not by wait")
    }

    @Test("W4, W6: the SEQ of one task answered twice with different values is an error naming both lines; with the same value, a warning, counted once")
    func seqTwice() throws {
        #expect(problems(recording([#"{"t_ms":400,"answer":"seq","item":1,"value":4}"#, #"{"t_ms":900,"answer":"seq","item":1,"value":6}"#]))
            == "r.jsonl:3:1: error: value: the SEQ of task 1 answered again, 6 here and 4 on line 2: which one the participant meant cannot be told")
        let same = recording([#"{"t_ms":400,"answer":"seq","item":1,"value":4}"#, #"{"t_ms":900,"answer":"seq","item":1,"value":4}"#])
        #expect(try warnings(same) == ["r.jsonl:3:1: warning: item: the SEQ of task 1 answered again, 4 as on line 2; counted once"])
        #expect(try WalkthroughScript.fromRecording(same, file: "r.jsonl").answers.count == 1)
    }

    @Test("W4, W6: SUS statement 1 answered twice with different values is an error naming both lines")
    func susTwice() {
        #expect(problems(recording([#"{"t_ms":400,"answer":"sus","item":1,"value":5}"#, #"{"t_ms":900,"answer":"sus","item":1,"value":2}"#]))
            == "r.jsonl:3:1: error: value: SUS statement 1 answered again, 2 here and 5 on line 2: which one the participant meant cannot be told")
    }

    @Test("W4: a second quit is an error naming the first's line")
    func quitTwice() {
        #expect(problems(recording([#"{"t_ms":400,"event":"quit","section":"Reading"}"#, #"{"t_ms":900,"event":"quit","section":"Reading"}"#]))
            == "r.jsonl:3:1: error: event: a second quit: the session ended on line 2")
    }

    @Test("W4: an input after the quit is an error naming the quit's line")
    func inputAfterQuit() {
        #expect(problems(recording([#"{"t_ms":400,"event":"quit","section":"Reading"}"#, #"{"t_ms":900,"input":"right"}"#]))
            == "r.jsonl:3:1: error: input: comes after the session ended (its quit is on line 2)")
    }

    @Test("W4: an answer before the launch entry is an error naming its line")
    func answerBeforeLaunch() {
        let text = #"{"t_ms":0,"answer":"sus","item":1,"value":4}"# + "\n" + Self.launch + "\n"
        #expect(problems(text) == "r.jsonl:1:1: error: answer: comes before the launch entry, which a recording starts with")
    }
}
