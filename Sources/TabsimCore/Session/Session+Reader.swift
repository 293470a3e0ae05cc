/// Reader mode (`tabsim --reader voiceover`): the session is driven as a screen reader
/// drives a phone. Its cursor rests on one accessibility element at a time, in the order
/// `AccessibilityTree` gives; Tab or a swipe right moves it on, Shift-Tab or a swipe left
/// back, and Enter or a double tap activates the element with a tap at its middle, which
/// reaches the band, a panel or the prototype as a finger's tap does. Other keys and the
/// wheel work as ever. The recording keeps the reader's actions (`tab`, `btab`,
/// `enter`), whichever key or gesture made them, so a replay in reader mode does what
/// the session did.
extension Step {
    /// Columns a pointer must travel sideways, more than it travels up or down, for a
    /// swipe: less is a tap.
    static let readerSwipeColumns = 3
    /// Milliseconds within which a second tap makes a double tap.
    static let readerDoubleTapMilliseconds = 400

    /// Input in reader mode, in the screen's cells.
    /// - Returns: whether the reader took it.
    mutating func takeAsReader(_ event: Event) -> Bool {
        switch event {
        case .key(.tab): readerAction(.next)
        case .key(.backTab): readerAction(.previous)
        case .key(.enter): readerAction(.activate)
        case .mouse(let mouse):
            switch mouse.kind {
            case .wheelUp, .wheelDown: return false
            case .press: state.readerGesture.pressedAt = (mouse.x, mouse.y)
            case .drag: break
            case .release, .click:
                let start = state.readerGesture.pressedAt ?? (mouse.x, mouse.y)
                state.readerGesture.pressedAt = nil
                let across = mouse.x - start.x, down = mouse.y - start.y
                if abs(across) >= Self.readerSwipeColumns, abs(across) > abs(down) {
                    readerAction(across > 0 ? .next : .previous)
                } else if let last = state.readerGesture.lastTap, now - last <= Self.readerDoubleTapMilliseconds {
                    state.readerGesture.lastTap = nil
                    readerAction(.activate)
                } else {
                    state.readerGesture.lastTap = now
                }
            }
        default: return false
        }
        return true
    }

    /// Moves the cursor to the next or previous element (it stays at either end, as the
    /// reader does), or taps the element it is on; recorded as the key that does it.
    private mutating func readerAction(_ action: ReaderAction) {
        if session.isRecorded { record(.input(action.token), browser: browser) }
        browser = nil
        var elements = AccessibilityTree.elements(of: state)
        guard !elements.isEmpty else { return }
        var index = state.readerFocus.flatMap { Self.place(of: $0, in: elements) } ?? 0
        switch action {
        case .next, .previous:
            // Past the list's last row on screen (or before its first) the list scrolls
            // on a step first, as a reader's swipe scrolls to the next row.
            if scrollList(leaving: index, of: elements, forward: action == .next) {
                let current = elements[index]
                elements = AccessibilityTree.elements(of: state)
                // The row moved with the list: found by its name.
                index = elements.firstIndex { $0.label == current.label && $0.role.kind == current.role.kind } ?? min(index, elements.count - 1)
            }
            let moved = action == .next ? min(elements.count - 1, index + 1) : max(0, index - 1)
            guard moved != index else { return }
            state.readerFocus = elements[moved]
            readerMoved = true
        case .activate:
            let frame = elements[index].frame
            let middle = (x: frame.x + (frame.width - 1) / 2, y: frame.y + (frame.height - 1) / 2)
            activatingForReader = true
            receive(.mouse(MouseEvent(.press, x: middle.x, y: middle.y)))
            receive(.mouse(MouseEvent(.release, x: middle.x, y: middle.y)))
            activatingForReader = false
        }
    }

    /// Scrolls the list (the prototype's, or a tree test's) a wheel step on (or back)
    /// when the cursor leaves it from `index`, one of its rows on screen, and it scrolls.
    /// - Returns: whether it scrolled.
    private mutating func scrollList(leaving index: Int, of elements: [AccessibilityElement], forward: Bool) -> Bool {
        let top = state.bandRows
        let rows = state.overlay.tree.map { Set(treeLayout(of: $0).buttons.map(\.rect)) }
            ?? Set(ScreenLayout(prototype: state.prototype, state: state.app).visibleItems.map {
                Rect(x: $0.rect.x, y: $0.rect.y + top, width: $0.rect.width, height: $0.rect.height)
            })
        let beyond = forward ? index + 1 : index - 1
        guard rows.contains(elements[index].frame), !elements.indices.contains(beyond) || !rows.contains(elements[beyond].frame) else { return false }
        let element = elements[index], before = state.app, browsed = state.study?.chooser
        activatingForReader = true
        receive(.mouse(MouseEvent(forward ? .wheelDown : .wheelUp, x: element.frame.x, y: element.frame.y)))
        activatingForReader = false
        return state.app != before || state.study?.chooser != browsed
    }

