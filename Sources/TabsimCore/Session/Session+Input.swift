/// Input on its way to the prototype: through the device frame, past the band, the
/// whole band's text, a comment and a question, each of which may take it.
extension Step {
    /// Input from the terminal, in its cells.
    mutating func receiveFromTerminal(_ event: Event) {
        if case .resized(let size) = event {
            // A headless terminal takes the size; a live one has it already.
            effects.append(.resizeTerminal(size))
            state.terminal = size
        }
        guard let layout = state.frameLayout else {
            if case .resized = event { return send(.resized(state.appSize)) }
            return receive(event)
        }
        switch event {
        case .resized:
            // The frame moves; the prototype's screen is the same.
            effects.append(.repaint)
        case .mouse(let mouse):
            if let mapped = viewportMouse(mouse, layout: layout) { receive(.mouse(mapped)) }
        default:
            receive(event)
        }
    }

    /// A mouse report in the device's viewport; nil when it should do nothing. A tap on
    /// the bezel or its status bar reaches the prototype as a press just past the
    /// screen's corner, on nothing (a study counts it as a misclick, W6); the release of
    /// a press made on the screen reaches it there too, so the press is cancelled (I2).
    private mutating func viewportMouse(_ mouse: MouseEvent, layout: FrameLayout) -> MouseEvent? {
        let wasHeld = state.pressHeld
        if mouse.kind == .press || mouse.kind == .release { state.pressHeld = false }
        if let point = layout.viewportPoint(x: mouse.x, y: mouse.y) {
            // A drag keeps the press held; a drag off the screen is not reported.
            if mouse.kind != .drag { state.pressHeld = mouse.kind == .press }
            return MouseEvent(mouse.kind, x: point.x, y: point.y)
        }
        let corner = layout.viewport
        if mouse.kind == .press || mouse.kind == .click, layout.frame.contains(x: mouse.x, y: mouse.y) {
            return MouseEvent(.press, x: corner.width, y: corner.height)
        }
        guard mouse.kind == .release, wasHeld else { return nil }
        return MouseEvent(.release, x: corner.width, y: corner.height)
    }

    /// Input from a script or recording, in the prototype's cells: below the band a
    /// replayed study shows, as the terminal would report it.
    mutating func receiveScripted(_ event: Event) {
        guard case .mouse(var mouse) = event else { return receive(event) }
        mouse.y += state.bandRows
        receive(.mouse(mouse))
    }

    /// Input in the screen's cells: the band's rows are not the prototype's, and a
    /// resize leaves the prototype what the band does not take.
    mutating func receive(_ event: Event) {
        if state.reader != nil, !activatingForReader, takeAsReader(event) { return }
        let overlay = state.overlay
        if overlay.showsWholeBand, takeWhileWholeBandShows(event) { return }
        if let band = overlay.band, take(event, on: band) { return }
        if let comment = overlay.comment, take(event, for: comment) { return }
        if let question = overlay.question, take(event, for: question) { return }
        if let tree = overlay.tree, take(event, for: tree) { return }
        // What hides the prototype (a tree test) lets nothing reach it but the quits and a resize.
        if overlay.hidesPrototype, !passesPanels(event) { return }
        let top = state.bandRows
        // The problem's band covers the prototype's top rows: a click there reaches nothing.
        if case .mouse(let mouse) = event, let problem = overlay.problem,
           mouse.y - top < Overlay.problemLines(problem, width: state.screen.width).count { return }
        switch event {
        case .mouse(let mouse) where state.reader != nil && mouse.y >= top + state.appSize.height:
            // The reader's row below the prototype is not the prototype's.
            return
        case .mouse(var mouse) where top > 0:
            mouse.y -= top
            if mouse.y >= 0 { send(.mouse(mouse)) }
        default:
            send(event)
        }
    }

    /// Whether an event gets past a panel that takes the input (a question, a comment,
    /// the band's whole text): the quits and a resize do.
    private func passesPanels(_ event: Event) -> Bool {
        switch event {
        case .key(let key): return key == .control("c") || key == Reducer.researcherQuit
        case .resized: return true
        default: return false
        }
    }

    /// Input on the band: its action's button or key; a tap on a band too short for its
    /// text shows the whole text. No click on the band reaches the prototype.
    /// - Returns: whether the event was taken.
    private mutating func take(_ event: Event, on band: Band) -> Bool {
        switch event {
        case .key(let key):
            guard let action = band.action, key == action.key else { return false }
            choose(action)
        case .mouse(let mouse) where mouse.y < state.bandRows:
            let layout = BandLayout(band, width: state.screen.width)
            if let action = layout.action(atX: mouse.x, y: mouse.y) {
                if mouse.kind == .press || mouse.kind == .click { choose(action) }
            } else if layout.isCut, mouse.kind == .release || mouse.kind == .click {
                state.overlay.showsWholeBand = true
            }
        default: return false
        }
        return true
    }

    /// Input while the band's whole text shows: a key or a tap closes it (the press and
    /// the release of a tap both stop there); neither reaches the prototype nor is recorded.
    /// - Returns: whether the event was taken.
    private mutating func takeWhileWholeBandShows(_ event: Event) -> Bool {
        if passesPanels(event) { return false }
        switch event {
        case .key, .paste: break
        case .mouse(let mouse) where mouse.kind == .release || mouse.kind == .click: break
        default: return true
        }
        state.overlay.showsWholeBand = false
        return true
    }

