/// One picture of an animated export and the moment it appears, in milliseconds from
/// the start (SVG and GIF).
public struct AnimationFrame: Sendable {
    public var milliseconds: Int
    public var buffer: CellBuffer

    public init(milliseconds: Int, buffer: CellBuffer) {
        self.milliseconds = milliseconds
        self.buffer = buffer
    }
}

/// How a run's time maps onto an animated export's (SVG and GIF).
public struct AnimationTiming: Sendable {
    /// 2 plays twice as fast.
    public var speed: Double
    /// The longest pause kept between two frames, in milliseconds.
    public var idleLimit: Int
    /// How long the last frame holds before the animation starts again, in milliseconds.
    public var endHold: Int

    public init(speed: Double = 1, idleLimit: Int = 2000, endHold: Int = 2000) {
        self.speed = speed
        self.idleLimit = idleLimit
        self.endHold = endHold
    }

    /// When each frame shows in the animation, in milliseconds: pauses capped at the
    /// idle limit, everything divided by the speed.
    /// - Parameter milliseconds: when each frame was drawn in the run, in order.
    public func playTimes(of milliseconds: [Int]) -> [Double] {
        var times: [Double] = []
        for (index, time) in milliseconds.enumerated() {
            let gap = index == 0 ? 0 : min(max(0, time - milliseconds[index - 1]), idleLimit)
            times.append((times.last ?? 0) + Double(gap) / speed)
        }
        return times
    }

    /// How long the last frame holds, in the animation's milliseconds.
    public var playedEndHold: Double { Double(endHold) / speed }
}

extension ScriptSource.Frame {
    /// The frame for an animated export.
    public var animationFrame: AnimationFrame { AnimationFrame(milliseconds: milliseconds, buffer: buffer) }
}
