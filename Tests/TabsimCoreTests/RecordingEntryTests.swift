import Foundation
import Testing
@testable import TabsimCore

/// The recording's one type (W4): every kind of entry written as the `--log` file holds
/// it, byte for byte, and read back as itself.
@Suite("Recording entries (W4)")
struct RecordingEntryTests {
    private static let wallClock = "2026-11-22T00:00:00.000Z"
    private static let source = "sections: [{label: A}]"
    private static let settings: SessionSettings = {
        var prototype = Prototype(name: "", sections: [])
        prototype.transition = .none
        prototype.durationMilliseconds = 0
        return SessionSettings(prototype: prototype, haptics: .off, remember: .never)
    }()

    /// A launch entry stating everything a live study's session states.
    private static let header: RecordingHeader = {
        var header = RecordingHeader(prototypePath: "shelf.yaml", prototypeName: "Bookshelf", prototypeHash: "ab12",
                                     outline: ["Reading", "Store", "Store/New"], settings: settings, size: Size(width: 80, height: 24),
                                     section: "Reading", participant: "p1", variant: "none")
        header.prototypeParts = ["name=1a2b"]
        header.source = source
        header.studyLines = ["task Find a book", "expect section Store"]
        header.studyHash = "cd34"
        header.taskOrder = [1]
        header.device = "phone"
        header.shownSizeClass = .compact
        return header
    }()

