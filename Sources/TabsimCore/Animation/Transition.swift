/// A running slide, push, pop or fade between contents (S1–S5): data in the state; the
/// view computes where things are from `now`.
///
/// Positions are in widths of the moving area: 0 is in place, 1 one width toward the
/// trailing edge, -1 toward the leading one. The arriving content moves from
/// `arrivingFrom` to 0 while every leaving layer moves by `leavingShift`, all on the
/// same curve, so an interrupted motion goes on from what is on screen (S4).
public struct Transition: Equatable, Sendable {
    /// What moves: everything above the bar (sections, push/pop), or only the content
    /// below a strip (pages), where the bars never move (S2); the whole screen (a sheet);
    /// or the keyboard's rows at the bottom (the keyboard, over the bar).
    public enum Area: Equatable, Sendable {
        case aboveBar, belowStrip, screen, keyboard

        /// Whether things move up and down in it rather than sideways.
        public var isVertical: Bool { self == .screen || self == .keyboard }
    }

    /// How the contents move against each other.
    public enum Motion: Equatable, Sendable {
        /// Side by side, as a tab or page change (S1, S2).
        case slide
        /// UIKit's push: the new screen slides over the old one from the trailing edge;
        /// the old one moves a third of a width toward the leading edge, dimmed.
        case push
        /// UIKit's pop, the push reversed: the top screen slides off toward the trailing
        /// edge, uncovering the one below as it comes back from a third of a width.
        case pop
        /// A sheet or the keyboard: the new frame rises from the bottom edge over the old
        /// one (offsets in heights of the area).
        case cover
        /// The sheet or keyboard goes: the old frame sinks off the bottom edge.
        case uncover
    }

    /// A leaving content: a frozen state drawn at `offset` widths when the motion starts.
    public struct Layer: Equatable, Sendable {
        public var state: Frozen<AppState>
        public var offset: Double
        /// Drawn dimmed: a screen lying under a pushed one.
        public var dimmed: Bool

        public init(state: Frozen<AppState>, offset: Double = 0, dimmed: Bool = false) {
            self.state = state
            self.offset = offset
            self.dimmed = dimmed
        }
    }

    /// The contents that leave, bottom first, as they were on screen when this started.
    public var leaving: [Layer]
    public var style: TransitionStyle
    /// +1: toward a higher index or deeper (the new content comes from the trailing
    /// edge); -1 the other way (S1).
    public var direction: Int
    public var motion: Motion
    public var area: Area
    public var start: Int
    public var duration: Int
    /// Where the arriving content starts, in widths.
    public var arrivingFrom: Double
    /// How far the leaving layers move by the end, in widths.
    public var leavingShift: Double
    /// Set while a drag holds the contents where the pointer puts them: the progress
    /// (0…1, not eased) the pointer gives instead of the clock. Such a motion never
    /// finishes by itself; the release completes or cancels it from where it is.
    public var pointerProgress: Double?

    /// A motion from one still content: a full slide of `direction`, a push or a pop.
    public init(from state: Frozen<AppState>, style: TransitionStyle, direction: Int, motion: Motion = .slide,
                area: Area, start: Int, duration: Int) {
        let (arriving, shift) = Self.travel(motion: motion, direction: direction)
        self.init(leaving: [Layer(state: state, dimmed: motion == .push)], style: style, direction: direction, motion: motion,
                  area: area, start: start, duration: duration, arrivingFrom: arriving, leavingShift: shift)
    }

    /// A motion whose contents start where `leaving` and `arrivingFrom` put them.
    public init(leaving: [Layer], style: TransitionStyle, direction: Int, motion: Motion, area: Area,
                start: Int, duration: Int, arrivingFrom: Double, leavingShift: Double) {
        self.leaving = leaving
        self.style = style
        self.direction = direction
        self.motion = motion
        self.area = area
        self.start = start
        self.duration = duration
        self.arrivingFrom = arrivingFrom
        self.leavingShift = leavingShift
    }

    /// The travel of a motion that starts from still: where the arriving content starts
    /// and how far the leaving one goes.
    static func travel(motion: Motion, direction: Int) -> (arriving: Double, leavingShift: Double) {
        switch motion {
        case .slide: return (Double(direction), -Double(direction))
        case .push: return (1, -parallax)
        case .pop: return (-parallax, 1)
        case .cover: return (1, 0)
        case .uncover: return (0, 1)
        }
    }

    /// How far a screen under a pushed one moves toward the leading edge, as UIKit's.
    public static let parallax = 1.0 / 3

    /// The content being left: the bottom layer.
    public var from: Frozen<AppState> { leaving[0].state }

    /// The eased progress (0…1) at `now`; where the pointer holds it, that.
    public func progress(at now: Int) -> Double {
        pointerProgress ?? Easing.easeOut(Easing.progress(start: start, duration: duration, now: now))
    }

    /// The progress (0…1) at `now` before easing; where the pointer holds it, that.
    public func linearProgress(at now: Int) -> Double {
        pointerProgress ?? Easing.progress(start: start, duration: duration, now: now)
    }

    public func isFinished(at now: Int) -> Bool { pointerProgress == nil && now - start >= duration }

    /// Whether a drag holds it (no frames are due while it does).
    public var followsPointer: Bool { pointerProgress != nil }

    /// Where the arriving content is at `now`, in widths.
    public func arrivingOffset(at now: Int) -> Double { arrivingFrom * (1 - progress(at: now)) }

    /// Where leaving layer `index` is at `now`, in widths.
    public func leavingOffset(_ index: Int, at now: Int) -> Double { leaving[index].offset + leavingShift * progress(at: now) }

    /// Whether the arriving content is drawn over the leaving one (a push), or under it (a pop).
    public var arrivesOnTop: Bool { motion != .pop && motion != .uncover }

    /// A width offset as columns of an area `width` wide. Rounding `offset × width`
    /// keeps contents one whole width apart exactly adjacent.
    public static func columns(_ offset: Double, width: Int) -> Int { Int((offset * Double(width)).rounded()) }
}

/// The underline moving from where it was to the selected page (S6), in strip columns,
/// and the strip scrolling on the same curve from where it was (T5).
public struct IndicatorMotion: Equatable, Sendable {
    public var section: Int
    public var fromLeft: Double
    public var fromRight: Double
    /// The strip's scroll when the motion started, in columns.
    public var fromOffset: Double
    public var start: Int
    public var duration: Int
    /// Set while a drag moves the pages: the progress the pointer gives instead of the
    /// clock, as `Transition.pointerProgress`.
    public var pointerProgress: Double?

    /// The eased progress (0…1) at `now`; where the pointer holds it, that.
    private func progress(at now: Int) -> Double {
        pointerProgress ?? Easing.easeOut(Easing.progress(start: start, duration: duration, now: now))
    }

    /// The strip's scroll at `now`, moving toward `to`, in whole columns so the labels
    /// and the underline move together.
    public func offset(to: Int, at now: Int) -> Int {
        Int((fromOffset + (Double(to) - fromOffset) * progress(at: now)).rounded())
    }

    /// The underline's edges at `now`, moving toward `to` on the transition curve.
    public func edges(to: (left: Double, right: Double), at now: Int) -> (left: Double, right: Double) {
        let p = progress(at: now)
        return (fromLeft + (to.left - fromLeft) * p, fromRight + (to.right - fromRight) * p)
    }

    public func isFinished(at now: Int) -> Bool { pointerProgress == nil && now - start >= duration }

    /// Whether a drag holds it (no frames are due while it does).
    public var followsPointer: Bool { pointerProgress != nil }
}
