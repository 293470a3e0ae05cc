import TabsimCore

/// What every participant of a served study shares: the prototype (its settings
/// applied, touch input), the tasks, the launch entry each recording starts from, the
/// order of tasks, the consent asked for, and the folder recordings go to.
public struct ServedStudy: Sendable {
    public var prototype: Prototype
    public var study: Study
    /// The launch entry's prototype, settings and variant; each session adds the
    /// participant, tasks, device and browser.
    public var header: RecordingHeader
    public var order: TaskOrder
    public var consent: String
    /// The study folder: one recording a participant, and `index.jsonl`.
    public var folder: String

    public init(prototype: Prototype, study: Study, header: RecordingHeader, order: TaskOrder, consent: String, folder: String) {
        self.prototype = prototype
        self.study = study
        self.header = header
        self.order = order
        self.consent = consent
        self.folder = folder
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

    public init() {}
}

/// How a page shows the session: a `phone` page's own grid, or the phone's device
/// frame in a terminal just large enough for it.
struct PageScreen: Equatable {
    var terminal: Size
    var device: Device?

    /// The screen a hello asks for; nil when its grid is out of bounds.
    init?(_ hello: ClientMessage.Hello) {
        switch hello.layout {
        case .phone:
            guard let cols = hello.cols, let rows = hello.rows, let size = ClientMessage.Hello.phoneSize(cols: cols, rows: rows) else { return nil }
            terminal = size
            device = nil
        case .frame:
            guard let phone = Device.preset(named: "phone") else { return nil }
            terminal = FrameLayout.frameSize(for: phone.viewport)
            device = phone
        }
    }
}