    /// After each message: finds the cursor's element on the screen as it is now (the
    /// same element where it was, renamed or not: a key whose letter shift changed; else
    /// by its name and kind: a tab just selected, a row scrolled), or puts the cursor on
    /// the first element, as a reader does when the screen changes; back from a pushed
    /// screen, on the element it was on before (the row that pushed it). Says the
    /// element again when it or what is said of it changed.
    mutating func followReaderFocus() {
        guard let reader = state.reader else { return }
        let elements = AccessibilityTree.elements(of: state)
        // A screen pushed keeps where the cursor was under it; going back returns there.
        let section = state.app.selectedSection ?? -1
        let depth = state.app.selectedSection.map { state.app.sections[$0].stack.count } ?? 0
        var returns = state.readerReturns[section] ?? []
        if depth > returns.count, let focus = state.readerFocus { returns.append(focus) }
        while depth < returns.count, let back = returns.popLast() {
            if depth == returns.count { state.readerFocus = back }
        }
        state.readerReturns[section] = returns
        let index = state.readerFocus.flatMap { Self.place(of: $0, in: elements) } ?? 0
        let focus = elements.indices.contains(index) ? elements[index] : nil
        let cursor = ReaderCursor(frame: focus?.frame, announcement: focus.map { reader.announcement(of: $0) } ?? "")
        // Typing into the field under the cursor changes what it holds, not what is said:
        // the field is said again when the cursor comes back to it.
        let typedInto = focus.map { Self.isTyping(into: $0, was: state.readerFocus) } ?? false
        state.readerFocus = focus
        let spoken = readerMoved || (cursor.announcement != state.overlay.reader?.announcement && !typedInto)
        state.overlay.reader = cursor
        readerMoved = false
        if spoken, !cursor.announcement.isEmpty { effects.append(.announce(cursor.announcement)) }
    }

    /// Whether `element` is the text field `before` was, only its text changed.
    private static func isTyping(into element: AccessibilityElement, was before: AccessibilityElement?) -> Bool {
        guard let before, element.frame == before.frame, element.label == before.label,
              case .textField = element.role, case .textField = before.role else { return false }
        return true
    }

    /// Where `element` is among `elements`: at the same place with the same name, else
    /// at the same place and of the same kind, else the first of the same name and kind.
    private static func place(of element: AccessibilityElement, in elements: [AccessibilityElement]) -> Int? {
        elements.firstIndex { $0.frame == element.frame && $0.label == element.label }
            ?? elements.firstIndex { $0.frame == element.frame && $0.role.kind == element.role.kind }
            ?? elements.firstIndex { $0.label == element.label && $0.role.kind == element.role.kind }
    }
}

/// What the reader does: move its cursor on or back, or activate the element under it.
enum ReaderAction: CaseIterable {
    case next, previous, activate

    /// The key that does it, as the recording keeps it.
    var token: String {
        switch self {
        case .next: "tab"
        case .previous: "btab"
        case .activate: "enter"
        }
    }

    /// Every action's token, as a recording made in reader mode holds them.
    static let tokens = Set(allCases.map(\.token))
}

/// A pointer gesture reader mode follows: where the press began, and when the last tap
/// (which a second one may make a double tap) ended.
struct ReaderGesture: Sendable {
    var pressedAt: (x: Int, y: Int)?
    var lastTap: Int?
}

/// Reader mode's cursor, drawn over the element it is on, and what the reader says of
/// that element, shown on the rows below the prototype.
public struct ReaderCursor: Equatable, Sendable {
    /// Rows the announcement has below a screen `width` columns wide: two on a phone's
    /// width (under 60), where one would cut most announcements, else one.
    public static func rows(width: Int) -> Int { width < 60 ? 2 : 1 }

    /// The element's cells on the screen; nil when the screen has no element.
    public var frame: Rect?
    public var announcement: String

    public init(frame: Rect? = nil, announcement: String = "") {
        self.frame = frame
        self.announcement = announcement
    }
}

extension AccessibilityElement.Role {
    /// The role without its state: a tab is a tab, selected or not.
    var kind: String {
        switch self {
        case .heading: "heading"
        case .backButton: "back"
        case .button: "button"
        case .toggle: "toggle"
        case .textField: "field"
        case .tab: "tab"
        case .text: "text"
        case .alert: "alert"
        case .key: "key"
        }
    }
}
