/// A running slide or fade between two contents (S1–S5): data in the state; the view
/// computes where things are from `now`.
public struct Transition: Equatable, Sendable {
    /// What moves: everything above the bar (sections, push/pop), or only the content
    /// below a strip (pages); the bars never move (S2).
    public enum Area: Equatable, Sendable { case aboveBar, belowStrip }

    /// The state whose content leaves.
    public var from: Frozen<AppState>
    public var style: TransitionStyle
    /// +1: the new content enters from the trailing edge and the old leaves toward the
    /// leading edge (a higher index, a push); -1 the other way (S1).
    public var direction: Int
    public var area: Area
    public var start: Int
    public var duration: Int
    /// Travel already done at the start, for a retargeted slide (S4); 0 normally.
    public var startTravel: Double

    /// How far the slide has travelled at `now`: `startTravel` … 1. The old content is
    /// displaced by `-travel × width × direction`, the new by `(1 - travel) × width × direction`.
    public func travel(at now: Int) -> Double {
        startTravel + (1 - startTravel) * Easing.easeOut(Easing.progress(start: start, duration: duration, now: now))
    }

    public func isFinished(at now: Int) -> Bool { now - start >= duration }

    /// Column offsets of the new and old content in an area `width` wide at `now`.
    public func offsets(width: Int, at now: Int) -> (new: Int, old: Int) {
        let newOffset = Int(((1 - travel(at: now)) * Double(width) * Double(direction)).rounded())
        return (newOffset, newOffset - width * direction)
    }
}

/// The underline moving from where it was to the selected page (S6), in strip columns.
public struct IndicatorMotion: Equatable, Sendable {
    public var section: Int
    public var fromLeft: Double
    public var fromRight: Double
    public var start: Int
    public var duration: Int

    /// The underline's edges at `now`, moving toward `to` on the transition curve.
    public func edges(to: Range<Int>, at now: Int) -> (left: Double, right: Double) {
        let p = Easing.easeOut(Easing.progress(start: start, duration: duration, now: now))
        return (fromLeft + (Double(to.lowerBound) - fromLeft) * p, fromRight + (Double(to.upperBound) - fromRight) * p)
    }

    public func isFinished(at now: Int) -> Bool { now - start >= duration }
}
