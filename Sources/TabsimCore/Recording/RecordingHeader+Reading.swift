extension RecordingHeader {
    /// The widest or tallest page a launch entry states, in CSS pixels.
    public static let largestViewport = 100_000

    /// Reads a launch entry: format 2 with every setting, or format 1 with the size
    /// and section only.
    init(fields: EntryFields) throws(EntryFields.Problem) {
        let stated = (try? fields.number("format")) ?? nil
        guard let format = fields.has("format") ? stated : 1, (1...Self.currentFormat).contains(format) else {
            throw EntryFields.Problem(field: "format", message: "format \(stated.map(String.init) ?? "?") is not one this tabsim "
                + "(\(TabsimVersion.current)) reads; it reads 1 to \(Self.currentFormat)")
        }
        self.init(format: format, tabsimVersion: try fields.text("tabsim"), prototypePath: try fields.text("prototype"),
                  prototypeName: try fields.text("prototype_name"), prototypeHash: try fields.text("prototype_sha256"),
                  section: try fields.text("section"), participant: try fields.text("participant"), variant: try fields.text("variant"))
        source = try fields.text("source")
        device = try fields.text("device")
        if let shown = try fields.text("size_class_shown") {
            guard let sizeClass = SizeClass(rawValue: shown) else {
                throw EntryFields.Problem(field: "size_class_shown", message: "'\(shown)' is not compact or regular")
            }
            shownSizeClass = sizeClass
        }
        consentedAt = try fields.text("consented_at")
        userAgent = try fields.text("user_agent")
        if let raw = try fields.text("client_viewport") {
            let sides = raw.split(separator: "x", omittingEmptySubsequences: false).map { Int($0) }
            guard sides.count == 2, let width = sides[0], let height = sides[1], (1...Self.largestViewport).contains(width),
                  (1...Self.largestViewport).contains(height) else {
                throw EntryFields.Problem(field: "client_viewport", message: "'\(raw)' is not WIDTHxHEIGHT in CSS pixels (each 1 to \(Self.largestViewport))")
            }
            clientViewport = Size(width: width, height: height)
        }
        studyHash = try fields.text("study_sha256")
        studyLines = try fields.texts("study_tasks", "must be a list of task-file lines")
        if let order = try fields.numbers("task_order", "must list each task's number once") {
            guard !order.isEmpty, Set(order).count == order.count, order.allSatisfy({ (1...order.count).contains($0) }) else {
                throw EntryFields.Problem(field: "task_order", message: "must list each task's number once")
            }
            taskOrder = order
        }
        if let raw = try fields.text("method") {
            guard let method = StudyMethod(rawValue: raw) else {
                throw EntryFields.Problem(field: "method", message: "'\(raw)' is not one of \(StudyMethod.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            self.method = method
        }
        outline = try fields.texts("outline", "must be a list of labels")
        prototypeParts = try fields.texts("prototype_parts", "must be a list of PART=HASH")
        if let raw = try fields.text("size") {
            guard let size = Size(parsing: raw) else { throw EntryFields.Problem(field: "size", message: "'\(raw)' is not COLUMNSxROWS") }
            self.size = size
        }
        guard format >= 2 else { return }
        settings = try SessionSettings(fields: fields)
    }
}

extension SessionSettings {
    /// Reads the settings a launch or reload entry states.
    init(fields: EntryFields) throws(EntryFields.Problem) {
        func choice<Value: RawRepresentable & CaseIterable>(_ key: String, _: Value.Type, automatic: Bool = false) throws(EntryFields.Problem) -> Value?
        where Value.RawValue == String {
            guard let raw = try fields.text(key), !(automatic && raw == "auto") else { return nil }
            guard let value = Value(rawValue: raw) else {
                let allowed = (automatic ? ["auto"] : []) + Value.allCases.map(\.rawValue)
                throw EntryFields.Problem(field: key, message: "'\(raw)' is not one of \(allowed.joined(separator: ", "))")
            }
            return value
        }
        guard let transition = try choice("transition", TransitionStyle.self) else {
            throw EntryFields.Problem(field: "transition", message: "a format 2 recording states its transition")
        }
        var prototype = Prototype(name: "", sections: [])
        prototype.transition = transition
        // Up to 5 s, 20 times slower in slow motion.
        let milliseconds = "must be milliseconds, 0 to 100000"
        guard let duration = try fields.number("duration", in: 0...100_000, milliseconds) else {
            throw EntryFields.Problem(field: "duration", message: milliseconds)
        }
        prototype.durationMilliseconds = duration
        prototype.reduceMotion = try fields.flag("reduce_motion") ?? false
        prototype.sizeClass = try choice("size_class", SizeClass.self, automatic: true)
        prototype.orientation = try choice("orientation", Orientation.self, automatic: true)
        prototype.navigation = try choice("layout", NavigationStyle.self, automatic: true)
        // Recordings made before tabsim had platforms drew iOS 17's bar.
        prototype.platform = try choice("platform", Platform.self) ?? .ios17
        prototype.textSize = try choice("text_size", TextSize.self) ?? .large
        prototype.input = try choice("input_mode", InputMode.self) ?? .both
        self.init(prototype: prototype, haptics: try choice("haptics", Haptics.self) ?? .off,
                  remember: try choice("remember", RememberPolicy.self) ?? .never)
        reader = try choice("reader", ScreenReader.self)
    }
}
