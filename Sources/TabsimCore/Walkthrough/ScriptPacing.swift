/// How a script's steps are spaced in time.
public struct ScriptPacing: Sendable {
    /// Milliseconds from launch to the first step.
    public var lead: Int
    /// Milliseconds after each action once its animations have finished: a person's
    /// pause. Recordings have none; their waits are the real ones.
    public var gap: Int
    /// Milliseconds after a check, so its caption can be read.
    public var checkGap: Int
    /// How long a click's press is held before its release, so Pressed shows.
    public var clickHold: Int
    /// 2 runs twice as fast: waits, gaps and holds shrink, not animations.
    public var speed: Double
    /// Milliseconds the exports show the opening screen before the first step, the
    /// session's own time left alone (a timer due at 10 s still comes at `wait 10000`).
    public var openingHold = 0

    /// Headless: no lead, the script's own pause, checks and clicks take no time;
    /// the exports hold the opening screen 1 s, so a looping picture shows it.
    public static func headless(_ script: WalkthroughScript) -> ScriptPacing {
        ScriptPacing(lead: 0, gap: script.pause, checkGap: 0, clickHold: 0, speed: 1, openingHold: 1000)
    }

    /// For people watching: a moment before the first step, 700 ms between a
    /// written script's actions, clicks held long enough to see.
    public static func live(_ script: WalkthroughScript, speed: Double) -> ScriptPacing {
        let gap = script.pause == 0 ? 0 : 700
        return ScriptPacing(lead: 500, gap: gap, checkGap: gap, clickHold: 180, speed: max(0.05, speed))
    }
}
