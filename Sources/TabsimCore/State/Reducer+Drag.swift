/// Drags that carry the contents with the pointer (I2, S1, S4). Up or down over a list
/// the rows follow it, as UIScrollView's and Material's lists follow a finger. As
/// Material's pages and UIKit's interactive pop do, a sideways drag over a page's
/// content moves the page and its neighbour; a drag from the leading edge of a pushed
/// screen moves that screen off, uncovering the one below as a pop does (a third-width
/// parallax, dimmed). What moves there is a transition whose progress the pointer sets
/// instead of the clock; the release completes it, or sends it back, on the clock from
/// where it is.
extension Reducer {
    /// The pointer moved with the button held. Past the slop of a tap the press is
    /// cancelled; a drag mostly sideways then carries the contents it started on, up to
    /// one width; one up or down over a list scrolls it. At the strip's ends there is no
    /// neighbour, and the page stays.
    func followDrag(_ mouse: MouseEvent, layout: ScreenLayout, _ state: inout AppState, now: Int) -> [Effect] {
        guard let origin = state.pressOrigin else { return [] }
        let following = state.transition?.followsPointer == true
        let scrolled = hasScrolledList(state)
        guard following || scrolled || Self.isDrag(from: origin, to: mouse) else { return [] }
        state.pressed = nil
        let dx = mouse.x - origin.x, dy = mouse.y - origin.y
        // Along the strip a drag scrolls it, its labels following the pointer (T5).
        if let offset = state.pressStripOffset {
            scrollStrip(by: offset - dx - state.stripOffset, &state)
            return []
        }
        // Up or down over a list a drag scrolls it, its rows following the pointer (I2);
        // once it has, the list keeps it, back to where it went down and sideways too.
        if let scroll = state.pressScroll, !following, scrolled || abs(dx) <= 2 * abs(dy) {
            scrollContent(by: scroll - dy - shownScroll(state), &state)
            return []
        }
        guard state.dialog == nil, prototype.transition == .slide, !prototype.reduceMotion, prototype.durationMilliseconds > 0,
              following || abs(dx) > 2 * abs(dy) else { return [] }
        let bar = state.barModel(for: prototype)
        var moving: Transition?, underline: IndicatorMotion?
        if let section = state.selectedSection, !state.sections[section].stack.isEmpty, !state.isModalShown,
           layout.frame.contains(x: origin.x, y: origin.y), origin.x < layout.frame.x + Self.backSwipeEdge {
            var below = Self.still(state)
            _ = goBack(&below)
            moving = held(state.transition, showing: below, bar: bar) ?? Transition(
                from: Frozen(below), style: .slide, direction: 1, motion: .push, area: .aboveBar, start: now,
                duration: prototype.durationMilliseconds)
            moving?.pointerProgress = 1 - Self.travel(max(0, dx), across: layout.frame.width)
        } else if layout.strip != nil, layout.content.contains(x: origin.x, y: origin.y) {
            let step = dx < 0 ? 1 : -1
            var neighbour = Self.still(state)
            _ = stepPage(step, &neighbour)
            if ContentIdentity(neighbour, bar: bar) != ContentIdentity(state, bar: bar) {
                moving = held(state.transition, showing: neighbour, bar: bar) ?? Transition(
                    from: Frozen(neighbour), style: .slide, direction: -step, motion: .slide, area: .belowStrip, start: now,
                    duration: prototype.durationMilliseconds)
                moving?.pointerProgress = 1 - Self.travel(abs(dx), across: layout.content.width)
                underline = holdUnderline(toward: neighbour, progress: moving?.pointerProgress ?? 1, state, now: now)
            }
        }
        // Elsewhere a drag moves nothing, and a motion already running goes on.
        if moving != nil || following {
            state.transition = moving
            if underline != nil || state.indicator?.followsPointer == true { state.indicator = underline }
        }
        return []
    }

    /// Whether the held button's drag has scrolled the list it went down on (I2).
    func hasScrolledList(_ state: AppState) -> Bool {
        state.pressScroll.map { $0 != shownScroll(state) } ?? false
    }

    /// The underline between the selected page and `neighbour`'s, as far toward it as
    /// the pages have moved (S6); the strip keeps its scroll.
    private func holdUnderline(toward neighbour: AppState, progress: Double, _ state: AppState, now: Int) -> IndicatorMotion? {
        guard let section = state.selectedSection, let strip = state.visibleStrip(in: prototype) else { return nil }
        let strips = StripLayout(strip: strip, selected: 0, offset: state.stripOffset,
                                 area: Rect(x: 0, y: 0, width: state.screenFrame(in: prototype).width, height: 2))
        let edges = strips.indicatorEdges(of: neighbour.stripPage, in: strip, hierarchy: prototype.stripHierarchy)
        return IndicatorMotion(section: section, fromLeft: edges.left, fromRight: edges.right,
                               fromOffset: Double(strips.offset), start: now, duration: prototype.durationMilliseconds,
                               pointerProgress: progress)
    }

    /// After a release: contents a drag held and the release left where they were go
    /// back from where they are, on the clock (S4).
    func cancelDrag(_ drag: Transition, _ state: inout AppState, now: Int) -> [Effect] {
        let bar = state.barModel(for: prototype)
        state.transition = Self.retarget(drag, onScreen: Frozen(Self.still(state)), to: ContentIdentity(state, bar: bar), bar: bar,
                                         direction: drag.direction, motion: drag.motion, now: now, duration: prototype.durationMilliseconds)
        // The underline goes back with the pages, from where it is.
        if state.indicator?.followsPointer == true { startIndicatorMotion(before: state, &state, now: now) }
        guard state.transition != nil || state.indicator != nil else { return [] }
        state.animationGeneration += 1
        return [.animate(generation: state.animationGeneration)]
    }

    /// The transition a drag already holds, when it shows the same content beside the
    /// current one (so its frozen frame is drawn once).
    private func held(_ running: Transition?, showing content: AppState, bar: BarModel) -> Transition? {
        guard let running, running.followsPointer, ContentIdentity(running.from.value, bar: bar) == ContentIdentity(content, bar: bar) else {
            return nil
        }
        return running
    }

    /// The pointer's travel as a fraction of `width`, at most one width.
    static func travel(_ columns: Int, across width: Int) -> Double {
        width > 0 ? min(1, Double(columns) / Double(width)) : 0
    }
}
