import TabsimCore

/// What a participant's message asks of the session, once it is known to be one a
/// participant may send: input in the terminal's cells, never off the screen.
extension ClientMessage {
    /// The smallest and largest grid a `phone` page may ask for: compact width, upright.
    static let phoneColumns = 20...60
    static let phoneRows = 16...100

    /// The input a pointer, wheel, key or resize message stands for on a terminal of
    /// `size`; nil for a message that is no input, or one a participant may not send
    /// (a cell off the screen, a key that is not theirs, a grid out of bounds, a time
    /// no browser's clock shows).
    func event(on size: Size) -> Event? {
        if let time = clientMilliseconds, !RecordingEntry.clientTimes.contains(time) { return nil }
        switch self {
        case .pointer(let pointer):
            guard Self.isOnScreen(x: pointer.x, y: pointer.y, size) else { return nil }
            let kind: MouseEvent.Kind = switch pointer.phase {
            case .down: .press
            case .move: .drag
            case .up: .release
            }
            return .mouse(MouseEvent(kind, x: pointer.x, y: pointer.y))
        case .wheel(let wheel):
            guard Self.isOnScreen(x: wheel.x, y: wheel.y, size) else { return nil }
            return .mouse(MouseEvent(wheel.direction == .up ? .wheelUp : .wheelDown, x: wheel.x, y: wheel.y))
        case .key(let press):
            return press.event.map(Event.key)
        case .resize(let resize):
            return Hello.phoneSize(cols: resize.cols, rows: resize.rows).map(Event.resized)
        case .hello, .consent, .ping:
            return nil
        }
    }

    /// When the input happened on the browser's clock; nil for a message that states
    /// no time (a resize, or no input).
    var clientMilliseconds: Int? {
        switch self {
        case .pointer(let pointer): pointer.clientMilliseconds
        case .wheel(let wheel): wheel.clientMilliseconds
        case .key(let press): press.clientMilliseconds
        case .hello, .consent, .resize, .ping: nil
        }
    }

    /// What the browser says of the input: when it happened, and whether a screen reader
    /// made it.
    var browserInput: BrowserInput {
        if case .pointer(let pointer) = self {
            return BrowserInput(milliseconds: clientMilliseconds, isAssistive: pointer.assistive == true)
        }
        return BrowserInput(milliseconds: clientMilliseconds)
    }

    private static func isOnScreen(x: Int, y: Int, _ size: Size) -> Bool {
        x >= 0 && y >= 0 && x < size.width && y < size.height
    }
}

extension ClientMessage.KeyPress {
    /// The key, when it is one a participant may press: a printable character, Enter,
    /// Backspace, or giving up (the band's key). No key that navigates or quits.
    var event: Key? {
        switch key {
        case "enter": return .enter
        case "backspace": return .backspace
        case "give_up": return BandAction.giveUp.key
        default:
            guard key.count == 1, let character = key.first,
                  !character.unicodeScalars.contains(where: TextFitting.isControl) else { return nil }
            return .character(character)
        }
    }
}

extension ClientMessage.Hello {
    /// The grid of a `phone` page, when it is within bounds and upright (rows × 2 ≥ columns).
    static func phoneSize(cols: Int, rows: Int) -> Size? {
        guard ClientMessage.phoneColumns.contains(cols), ClientMessage.phoneRows.contains(rows), rows * 2 >= cols else { return nil }
        return Size(width: cols, height: rows)
    }

    /// The longest user agent kept, in characters.
    static let maximumUserAgent = 512

    /// Whether the rest of the hello is what a page sends: a page size, a short user
    /// agent, a resume id of the server's form.
    var isWellFormed: Bool {
        (1...RecordingHeader.largestViewport).contains(cssWidth) && (1...RecordingHeader.largestViewport).contains(cssHeight)
            && userAgent.count <= Self.maximumUserAgent && resume.map(Token.isWellFormed) ?? true
    }
}
