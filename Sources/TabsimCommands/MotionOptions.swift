import ArgumentParser
import TabsimCore
import TabsimTerminal

/// Transition settings that override the prototype's (S3, S5).
struct MotionOptions: ParsableArguments {
    @Option(help: "Transition style: slide, fade or none (overrides the prototype's `transition`).")
    var transition: TransitionStyle?

    @Option(help: "Transition length in milliseconds, e.g. 300 (overrides the prototype's `duration`).")
    var duration: Int?

    @Flag(help: "Reduce motion: a short cross-fade instead of every slide (also set by the TABSIM_REDUCE_MOTION environment variable).")
    var reduceMotion = false

    @Option(help: "Slow motion: every motion FACTOR times slower (1 to 20), as the iOS Simulator's slow animations, to show a transition in a review.")
    var slowMotion: Double?

    func validate() throws {
        if let duration, !(0...5000).contains(duration) {
            throw ValidationError("--duration must be 0 to 5000 milliseconds")
        }
        if let slowMotion, !(1...20).contains(slowMotion) {
            throw ValidationError("--slow-motion must be 1 to 20, e.g. 5 for five times slower")
        }
    }

    /// Whether any setting is given on the command line.
    var isGiven: Bool { transition != nil || duration != nil || reduceMotion || slowMotion != nil }

    /// The prototype with these settings applied; reduce motion is on with the flag or
    /// the environment variable.
    func apply(to prototype: Prototype) -> Prototype {
        var result = Self.applyEnvironment(to: prototype)
        if let transition { result.transition = transition }
        if let duration { result.durationMilliseconds = duration }
        if reduceMotion { result.reduceMotion = true }
        if let slowMotion { result.slowDown(by: slowMotion) }
        return result
    }

    /// The prototype with reduce motion on when the environment asks for it: all a
    /// command line without these options changes.
    static func applyEnvironment(to prototype: Prototype) -> Prototype {
        var result = prototype
        if Environment.isOn("TABSIM_REDUCE_MOTION") { result.reduceMotion = true }
        return result
    }
}

extension TransitionStyle: ExpressibleByArgument {}
