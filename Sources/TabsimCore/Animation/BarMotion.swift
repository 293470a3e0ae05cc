/// The floating bar shrinking to its minimized capsule or growing back (`minimize:`):
/// data in the state, which the view evaluates at `now` on the transitions' clock.
public struct BarMotion: Equatable, Sendable {
    /// Where it starts and ends: 0 the whole bar, 1 minimized; a motion that interrupts
    /// another starts where that one had got to (S4).
    public var from: Double
    public var to: Double
    public var start: Int
    public var duration: Int
    /// Under reduce motion, or with `transition: fade`, the bar does not change size:
    /// the look it leaves shows dimmed, then the look it takes, dimmed (S5).
    public var crossFades: Bool

    /// Where the bar is at `now`, on the transitions' ease-out curve.
    public func progress(at now: Int) -> Double {
        from + (to - from) * Easing.easeOut(Easing.progress(start: start, duration: duration, now: now))
    }

    /// Under a cross-fade, whether the look shown at `now` is the minimized one.
    public func showsMinimized(at now: Int) -> Bool {
        Easing.progress(start: start, duration: duration, now: now) < 0.5 ? from >= 0.5 : to >= 0.5
    }

    public func isFinished(at now: Int) -> Bool { now - start >= duration }
}
