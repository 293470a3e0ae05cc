import TabsimCore

extension FrameBench {
    /// Slides Right through the bar's sections and back Left, `count` slides in all
    /// (after one untimed round trip to warm up), each drawn frame by frame.
    mutating func measureSlides(_ count: Int) throws -> SlidesResult {
        guard prototype.transition == .slide, prototype.durationMilliseconds > 0 else {
            throw BenchFailure(description: "slides need `transition: slide` and a duration above 0")
        }
        guard prototype.sections.count > 1 else { throw BenchFailure(description: "slides need two sections or more") }
        drawFrame()
        let roundTrip = 2 * (prototype.sections.count - 1)
        for step in Self.slidePlan(sections: prototype.sections.count, count: roundTrip) { _ = try slide(step) }
        var animated = Samples(), settled = Samples(), perSlide = Samples()
        var framesPerSlide: Set<Int> = []
        for step in Self.slidePlan(sections: prototype.sections.count, count: count) {
            let frames = try slide(step)
            frames.animated.forEach { animated.append($0) }
            settled.append(frames.settled)
            perSlide.append(frames.animated.reduce(frames.settled, +))
            framesPerSlide.insert(frames.animated.count)
        }
        return SlidesResult(size: sizeText, sections: prototype.sections.count, slides: count,
                            transition: prototype.transition.rawValue, durationMilliseconds: prototype.durationMilliseconds,
                            frameIntervalMilliseconds: SessionLoop.frameInterval, animationFramesPerSlide: framesPerSlide.sorted(),
                            animationFrame: animated.summary, settledFrame: settled.summary, slideTotal: perSlide.summary,
                            checksum: checksum)
    }

    /// +1/-1 steps: Right through the sections, then back Left, as often as needed.
    static func slidePlan(sections: Int, count: Int) -> [Int] {
        let cycle = Array(repeating: 1, count: sections - 1) + Array(repeating: -1, count: sections - 1)
        return (0..<count).map { cycle[$0 % cycle.count] }
    }

    /// One slide as the program draws it: the key and the frame right after it, then a
    /// frame tick and a frame every `SessionLoop.frameInterval` ms while the transition
    /// runs; the tick at or after its end removes it, and the last frame is settled.
    /// - Returns: the animation frames' times and the settled frame's, in microseconds.
    mutating func slide(_ step: Int) throws -> (animated: [Double], settled: Double) {
        let target = (state.selectedSection ?? 0) + step
        send(.key(step > 0 ? .right : .left))
        guard state.selectedSection == target, state.transition != nil else {
            throw BenchFailure(description: "a slide to section \(target + 1) did not start")
        }
        var animated: [Double] = []
        while state.isAnimating {
            animated.append(drawFrame())
            clock.advance(by: SessionLoop.frameInterval)
            send(.frameTick(generation: state.animationGeneration))
        }
        return (animated, drawFrame())
    }
}

/// What `tabsim-bench slides` prints.
struct SlidesResult: Encodable {
    let mode = "slides"
    var size: String
    var sections: Int
    var slides: Int
    var transition: String
    var durationMilliseconds: Int
    var frameIntervalMilliseconds: Int
    var animationFramesPerSlide: [Int]
    var animationFrame: SampleSummary
    var settledFrame: SampleSummary
    var slideTotal: SampleSummary
    var checksum: Int

    enum CodingKeys: String, CodingKey {
        case mode, size, sections, slides, transition, checksum
        case durationMilliseconds = "duration_ms", frameIntervalMilliseconds = "frame_interval_ms"
        case animationFramesPerSlide = "animation_frames_per_slide", animationFrame = "animation_frame_us"
        case settledFrame = "settled_frame_us", slideTotal = "slide_total_us"
    }
}
