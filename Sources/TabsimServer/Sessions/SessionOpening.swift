import Foundation
import TabsimCore

/// What a participant's session is made from: a new participant's consent, or a
/// session of an earlier run taken up from its recording.
struct SessionOpening {
    /// The id a page resumes with.
    var id: String
    /// The participant's number (`p3`: 3).
    var number: Int
    /// The variant, by its place in the study's variants.
    var variant: Int
    var screen: PageScreen
    var appearance: Appearance
    /// The recording's launch entry.
    var header: RecordingHeader
    /// The recording to replay before going on; nil: a new session.
    var recording: WalkthroughScript?
    /// The time of the recording's last entry: what is recorded next comes after it.
    var recordedUntil = 0
    /// Milliseconds on the wall clock since the recording's last entry was written:
    /// how long its server was away, which the recording's times leave out.
    var awayMilliseconds = 0

    /// A new participant's session of `served`'s variant `variant`, for the page that
    /// said `hello` and consented at `consentedAt`.
    init(served: ServedStudy, variant: Int, number: Int, hello: ClientMessage.Hello, screen: PageScreen, consentedAt: String) {
        id = Token.make()
        self.number = number
        self.variant = variant
        self.screen = screen
        appearance = served.appearance(of: variant, for: hello)
        header = served.variants[variant].header
        header.participant = "p\(number)"
        header.state(served.study, order: served.order.order(of: served.study.tasks.count, participant: number - 1))
        header.device = screen.device?.name
        header.consentedAt = consentedAt
        header.userAgent = hello.userAgent
        header.clientViewport = Size(width: hello.cssWidth, height: hello.cssHeight)
        recording = nil
    }

    /// The session `kept` of `served`, taken up from its recording by the page that
    /// said `hello`; nil when the recording cannot be read or is not the kept session's.
    init?(served: ServedStudy, kept: StudyKeys.Resumable, hello: ClientMessage.Hello) {
        guard let variant = served.variants.firstIndex(where: { $0.name == kept.variant }) else { return nil }
        let name = "p\(kept.participant).jsonl"
        guard let (recording, end, written) = try? StoredRecording.readWithEnd(RecordingsReport.path(of: name, inFolder: served.folder)),
              let header = recording.header, header.participant == "p\(kept.participant)", header.variant == kept.variant else { return nil }
        // The screen the session was made for, as a hello would ask for it.
        let terminal = Size(width: kept.cols, height: kept.rows)
        var device: Device?
        if let named = kept.device {
            guard let phone = Device.preset(named: named), FrameLayout.frameSize(for: phone.viewport) == terminal else { return nil }
            device = phone
        } else {
            guard ClientMessage.Hello.phoneSize(cols: kept.cols, rows: kept.rows) == terminal else { return nil }
        }
        id = kept.session
        number = kept.participant
        self.variant = variant
        screen = PageScreen(terminal: terminal, device: device)
        appearance = served.appearance(of: variant, for: hello)
        self.header = header
        self.recording = recording
        recordedUntil = end
        awayMilliseconds = written.map { max(0, Int(Date().timeIntervalSince($0) * 1000)) } ?? 0
    }
}
