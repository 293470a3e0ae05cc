/// Which content the screen shows, to tell what kind of change an event made.
struct ContentIdentity: Equatable {
    var slot: Int
    var selection: Selection
    var page: Int
    var depth: Int

    init(_ state: AppState, bar: BarModel) {
        slot = bar.slot(for: state.selection)
        selection = state.selection
        page = state.stripPage
        depth = state.selectedSection.map { state.sections[$0].stack.count } ?? 0
    }
}

extension Reducer {
    /// Starts the slide or fade (and the underline's move) that a change of content
    /// calls for. The direction always comes from the two indices (S1); a change in the
    /// middle of a slide starts from where things are on screen (S4).
    func startTransitions(from before: AppState, _ state: inout AppState, now: Int) -> [Effect] {
        let bar = state.barModel(for: prototype)
        let old = ContentIdentity(before, bar: bar), new = ContentIdentity(state, bar: bar)
        // A push or pop shows another strip (or none): the underline's move was the old one's.
        if old.depth != new.depth { state.indicator = nil }
        guard let (direction, area, slideMotion) = Self.change(from: before, to: state, old: old, new: new, bar: bar),
              prototype.transition != .none, prototype.durationMilliseconds > 0 else {
            if old != new || before.isKeyboardShown != state.isKeyboardShown { state.transition = nil }
            return []
        }
        let frozen = Self.still(before, keepsEditing: area.isVertical)
        // Reduce motion cross-fades briefly instead, as iOS's does (S5).
        let style = prototype.reduceMotion ? .fade : prototype.transition
        let duration = prototype.reduceMotion ? min(prototype.durationMilliseconds, Self.reducedMotionDuration) : prototype.durationMilliseconds
        let motion = style == .slide ? slideMotion : .slide
        if style == .slide, let running = before.transition, running.style == .slide, !running.isFinished(at: now),
           running.area == area,
           let retargeted = Self.retarget(running, onScreen: Frozen(frozen), to: new, bar: bar, direction: direction,
                                          motion: motion, now: now, duration: duration) {
            state.transition = retargeted
        } else {
            state.transition = Transition(from: Frozen(frozen), style: style, direction: direction, motion: motion,
                                          area: area, start: now, duration: duration)
        }
        // Under reduce motion nothing moves sideways: the underline and the strip jump (S5).
        if area == .belowStrip, !prototype.reduceMotion { startIndicatorMotion(before: before, &state, now: now) }
        state.animationGeneration += 1
        return [.animate(generation: state.animationGeneration)]
    }

    /// `state` as a content that moves is drawn: without what moves over it (a running
    /// motion, the underline's, a pressed item, help) and, unless it moves up and down
    /// with the keyboard, without the caret.
    static func still(_ state: AppState, keepsEditing: Bool = false) -> AppState {
        var still = state
        still.transition = nil
        still.indicator = nil
        still.pressed = nil
        still.showsHelp = false
        if !keepsEditing { still.editing = nil }
        return still
    }

    /// The cross-fade that replaces motion under reduce motion lasts at most this long.
    static let reducedMotionDuration = 200

    /// What moved, if anything: a sheet presented or closed, the content changed (sideways),
    /// or the keyboard shown or hidden; with the direction, the area and the motion.
    static func change(from before: AppState, to state: AppState, old: ContentIdentity, new: ContentIdentity,
                       bar: BarModel) -> (Int, Transition.Area, Transition.Motion)? {
        if before.isModalShown != state.isModalShown {
            return state.isModalShown ? (1, .screen, .cover) : (-1, .screen, .uncover)
        }
        if old != new {
            let (direction, area) = direction(from: old, to: new, bar: bar)
            return (direction, area, motion(from: old, to: new, area: area))
        }
        if before.isKeyboardShown != state.isKeyboardShown, before.size == state.size {
            return state.isKeyboardShown ? (1, .keyboard, .cover) : (-1, .keyboard, .uncover)
        }
        return nil
    }

    /// A push or a pop when only the depth of the stack changed, else a slide.
    static func motion(from old: ContentIdentity, to new: ContentIdentity, area: Transition.Area) -> Transition.Motion {
        guard area == .aboveBar, old.slot == new.slot, old.selection == new.selection, old.depth != new.depth else { return .slide }
        return new.depth > old.depth ? .push : .pop
    }

