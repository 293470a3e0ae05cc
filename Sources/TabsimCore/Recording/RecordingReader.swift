extension WalkthroughScript {
    /// Whether `text` is a recording (`tabsim --log FILE`: JSON lines) rather than a script.
    public static func isRecording(_ text: String) -> Bool { firstContent(of: text) == "{" }

    /// The first character of `text` that is neither blank, a line end nor a byte-order mark.
    private static func firstContent(of text: String) -> Unicode.Scalar? {
        text.unicodeScalars.first { !" \t\r\n\u{FEFF}".unicodeScalars.contains($0) }
    }

    /// A walkthrough script or a recording, whichever `text` is.
    /// - Throws: `PrototypeError` naming each line that cannot be read, or the file
    ///   when it is empty (no bytes, or only blank lines).
    public static func read(_ text: String, file: String) throws(PrototypeError) -> WalkthroughScript {
        guard firstContent(of: text) != nil else {
            throw PrototypeError([Diagnostic(file: file, line: 0, column: 0, path: "",
                                             message: "the file is empty: neither a recording nor a walkthrough script")])
        }
        return isRecording(text) ? try fromRecording(text, file: file) : try parse(text, file: file)
    }

    /// A recording as a script that replays it identically (W4): the launch's size and
    /// section, then every input at its recorded time. Each entry is checked: a problem
    /// with one a replay does not need (feedback, an entry of no known kind) is a
    /// warning and the entry is left out; a last line cut short (the session died
    /// mid-write) is left out with a warning; every complete line replays.
    /// - Throws: `PrototypeError` naming each line and field a replay cannot be faithful
    ///   with: a time out of bounds or going backwards, an input that cannot be read, an
    ///   answer off its questionnaire.
    public static func fromRecording(_ text: String, file: String) throws(PrototypeError) -> WalkthroughScript {
        let lines = text.fileLines
        // Where the launch entry is, even one that cannot be read: what comes before it is out of place.
        let launchLine = lines.firstIndex { line in
            ((try? EntryFields.parse(line)) ?? nil).map { (try? $0.text("event")) == "launch" } ?? false
        }.map { $0 + 1 }
        var reader = RecordingReader(script: WalkthroughScript(file: file, steps: [], pause: 0), launchLine: launchLine)
        var problems: [Diagnostic] = []
        // Entries are written whole, newline last: a last line without one was cut.
        let lastLine = lines.lastIndex { !$0.isBlankLine } ?? 0
        for (index, raw) in lines.enumerated() where !raw.isBlankLine {
            do throws(EntryFields.Problem) {
                guard let fields = try EntryFields.parse(raw) else {
                    if index == lastLine, !text.endsWithLineEnd {
                        reader.script.warnings.append(Diagnostic(file: file, line: index + 1, column: 1, path: "",
                                                                 message: "the recording was cut here, mid-entry; the \(reader.script.steps.count) steps before it replay",
                                                                 severity: .warning))
                        break
                    }
                    throw EntryFields.Problem(field: "", message: "not a recording entry (a JSON object with t_ms)")
                }
                try reader.read(try RecordingLine(fields: fields), line: index + 1)
            } catch {
                problems.append(Diagnostic(file: file, line: index + 1, column: 1, path: error.field, message: error.message))
            }
        }
        if reader.script.header == nil, problems.isEmpty {
            problems.append(Diagnostic(file: file, line: 1, column: 1, path: "",
                                       message: "no launch entry: not a tabsim recording, or cut before its first entry was written whole"))
        }
        if !problems.isEmpty { throw PrototypeError(problems) }
        return reader.script
    }
}

/// Turns a recording's entries, in order, into the steps that replay it.
private struct RecordingReader {
    var script: WalkthroughScript
    /// The time of the entry before, which no entry may precede.
    private var lastTime = 0
    /// The time the replay has reached.
    private var replayedTime = 0
    /// How many tasks the recording states (its launch entry's study), if it does.
    private var taskCount: Int?
    /// The line of the first launch entry, read or not; the lines of the launch entry and
    /// the quit, once read: one session has one of each, nothing before its launch and
    /// nothing it replays after its quit.
    private let firstLaunchLine: Int?
    private var launchLine: Int?
    private var quitLine: Int?
    /// Each question answered so far (`seq 2`, `sus 1`), with its answer and line.
    private var answered: [String: (value: Int, line: Int)] = [:]
    /// The task started and not yet ended.
    private var taskUnderWay: Int?

