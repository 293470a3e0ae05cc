/// One line of a recording (W4): when it happened, in milliseconds since launch, and
/// what it says. This one type writes a line (`line(wallClock:)`, `Encodable`) and reads
/// it (`Decodable`, and `WalkthroughScript.fromRecording`, which also keeps a warning
/// about a part it does not understand). A text left empty ("") is left out of the line
/// and read back as empty, except a comment's.
///
///     {"t_ms":1190,"at":"2026-11-22T03:40:00.123Z","input":"press:38:21"}
public struct RecordingEntry: Codable, Equatable, Sendable {
    /// The longest session a recording may hold: 10 days, in milliseconds.
    public static let maximumMilliseconds = 864_000_000

    /// Milliseconds since launch.
    public var milliseconds: Int
    public var kind: Kind
    /// When a remote participant's browser says an input happened (`client_ms`,
    /// milliseconds since 1970 on its own clock), beside `at`, when tabsim wrote it:
    /// their difference is the input's latency plus the clocks' offset. Only an input's
    /// entry states it; a replay does not read it.
    public var clientMilliseconds: Int?
    /// A screen reader made the input (`assistive`): a remote participant's VoiceOver or
    /// TalkBack activated an element of the page's accessible mirror. Only an input's
    /// entry states it; a replay does not read it.
    public var isAssistive: Bool

    public init(milliseconds: Int, _ kind: Kind, clientMilliseconds: Int? = nil, isAssistive: Bool = false) {
        self.milliseconds = milliseconds
        self.kind = kind
        self.clientMilliseconds = clientMilliseconds
        self.isAssistive = isAssistive
    }

    /// The browser times an input's entry may state: 1970 to 2100.
    public static let clientTimes = 0...4_102_444_800_000

    /// What an entry says.
    public enum Kind: Equatable, Sendable {
        /// The first entry: what was recorded, with what, and by whom. Boxed: the
        /// entries after it stay small.
        indirect case launch(RecordingHeader)
        /// An input as a `render --keys` token (`paste:TEXT` for a paste).
        case input(String)
        /// Feedback the session gave, for people reading the file: a replay leaves it out.
        case feedback(Feedback)
        /// A live study's answer: SEQ for a task, SUS for a statement (W6).
        case answer(questionnaire: String, item: Int, value: Int)
        /// What a participant wrote after task `item` (empty when they wrote nothing).
        case comment(item: Int, text: String)
        /// The prototype file reloaded as it was edited (`tabsim --watch`).
        case reload(Reload)
        /// A live study's task started or ended; the title is for people reading the file.
        case task(TaskMark, title: String)
        /// The session ended on `section`; `reason` when it stopped without a quit
        /// (`end of input`).
        case quit(section: String, reason: String = "")
        /// A remote participant's browser measured a message's way to tabsim and back
        /// (`tabsim serve`): for people judging the network; a replay leaves it out.
        case roundTrip(milliseconds: Int)
        /// The server stopped with the session under way (`tabsim serve`): its page may
        /// take it up when the server runs again.
        case serverStopped
        /// A restarted server took the session up from its recording (`tabsim serve`):
        /// it was away this long since the entry before, which `t_ms` leaves out.
        case resumed(awayMilliseconds: Int)
        /// A remote participant's page lost its connection (a locked phone, a reload, a
        /// tunnel) and took the session up again on a new one (`tabsim serve`): it was
        /// away this long, which `t_ms` counts, as the session went on meanwhile.
        case reconnected(awayMilliseconds: Int)
    }

    /// The longest round trip an entry states: 10 minutes.
    public static let maximumRoundTrip = 600_000
    /// The longest time away a `resumed` or `reconnected` entry states: a year.
    public static let maximumAway = 366 * 24 * 3_600_000

    /// The feedback a session gives (B14): a haptic for a selection or a notification,
    /// and the button a dialog was closed with.
    public enum Feedback: Equatable, Sendable {
        /// The selection changed: the section (`More` on the More list) and page shown.
        case selection(section: String, page: String)
        /// A badge arrived on `section`.
        case notification(section: String, badge: String)
        /// An alert or action sheet titled `title` was closed with `button`.
        case dialog(title: String, button: String)
    }

    /// A reload of the prototype file.
    public enum Reload: Equatable, Sendable {
        /// The new version: its text, its sections and pages, and the settings it runs with.
        case loaded(source: String, outline: [String], settings: SessionSettings)
        /// The file did not load; the problem shown over the last good version.
        case failed(problem: String)
    }

    /// The entry as one line of JSON, without its line end: `t_ms`, then `at` (the wall
    /// clock, when given), then what it says, always in the same order.
    public func line(wallClock: String? = nil) -> String {
        // Texts, whole numbers, flags and lists of them: encoding cannot fail.
        try! JSONLine.object(fields(wallClock: wallClock))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: EntryFields.Key.self)
        for field in fields(wallClock: nil) { try container.encode(field.value, forKey: EntryFields.Key(field.key)) }
    }

    /// Reads an entry, with every check `WalkthroughScript.fromRecording` makes.
    /// - Throws: `DecodingError.dataCorrupted` naming the field, for an entry a replay
    ///   cannot use or would leave out (feedback that is not understood, an entry of no
    ///   known kind).
    public init(from decoder: any Decoder) throws {
        do {
            let read = try RecordingLine(fields: EntryFields(from: decoder))
            guard let kind = read.kind else {
                throw read.warning ?? EntryFields.Problem(field: "feedback", message: "is not one of selection, notification, dialog")
            }
            self.init(milliseconds: read.milliseconds, kind, clientMilliseconds: read.clientMilliseconds, isAssistive: read.isAssistive)
        } catch let problem as EntryFields.Problem {
            let path = problem.field.isEmpty ? [] : [EntryFields.Key(problem.field)]
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: path, debugDescription: problem.message))
        }
    }
}
