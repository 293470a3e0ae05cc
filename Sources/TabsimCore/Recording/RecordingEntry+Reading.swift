/// A recording's line as a replay reads it, every field checked: its time, what it says
/// (nil when it is left out), and a warning about a part this tabsim does not understand.
struct RecordingLine {
    /// Milliseconds since launch.
    var milliseconds: Int
    var kind: RecordingEntry.Kind?
    var warning: EntryFields.Problem?
    /// An input's time on a remote participant's browser clock, when it states one.
    var clientMilliseconds: Int?
    /// A screen reader made the input, when it says so.
    var isAssistive = false

    /// Reads an entry's fields; a problem with a field a replay needs is thrown, one
    /// with a field it does not need is the warning.
    init(fields: EntryFields) throws(EntryFields.Problem) {
        let time = "must be a whole number of milliseconds"
        guard let milliseconds = try fields.number("t_ms", time) else {
            throw EntryFields.Problem(field: "t_ms", message: "every entry states its time since launch")
        }
        guard (0...RecordingEntry.maximumMilliseconds).contains(milliseconds) else {
            throw EntryFields.Problem(field: "t_ms", message: "\(milliseconds) is not milliseconds from 0 to \(RecordingEntry.maximumMilliseconds) (10 days)")
        }
        self.milliseconds = milliseconds
        (kind, warning) = try Self.kind(of: fields)
        if case .input = kind {
            readClientTime(fields)
            readAssistive(fields)
        }
    }

    /// An input's `client_ms`, which a replay does not need: one out of range is a
    /// warning, and the input replays all the same.
    private mutating func readClientTime(_ fields: EntryFields) {
        let range = RecordingEntry.clientTimes
        do {
            clientMilliseconds = try fields.number("client_ms", in: range, "must be milliseconds since 1970, 0 to \(range.upperBound); the input replays without it")
        } catch {
            warning = error
        }
    }

    /// An input's `assistive`, which a replay does not need: one that is not true or
    /// false is a warning, and the input replays all the same.
    private mutating func readAssistive(_ fields: EntryFields) {
        do {
            isAssistive = try fields.flag("assistive", "must be true or false; the input replays all the same") ?? false
        } catch {
            warning = error
        }
    }

    /// The time away a `resumed` or `reconnected` entry states, else `missing`.
    private static func away(_ fields: EntryFields, _ missing: String) throws(EntryFields.Problem) -> Int {
        let range = 0...RecordingEntry.maximumAway
        guard let milliseconds = try fields.number("away_ms", in: range, "must be milliseconds, 0 to \(range.upperBound)") else {
            throw EntryFields.Problem(field: "away_ms", message: missing)
        }
        return milliseconds
    }

    private static func kind(of fields: EntryFields) throws(EntryFields.Problem) -> (RecordingEntry.Kind?, EntryFields.Problem?) {
        if fields.has("event") {
            let event = (try? fields.text("event")) ?? nil
            switch event {
            case "launch": return (.launch(try RecordingHeader(fields: fields)), nil)
            case "reload": return (.reload(try reload(fields)), nil)
            case "round_trip":
                let range = 0...RecordingEntry.maximumRoundTrip
                guard let milliseconds = try fields.number("round_trip_ms", in: range, "must be milliseconds, 0 to \(range.upperBound)") else {
                    throw EntryFields.Problem(field: "round_trip_ms", message: "a round trip states its milliseconds")
                }
                return (.roundTrip(milliseconds: milliseconds), nil)
            case "server_stopped": return (.serverStopped, nil)
            case "resumed":
                return (.resumed(awayMilliseconds: try away(fields, "a resumed session states how long its server was away")), nil)
            case "reconnected":
                return (.reconnected(awayMilliseconds: try away(fields, "a page that took its session up again states how long it was away")), nil)
            case "quit":
                let warning = unread(fields, ["section", "reason"], "; it ends the session all the same")
                return (.quit(section: fields.readableText("section"), reason: fields.readableText("reason")), warning)
            default:
                return (nil, EntryFields.Problem(field: "event", message: "'\(event ?? "?")' is not one of launch, reload, quit, round_trip, server_stopped, resumed, reconnected; the entry is left out"))
            }
        }
        if fields.has("input") {
            guard let token = try fields.text("input") else { throw EntryFields.Problem(field: "input", message: "must be text") }
            return (.input(token), nil)
        }
        if fields.has("feedback") {
            if let warning = unread(fields, ["feedback", "section", "page", "badge", "dialog", "button"],
                                    "; the entry is left out (feedback is not replayed)") {
                return (nil, warning)
            }
            return (feedback(fields).map(RecordingEntry.Kind.feedback), nil)
        }
        if fields.has("answer") { return (try answer(fields), nil) }
        if fields.has("task") || fields.has("status") { return (.task(try TaskMark(fields: fields), title: fields.readableText("title")), nil) }
        if fields.has("comment") {
            guard let text = try fields.text("comment") else { throw EntryFields.Problem(field: "comment", message: "must be text") }
            guard let item = try fields.number("item", "must be the task's number") else {
                throw EntryFields.Problem(field: "item", message: "must be the task's number")
            }
            return (.comment(item: item, text: text), nil)
        }
        return (nil, EntryFields.Problem(field: "", message: "an entry of no kind this tabsim knows "
            + "(launch, input, feedback, answer, reload, task, comment, quit, round_trip); left out"))
    }

    /// A live study's answer, on its questionnaire's scale.
    private static func answer(_ fields: EntryFields) throws(EntryFields.Problem) -> RecordingEntry.Kind {
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

    /// Feedback whose fields are all text (or absent); nil when it is none this tabsim gives.
    private static func feedback(_ fields: EntryFields) -> RecordingEntry.Feedback? {
        let text = fields.readableText
        switch text("feedback") {
        case "selection": return .selection(section: text("section"), page: text("page"))
        case "notification": return .notification(section: text("section"), badge: text("badge"))
        case "dialog": return .dialog(title: text("dialog"), button: text("button"))
        default: return nil
        }
    }

    /// A recorded reload (`tabsim --watch`): the problem the band showed, or the new
    /// version's text, which must match its hash, with the settings it ran with.
    private static func reload(_ fields: EntryFields) throws(EntryFields.Problem) -> RecordingEntry.Reload {
        if fields.has("error") {
            guard let problem = try fields.text("error") else { throw EntryFields.Problem(field: "error", message: "must be text") }
            return .failed(problem: TextFitting.sanitized(problem))
        }
        guard let source = try fields.text("source") else {
            throw EntryFields.Problem(field: "source", message: "a reload states the new version's text (source) or its error")
        }
        if let hash = try fields.text("prototype_sha256"), hash != SHA256.hex(of: Array(source.utf8)) {
            throw EntryFields.Problem(field: "prototype_sha256", message: "does not match the recorded source; the recording was edited")
        }
        // The outline is for people reading the file; a replay does not need it.
        let outline = ((try? fields.texts("outline", "")) ?? nil) ?? []
        return .loaded(source: source, outline: outline, settings: try SessionSettings(fields: fields))
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

extension EntryFields {
    /// A text a replay does not need: "" when it is absent or not text.
    func readableText(_ field: String) -> String { ((try? text(field)) ?? nil) ?? "" }
}
