import TabsimCore

/// What every participant of a served study shares: the variants they try (each a
/// prototype with its settings applied and touch input, and the launch entry its
/// recordings start from), the tasks, their order, the consent asked for, how
/// participants come to a variant, which devices take part, and the folder
/// recordings go to.
public struct ServedStudy: Sendable {
    /// One variant: its prototype, and the launch entry (prototype, settings, variant)
    /// each of its recordings starts from; each session adds the participant, tasks,
    /// device and browser.
    public struct Variant: Sendable {
        public var prototype: Prototype
        public var header: RecordingHeader

        public init(prototype: Prototype, header: RecordingHeader) {
            self.prototype = prototype
            self.header = header
        }

        /// The name recordings and the dashboard give it (nil: none was given).
        public var name: String? { header.variant }
    }

    /// At least one.
    public var variants: [Variant]
    public var study: Study
    public var order: TaskOrder
    public var consent: String
    /// The study folder: one recording a participant, and `index.jsonl`.
    public var folder: String
    public var assignment: ServedStudyFile.Assignment
    public var device: ServedStudyFile.DevicePolicy

    public init(variants: [Variant], study: Study, order: TaskOrder, consent: String, folder: String,
                assignment: ServedStudyFile.Assignment = .alternating, device: ServedStudyFile.DevicePolicy = .any) {
        precondition(!variants.isEmpty, "a served study has a variant")
        self.variants = variants
        self.study = study
        self.order = order
        self.consent = consent
        self.folder = folder
        self.assignment = assignment
        self.device = device
    }

    /// The study's name, else the first variant's prototype's.
    var title: String { study.name ?? variants[0].prototype.name }

    /// The colours a page of `variant` is drawn in: the prototype's, else the ones the
    /// page's browser prefers (`hello`), dark unless it asks for light.
    func appearance(of variant: Int, for hello: ClientMessage.Hello) -> Appearance {
        variants[variant].prototype.appearance ?? (hello.appearance == .light ? .light : .dark)
    }

    /// The text asked for when none is given (`--consent`).
    public static let defaultConsent = """
        You are invited to try a prototype of an app and do a few short tasks with it. This is a test of the app, \
        not of you. What you tap and when is recorded, with your answers, your browser's name and your screen's \
        size; nothing else about you. You may stop at any time by closing this page.
        """
}

/// How much the server takes on.
public struct ServeLimits: Sendable, Equatable {
    /// Sessions running at once; a page that comes when this many run is told the study is full.
    public var maximumSessions = 100
    /// A session with no input from its participant for this long ends (milliseconds);
    /// until then a page that lost its connection takes the session up again.
    public var idleMilliseconds = 15 * 60 * 1000
    public var messages = MessageLimits()
    /// A participant's WebSocket that says no hello this long after it opened closes (milliseconds).
    public var helloMilliseconds = 10_000
    /// A page shown the consent that has not consented this long after it was shown is
    /// told so and let go, its place among `maximumSessions` with it (milliseconds).
    public var consentMilliseconds = 30 * 60 * 1000
    /// A request's head (its line and headers) must arrive within this long of its first
    /// byte, the first within this long of the connection (milliseconds); else the connection closes.
    public var headMilliseconds = 10_000
    /// The longest request head read; a longer one is answered 431.
    public var headBytes = 16 * 1024
    /// An HTTP connection with no request under way closes after this long (milliseconds).
    public var keepAliveMilliseconds = 30_000
    /// The most bytes kept for one connection that its socket has not written (a page
    /// that reads slowly); past it, frames are let go and the whole screen sent when it
    /// catches up. Far above a whole frame of the largest grid.
    public var outboxBytes = 1 << 20
    /// A connection whose socket takes nothing for this long closes (milliseconds): NIO
    /// holds at most 64 KiB for it and then no more, and a socket that has not taken
    /// half of that in this time belongs to a page that does not read (a locked phone's
    /// page comes back and resumes).
    public var stalledWriteMilliseconds = 30_000
    /// Each WebSocket is pinged this often (milliseconds); one whose page has not answered
    /// the last ping by the next (a page that no longer reads) closes, and its page resumes.
    public var pingMilliseconds = 30_000
    /// Connections open at once from one address (a lab behind one router is one address).
    public var connectionsPerAddress = 64

    public init() {}
}

/// How a page shows the session: a `phone` page's own grid, or the phone's device
/// frame in a terminal just large enough for it.
struct PageScreen: Equatable {
    var terminal: Size
    var device: Device?

    init(terminal: Size, device: Device?) {
        self.terminal = terminal
        self.device = device
    }

    /// The screen a hello asks for; nil when its grid is out of bounds, or a frame
    /// where the study shows every page the phone's grid.
    init?(_ hello: ClientMessage.Hello, policy: ServedStudyFile.DevicePolicy = .any) {
        switch hello.layout {
        case .phone:
            guard let cols = hello.cols, let rows = hello.rows, let size = ClientMessage.Hello.phoneSize(cols: cols, rows: rows) else { return nil }
            terminal = size
            device = nil
        case .frame:
            guard policy == .any, let phone = Device.preset(named: "phone") else { return nil }
            terminal = FrameLayout.frameSize(for: phone.viewport)
            device = phone
        }
    }
}
