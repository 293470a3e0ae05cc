/// The fields of a recording's line in the order they are written, a text left empty
/// left out (a comment's kept). `RecordingLine` reads them back.
extension RecordingEntry {
    /// `t_ms`, the wall clock `at` when given, then what the entry says.
    func fields(wallClock: String?) -> [JSONField] {
        var fields = EntryWriter([("t_ms", milliseconds)])
        fields.text("at", wallClock)
        switch kind {
        case .launch(let header): header.write(to: &fields)
        case .input(let token):
            fields.text("input", token)
            if let clientMilliseconds { fields.add("client_ms", clientMilliseconds) }
            if isAssistive { fields.add("assistive", true) }
        case .feedback(let feedback): feedback.write(to: &fields)
        case .answer(let questionnaire, let item, let value):
            fields.text("answer", questionnaire)
            fields.add("item", item)
            fields.add("value", value)
        case .comment(let item, let text):
            fields.add("comment", text)
            fields.add("item", item)
        case .reload(.failed(let problem)):
            fields.add("event", "reload")
            fields.text("error", problem)
        case .reload(.loaded(let source, let outline, let settings)):
            fields.add("event", "reload")
            fields.add("prototype_sha256", SHA256.hex(of: Array(source.utf8)))
            fields.add("outline", outline)
            settings.write(to: &fields)
            fields.text("source", source)
        case .task(let mark, let title):
            fields.add("task", mark.task)
            fields.add("status", mark.status.rawValue)
            fields.text("title", title)
            fields.text("from", mark.from.map(Study.written))
            if let node = mark.node { fields.add("node", node) }
        case .quit(let section, let reason):
            fields.add("event", "quit")
            fields.text("section", section)
            fields.text("reason", reason)
        case .roundTrip(let milliseconds):
            fields.add("event", "round_trip")
            fields.add("round_trip_ms", milliseconds)
        case .serverStopped:
            fields.add("event", "server_stopped")
        case .resumed(let milliseconds):
            fields.add("event", "resumed")
            fields.add("away_ms", milliseconds)
        case .reconnected(let milliseconds):
            fields.add("event", "reconnected")
            fields.add("away_ms", milliseconds)
        }
        return fields.fields
    }
}

/// Fields gathered in order.
struct EntryWriter {
    private(set) var fields: [JSONField]

    init(_ fields: [JSONField]) { self.fields = fields }

    mutating func add(_ key: String, _ value: any Encodable) { fields.append((key, value)) }

    /// A text, unless it is absent or empty.
    mutating func text(_ key: String, _ value: String?) {
        if let value, !value.isEmpty { fields.append((key, value)) }
    }

    /// A list, unless it is absent.
    mutating func list(_ key: String, _ value: (any Encodable)?) {
        if let value { fields.append((key, value)) }
    }
}

extension RecordingEntry.Feedback {
    func write(to fields: inout EntryWriter) {
        switch self {
        case .selection(let section, let page):
            fields.add("feedback", "selection")
            fields.text("section", section)
            fields.text("page", page)
        case .notification(let section, let badge):
            fields.add("feedback", "notification")
            fields.text("section", section)
            fields.text("badge", badge)
        case .dialog(let title, let button):
            fields.add("feedback", "dialog")
            fields.text("dialog", title)
            fields.text("button", button)
        }
    }
}

extension RecordingHeader {
    /// The launch entry's fields: format 2 states every setting.
    func write(to fields: inout EntryWriter) {
        fields.add("event", "launch")
        fields.add("format", format)
        fields.text("tabsim", tabsimVersion)
        fields.text("prototype", prototypePath)
        fields.text("prototype_name", prototypeName)
        fields.text("prototype_sha256", prototypeHash)
        fields.list("outline", outline)
        fields.list("prototype_parts", prototypeParts)
        settings?.write(to: &fields)
        fields.text("size", size.map { "\($0.width)x\($0.height)" })
        fields.text("section", section)
        fields.text("participant", participant)
        fields.text("variant", variant)
        fields.text("source", source)
        fields.list("study_tasks", studyLines)
        fields.text("study_sha256", studyHash)
        fields.list("task_order", taskOrder)
        fields.text("method", method?.rawValue)
        fields.text("device", device)
        fields.text("size_class_shown", shownSizeClass?.rawValue)
        fields.text("consented_at", consentedAt)
        fields.text("user_agent", userAgent)
        fields.text("client_viewport", clientViewport.map { "\($0.width)x\($0.height)" })
    }
}

extension SessionSettings {
    /// The settings as a launch or reload entry states them; automatic ones as `auto`.
    func write(to fields: inout EntryWriter) {
        fields.add("transition", transition.rawValue)
        fields.add("duration", durationMilliseconds)
        fields.add("reduce_motion", reduceMotion)
        fields.add("size_class", sizeClass?.rawValue ?? "auto")
        fields.add("orientation", orientation?.rawValue ?? "auto")
        fields.add("layout", navigation?.rawValue ?? "auto")
        fields.add("platform", platform.rawValue)
        // Stated only when not the default, so recordings at iOS's default size stay as they were.
        fields.text("text_size", textSize == .large ? nil : textSize.rawValue)
        fields.add("input_mode", input.rawValue)
        fields.add("haptics", haptics.rawValue)
        fields.add("remember", remember.rawValue)
        if let reader { fields.add("reader", reader.rawValue) }
    }
}
