/// Inputs at their times, as `render --keys` and tests give them: each event as soon as
/// the one before it is handled, `wait:MS` letting time pass (a timer due within the
/// wait fires at its time). Once they are used up, running animations finish and the
/// session ends, rather than jump ahead to a later timer.
public final class TimedInputs: MessageSource {
    private var steps: [ScriptStep]
    private var nextIndex = 0
    /// When the wait under way ends.
    private var resumeAt: Int?

    public init(_ steps: [ScriptStep]) {
        self.steps = steps
    }

    public func next(in loop: SessionLoop) -> SessionMessage? {
        while true {
            if let resume = resumeAt {
                guard loop.now >= resume else { return nil }
                resumeAt = nil
            }
            guard nextIndex < steps.count else { return loop.state.app.isAnimating ? nil : .stop(reason: "end of input") }
            nextIndex += 1
            switch steps[nextIndex - 1] {
            case .wait(let milliseconds): resumeAt = loop.now + milliseconds
            case .event(let event): return .input(event)
            }
        }
    }

    public func due(in loop: SessionLoop) -> Int? {
        if let resumeAt { return resumeAt }
        return nextIndex < steps.count || !loop.state.app.isAnimating ? loop.now : nil
    }
}
