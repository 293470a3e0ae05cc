/// tabsim's version, as `--version` prints it and recordings state it.
public enum TabsimVersion {
    public static let current = "0.2.0"
}

/// Every setting that changes how a prototype behaves, as a recording states it so
/// that a replay behaves exactly as the session did (W4).
public struct SessionSettings: Equatable, Sendable {
    public var transition: TransitionStyle
    public var durationMilliseconds: Int
    public var reduceMotion: Bool
    /// nil: automatic, from the terminal's width.
    public var sizeClass: SizeClass?
    /// nil: automatic, from the terminal's aspect.
    public var orientation: Orientation?
    /// nil: automatic.
    public var navigation: NavigationStyle?
    /// Whose tab bar was drawn; ios17 for recordings made before tabsim had platforms.
    public var platform: Platform
    /// The Dynamic Type size; large for recordings made before tabsim had text sizes.
    public var textSize: TextSize
    public var input: InputMode
    public var haptics: Haptics
    public var remember: RememberPolicy
    /// The screen reader the session was driven through (reader mode); nil: none.
    public var reader: ScreenReader?

    /// The settings a prototype runs with (after command-line overrides).
    public init(prototype: Prototype, haptics: Haptics, remember: RememberPolicy) {
        transition = prototype.transition
        durationMilliseconds = prototype.durationMilliseconds
        reduceMotion = prototype.reduceMotion
        sizeClass = prototype.sizeClass
        orientation = prototype.orientation
        navigation = prototype.navigation
        platform = prototype.platform
        textSize = prototype.textSize
        input = prototype.input
        self.haptics = haptics
        self.remember = remember
    }

    /// `prototype` with these settings in force.
    public func apply(to prototype: Prototype) -> Prototype {
        var result = prototype
        result.transition = transition
        result.durationMilliseconds = durationMilliseconds
        result.reduceMotion = reduceMotion
        result.sizeClass = sizeClass
        result.orientation = orientation
        result.navigation = navigation
        result.platform = platform
        result.textSize = textSize
        result.input = input
        return result
    }

    /// A short description, to tell groups of sessions apart: `transition none, 280 ms`.
    public var summary: String {
        var parts = ["transition \(reduceMotion ? "none (reduce motion)" : transition.rawValue)", "\(durationMilliseconds) ms"]
        if let sizeClass { parts.append(sizeClass.rawValue) }
        if let orientation { parts.append(orientation.rawValue) }
        if let navigation { parts.append(navigation.rawValue) }
        if platform != .ios17 { parts.append(platform.rawValue) }
        if textSize != .large { parts.append("text \(textSize.rawValue)") }
        if input != .both { parts.append("input \(input.rawValue)") }
        if let reader { parts.append("reader \(reader.rawValue)") }
        return parts.joined(separator: ", ")
    }
}

extension Prototype {
    /// Every section and page by label, pages as `Section/Page`, in order.
    public var outline: [String] {
        sections.flatMap { section -> [String] in
            guard case .pages(let strip) = section.content else { return [section.label] }
            return [section.label] + strip.pages.map { section.label + "/" + $0.label }
        }
    }
}

/// The first entry of a recording (W4): what was recorded, with what, and by whom, so
/// that a replay needs nothing else and a study can group sessions honestly.
public struct RecordingHeader: Equatable, Sendable {
    /// The recording format this tabsim writes. Format 1 (tabsim 0.1) had only the size
    /// and the first section.
    public static let currentFormat = 2

    public var format: Int
    public var tabsimVersion: String?
    /// The prototype's path as it was given, or `example:NAME`.
    public var prototypePath: String?
    public var prototypeName: String?
    /// SHA-256 of the prototype file's bytes.
    public var prototypeHash: String?
    /// States a live study's tasks and the order they are given in (task numbers from 1).
    public mutating func state(_ study: Study, order: [Int]) {
        studyLines = study.lines
        studyHash = study.hash
        taskOrder = order
    }

    /// The tasks the recording states, when a live study made it.
    /// - Throws: `PrototypeError` when the stated tasks do not parse or do not match their hash.
    public func study(file: String) throws(PrototypeError) -> Study? {
        guard let studyLines else { return nil }
        let study = try Study.parse(studyLines.joined(separator: "\n"), file: file)
        if let studyHash, studyHash != study.hash {
            throw PrototypeError([Diagnostic(file: file, line: 1, column: 1, path: "study_sha256",
                                             message: "does not match the recorded tasks; the recording was edited")])
        }
        return study
    }

    /// The prototype's sections and pages (`Explore`, `Explore/Nearby`…), to say what
    /// changed when a replay is given a changed prototype.
    public var outline: [String]?
    /// The prototype's parts in short hashes (`PrototypeDigest.parts`), to say which
    /// changed when a replay is given a changed prototype.
    public var prototypeParts: [String]?
    /// nil in format 1: the prototype's own defaults.
    public var settings: SessionSettings?
    /// The size the prototype was drawn in (the terminal, less any task band).
    public var size: Size?
    /// The section the session started on.
    public var section: String?
    public var participant: String?
    public var variant: String?
    /// The prototype's text, stated by a session that reloads its file as it is edited
    /// (`tabsim --watch`): a replay starts from this version, not the file's latest.
    public var source: String?
    /// A live study's tasks as task-file lines (`Study.lines`), so the recording is
    /// measured against the tasks the participant saw (W6).
    public var studyLines: [String]?
    /// SHA-256 of those lines (`Study.hash`).
    public var studyHash: String?
    /// The order the tasks were given in, by their numbers in the task file (from 1).
    public var taskOrder: [Int]?
    /// How a live study's tasks were taken (nil: on the prototype), which its replay and
    /// measures follow.
    public var method: StudyMethod?
    /// The device frame the session was shown in (`phone`, `tablet`, `90x30`), if any.
    public var device: String?
    /// The size class the bar was laid out in at launch (compact or regular), whatever
    /// the settings asked: what puts sections under More.
    public var shownSizeClass: SizeClass?
    /// When a remote participant gave their consent (`tabsim serve`), UTC ISO 8601.
    public var consentedAt: String?
    /// A remote participant's browser, as it names itself.
    public var userAgent: String?
    /// A remote participant's page in CSS pixels, width by height, as the browser gave it.
    public var clientViewport: Size?

    public init(format: Int = RecordingHeader.currentFormat, tabsimVersion: String? = TabsimVersion.current,
                prototypePath: String? = nil, prototypeName: String? = nil, prototypeHash: String? = nil,
                outline: [String]? = nil, settings: SessionSettings? = nil, size: Size? = nil, section: String? = nil,
                participant: String? = nil, variant: String? = nil) {
        self.format = format
        self.tabsimVersion = tabsimVersion
        self.prototypePath = prototypePath
        self.prototypeName = prototypeName
        self.prototypeHash = prototypeHash
        self.outline = outline
        self.settings = settings
        self.size = size
        self.section = section
        self.participant = participant
        self.variant = variant
    }
}