    init(script: WalkthroughScript, launchLine: Int?) {
        self.script = script
        firstLaunchLine = launchLine
    }

    mutating func read(_ entry: RecordingLine, line: Int) throws(EntryFields.Problem) {
        let time = entry.milliseconds
        guard time >= lastTime else {
            throw EntryFields.Problem(field: "t_ms", message: "\(time) is earlier than the entry before it (\(lastTime))")
        }
        lastTime = time
        try checkOrder(entry, line: line)
        switch entry.kind {
        case .launch(let header):
            launchLine = line
            script.header = header
            script.headerLine = line
            taskCount = ((try? header.study(file: script.file)) ?? nil)?.tasks.count
            if let size = header.size { script.steps.append((line, .size(size))) }
            if let section = header.section { script.steps.append((line, .launch(section: section))) }
            replayedTime = time
        case .input(let token):
            // A paste's text may hold commas, which separate tokens in --keys.
            let pasted = token.hasPrefix("paste:") ? [ScriptStep.event(.paste(String(token.dropFirst(6))))] : nil
            guard let parsed = pasted ?? (try? InputScript.parse(token)), !parsed.isEmpty else {
                throw EntryFields.Problem(field: "input", message: "'\(token)' is not an input")
            }
            let events = parsed.compactMap { step -> Event? in
                if case .event(let event) = step { return event }
                return nil
            }
            guard events.count == parsed.count else {
                throw EntryFields.Problem(field: "input", message: "'\(token)' is not an input: a recording's entries wait by their t_ms, not by wait")
            }
            if events.contains(where: { if case .resized(let size) = $0 { size.width == 0 } else { false } }) {
                warn(EntryFields.Problem(field: "input", message: "'\(token)' leaves the prototype no columns, as no terminal is; "
                    + "the recording may have been edited (it replays as it says)"), line: line)
            }
            wait(until: time, line: line)
            script.steps += events.map { (line, .events([$0])) }
        case .answer(let questionnaire, let item, let value):
            if questionnaire == "sus" {
                let count = Questionnaires.susStatements.count
                guard (1...count).contains(item) else {
                    throw EntryFields.Problem(field: "item", message: "\(item) is not a SUS statement (1–\(count))")
                }
            } else {
                try checkTask(item)
            }
            let question = questionnaire == "sus" ? "SUS statement \(item)" : "the SEQ of task \(item)"
            if let earlier = answered["\(questionnaire) \(item)"] {
                guard earlier.value == value else {
                    throw EntryFields.Problem(field: "value", message: "\(question) answered again, \(value) here and \(earlier.value) on line \(earlier.line): "
                        + "which one the participant meant cannot be told")
                }
                warn(EntryFields.Problem(field: "item", message: "\(question) answered again, \(value) as on line \(earlier.line); counted once"), line: line)
                return
            }
            answered["\(questionnaire) \(item)"] = (value, line)
            let answer = RecordedAnswer(questionnaire: questionnaire, item: item, value: value, milliseconds: time)
            script.answers.append(answer)
            wait(until: time, line: line)
            script.steps.append((line, .answer(answer)))
        case .task(let mark, _):
            if mark.status == .start { taskUnderWay = mark.task } else if mark.status.endsTask { taskUnderWay = nil }
            wait(until: time, line: line)
            // A start elsewhere (`from`) puts the prototype there: the replay's session does.
            script.steps.append((line, .task(mark)))
        case .comment(let item, let text):
            try checkTask(item)
            let comment = RecordedComment(item: item, text: String(TextFitting.sanitized(text).prefix(RecordedComment.maximumLength)))
            script.comments.append(comment)
            wait(until: time, line: line)
            script.steps.append((line, .comment(comment)))
        case .reload(.failed(let problem)):
            wait(until: time, line: line)
            script.steps.append((line, .reload(.failed(problem))))
        case .reload(.loaded(let source, _, let settings)):
            wait(until: time, line: line)
            let prototype: Prototype
            do {
                prototype = try PrototypeLoader.load(source, file: script.header?.prototypePath ?? "prototype")
            } catch {
                throw EntryFields.Problem(field: "source", message: "the version reloaded here does not load in this tabsim: \(error.description)")
            }
            script.steps.append((line, .reload(.loaded(settings.apply(to: prototype), source: source))))
        case .quit:
            // The session ends here: the time up to quitting counts (an unfinished task's time).
            quitLine = line
            wait(until: time, line: line)
        case .resumed(let away):
            // Not replayed; the report says the time away is not in the task's.
            script.absences.append(.init(milliseconds: time, awayMilliseconds: away, cause: .serverStopped, task: taskUnderWay))
        case .reconnected(let away):
            // Not replayed; the report says the time away is in the task's.
            script.absences.append(.init(milliseconds: time, awayMilliseconds: away, cause: .connectionLost, task: taskUnderWay))
        case .feedback, .roundTrip, .serverStopped, nil:
            // Not replayed: feedback, round trips, a server's stop, and an entry left out.
            break
        }
        warn(entry.warning, line: line)
    }