    /// Input while a question shows: a number of its scale, typed or clicked, answers
    /// it and is recorded; only a quit and a resize reach the prototype.
    /// - Returns: whether the event was taken.
    private mutating func take(_ event: Event, for question: Question) -> Bool {
        if passesPanels(event) { return false }
        var value: Int?
        switch event {
        case .key(.character(let character)): value = character.wholeNumberValue
        case .mouse(let mouse) where mouse.kind == .press || mouse.kind == .click:
            let top = state.bandRows
            let area = Size(width: state.screen.width, height: state.appSize.height)
            value = QuestionLayout(question, in: area, touch: state.prototype.input == .touch).choice(atX: mouse.x, y: mouse.y - top)
        default: break
        }
        guard let value, question.scale.contains(value) else { return true }
        record(.answer(questionnaire: question.questionnaire, item: question.item, value: value))
        var shown = state.overlay
        shown.question = nil
        show(shown)
        if state.study?.replaying == false { questionAnswered() }
        return true
    }

    /// Input on a tree test's browser: Up and Down move its cursor, Enter or Right opens
    /// the node under it (or chooses), Left, Esc or Backspace goes back up; a tap opens
    /// what it lifts on, a drag or the wheel scrolls. Only a quit and a resize reach the
    /// prototype, which it hides.
    /// - Returns: whether the event was taken.
    private mutating func take(_ event: Event, for chooser: TreeChooser) -> Bool {
        if passesPanels(event) { return false }
        // Recorded as the prototype's input would be, so its replay gives it back here.
        if case .mouse(var mouse) = event {
            mouse.y -= state.bandRows
            recordInput(.mouse(mouse))
        } else {
            recordInput(event)
        }
        let layout = treeLayout(of: chooser)
        let shown = layout.shownCount
        switch event {
        case .key(.up): treeMoved { $0.moveCursor(by: -1, shown: shown) }
        case .key(.down): treeMoved { $0.moveCursor(by: 1, shown: shown) }
        case .key(.pageUp): treeMoved { $0.moveCursor(by: -shown, shown: shown) }
        case .key(.pageDown): treeMoved { $0.moveCursor(by: shown, shown: shown) }
        case .key(.home): treeMoved { $0.moveCursor(by: -chooser.buttons.count, shown: shown) }
        case .key(.end): treeMoved { $0.moveCursor(by: chooser.buttons.count, shown: shown) }
        case .key(.enter), .key(.right), .key(.character(" ")):
            if chooser.buttons.indices.contains(chooser.cursor) { treeChosen(chooser.buttons[chooser.cursor]) }
        case .key(.left), .key(.escape), .key(.backspace):
            treeChosen(.back)
        case .mouse(let mouse):
            switch mouse.kind {
            case .click:
                if let button = layout.button(atX: mouse.x, y: mouse.y) { treeChosen(button) }
            case .press:
                treeMoved { $0.pressedAt = CellPoint(x: mouse.x, y: mouse.y) }
            case .drag:
                break
            case .release:
                guard let origin = chooser.pressedAt else { break }
                treeMoved { $0.pressedAt = nil }
                if Reducer.isDrag(from: origin, to: mouse) {
                    // A swipe up shows the buttons below, a button at least.
                    let rows = origin.y - mouse.y
                    let step = rows.signum() * max(1, abs(rows) / layout.pitch)
                    treeMoved { $0.scroll(by: step, shown: shown) }
                } else if let button = layout.button(atX: mouse.x, y: mouse.y), button == layout.button(atX: origin.x, y: origin.y) {
                    treeChosen(button)
                }
            case .wheelUp: treeMoved { $0.scroll(by: -1, shown: shown) }
            case .wheelDown: treeMoved { $0.scroll(by: 1, shown: shown) }
            }
        default: break
        }
        return true
    }

    /// Where a tree test's browser puts its buttons: over the prototype's area, below the band.
    func treeLayout(of chooser: TreeChooser) -> TreeChooserLayout {
        TreeChooserLayout(chooser, in: Rect(x: 0, y: state.bandRows, width: state.screen.width, height: state.appSize.height),
                          touch: state.prototype.input == .touch)
    }

    /// Input while a comment is asked for: typed text and taps on the simulated keys
    /// edit it; Enter or Done records it and removes the panel; only a quit and a
    /// resize reach the prototype.
    /// - Returns: whether the event was taken.
    private mutating func take(_ event: Event, for comment: CommentRequest) -> Bool {
        if passesPanels(event) { return false }
        var edited = comment
        var done = false
        switch event {
        case .key(.enter): done = true
        case .key(.backspace), .key(.delete): edited.deleteBackward()
        case .key(.character(let character)): edited.type(String(character))
        case .paste(let text): edited.type(text)
        // A key acts when the finger lifts, as on a phone, so the tap that ends the
        // comment leaves nothing for the prototype.
        case .mouse(let mouse) where mouse.kind == .release || mouse.kind == .click:
            let top = state.bandRows
            let area = Rect(x: 0, y: top, width: state.screen.width, height: state.appSize.height)
            if let key = CommentLayout(comment, in: area).key(atX: mouse.x, y: mouse.y) { done = edited.press(key) }
        default: break
        }
        guard done else {
            state.overlay.comment = edited
            return true
        }
        record(.comment(item: edited.item, text: edited.text))
        var shown = state.overlay
        shown.comment = nil
        show(shown)
        if state.study?.replaying == false { commentWritten() }
        return true
    }
}
