/// What is counted while a task is under way (W6), and the task's result from it.
struct Measure {
    /// A change of place: where it led, and what kind of move it was.
    struct Move {
        var place: NavigationPlace
        /// The screen it led to.
        var screen: ScreenNode
        /// The section it selected, when it changed section.
        var section: String?
        /// It went back: a pop, a modal closed, a return to the More list.
        var isBacktrack: Bool
    }

    var startedAt: Int
    /// The state the task started in: paths are measured from it.
    var start: AppState
    /// Where the participant is now.
    private var place: NavigationPlace
    var inputs = 0
    var moves: [Move] = []
    var screens: [ScreenNode]
    var moreUses = 0
    var taps: [Tap] = []
    /// A press not yet known to be a tap, where it went down and the screen as it was
    /// drawn then: a drag (no tap) once the pointer travels past a tap's slop
    /// (`Reducer.isDrag`), else a tap once released, or when none follows (a press on a
    /// device frame's bezel reports no release).
    private var press: (tap: Tap, origin: CellPoint, drawn: ScreenDrawing)?
    var finalSection: String?

    init(startedAt: Int, start: AppState) {
        self.startedAt = startedAt
        self.start = start
        place = NavigationPlace(start)
        screens = [ScreenNode(start)]
    }

    /// Counts one event; `drawn` draws the screen before it. `tappedOn` is told the name of
    /// each screen tapped on, with its drawing when the tap began.
    mutating func observe(_ step: PrototypeStep, prototype: Prototype, drawn: ScreenDrawing,
                          tappedOn: (String, ScreenDrawing) -> Void) {
        let (before, after) = (step.before, step.after)
        // Where a task starts (`from`) is where its path starts, not a move of the participant's.
        if case .showStart = step.event {
            start = after
            place = NavigationPlace(after)
            moves = []
            screens = [ScreenNode(after)]
            return
        }
        switch step.event {
        // A click or a drag counts once, at its press.
        case .mouse(let mouse) where mouse.kind == .release || mouse.kind == .drag: break
        // What reader mode makes of its actions: the action is the input, counted where it is recorded.
        case _ where step.byReader: break
        case .resized, .frameTick, .showStart: break
        // In touch mode a key that changes nothing is no input: a phone has none.
        case .key where prototype.input == .touch && before == after: break
        case _ where step.effects.contains(.quit): break   // the researcher ending the session
        default: inputs += 1
        }
        if case .mouse(let mouse) = step.event { observeTap(mouse, before: before, prototype: prototype, drawn: drawn, tappedOn: tappedOn) }
        var section: String?
        var isBacktrack = false
        if after.selection != before.selection {
            switch after.selection {
            case .moreList:
                moreUses += 1
                // Leaving a section that was under More for the list is going back.
                if let index = before.selectedSection, before.barModel(for: prototype).isOverflow(index) { isBacktrack = true }
            case .section(let index):
                // A section under More reached without its list (a digit) still goes through More.
                if after.barModel(for: prototype).isOverflow(index), before.selection != .moreList { moreUses += 1 }
                section = prototype.sections[index].label
            }
        } else if let index = after.selectedSection, after.sections[index].stack.count < before.sections[index].stack.count {
            isBacktrack = true
        }
        let node = ScreenNode(after)
        let reached = NavigationPlace(after)
        if reached != place {
            place = reached
            moves.append(Move(place: reached, screen: node, section: section, isBacktrack: isBacktrack))
        }
        if node != screens.last { screens.append(node) }
    }

    /// Tells taps from drags (W6): a click is a tap; a press is one unless the pointer
    /// travels past a tap's slop before its release, measured where it went down, on the
    /// screen it went down on.
    private mutating func observeTap(_ mouse: MouseEvent, before: AppState, prototype: Prototype, drawn: ScreenDrawing,
                                     tappedOn: (String, ScreenDrawing) -> Void) {
        let tap = { Tap(x: mouse.x, y: mouse.y, screen: ScreenNode(before).name(in: prototype), view: Self.view(before, prototype: prototype),
                        hit: Self.responds(at: mouse.x, mouse.y, in: before, prototype: prototype)) }
        switch mouse.kind {
        case .click:
            settlePress(tappedOn: tappedOn)
            press = (tap(), CellPoint(x: mouse.x, y: mouse.y), drawn)
            settlePress(tappedOn: tappedOn)
        case .press:
            settlePress(tappedOn: tappedOn)
            press = (tap(), CellPoint(x: mouse.x, y: mouse.y), drawn)
        case .drag:
            if let origin = press?.origin, Reducer.isDrag(from: origin, to: mouse) { press = nil }
        case .release:
            if let origin = press?.origin, Reducer.isDrag(from: origin, to: mouse) { press = nil }
            settlePress(tappedOn: tappedOn)
        case .wheelUp, .wheelDown:
            break
        }
    }

