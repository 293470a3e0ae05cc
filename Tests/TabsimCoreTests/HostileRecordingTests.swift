import Testing
@testable import TabsimCore

/// Recordings edited by hand, cut, converted or made up (issue: "hostile recordings that
/// cannot crash a study"): every entry is checked as it is read, so a replay is what was
/// recorded or the file is refused naming its line and field; no recorded number can trap.
@Suite("Hostile recordings (W4, W6)")
struct HostileRecordingTests {
    private let bookshelf = try! PrototypeLoader.load(BuiltInExamples.named("bookshelf")!.source, file: "bookshelf")
    private static let launch = #"{"t_ms":0,"event":"launch","size":"80x24","section":"Reading"}"#

    /// A recording of a launch entry and `entries`, one a line.
    private func recording(_ entries: [String], launch: String = HostileRecordingTests.launch, end: String = "\n") -> String {
        ([launch] + entries).joined(separator: end) + end
    }

    /// The problems reading `text` reports, one a line.
    private func problems(_ text: String, file: String = "r.jsonl") -> String {
        do {
            _ = try WalkthroughScript.fromRecording(text, file: file)
            return ""
        } catch {
            return error.description
        }
    }

    @Test("W4: a time near the Int64 limits, past 10 days or earlier than the entry before it is an error naming file:line and t_ms")
    func boundedTimes() {
        #expect(problems(recording([#"{"t_ms":9223372036854775807,"input":"right"}"#]))
            == "r.jsonl:2:1: error: t_ms: 9223372036854775807 is not milliseconds from 0 to 864000000 (10 days)")
        #expect(problems(recording([#"{"t_ms":5,"input":"right"}"#], launch: #"{"t_ms":-9223372036854775808,"event":"launch","size":"80x24"}"#))
            == "r.jsonl:1:1: error: t_ms: -9223372036854775808 is not milliseconds from 0 to 864000000 (10 days)")
        #expect(problems(recording([#"{"t_ms":500,"input":"right"}"#, #"{"t_ms":200,"feedback":"selection","section":"Library"}"#]))
            == "r.jsonl:3:1: error: t_ms: 200 is earlier than the entry before it (500)")
        #expect(problems(recording([#"{"t_ms":99999999999999999999,"input":"right"}"#])).hasPrefix("r.jsonl:2:1: error: t_ms: "))
        // Ten days is the longest session; it replays, its wait on the virtual clock.
        let long = recording([#"{"t_ms":864000000,"input":"right"}"#])
        #expect(problems(long) == "")
        #expect(throws: Never.self) {
            try WalkthroughRunner(prototype: bookshelf, theme: .monochrome, size: Size(width: 80, height: 24))
                .run(try WalkthroughScript.fromRecording(long, file: "r.jsonl"))
        }
    }

    @Test("W4, W6: no recorded number can trap: drag coordinates, sizes, SUS items, task numbers and duration out of range are refused naming the field")
    func boundedNumbers() {
        #expect(problems(recording([#"{"t_ms":5,"input":"drag:9223372036854775807:3"}"#]))
            .hasPrefix("r.jsonl:2:1: error: input: 'drag:9223372036854775807:3' is not an input"))
        #expect(problems(recording([#"{"t_ms":5,"input":"resize:99999999x99999999"}"#]))
            .hasPrefix("r.jsonl:2:1: error: input: 'resize:99999999x99999999' is not an input"))
        #expect(problems(recording([#"{"t_ms":5,"answer":"sus","item":-9223372036854775808,"value":3}"#]))
            == "r.jsonl:2:1: error: item: -9223372036854775808 is not a SUS statement (1–10)")
        #expect(problems(recording([#"{"t_ms":5,"task":9223372036854775807,"status":"start"}"#]))
            == "r.jsonl:2:1: error: task: must be the task's number, from 1")
        #expect(problems(recording([], launch: #"{"t_ms":0,"event":"launch","format":2,"transition":"none","duration":9223372036854775807}"#))
            == "r.jsonl:1:1: error: duration: must be milliseconds, 0 to 100000")
    }

    @Test("W4: a field given twice in one entry is an error naming it: which of the two to replay cannot be told")
    func fieldGivenTwice() {
        #expect(problems(recording([#"{"t_ms":5,"input":"right","input":"left"}"#]))
            == "r.jsonl:2:1: error: input: is given twice in this entry; which one to replay cannot be told")
        #expect(problems(recording([#"{"t_ms":5,"t_ms":7,"input":"right"}"#]))
            == "r.jsonl:2:1: error: t_ms: is given twice in this entry; which one to replay cannot be told")
    }

    @Test("W4: a field of the wrong type is an error where the replay needs it, a warning where it does not (feedback), and an entry of no known kind is a warning")
    func typedFields() throws {
        #expect(problems(recording([#"{"t_ms":"5","input":"right"}"#])) == "r.jsonl:2:1: error: t_ms: must be a whole number of milliseconds")
        #expect(problems(recording([#"{"t_ms":5,"input":5}"#])) == "r.jsonl:2:1: error: input: must be text")
        #expect(problems(recording([], launch: #"{"t_ms":0,"event":"launch","format":2,"transition":"none","duration":280,"reduce_motion":1}"#))
            == "r.jsonl:1:1: error: reduce_motion: must be true or false")
        #expect(problems(recording([#"{"t_ms":5,"answer":"seq","item":"1","value":5}"#])) == "r.jsonl:2:1: error: item: must be a whole number")
        let text = recording([#"{"t_ms":5,"feedback":7}"#, #"{"t_ms":6,"hello":"there"}"#, #"{"t_ms":6,"event":"reboot"}"#, #"{"t_ms":7,"input":"right"}"#])
        let script = try WalkthroughScript.fromRecording(text, file: "r.jsonl")
        #expect(script.warnings.map(\.description) == [
            "r.jsonl:2:1: warning: feedback: must be text; the entry is left out (feedback is not replayed)",
            "r.jsonl:3:1: warning: an entry of no kind this tabsim knows (launch, input, feedback, answer, reload, task, comment, quit, round_trip); left out",
            "r.jsonl:4:1: warning: event: 'reboot' is not one of launch, reload, quit, round_trip, server_stopped, resumed, reconnected; the entry is left out",
        ])
        #expect(script.steps.map(\.step).contains(.events([.key(.right)])))
    }

    @Test("W6: an answer fits its questionnaire: SEQ names a task of the recording's tasks and is 1–7, SUS a statement 1–10 and is 1–5")
    func answersFitTheirQuestionnaire() {
        let study = #"{"t_ms":0,"event":"launch","size":"80x24","study_tasks":["task One","expect section Library","task Two","expect section Store"]}"#
        #expect(problems(recording([#"{"t_ms":5,"answer":"seq","item":42,"value":5}"#], launch: study))
            == "r.jsonl:2:1: error: item: 42 is not a task of this recording (1–2)")
        #expect(problems(recording([#"{"t_ms":5,"answer":"seq","item":2,"value":7}"#], launch: study)) == "")
        #expect(problems(recording([#"{"t_ms":5,"answer":"sus","item":11,"value":3}"#])) == "r.jsonl:2:1: error: item: 11 is not a SUS statement (1–10)")
        #expect(problems(recording([#"{"t_ms":5,"answer":"sus","item":10,"value":6}"#])) == "r.jsonl:2:1: error: value: 6 is not on the SUS scale 1–5")
    }

    @Test("W4: an empty file (no bytes, or only blank lines) is an error naming it, not a session of the demo")
    func emptyFile() {
        for text in ["", "\n\n  \n", "\u{FEFF}", "\r\n\r\n"] {
            #expect(throws: PrototypeError.self, "\(text.debugDescription)") { try WalkthroughScript.read(text, file: "e.jsonl") }
            do {
                _ = try WalkthroughScript.read(text, file: "e.jsonl")
            } catch {
                #expect(error.description == "e.jsonl: error: the file is empty: neither a recording nor a walkthrough script")
            }
        }
    }

    @Test("W1, W4, W6: CRLF line ends and a byte-order mark read as plain LF in recordings, walkthrough scripts and task files")
    func windowsLineEnds() throws {
        let lines = [#"{"t_ms":300,"input":"right"}"#, #"{"t_ms":900,"answer":"sus","item":1,"value":4}"#, #"{"t_ms":1000,"event":"quit"}"#]
        let plain = try WalkthroughScript.read(recording(lines), file: "r.jsonl")
        let windows = try WalkthroughScript.read("\u{FEFF}" + recording(lines, end: "\r\n"), file: "r.jsonl")
        #expect(windows == plain)
        #expect(windows.warnings.isEmpty)
        // A last line cut short in a CRLF file is still found.
        let cut = try WalkthroughScript.read(recording(lines, end: "\r\n") + #"{"t_ms":1100,"in"#, file: "r.jsonl")
        #expect(cut.warnings.map(\.line) == [5])
        let script = "size 60x20\nkey right   # next\nexpect section Library\n"
        #expect(try WalkthroughScript.read("\u{FEFF}" + script.replacingOccurrences(of: "\n", with: "\r\n"), file: "w.txt")
            == WalkthroughScript.read(script, file: "w.txt"))
        let tasks = "study Check\ntask Find the Library\nexpect section Library\n"
        let crlf = try Study.parse(tasks.replacingOccurrences(of: "\n", with: "\r\n"), file: "t.txt")
        #expect(crlf == (try Study.parse(tasks, file: "t.txt")))
        #expect(crlf.tasks.count == 1 && crlf.name == "Check")
    }
}
