/// A remote study's file (`study.yaml` in the study folder), for `tabsim serve STUDY`:
/// the task file, the variants participants try, how they are assigned, the consent
/// text, which devices may take part, and where the recordings go. Every file it names
/// is resolved against the study folder and must stay inside it.
///
///     tasks: tasks.txt
///     variants:
///       - name: docked
///         prototype: app.yaml
///         platform: ios17
///       - name: floating
///         prototype: app.yaml
///         platform: ios26
///     assignment: alternating
///     consent: consent.txt
///     devices: phone
public struct ServedStudyFile: Equatable, Sendable {
    /// How a participant comes to a variant.
    public enum Assignment: String, CaseIterable, Sendable {
        /// One link; participants take the variants in turn.
        case alternating
        /// One link per variant; a participant tries the variant of the link they were given.
        case link
    }

    /// Which devices take part, and how each shows the prototype.
    public enum DevicePolicy: String, CaseIterable, Sendable {
        /// Every browser shows the phone's own grid, a desktop's as tall as a phone's.
        case phone
        /// A phone held upright shows the phone's grid; anything else the phone's device frame.
        case any
        /// Phones only: a desktop browser is asked to open the link on a phone.
        case phoneOnly = "phone-only"
    }

    /// One variant: a name, a prototype, and the settings it overrides.
    public struct Variant: Equatable, Sendable {
        /// Where the prototype comes from.
        public enum Source: Equatable, Sendable {
            /// A prototype file, by its resolved path inside the study folder.
            case file(String)
            /// A shipped example, by name.
            case example(String)
        }

        public var name: String
        public var source: Source
        public var platform: Platform?
        public var transition: TransitionStyle?
        public var durationMilliseconds: Int?
        public var reduceMotion: Bool?
        /// How its participants take the tasks; nil: on the prototype.
        public var method: StudyMethod?

        /// `prototype` with this variant's settings in force.
        public func apply(to prototype: Prototype) -> Prototype {
            var result = prototype
            if let platform { result.platform = platform }
            if let transition { result.transition = transition }
            if let durationMilliseconds { result.durationMilliseconds = durationMilliseconds }
            if let reduceMotion { result.reduceMotion = reduceMotion }
            return result
        }
    }

    /// The study folder, the study file's own.
    public var folder: String
    /// The task file's resolved path.
    public var tasks: String
    public var variants: [Variant]
    public var assignment: Assignment
    /// The consent text file's resolved path; nil for the server's default text.
    public var consent: String?
    public var device: DevicePolicy
    public var order: TaskOrder
    /// The folder the recordings go to, resolved (`sessions` unless named).
    public var sessions: String

    /// The file a study folder holds.
    public static let name = "study.yaml"
    /// The longest variant name, in characters.
    public static let maximumNameLength = 64
    /// The most variants a study compares.
    public static let maximumVariants = 16

    static let keys = ["tasks", "variants", "assignment", "consent", "devices", "order", "sessions"]
    static let variantKeys = ["name", "prototype", "example", "platform", "transition", "duration", "reduce_motion", "method"]

    /// Reads a study file.
    /// - Parameters:
    ///   - text: the file's contents.
    ///   - file: the name used in messages.
    ///   - folder: the study folder, absolute: every path is resolved against it.
    ///   - realPath: the path with its symbolic links resolved (the identity in tests),
    ///     so that a link out of the folder is refused too.
    /// - Throws: `PrototypeError` listing every problem, each with its line, column and field.
    public static func load(_ text: String, file: String, folder: String,
                            realPath: @escaping (String) -> String = { $0 }) throws(PrototypeError) -> ServedStudyFile {
        if let problem = PrototypeLimits.sizeProblem(text.utf8.count, file: file) { throw PrototypeError([problem]) }
        guard let root = try PrototypeLoader.document(text, file: file) else {
            throw PrototypeError([Diagnostic(file: file, line: 0, column: 0, path: "",
                                             message: "the file is empty; a study file needs `tasks:` and `variants:`")])
        }
        var reader = StudyFileReader(reader: NodeReader(file: file), folder: StudyFolder(path: folder, realPath: realPath))
        let study = reader.read(root)
        if let study, reader.reader.diagnostics.isEmpty { return study }
        throw PrototypeError(reader.reader.diagnostics)
    }
}

/// Reads a study file's nodes into a `ServedStudyFile`, collecting every problem.
private struct StudyFileReader {
    var reader: NodeReader
    let folder: StudyFolder

    mutating func read(_ root: YAMLNode) -> ServedStudyFile? {
        guard let entries = reader.mapping(root, path: "", allowed: ServedStudyFile.keys) else { return nil }
        for key in ["tasks", "variants"] where entries[key] == nil {
            reader.error("the study file needs `\(key):`", at: root, path: key)
        }
        let tasks = entries["tasks"].flatMap { path($0, field: "tasks") }
        let variants = entries["variants"].flatMap { readVariants($0) }
        var study = ServedStudyFile(folder: folder.path, tasks: tasks ?? "", variants: variants ?? [], assignment: .alternating,
                                    consent: nil, device: .any, order: .fixed, sessions: folder.path + "/sessions")
        if let n = entries["assignment"], let value = reader.choice(n, path: "assignment", as: ServedStudyFile.Assignment.self) { study.assignment = value }
        if let n = entries["devices"], let value = reader.choice(n, path: "devices", as: ServedStudyFile.DevicePolicy.self) { study.device = value }
        if let n = entries["order"], let value = reader.choice(n, path: "order", as: TaskOrder.self) { study.order = value }
        if let n = entries["consent"] { study.consent = path(n, field: "consent") }
        if let n = entries["sessions"], let sessions = path(n, field: "sessions") { study.sessions = sessions }
        return tasks == nil || variants == nil ? nil : study
    }

