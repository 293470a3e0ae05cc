/// Runs a study live for a participant (W6): the task to do shows in a band above the
/// prototype, and when its checks hold the next one shows. It watches the program
/// like any observer; the session is recorded with `--log` and measured afterwards.
public final class TaskPrompter: ProgramObserver {
    /// Tasks done so far, in order.
    public private(set) var done = 0
    private let prototype: Prototype
    private let study: Study

    public init(prototype: Prototype, study: Study) {
        self.prototype = prototype
        self.study = study
    }

    /// The band for the task at hand.
    public var overlay: Overlay {
        let text = done < study.tasks.count
            ? "Task \(done + 1) of \(study.tasks.count): \(study.tasks[done].title)"
            : "✓ All \(study.tasks.count) tasks done. Thank you! Ctrl-C ends the session."
        return Overlay(band: Band(text))
    }

    public func program(_ program: Program, applied step: ProgramStep) {
        if case .frameTick = step.event, step.before == step.after { return }
        let before = done
        var frame: CellBuffer?
        while done < study.tasks.count, study.tasks[done].goals.allSatisfy({ goal in
            if frame == nil, goal.needsScreen { frame = step.frame() }
            return goal.problem(prototype: prototype, state: step.after, screen: frame ?? CellBuffer(size: step.after.size)) == nil
        }) {
            done += 1
        }
        if done != before, program.recordingFailure == nil { program.show(overlay) }
    }
}

extension WalkthroughScript.Expectation {
    /// Whether checking it needs the drawn screen, not only the state.
    var needsScreen: Bool {
        if case .text = self { return true }
        return false
    }
}
