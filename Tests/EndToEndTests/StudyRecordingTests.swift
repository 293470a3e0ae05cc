import Foundation
import TabsimCore
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The defects a researcher met with recordings and studies (issue: "Usability studies a
/// researcher can trust"), each through the real binary: live sessions in tmux, then
/// `tabsim study`/`walk` run to completion.
@Suite("Recordings and studies a researcher can trust (W4, W6)")
struct StudyRecordingTests {
    /// A prototype the examples do not have.
    static let prototype = """
    name: Postbox
    transition: slide
    sections:
      - {label: Inbox, icon: "✉", screen: {rows: [Welcome, {text: Receipts, detail: {title: Receipts, rows: [March]}}]}}
      - {label: Sent, icon: "➤", screen: {rows: [To Ana]}}
      - {label: Drafts, icon: "✎", screen: {empty: No drafts.}}
    """

    /// A fresh folder with the prototype and a task file.
    static func folder(tasks: String = "task Find your sent mail\nexpect section Sent\n") throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tabsim-study-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try prototype.write(to: dir.appendingPathComponent("postbox.yaml"), atomically: true, encoding: .utf8)
        try tasks.write(to: dir.appendingPathComponent("tasks.txt"), atomically: true, encoding: .utf8)
        return dir
    }

    /// Records a live session: `arguments`, then `keys` one at a time, each waited on
    /// with `until`, then q; returns the exit status.
    static func record(_ name: String, _ arguments: [String], keys: [(String, String)], stateHome: URL? = nil,
                       firstScreen: String = "Explore", quit: String = "q") async throws -> Int {
        let s = try await TmuxSession(name, arguments: arguments,
                                      environment: stateHome.map { ["XDG_STATE_HOME": $0.path] } ?? [:])
        defer { s.close() }
        _ = try await s.waitFor(text: firstScreen)
        try await s.waitForMouseMode()
        for (key, until) in keys {
            try await s.keys(key)
            _ = try await s.waitFor(text: until)
        }
        try await s.keys(quit)
        return try await s.waitForExit()
    }

    static func tabsim(_ arguments: [String]) async throws -> E2E.Output {
        try await E2E.run(try E2E.binary(), arguments, environment: StartupErrorTests.baseEnvironment, timeout: .seconds(60))
    }

    @Test("W4, W6: study with no --prototype measures a recording against the prototype it names, with its settings")
    func recordingNamesItsPrototype() async throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let log = dir.appendingPathComponent("p1.jsonl").path
        let status = try await Self.record("names-proto", [dir.appendingPathComponent("postbox.yaml").path, "--log", log, "--transition", "none"],
                                           keys: [("2", "To Ana")], firstScreen: "➤ Sent")
        #expect(status == 0)
        let out = try await Self.tabsim(["study", dir.appendingPathComponent("tasks.txt").path, log])
        #expect(out.status == 0, "stderr: \(out.stderr)")
        #expect(out.stdout.contains("| Postbox (transition none, 280 ms) | Postbox | prototype | 1 |"), "stdout: \(out.stdout)")
        #expect(out.stdout.contains("| 1/1 ("), "the task is done: \(out.stdout)")
    }

    @Test("T10, W4: recorded participants all start on the first section; launch memory is neither read nor written")
    func everyParticipantStartsAlike() async throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        for participant in 1...2 {
            let status = try await Self.record("alike-\(participant)", ["--log", dir.appendingPathComponent("p\(participant).jsonl").path],
                                               keys: [("2", "Your trips")], stateHome: dir)
            #expect(status == 0)
        }
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("tabsim/launch-memory.json").path))
        let s = try await TmuxSession("alike-3", arguments: ["--log", dir.appendingPathComponent("p3.jsonl").path],
                                      environment: ["XDG_STATE_HOME": dir.path])
        defer { s.close() }
        let rows = try await s.waitFor("the third participant's first screen") { Demo.barShown($0) && $0[0] != "" }
        #expect(rows[0] == " Explore")
        try await s.keys("q")
        #expect(try await s.waitForExit() == 0)
        let first = try String(contentsOfFile: dir.appendingPathComponent("p3.jsonl").path, encoding: .utf8).split(separator: "\n")[0]
        #expect(first.contains(#""remember":"never""#) && first.contains(#""section":"Explore""#))
    }

    @Test("W4: --log never replaces a file (not the prototype, not an earlier participant's) unless --force; nothing touches the terminal")
    func neverOverwrites() async throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let prototype = dir.appendingPathComponent("postbox.yaml").path
        let out = try await Self.tabsim(["--log", prototype, prototype])
        #expect(out.status == 2)
        #expect(out.stderr.contains("it is the same file as"), "stderr: \(out.stderr)")
        let earlier = dir.appendingPathComponent("p1.jsonl").path
        try "{\"t_ms\":0,\"event\":\"launch\"}\n".write(toFile: earlier, atomically: true, encoding: .utf8)
        let again = try await Self.tabsim(["--log", earlier, prototype])
        #expect(again.status == 1)
        #expect(again.stderr.contains("already exists; choose a new file, or add --force"), "stderr: \(again.stderr)")
        #expect(again.stdout.isEmpty)
        #expect(try String(contentsOfFile: prototype, encoding: .utf8) == Self.prototype)
        #expect(try String(contentsOfFile: earlier, encoding: .utf8) == "{\"t_ms\":0,\"event\":\"launch\"}\n")
    }

    @Test("W4: a write error shows on screen at once and the exit is non-zero, saying how many entries were kept")
    func writeErrorShows() async throws {
        let s = try await TmuxSession("dev-full", arguments: ["--log", "/dev/full", "--force"])
        defer { s.close() }
        let rows = try await s.waitFor(text: "The recording stopped")
        #expect(rows[0].contains("No space left on device. 0 entries kept"), "\(rows[0])")
        try await s.keys("C-c")
        #expect(try await s.waitForExit() == 1)
        let screen = try await s.screen().joined()
        #expect(screen.contains("tabsim: the recording '/dev/full' stopped: No space left on device; 0 entries kept"), "\(screen)")
    }

    @Test("W4: SIGTERM writes the quit entry, and a recording cut mid-line replays its complete lines with a warning")
    func termAndCut() async throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let log = dir.appendingPathComponent("p1.jsonl").path
        let s = try await TmuxSession("sigterm-log", arguments: ["--log", log])
        do {
            defer { s.close() }
            _ = try await s.waitFor("the first screen") { Demo.barShown($0) }
            try await s.keys("2")
            _ = try await s.waitFor(text: "Your trips")
            kill(try await s.programPID(), SIGTERM)
            _ = try await s.waitForExit()
        }
        let text = try String(contentsOfFile: log, encoding: .utf8)
        let last = text.split(separator: "\n").last.map(String.init) ?? ""
        #expect(last.contains(#""event":"quit","section":"Trips","reason":"SIGTERM""#), "last entry: \(last)")
        let cut = dir.appendingPathComponent("cut.jsonl").path
        try String(text.dropLast(9)).write(toFile: cut, atomically: true, encoding: .utf8)
        let out = try await Self.tabsim(["walk", cut])
        #expect(out.status == 0, "stderr: \(out.stderr)")
        #expect(out.stderr.contains("cut.jsonl:\(text.split(separator: "\n").count):1: warning: the recording was cut here"), "stderr: \(out.stderr)")
    }

    @Test("W6: a section under More reached with its digit counts as a use of More")
    func digitIsMore() async throws {
        let dir = try Self.folder(tasks: "task Check your downloads\nexpect section Downloads\n")
        defer { try? FileManager.default.removeItem(at: dir) }
        let log = dir.appendingPathComponent("p1.jsonl").path
        #expect(try await Self.record("digit-more", ["--example", "bookshelf", "--log", log], keys: [("7", "Storage almost full")], firstScreen: "Reading") == 0)
        let out = try await Self.tabsim(["study", dir.appendingPathComponent("tasks.txt").path, log])
        #expect(out.status == 0, "stderr: \(out.stderr)")
        #expect(out.stdout.contains("| Check your downloads | direct | "), "\(out.stdout)")
        #expect(out.stdout.contains(" | 1 | 0 | Downloads ✓ | 0.00 |"), "one use of More, no back-track: \(out.stdout)")
    }

    @Test("W6: a task naming a section the prototype lacks is an error with file:line and a did-you-mean")
    func unknownSection() async throws {
        let dir = try Self.folder(tasks: "task Find it\nexpect section Snet\n")
        defer { try? FileManager.default.removeItem(at: dir) }
        let log = dir.appendingPathComponent("p1.jsonl").path
        #expect(try await Self.record("unknown-section", [dir.appendingPathComponent("postbox.yaml").path, "--log", log], keys: [], firstScreen: "➤ Sent") == 0)
        let out = try await Self.tabsim(["study", dir.appendingPathComponent("tasks.txt").path, log])
        #expect(out.status == 1)
        #expect(out.stderr.contains("tasks.txt:2:1: error: task 'Find it': Postbox has no section 'Snet'; did you mean 'Sent'?"), "\(out.stderr)")
    }

    @Test("W6: the live task prompt has its own band: the title below it is whole, touch mode ignores arrows; SEQ by click and SUS by key are recorded and reported")
    func promptBand() async throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let log = dir.appendingPathComponent("p1.jsonl").path
        let s = try await TmuxSession("prompt-band", arguments: ["study", dir.appendingPathComponent("tasks.txt").path, "--live", "--log", log,
                                                                 "--prototype", dir.appendingPathComponent("postbox.yaml").path])
        defer { s.close() }
        let rows = try await s.waitFor(text: "Task 1 of 1: Find your sent mail")
        #expect(rows[0].hasPrefix(" Task 1 of 1: Find your sent mail"))
        #expect(rows[1] == " Inbox", "the title is below the band, whole: \(rows[1])")
        try await s.waitForMouseMode()
        // Touch only: the arrow keys do not navigate; a tap on Sent does.
        try await s.keys("Right")
        try await s.keys("2")
        let sent = try await s.screen()[22]
        guard let column = sent.range(of: "Sent").map({ DisplayWidth.of(String(sent[..<$0.lowerBound])) }) else {
            Issue.record("no Sent in the bar: \(sent)")
            return
        }
        #expect(try await s.screen()[1] == " Inbox")
        try await s.click(x: column + 1, y: 23)
        // The Single Ease Question, answered by a click on 6.
        let question = try await s.waitFor(text: "Overall, how difficult or easy")
        guard let row = question.firstIndex(where: { $0.contains("[6]") }), let six = question[row].range(of: "[6]") else {
            Issue.record("no [6] on screen:\n\(question.joined(separator: "\n"))")
            return
        }
        try await s.click(x: DisplayWidth.of(String(question[row][..<six.lowerBound])) + 2, y: row + 1)
        // The ten SUS statements, by key: 5,1,5,1,… scores 100.
        for item in 1...10 {
            _ = try await s.waitFor(text: "About the app: \(item) of 10")
            try await s.keys(item.isMultiple(of: 2) ? "1" : "5")
        }
        _ = try await s.waitFor(text: "That was the last of 1 tasks. Thank you")
        try await s.keys("C-c")
        #expect(try await s.waitForExit() == 0)
        let out = try await Self.tabsim(["study", dir.appendingPathComponent("tasks.txt").path, log])
        #expect(out.stdout.contains("| Postbox | prototype | 1 | 100.0 (n 1) |"), "\(out.stdout)")
        #expect(out.stdout.contains("| 6 |"), "SEQ 6 in the participant's row: \(out.stdout)")
    }

    @Test("W6: task titles and file names reach the terminal sanitized: an escape sequence in a task file is shown, not obeyed")
    func sanitized() async throws {
        let dir = try Self.folder(tasks: "task Find \u{1B}]0;pwned\u{07} mail\nexpect section Sent\n")
        defer { try? FileManager.default.removeItem(at: dir) }
        let log = dir.appendingPathComponent("p1.jsonl").path
        #expect(try await Self.record("sanitize", [dir.appendingPathComponent("postbox.yaml").path, "--log", log], keys: [("2", "To Ana")], firstScreen: "➤ Sent") == 0)
        let out = try await Self.tabsim(["study", dir.appendingPathComponent("tasks.txt").path, log, "--csv", dir.appendingPathComponent("s.csv").path])
        #expect(out.status == 0, "stderr: \(out.stderr)")
        #expect(!out.stdout.contains("\u{1B}") && !out.stdout.contains("\u{07}"), "\(out.stdout.debugDescription)")
        // The Markdown report escapes the bracket too, so that it reads as itself.
        #expect(out.stdout.contains("Find �\\]0;pwned� mail"))
    }

    @Test("W4: study --live without a terminal leaves no empty recording to block a retry; --log without --live is refused")
    func noTerminalNoFile() async throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let tasks = dir.appendingPathComponent("tasks.txt").path, log = dir.appendingPathComponent("p1.jsonl").path
        let out = try await Self.tabsim(["study", tasks, "--live", "--log", log, "--prototype", dir.appendingPathComponent("postbox.yaml").path])
        #expect(out.status == 1 && out.stderr.contains("needs an interactive terminal"), "\(out.stderr)")
        #expect(!FileManager.default.fileExists(atPath: log))
        let stray = try await Self.tabsim(["study", tasks, log, "--log", dir.appendingPathComponent("p2.jsonl").path])
        #expect(stray.status != 0 && stray.stderr.contains("--log records a live session"), "\(stray.stderr)")
    }
}