    /// One session: its launch entry first and once, and nothing it replays after its quit.
    private func checkOrder(_ entry: RecordingLine, line: Int) throws(EntryFields.Problem) {
        let field: String
        switch entry.kind {
        case .input: field = "input"
        case .answer: field = "answer"
        case .task: field = "task"
        case .comment: field = "comment"
        case .launch, .reload, .quit: field = "event"
        // Not replayed: feedback, round trips, entries left out.
        case .feedback, .roundTrip, .serverStopped, .resumed, .reconnected, nil: return
        }
        if case .launch = entry.kind {
            guard let launchLine else { return }
            throw EntryFields.Problem(field: field, message: "a second launch entry (the first is on line \(launchLine)): a recording holds one session")
        }
        if let firstLaunchLine, line < firstLaunchLine {
            throw EntryFields.Problem(field: field, message: "comes before the launch entry, which a recording starts with")
        }
        guard let quitLine else { return }
        if case .quit = entry.kind {
            throw EntryFields.Problem(field: field, message: "a second quit: the session ended on line \(quitLine)")
        }
        throw EntryFields.Problem(field: field, message: "comes after the session ended (its quit is on line \(quitLine))")
    }

    /// The time from the last step replayed to `time` passes.
    private mutating func wait(until time: Int, line: Int) {
        if time > replayedTime { script.steps.append((line, .wait(time - replayedTime))) }
        replayedTime = time
    }

    /// An answer's or comment's task is one the recording states (from 1).
    private func checkTask(_ item: Int) throws(EntryFields.Problem) {
        let count = taskCount ?? TaskMark.maximumTask
        guard item >= 1, item <= count else {
            throw EntryFields.Problem(field: "item", message: taskCount == nil
                ? "\(item) is not a task's number (1–\(count))" : "\(item) is not a task of this recording (1–\(count))")
        }
    }

    private mutating func warn(_ warning: EntryFields.Problem?, line: Int) {
        guard let warning else { return }
        script.warnings.append(Diagnostic(file: script.file, line: line, column: 1, path: warning.field, message: warning.message, severity: .warning))
    }
}

/// What a participant wrote after a task a live study asked a comment for (W6).
public struct RecordedComment: Equatable, Sendable {
    /// The longest comment kept, in characters.
    public static let maximumLength = 500
    /// The task's number in the task file, from 1.
    public var item: Int
    public var text: String
}

/// A participant's answer to a question a live study asked (W6), as recorded.
public struct RecordedAnswer: Equatable, Sendable {
    /// `seq` or `sus`.
    public var questionnaire: String
    /// The task's number (SEQ) or the statement's (SUS), from 1.
    public var item: Int
    public var value: Int
    /// When it was given, since launch.
    public var milliseconds: Int
}
