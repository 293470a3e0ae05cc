import TabsimCore

extension FrameBench {
    /// Times, in the first section's strip (focused with Tab): Right to the next page,
    /// End to the last page, and the wheel over the strip. Each sample is the reducer's
    /// work and the frame after it, `repeats` of each; whenever the next event could
    /// not change anything (the last page, the strip's end), a new session is focused
    /// on the strip again, with an untimed frame.
    mutating func measureStrip(repeats: Int) throws -> StripResult {
        guard let section = state.selectedSection, let strip = state.visibleStrip(in: prototype) else {
            throw BenchFailure(description: "the first section has no top strip")
        }
        try focusStrip()
        guard let stripRow = ScreenLayout(prototype: prototype, state: state).strip?.area.y else {
            throw BenchFailure(description: "the layout has no strip")
        }
        let start = state
        let last = strip.pages.lastIndex { !$0.disabled } ?? 0
        func page(_ state: AppState) -> Int { state.sections[section].selectedPage }
        func offset(_ state: AppState) -> Int { state.sections[section].stripOffset }

        let right = try measure(.key(.right), repeats: repeats, from: start, what: "Right in the strip",
                                atEnd: { page($0) == last }, worked: { page($1) > page($0) })
        let end = try measure(.key(.end), repeats: repeats, from: start, what: "End in the strip",
                              atEnd: { _ in true }, worked: { page($1) == last })
        let wheel = try measure(.mouse(MouseEvent(.wheelDown, x: 10, y: stripRow)), repeats: repeats, from: start,
                                what: "the wheel over the strip",
                                atEnd: { [prototype] in Self.isScrolledToEnd($0, prototype) }, worked: { offset($1) > offset($0) })
        return StripResult(size: sizeText, pages: strip.pages.count, style: strip.style.rawValue,
                           transition: prototype.transition.rawValue, stripRow: stripRow, repeats: repeats,
                           right: right, end: end, wheel: wheel, checksum: checksum)
    }

    /// Sends `event` `repeats` times, timing the reducer and the frame after it, after
    /// one untimed warm-up; resets to `start` before an event when `atEnd` holds, and
    /// checks with `worked(before, after)` that every event did what it should.
    private mutating func measure(_ event: Event, repeats: Int, from start: AppState, what: String,
                                  atEnd: (AppState) -> Bool, worked: (AppState, AppState) -> Bool) throws -> EventTimes {
        var reduce = Samples(), frame = Samples(), total = Samples()
        try reset(to: start)
        for number in 0...repeats {
            if atEnd(state) { try reset(to: start) }
            let before = state
            let reduced = send(event)
            let drawn = drawFrame()
            guard worked(before, state) else { throw BenchFailure(description: "\(what) changed nothing") }
            guard number > 0 else { continue }  // the warm-up
            reduce.append(reduced)
            frame.append(drawn)
            total.append(reduced + drawn)
        }
        return EventTimes(reduce: reduce.summary, frame: frame.summary, total: total.summary)
    }

    /// A new session, its first section's strip focused with Tab, drawn.
    private mutating func reset(to start: AppState) throws {
        self = FrameBench(prototype: prototype, size: start.size)
        try focusStrip()
        guard state.sections == start.sections else { throw BenchFailure(description: "a new session did not start where the last did") }
    }

    private func focusStrip() throws {
        send(.key(.tab))
        guard state.focus == .strip else { throw BenchFailure(description: "Tab did not focus the strip") }
        drawFrame()
    }

    /// Whether the strip cannot scroll further right.
    private static func isScrolledToEnd(_ state: AppState, _ prototype: Prototype) -> Bool {
        guard let strip = ScreenLayout(prototype: prototype, state: state).strip else { return true }
        return strip.offset >= strip.contentWidth - strip.area.width
    }
}

/// What `tabsim-bench strip` prints.
struct StripResult: Encodable {
    let mode = "strip"
    var size: String
    var pages: Int
    var style: String
    var transition: String
    var stripRow: Int
    var repeats: Int
    var right: EventTimes
    var end: EventTimes
    var wheel: EventTimes
    var checksum: Int

    enum CodingKeys: String, CodingKey {
        case mode, size, pages, style, transition, repeats, right, end, wheel, checksum
        case stripRow = "strip_row"
    }
}

/// One event's times: the reducer's work, the frame after it, and both.
struct EventTimes: Encodable {
    var reduce: SampleSummary
    var frame: SampleSummary
    var total: SampleSummary

    enum CodingKeys: String, CodingKey {
        case reduce = "reduce_us", frame = "frame_us", total = "total_us"
    }
}