    /// A new motion that starts from what `running` shows at `now` (S4): its contents stay
    /// where they are on screen and leave from there; the new content, when it is one of
    /// them (a reversal), goes on from where it is, else it comes in from its edge. Nothing
    /// moves further than a width, and it lands one duration later. `onScreen` is the
    /// content `running` was bringing in.
    static func retarget(_ running: Transition, onScreen: Frozen<AppState>, to new: ContentIdentity, bar: BarModel,
                         direction: Int, motion: Transition.Motion, now: Int, duration: Int) -> Transition? {
        if running.area.isVertical {
            // A sheet or keyboard sent back mid-way goes back from where it is.
            switch (running.motion, motion) {
            case (.cover, .uncover):
                let at = running.arrivingOffset(at: now)
                return Transition(leaving: [Transition.Layer(state: onScreen, offset: at)], style: .slide, direction: direction,
                                  motion: motion, area: running.area, start: now, duration: duration, arrivingFrom: 0, leavingShift: 1 - at)
            case (.uncover, .cover):
                return Transition(leaving: [Transition.Layer(state: onScreen)], style: .slide, direction: direction, motion: motion,
                                  area: running.area, start: now, duration: duration,
                                  arrivingFrom: running.leavingOffset(0, at: now), leavingShift: 0)
            default:
                return nil
            }
        }
        var layers = running.leaving.indices.map {
            Transition.Layer(state: running.leaving[$0].state, offset: running.leavingOffset($0, at: now), dimmed: running.leaving[$0].dimmed)
        }
        let arrived = Transition.Layer(state: onScreen, offset: running.arrivingOffset(at: now),
                                       dimmed: running.motion == .pop && running.progress(at: now) < 1)
        if running.arrivesOnTop { layers.append(arrived) } else { layers.insert(arrived, at: 0) }
        layers.removeAll { abs($0.offset) >= 1 }
        var arrivingFrom = Transition.travel(motion: motion, direction: direction).arriving
        if let match = layers.lastIndex(where: { ContentIdentity($0.state.value, bar: bar) == new }) {
            arrivingFrom = layers[match].offset
            layers.remove(at: match)
        }
        // A pop slides what leaves toward the trailing edge: a screen already leaving by
        // the leading edge (a slide's old section) would sweep back across; the screen
        // the pop reveals covers that side instead.
        if motion == .pop { layers.removeAll { $0.offset < 0 } }
        guard let nearest = layers.min(by: { abs($0.offset) < abs($1.offset) }),
              let leftmost = layers.map(\.offset).min() else { return nil }
        let shift: Double
        switch motion {
        case .slide:
            shift = -arrivingFrom
        case .push:
            // The screen below ends a third of a width toward the leading edge, dimmed.
            shift = min(0, -Transition.parallax - nearest.offset)
            for index in layers.indices { layers[index].dimmed = true }
        case .pop:
            // The screens leaving slide off toward the trailing edge.
            shift = max(0, 1 - max(0, leftmost))
        case .cover, .uncover:
            return nil
        }
        return Transition(leaving: layers, style: .slide, direction: direction, motion: motion, area: running.area,
                          start: now, duration: duration, arrivingFrom: arrivingFrom, leavingShift: shift)
    }

    static func direction(from old: ContentIdentity, to new: ContentIdentity, bar: BarModel) -> (Int, Transition.Area) {
        if old.slot != new.slot { return (new.slot > old.slot ? 1 : -1, .aboveBar) }
        if old.selection != new.selection {
            switch (old.selection, new.selection) {
            case (.moreList, _): return (1, .aboveBar)
            case (_, .moreList): return (-1, .aboveBar)
            case (.section(let a), .section(let b)): return (b > a ? 1 : -1, .aboveBar)
            }
        }
        if old.depth != new.depth { return (new.depth > old.depth ? 1 : -1, .aboveBar) }
        return (new.page > old.page ? 1 : -1, .belowStrip)
    }

    /// The underline and the strip's scroll start from where they are drawn now:
    /// mid-move (or where a drag holds them), or under the old page at the old scroll.
    func startIndicatorMotion(before: AppState, _ state: inout AppState, now: Int) {
        guard let section = state.selectedSection, let strip = state.visibleStrip(in: prototype) else { return }
        let width = state.screenFrame(in: prototype).width
        let layout = StripLayout(strip: strip, selected: 0, offset: before.stripOffset, area: Rect(x: 0, y: 0, width: width, height: 2))
        let oldEdges = layout.indicatorEdges(of: before.stripPage, in: strip, hierarchy: prototype.stripHierarchy)
        var from = oldEdges
        var fromOffset = Double(layout.offset)
        if let running = before.indicator, running.section == section, !running.isFinished(at: now) {
            from = running.edges(to: oldEdges, at: now)
            fromOffset = Double(running.offset(to: layout.offset, at: now))
        }
        state.indicator = IndicatorMotion(section: section, fromLeft: from.left, fromRight: from.right, fromOffset: fromOffset,
                                          start: now, duration: prototype.durationMilliseconds)
    }

    /// A frame tick: ends the animations that are done. Ticks of an earlier generation
    /// are stale (an interrupted animation's) and change nothing (S4).
    func handleFrameTick(generation: Int, _ state: inout AppState, now: Int) {
        guard generation == state.animationGeneration else { return }
        if let transition = state.transition, transition.isFinished(at: now) { state.transition = nil }
        if let indicator = state.indicator, indicator.isFinished(at: now) { state.indicator = nil }
        if let flash = state.keyboardFlash, flash.isFinished(at: now) { state.keyboardFlash = nil }
        if let motion = state.barMotion, motion.isFinished(at: now) { state.barMotion = nil }
    }
}