    /// One entry of each kind, with the line it is written as (after `t_ms` and `at`).
    private static let kinds: [(RecordingEntry.Kind, String)] = [
        (.launch(header), #""event":"launch","format":2,"tabsim":"\#(TabsimVersion.current)","prototype":"shelf.yaml","prototype_name":"Bookshelf","#
            + #""prototype_sha256":"ab12","outline":["Reading","Store","Store/New"],"prototype_parts":["name=1a2b"],"transition":"none","duration":0,"#
            + #""reduce_motion":false,"size_class":"auto","orientation":"auto","layout":"auto","platform":"ios17","input_mode":"both","haptics":"off","remember":"never","#
            + #""size":"80x24","section":"Reading","participant":"p1","variant":"none","source":"sections: [{label: A}]","#
            + #""study_tasks":["task Find a book","expect section Store"],"study_sha256":"cd34","task_order":[1],"device":"phone","size_class_shown":"compact""#),
        (.launch(RecordingHeader(format: 1, tabsimVersion: nil, size: Size(width: 80, height: 24), section: "Explore")),
         #""event":"launch","format":1,"size":"80x24","section":"Explore""#),
        (.input("press:38:21"), #""input":"press:38:21""#),
        (.feedback(.selection(section: "Store", page: "New")), #""feedback":"selection","section":"Store","page":"New""#),
        (.feedback(.notification(section: "Inbox", badge: "7")), #""feedback":"notification","section":"Inbox","badge":"7""#),
        (.feedback(.dialog(title: "Sign out?", button: "Cancel")), #""feedback":"dialog","dialog":"Sign out?","button":"Cancel""#),
        (.answer(questionnaire: "seq", item: 1, value: 6), #""answer":"seq","item":1,"value":6"#),
        (.comment(item: 1, text: "Too many taps"), #""comment":"Too many taps","item":1"#),
        (.reload(.loaded(source: source, outline: ["A"], settings: settings)),
         #""event":"reload","prototype_sha256":"\#(SHA256.hex(of: Array(source.utf8)))","outline":["A"],"transition":"none","duration":0,"#
            + #""reduce_motion":false,"size_class":"auto","orientation":"auto","layout":"auto","platform":"ios17","input_mode":"both","haptics":"off","remember":"never","#
            + #""source":"sections: [{label: A}]""#),
        (.reload(.failed(problem: "p.yaml:1:1: error: broken")), #""event":"reload","error":"p.yaml:1:1: error: broken""#),
        (.task(TaskMark(task: 2, status: .start, from: .screen("Invoices")), title: "Find your invoices"),
         #""task":2,"status":"start","title":"Find your invoices","from":"screen Invoices""#),
        (.task(TaskMark(task: 2, status: .gaveUp), title: "Find your invoices"), #""task":2,"status":"gave_up","title":"Find your invoices""#),
        (.quit(section: "Inbox", reason: "end of input"), #""event":"quit","section":"Inbox","reason":"end of input""#),
        (.quit(section: "More"), #""event":"quit","section":"More""#),
        (.launch(served), #""event":"launch","format":2,"tabsim":"\#(TabsimVersion.current)","transition":"none","duration":0,"reduce_motion":false,"#
            + #""size_class":"auto","orientation":"auto","layout":"auto","platform":"ios17","input_mode":"both","haptics":"off","remember":"never","participant":"p3","consented_at":"2026-11-22T00:00:01.500Z","#
            + #""user_agent":"Mozilla/5.0 (iPhone) \"Safari\"","client_viewport":"390x844""#),
        (.roundTrip(milliseconds: 42), #""event":"round_trip","round_trip_ms":42"#),
        (.serverStopped, #""event":"server_stopped""#),
        (.resumed(awayMilliseconds: 21_600), #""event":"resumed","away_ms":21600"#),
        (.reconnected(awayMilliseconds: 4_012), #""event":"reconnected","away_ms":4012"#),
    ]

    /// The launch entry of a participant served in a browser (`tabsim serve`): their consent's time, browser and page.
    private static let served: RecordingHeader = {
        var header = RecordingHeader(settings: settings, participant: "p3")
        header.consentedAt = "2026-11-22T00:00:01.500Z"
        header.userAgent = #"Mozilla/5.0 (iPhone) "Safari""#
        header.clientViewport = Size(width: 390, height: 844)
        return header
    }()

    @Test("W4: each kind of entry is written as the same line, keys in the same order, t_ms then at first")
    func exactLines() {
        for (index, (kind, fields)) in Self.kinds.enumerated() {
            let entry = RecordingEntry(milliseconds: 1190 + index, kind)
            #expect(entry.line(wallClock: Self.wallClock) == #"{"t_ms":\#(1190 + index),"at":"\#(Self.wallClock)",\#(fields)}"#)
            #expect(entry.line() == #"{"t_ms":\#(1190 + index),\#(fields)}"#)
        }
    }

    @Test("W4: every kind of entry, written as a line or by JSONEncoder, reads back as itself")
    func roundTrip() throws {
        for (index, (kind, _)) in Self.kinds.enumerated() {
            let entry = RecordingEntry(milliseconds: 1190 + index, kind)
            let line = entry.line(wallClock: Self.wallClock)
            #expect(try JSONDecoder().decode(RecordingEntry.self, from: Data(line.utf8)) == entry, "\(line)")
            #expect(try JSONDecoder().decode(RecordingEntry.self, from: JSONEncoder().encode(entry)) == entry, "\(line)")
        }
    }

    @Test("W4: empty texts are left out of a line and read back as empty, except a comment, which keeps its empty text")
    func emptyTexts() throws {
        let selection = RecordingEntry(milliseconds: 0, .feedback(.selection(section: "Inbox", page: "")))
        #expect(selection.line() == #"{"t_ms":0,"feedback":"selection","section":"Inbox"}"#)
        let comment = RecordingEntry(milliseconds: 0, .comment(item: 2, text: ""))
        #expect(comment.line() == #"{"t_ms":0,"comment":"","item":2}"#)
        for entry in [selection, comment] {
            #expect(try JSONDecoder().decode(RecordingEntry.self, from: Data(entry.line().utf8)) == entry)
        }
    }

    @Test("W4: a line escapes quotes, backslashes and every control character, C1 and DEL included, and leaves slashes and other text as they are")
    func escaping() throws {
        let entry = RecordingEntry(milliseconds: 3, .input("paste:\"\\\u{1B}[31m\u{9B}2J\u{7F}\u{85} a/b é 한"))
        #expect(entry.line() == #"{"t_ms":3,"input":"paste:\"\\\u001b[31m\u009b2J\u007f\u0085 a/b é 한"}"#)
        #expect(try JSONDecoder().decode(RecordingEntry.self, from: Data(entry.line().utf8)) == entry)
    }

    @Test("W4: reading the type itself gives the reader's diagnostics, naming the field, for an entry a replay leaves out or refuses")
    func decodingProblems() {
        func problem(_ line: String) -> String {
            do {
                _ = try JSONDecoder().decode(RecordingEntry.self, from: Data(line.utf8))
                return ""
            } catch DecodingError.dataCorrupted(let context) {
                return context.codingPath.map(\.stringValue).joined() + ": " + context.debugDescription
            } catch {
                return "\(error)"
            }
        }
        #expect(problem(#"{"t_ms":5,"feedback":"selection","section":7}"#) == "section: must be text; the entry is left out (feedback is not replayed)")
        #expect(problem(#"{"t_ms":5,"feedback":"vibrate"}"#) == "feedback: is not one of selection, notification, dialog")
        #expect(problem(#"{"t_ms":6,"event":"reboot"}"#) == "event: 'reboot' is not one of launch, reload, quit, round_trip, server_stopped, resumed, reconnected; the entry is left out")
        #expect(problem(#"{"t_ms":6,"event":"round_trip","round_trip_ms":-1}"#) == "round_trip_ms: must be milliseconds, 0 to 600000")
        #expect(problem(#"{"t_ms":6,"event":"round_trip"}"#) == "round_trip_ms: a round trip states its milliseconds")
        #expect(problem(#"{"t_ms":0,"event":"launch","format":2,"transition":"none","duration":0,"client_viewport":"390 by 844"}"#)
            == "client_viewport: '390 by 844' is not WIDTHxHEIGHT in CSS pixels (each 1 to 100000)")
        #expect(problem(#"{"t_ms":"5","input":"right"}"#) == "t_ms: must be a whole number of milliseconds")
        #expect(problem(#"{"t_ms":5,"answer":"sus","item":10,"value":6}"#) == "value: 6 is not on the SUS scale 1–5")
    }

    @Test("W4: a format 1 recording (size and section only) and a format 2 one (every setting) both replay")
    func formats() throws {
        let size = "\"size\":\"80x24\",\"section\":\"Reading\""
        let old = try WalkthroughScript.fromRecording(#"{"t_ms":0,"event":"launch",\#(size)}"# + "\n" + #"{"t_ms":500,"input":"right"}"# + "\n", file: "old.jsonl")
        #expect(old.header?.format == 1 && old.header?.settings == nil)
        let current = RecordingEntry(milliseconds: 0, .launch(RecordingHeader(settings: Self.settings, size: Size(width: 80, height: 24), section: "Reading")))
        let new = try WalkthroughScript.fromRecording(current.line() + "\n" + #"{"t_ms":500,"input":"right"}"# + "\n", file: "new.jsonl")
        #expect(new.header?.format == 2 && new.header?.settings == Self.settings)
        for script in [old, new] {
            #expect(script.steps.map(\.step) == [.size(Size(width: 80, height: 24)), .launch(section: "Reading"), .wait(500), .events([.key(.right)])])
        }
    }

    @Test("W4: no JSON in Sources is built from dictionaries of Any: every format is a Codable type")
    func noUntypedJSON() throws {
        let sources = String(#filePath).components(separatedBy: "/Tests/")[0] + "/Sources"
        let files = try #require(FileManager.default.enumerator(atPath: sources)).compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        #expect(files.count > 100)
        let untyped = try files.filter { file in
            let text = try String(contentsOfFile: sources + "/" + file, encoding: .utf8)
            return text.contains("[String: Any]") || text.contains("JSONSerialization")
        }
        #expect(untyped == [])
    }
}