    /// Counts the press not yet known as a tap as one: it was released within a tap's
    /// slop, or no release followed before the next press or the task's end.
    mutating func settlePress(tappedOn: (String, ScreenDrawing) -> Void) {
        guard let (tap, _, drawing) = press else { return }
        press = nil
        taps.append(tap)
        tappedOn(tap.view, drawing)
    }

    /// The screen as drawn in `state`: its name, with how far its strip and list are scrolled.
    static func view(_ state: AppState, prototype: Prototype) -> String {
        var scrolled: [String] = []
        if state.visibleStrip(in: prototype) != nil, state.stripOffset > 0 {
            scrolled.append("strip scrolled \(state.stripOffset) column\(state.stripOffset == 1 ? "" : "s")")
        }
        let rows = state.currentScreenState.scroll
        if rows > 0 { scrolled.append("list scrolled \(rows) row\(rows == 1 ? "" : "s")") }
        return ([ScreenNode(state).name(in: prototype)] + scrolled).joined(separator: ", ")
    }

    /// Whether a tap at a cell hits something that responds; a miss is a misclick.
    static func responds(at x: Int, _ y: Int, in state: AppState, prototype: Prototype) -> Bool {
        guard let target = ScreenLayout(prototype: prototype, state: state).target(x: x, y: y) else { return false }
        switch target {
        case .stripPage(let page):
            return state.visibleStrip(in: prototype).map { $0.pages.indices.contains(page) && !$0.pages[page].disabled } ?? false
        case .item(let item):
            let screen = state.currentScreen(in: prototype)
            guard item >= screen.fields.count else { return true }
            let row = item - screen.fields.count
            guard row < screen.rows.count else { return false }
            return screen.rows[row].kind.responds
        case .accessory:
            return state.accessoryResponds(in: prototype)
        case .barSlot, .back, .headerField, .stripScrollLeft, .stripScrollRight, .keyboardKey, .dialogButton, .dialogBackdrop, .sidebarToggle, .segment:
            return true
        }
    }

    /// The task's result. `outcome` nil: done, direct unless the path strayed from every
    /// shortest path into a wrong section or back.
    func result(_ task: Study.Task, outcome: TaskOutcome?, stop: TaskStop?, now: Int, prototype: Prototype,
                paths: NavigationGraph.Paths) -> TaskResult {
        // Moves along a shortest path from the task's start are neither wrong nor back-tracks,
        // whatever they look like (a second tap on More returning to its list).
        var onCourse = true, reached = 0
        var strayed: [Move] = []
        for move in moves {
            if onCourse, let from = paths.fromStart[move.place], from > reached, paths.leadsOn(move.place) {
                reached = from
                continue
            }
            onCourse = false
            strayed.append(move)
        }
        let visited = strayed.compactMap(\.section).uniqued()
        let backtracks = strayed.filter(\.isBacktrack).count
        let done = outcome == nil
        let wrongSections = done ? visited.filter { $0 != finalSection }
            : visited.filter { label in !paths.goalSections.contains { prototype.sections[$0].label == label } }
        let resolved = outcome ?? (wrongSections.isEmpty && backtracks == 0 ? .direct : .indirect)
        let firstMove = moves.first
        var result = TaskResult(title: task.title, outcome: resolved, milliseconds: max(0, now - startedAt), inputs: inputs,
                                wrongSections: wrongSections, moreUses: moreUses, backtracks: backtracks,
                                firstClick: firstMove.map { $0.screen.name(in: prototype) },
                                firstClickCorrect: nil, lostness: nil, path: screens.map { $0.name(in: prototype) })
        result.stop = stop
        result.taps = taps
        guard let shortest = paths.shortest else { return result }
        if let firstMove { result.firstClickCorrect = paths.leadsOn(firstMove.place) }
        // Lostness measures the path to the goal: none for a task not done.
        guard done else { return result }
        // A shortcut the graph does not draw (a digit) makes a path shorter than the
        // shortest: it counts as the shortest.
        let distinct = Set(screens).count
        result.lostness = StudyStatistics.lostness(distinct: distinct, total: screens.count, shortest: min(shortest + 1, distinct))
        return result
    }
}
