/// One line of a recording (W4), its fields checked as it is read: its time, and the
/// one kind of entry it is.
struct RecordingEntry {
    /// The longest session a recording may hold: 10 days, in milliseconds.
    static let maximumMilliseconds = 864_000_000

    /// What an entry says.
    enum Kind {
        case launch(RecordingHeader)
        /// An input as a `render --keys` token.
        case input(String)
        /// A live study's answer; its item is checked against the recording's tasks.
        case answer(questionnaire: String, item: Int, value: Int)
        case task(TaskMark)
        case comment(item: Int, text: String)
        /// A reload of the prototype file that did not load, with the problem shown.
        case reloadFailed(String)
        /// A reload of the prototype file: the new version's text and its settings.
        case reloaded(source: String, settings: SessionSettings)
        /// The session ended; `warning` when a field of it is not understood.
        case quit(warning: EntryFields.Problem?)
        /// An entry a replay does not use (feedback), with why it was left out if it
        /// is not understood.
        case ignored(warning: EntryFields.Problem?)
    }

    /// Milliseconds since launch.
    var milliseconds: Int
    var kind: Kind

    /// Reads an entry's fields; a problem with a field a replay needs is thrown, one
    /// with a field it does not need is the kind's warning.
    init(fields: EntryFields) throws(EntryFields.Problem) {
        let time = "must be a whole number of milliseconds"
        guard let milliseconds = try fields.number("t_ms", time) else {
            throw EntryFields.Problem(field: "t_ms", message: "every entry states its time since launch")
        }
        guard (0...Self.maximumMilliseconds).contains(milliseconds) else {
            throw EntryFields.Problem(field: "t_ms", message: "\(milliseconds) is not milliseconds from 0 to \(Self.maximumMilliseconds) (10 days)")
        }
        self.milliseconds = milliseconds
        kind = try Self.kind(of: fields)
    }

    private static func kind(of fields: EntryFields) throws(EntryFields.Problem) -> Kind {
        if fields.has("event") {
            let event = (try? fields.text("event")) ?? nil
            switch event {
            case "launch": return .launch(try RecordingHeader(fields: fields))
            case "reload": return try reload(fields)
            case "quit": return .quit(warning: unread(fields, ["section", "reason"], "; it ends the session all the same"))
            default:
                return .ignored(warning: EntryFields.Problem(field: "event", message: "'\(event ?? "?")' is not one of launch, reload, quit; the entry is left out"))
            }
        }
        if fields.has("input") {
            guard let token = try fields.text("input") else { throw EntryFields.Problem(field: "input", message: "must be text") }
            return .input(token)
        }
        if fields.has("feedback") {
            return .ignored(warning: unread(fields, ["feedback", "section", "page", "badge", "dialog", "button"],
                                            "; the entry is left out (feedback is not replayed)"))
        }
        if fields.has("answer") {
            guard let name = (try? fields.text("answer")) ?? nil, let scale = Questionnaires.scale(of: name) else {
                throw EntryFields.Problem(field: "answer", message: "must be seq or sus")
            }
            guard let item = try fields.number("item") else { throw EntryFields.Problem(field: "item", message: "must be a whole number") }
            guard let value = try fields.number("value") else { throw EntryFields.Problem(field: "value", message: "must be a whole number") }
            guard scale.contains(value) else {
                throw EntryFields.Problem(field: "value", message: "\(value) is not on the \(name.uppercased()) scale \(scale.lowerBound)–\(scale.upperBound)")
            }
            return .answer(questionnaire: name, item: item, value: value)
        }
        if fields.has("task") || fields.has("status") { return .task(try TaskMark(fields: fields)) }
        if fields.has("comment") {
            guard let text = try fields.text("comment") else { throw EntryFields.Problem(field: "comment", message: "must be text") }
            guard let item = try fields.number("item", "must be the task's number") else {
                throw EntryFields.Problem(field: "item", message: "must be the task's number")
            }
            return .comment(item: item, text: text)
        }
        return .ignored(warning: EntryFields.Problem(field: "", message: "an entry of no kind this tabsim knows "
            + "(launch, input, feedback, answer, reload, task, comment, quit); left out"))
    }

    /// A recorded reload (`tabsim --watch`): the problem the band showed, or the new
    /// version's text, which must match its hash, with the settings it ran with.
    private static func reload(_ fields: EntryFields) throws(EntryFields.Problem) -> Kind {
        if fields.has("error") {
            guard let problem = try fields.text("error") else { throw EntryFields.Problem(field: "error", message: "must be text") }
            return .reloadFailed(TextFitting.sanitized(problem))
        }
        guard let source = try fields.text("source") else {
            throw EntryFields.Problem(field: "source", message: "a reload states the new version's text (source) or its error")
        }
        if let hash = try fields.text("prototype_sha256"), hash != SHA256.hex(of: Array(source.utf8)) {
            throw EntryFields.Problem(field: "prototype_sha256", message: "does not match the recorded source; the recording was edited")
        }
        return .reloaded(source: source, settings: try SessionSettings(fields: fields))
    }

    /// The first of `names` that is there but not text, said with `consequence`.
    private static func unread(_ fields: EntryFields, _ names: [String], _ consequence: String) -> EntryFields.Problem? {
        for name in names {
            do {
                _ = try fields.text(name)
            } catch {
                return EntryFields.Problem(field: error.field, message: error.message + consequence)
            }
        }
        return nil
    }
}
