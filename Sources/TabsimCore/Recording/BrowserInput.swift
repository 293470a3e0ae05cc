/// What a remote participant's browser says of an input (`tabsim serve`): when it
/// happened on the browser's own clock, and whether a screen reader made it (the
/// accessible mirror's element activated by VoiceOver or TalkBack, not a finger on the
/// cells). The input's entry in the recording keeps both.
public struct BrowserInput: Equatable, Sendable {
    /// Milliseconds since 1970 on the browser's clock.
    public var milliseconds: Int?
    /// A screen reader activated the element the input taps.
    public var isAssistive: Bool

    public init(milliseconds: Int?, isAssistive: Bool = false) {
        self.milliseconds = milliseconds
        self.isAssistive = isAssistive
    }
}