    private mutating func readVariants(_ node: YAMLNode) -> [ServedStudyFile.Variant]? {
        guard let items = reader.sequence(node, path: "variants") else { return nil }
        guard (1...ServedStudyFile.maximumVariants).contains(items.count) else {
            reader.error("a study has 1 to \(ServedStudyFile.maximumVariants) variants, not \(items.count)", at: node, path: "variants")
            return nil
        }
        var variants: [ServedStudyFile.Variant] = []
        for (index, item) in items.enumerated() {
            let at = "variants[\(index + 1)]"
            guard let variant = readVariant(item, path: at) else { continue }
            if variants.contains(where: { $0.name == variant.name }) {
                reader.error("another variant is named '\(variant.name)'; give each its own name", at: item, path: at + ".name")
                continue
            }
            variants.append(variant)
        }
        return variants.count == items.count ? variants : nil
    }

    private mutating func readVariant(_ node: YAMLNode, path at: String) -> ServedStudyFile.Variant? {
        guard let entries = reader.mapping(node, path: at, allowed: ServedStudyFile.variantKeys) else { return nil }
        guard let nameNode = entries["name"] else {
            reader.error("a variant needs `name:`, which recordings state and the report compares", at: node, path: at + ".name")
            return nil
        }
        guard let name = reader.text(nameNode, path: at + ".name") else { return nil }
        guard !name.allSatisfy(\.isWhitespace), name.count <= ServedStudyFile.maximumNameLength else {
            reader.error("a variant's name is 1 to \(ServedStudyFile.maximumNameLength) characters, not blank", at: nameNode, path: at + ".name")
            return nil
        }
        let source = readSource(entries, of: node, path: at)
        let platform = entries["platform"].map { reader.choice($0, path: at + ".platform", as: Platform.self) }
        let transition = entries["transition"].map { reader.choice($0, path: at + ".transition", as: TransitionStyle.self) }
        let duration = entries["duration"].map { reader.integer($0, path: at + ".duration", range: 0...5000) }
        let reduceMotion = entries["reduce_motion"].map { reader.boolean($0, path: at + ".reduce_motion") }
        let method = entries["method"].map { reader.choice($0, path: at + ".method", as: StudyMethod.self) }
        // A setting given but unreadable is reported; the variant is not made.
        guard let source, platform != .some(nil), transition != .some(nil), duration != .some(nil), reduceMotion != .some(nil),
              method != .some(nil) else { return nil }
        return ServedStudyFile.Variant(name: name, source: source, platform: platform ?? nil, transition: transition ?? nil,
                                       durationMilliseconds: duration ?? nil, reduceMotion: reduceMotion ?? nil,
                                       method: (method ?? nil).flatMap { $0 == .prototype ? nil : $0 })
    }

    /// A variant's prototype: a file in the study folder, or a shipped example.
    private mutating func readSource(_ entries: [String: YAMLNode], of node: YAMLNode, path at: String) -> ServedStudyFile.Variant.Source? {
        switch (entries["prototype"], entries["example"]) {
        case (let file?, nil):
            return path(file, field: at + ".prototype").map(ServedStudyFile.Variant.Source.file)
        case (nil, let example?):
            guard let name = reader.text(example, path: at + ".example") else { return nil }
            guard BuiltInExamples.named(name) != nil else {
                let names = BuiltInExamples.all.map(\.name)
                let hint = Suggestion.closest(to: name, in: names).map { "; did you mean '\($0)'?" } ?? ""
                reader.error("no example named '\(name)'\(hint) (the examples: \(names.joined(separator: ", ")))", at: example, path: at + ".example")
                return nil
            }
            return .example(name)
        default:
            reader.error("a variant needs `prototype: FILE` or `example: NAME`, one of them", at: node, path: at)
            return nil
        }
    }

    /// A path the study file names, resolved inside the study folder; nil (with the
    /// problem reported) for one outside it.
    private mutating func path(_ node: YAMLNode, field: String) -> String? {
        guard let given = reader.text(node, path: field) else { return nil }
        guard !given.isEmpty else {
            reader.error("expected a path inside the study folder, found nothing", at: node, path: field)
            return nil
        }
        switch folder.resolve(given) {
        case .inside(let resolved): return resolved
        case .outside:
            reader.error("'\(given)' is outside the study folder \(folder.path); keep every file the study names in its folder", at: node, path: field)
        case .linkedOutside:
            reader.error("'\(given)' is a symbolic link out of the study folder \(folder.path); keep every file the study names in its folder",
                         at: node, path: field)
        }
        return nil
    }
}

extension ServedStudyFile {
    /// The way from the recordings' folder to the prototype file at `path`, as each
    /// recording names it, so that `tabsim study` finds it beside them wherever it runs.
    public func pathFromSessions(to path: String) -> String {
        StudyFolder.relative(path, from: sessions)
    }
}
