import TabsimCore
import TabsimTerminal

/// The clock of a participant's session: the server's; or, for a session taken up from
/// its recording, the recording's own time while it is replayed, then the server's
/// going on from there, so what is recorded next comes after what was.
final class SessionClock: MonotonicClock {
    private let system: ServerClock
    private var offset = 0
    /// The replay's time, while it runs.
    private var replayed: Int?

    /// - Parameter replaying: starts on the recording's time (0 at its launch).
    init(_ system: ServerClock, replaying: Bool = false) {
        self.system = system
        replayed = replaying ? 0 : nil
    }

    var nowMilliseconds: Int { replayed ?? system.nowMilliseconds + offset }

    /// Moves the replay's time on to `milliseconds`.
    func advance(to milliseconds: Int) { replayed = max(replayed ?? milliseconds, milliseconds) }

    /// The replay is over: time goes on from where it ended.
    func goLive() {
        guard let replayed else { return }
        offset = replayed - system.nowMilliseconds
        self.replayed = nil
    }
}

/// Takes a served session up again from its recording (after the server restarted):
/// the recording is replayed through the session's own loop, on the recording's
/// time, by the same `ScriptSource` that `walk` and `study` replay with, so the loop
/// ends where the participant was. The loop's study is live (it asks the next question
/// and starts the next task itself), so what the recording holds of the study goes in
/// as the participant's input that made it: a give-up as the band's key, an answer as
/// its number, a comment as its text and Enter; task starts, ends and time-outs, and
/// the prototype's resizes as the band changes, follow from the replayed input and time
/// as they did live.
enum SessionReplay {
    /// Replays `recording` into `loop`, which has not launched, on `clock` (replaying);
    /// the loop's recording must not be written meanwhile.
    static func rebuild(_ loop: SessionLoop, from recording: WalkthroughScript, clock: SessionClock) {
        let source = ScriptSource(script: recording, pacing: .headless(recording))
        loop.launch()
        while let due = source.due(in: loop) {
            clock.advance(to: min(due, loop.nextDeadline ?? due))
            while let message = source.next(in: loop) {
                for live in live(message, in: loop.state) { loop.handle(live) }
            }
            if let deadline = loop.nextDeadline, deadline <= loop.now { loop.handle(.tick) }
        }
        loop.drawIfNeeded()
    }

    /// What the replay's `message` is to a live session.
    static func live(_ message: SessionMessage, in state: SessionState) -> [SessionMessage] {
        switch message {
        case .recorded(.task(let mark)):
            return mark.status == .gaveUp ? [.input(.key(BandAction.giveUp.key))] : []
        case .recorded(.answer(let answer)):
            guard (0...9).contains(answer.value) else { return [] }
            return [.input(.key(.character(Character(String(answer.value)))))]
        case .recorded(.comment(let comment)):
            return [.input(.paste(comment.text)), .input(.key(.enter))]
        case .resizeScreen(let size):
            // The prototype's screen resized: by the band growing or shrinking, which the
            // live session does again itself (the prototype has that size already), or by
            // a phone page's grid (a framed page never resizes), whose terminal is the
            // prototype's screen and the band above it.
            guard size != state.app.size, state.device == nil else { return [] }
            return [.input(.resized(Size(width: size.width, height: size.height + state.bandRows)))]
        default:
            return [message]
        }
    }
}
