import Foundation

extension WalkthroughScript {
    /// Whether `text` is a recording (`tabsim --log FILE`: JSON lines) rather than a script.
    public static func isRecording(_ text: String) -> Bool {
        text.drop { $0 == " " || $0 == "\n" || $0 == "\t" }.first == "{"
    }

    /// A recording as a script that replays it identically (W4): the launch's size and
    /// section, then every input at its recorded time. A last line cut short (the
    /// session died mid-write) is left out with a warning; every complete line replays.
    /// - Throws: `PrototypeError` naming each line or field that is not a recording entry.
    public static func fromRecording(_ text: String, file: String) throws(PrototypeError) -> WalkthroughScript {
        var script = WalkthroughScript(file: file, steps: [], pause: 0)
        var problems: [Diagnostic] = []
        var last = 0
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        // Entries are written whole, newline last: a last line without one was cut.
        let lastLine = lines.lastIndex { !$0.isEmpty } ?? 0
        for (index, raw) in lines.enumerated() where !raw.isEmpty {
            let line = index + 1
            guard let object = try? JSONSerialization.jsonObject(with: Data(raw.utf8)) as? [String: Any],
                  let time = object["t_ms"] as? Int else {
                if index == lastLine, !text.hasSuffix("\n") {
                    script.warnings.append(Diagnostic(file: file, line: line, column: 1, path: "",
                                                      message: "the recording was cut here, mid-entry; the \(script.steps.count) steps before it replay",
                                                      severity: .warning))
                    break
                }
                problems.append(Diagnostic(file: file, line: line, column: 1, path: "", message: "not a recording entry (a JSON object with t_ms)"))
                continue
            }
            if object["event"] as? String == "launch" {
                do {
                    let header = try RecordingHeader(entry: object)
                    script.header = header
                    script.headerLine = line
                    if let size = header.size { script.steps.append((line, .size(size))) }
                    if let section = header.section { script.steps.append((line, .launch(section: section))) }
                } catch {
                    problems.append(Diagnostic(file: file, line: line, column: 1, path: error.field, message: error.message))
                }
                last = time
                continue
            }
            if object["event"] as? String == "quit" {
                // The session ends here: the time up to quitting counts (an unfinished task's time).
                if time > last { script.steps.append((line, .wait(time - last))) }
                last = time
                continue
            }
            if object["event"] as? String == "reload" {
                if time > last { script.steps.append((line, .wait(time - last))) }
                last = time
                do {
                    script.steps.append((line, .reload(try reload(object, header: script.header))))
                } catch {
                    problems.append(Diagnostic(file: file, line: line, column: 1, path: error.field, message: error.message))
                }
                continue
            }
            if let questionnaire = object["answer"] {
                guard let name = questionnaire as? String, ["seq", "sus"].contains(name) else {
                    problems.append(Diagnostic(file: file, line: line, column: 1, path: "answer", message: "must be seq or sus"))
                    continue
                }
                guard let item = object["item"] as? Int, let value = object["value"] as? Int else {
                    problems.append(Diagnostic(file: file, line: line, column: 1, path: object["item"] is Int ? "value" : "item",
                                               message: "must be a whole number"))
                    continue
                }
                let scale = name == "seq" ? 1...7 : 1...5
                guard scale.contains(value) else {
                    problems.append(Diagnostic(file: file, line: line, column: 1, path: "value",
                                               message: "\(value) is not on the \(name.uppercased()) scale \(scale.lowerBound)–\(scale.upperBound)"))
                    continue
                }
                let answer = RecordedAnswer(questionnaire: name, item: item, value: value, milliseconds: time)
                script.answers.append(answer)
                if time > last { script.steps.append((line, .wait(time - last))) }
                last = max(last, time)
                script.steps.append((line, .answer(answer)))
                continue
            }
            if object["status"] != nil || object["task"] != nil {
                do {
                    let mark = try TaskMark(entry: object)
                    if time > last { script.steps.append((line, .wait(time - last))) }
                    last = max(last, time)
                    // A task that starts elsewhere: the prototype is put there first, as live.
                    if let from = mark.from { script.steps.append((line, .events([.showStart(from)]))) }
                    script.steps.append((line, .task(mark)))
                } catch {
                    problems.append(Diagnostic(file: file, line: line, column: 1, path: error.field, message: error.message))
                }
                continue
            }
            if let comment = object["comment"] {
                guard let text = comment as? String, let item = object["item"] as? Int, item >= 1 else {
                    problems.append(Diagnostic(file: file, line: line, column: 1, path: comment is String ? "item" : "comment",
                                               message: comment is String ? "must be the task's number" : "must be text"))
                    continue
                }
                let recorded = RecordedComment(item: item, text: String(TextFitting.sanitized(text).prefix(RecordedComment.maximumLength)))
                script.comments.append(recorded)
                if time > last { script.steps.append((line, .wait(time - last))) }
                last = max(last, time)
                script.steps.append((line, .comment(recorded)))
                continue
            }
            guard let token = object["input"] as? String else { continue }
            // A paste's text may hold commas, which separate tokens in --keys.
            let pasted = token.hasPrefix("paste:") ? [ScriptStep.event(.paste(String(token.dropFirst(6))))] : nil
            guard let parsed = pasted ?? (try? InputScript.parse(token)) else {
                problems.append(Diagnostic(file: file, line: line, column: 1, path: "input", message: "'\(token)' is not an input"))
                continue
            }
            if time > last { script.steps.append((line, .wait(time - last))) }
            last = time
            script.steps += parsed.compactMap { step in
                if case .event(let event) = step { return (line, .events([event])) }
                return nil
            }
        }
        if script.header == nil, problems.isEmpty {
            problems.append(Diagnostic(file: file, line: 1, column: 1, path: "",
                                       message: "no launch entry: not a tabsim recording, or cut before its first entry was written whole"))
        }
        if !problems.isEmpty { throw PrototypeError(problems) }
        return script
    }
}

extension WalkthroughScript {
    /// A recorded reload (`tabsim --watch`): the problem the band showed, or the new
    /// version from its recorded text, with the settings it ran with.
    private static func reload(_ entry: [String: Any], header: RecordingHeader?) throws(RecordingHeader.FieldError) -> PrototypeReload {
        if let problem = entry["error"] {
            guard let text = problem as? String else { throw RecordingHeader.FieldError(field: "error", message: "must be text") }
            return .failed(TextFitting.sanitized(text))
        }
        guard let source = entry["source"] as? String else {
            throw RecordingHeader.FieldError(field: "source", message: "a reload states the new version's text (source) or its error")
        }
        if let hash = entry["prototype_sha256"] as? String, hash != SHA256.hex(of: Array(source.utf8)) {
            throw RecordingHeader.FieldError(field: "prototype_sha256", message: "does not match the recorded source; the recording was edited")
        }
        // The settings are read as a launch entry's are.
        let settings = try RecordingHeader(entry: entry.merging(["format": RecordingHeader.currentFormat]) { _, new in new }).settings
        let file = header?.prototypePath ?? "prototype"
        do {
            let prototype = try PrototypeLoader.load(source, file: file)
            return .loaded(settings?.apply(to: prototype) ?? prototype, source: source)
        } catch {
            throw RecordingHeader.FieldError(field: "source", message: "the version reloaded here does not load in this tabsim: \(error.description)")
        }
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

extension RecordingHeader {
    /// A header field with a value this tabsim does not understand.
    struct FieldError: Error {
        let field: String
        let message: String
    }

    /// Reads a launch entry: format 2 with every setting, or format 1 with the size
    /// and section only.
    init(entry: [String: Any]) throws(FieldError) {
        func text(_ key: String) throws(FieldError) -> String? {
            guard let value = entry[key] else { return nil }
            guard let text = value as? String else { throw FieldError(field: key, message: "must be text") }
            return text
        }
        func choice<Value: RawRepresentable & CaseIterable>(_ key: String, _: Value.Type, automatic: Bool = false) throws(FieldError) -> Value?
        where Value.RawValue == String {
            guard let raw = try text(key), !(automatic && raw == "auto") else { return nil }
            guard let value = Value(rawValue: raw) else {
                let allowed = (automatic ? ["auto"] : []) + Value.allCases.map(\.rawValue)
                throw FieldError(field: key, message: "'\(raw)' is not one of \(allowed.joined(separator: ", "))")
            }
            return value
        }
        let format = entry["format"].map { $0 as? Int ?? -1 } ?? 1
        guard (1...Self.currentFormat).contains(format) else {
            throw FieldError(field: "format", message: "format \(entry["format"].map { "\($0)" } ?? "?") is not one this tabsim (\(TabsimVersion.current)) reads; it reads 1 to \(Self.currentFormat)")
        }
        self.init(format: format, tabsimVersion: try text("tabsim"), prototypePath: try text("prototype"),
                  prototypeName: try text("prototype_name"), prototypeHash: try text("prototype_sha256"),
                  section: try text("section"), participant: try text("participant"), variant: try text("variant"))
        source = try text("source")
        device = try text("device")
        shownSizeClass = try choice("size_class_shown", SizeClass.self)
        studyHash = try text("study_sha256")
        if let lines = entry["study_tasks"] {
            guard let list = lines as? [String] else { throw FieldError(field: "study_tasks", message: "must be a list of task-file lines") }
            studyLines = list
        }
        if let order = entry["task_order"] {
            guard let list = order as? [Int], !list.isEmpty, Set(list).count == list.count, list.allSatisfy({ (1...list.count).contains($0) }) else {
                throw FieldError(field: "task_order", message: "must list each task's number once")
            }
            taskOrder = list
        }
        if let outline = entry["outline"] {
            guard let list = outline as? [String] else { throw FieldError(field: "outline", message: "must be a list of labels") }
            self.outline = list
        }
        if let parts = entry["prototype_parts"] {
            guard let list = parts as? [String] else { throw FieldError(field: "prototype_parts", message: "must be a list of PART=HASH") }
            prototypeParts = list
        }
        if let raw = try text("size") {
            guard let size = Size(parsing: raw) else { throw FieldError(field: "size", message: "'\(raw)' is not COLUMNSxROWS") }
            self.size = size
        }
        guard format >= 2 else { return }
        guard let transition = try choice("transition", TransitionStyle.self) else {
            throw FieldError(field: "transition", message: "a format 2 recording states its transition")
        }
        var prototype = Prototype(name: "", sections: [])
        prototype.transition = transition
        // Up to 5 s, 20 times slower in slow motion.
        guard let duration = entry["duration"] as? Int, (0...100_000).contains(duration) else {
            throw FieldError(field: "duration", message: "must be milliseconds, 0 to 100000")
        }
        prototype.durationMilliseconds = duration
        prototype.reduceMotion = entry["reduce_motion"] as? Bool ?? false
        prototype.sizeClass = try choice("size_class", SizeClass.self, automatic: true)
        prototype.orientation = try choice("orientation", Orientation.self, automatic: true)
        prototype.navigation = try choice("layout", NavigationStyle.self, automatic: true)
        prototype.input = try choice("input_mode", InputMode.self) ?? .both
        settings = SessionSettings(prototype: prototype, haptics: try choice("haptics", Haptics.self) ?? .off,
                                   remember: try choice("remember", RememberPolicy.self) ?? .never)
    }
}
