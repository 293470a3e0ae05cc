/// Something a participant can do from a live study's band besides reading it (W6).
public enum BandAction: Equatable, Sendable {
    /// Give up on the task at hand: it is not done, and the next one starts.
    case giveUp

    /// The words on its button.
    public var label: String {
        switch self {
        case .giveUp: return "Give up"
        }
    }

    /// The key that chooses it, as its button does.
    public var key: Key {
        switch self {
        case .giveUp: return .control("g")
        }
    }
}

/// Where a band's text rows and its action's button go in a terminal `width` columns
/// wide: one layout for drawing, for the rows the band takes and for hit-testing.
struct BandLayout {
    /// The most rows a band takes; text that does not fit ends its last row with "…".
    static let maximumRows = 3

    /// The text's rows, from column 1.
    let lines: [String]
    /// Whether the rows hold less than the whole text, so a tap shows all of it.
    let isCut: Bool
    /// The action's button at the trailing end of the first row, its label padded by a
    /// space on each side.
    let button: (action: BandAction, rect: Rect)?

    init(_ band: Band, width: Int) {
        if let action = band.action {
            let buttonWidth = DisplayWidth.of(action.label) + 2
            button = (action, Rect(x: max(0, width - 1 - buttonWidth), y: 0, width: min(buttonWidth, width), height: 1))
        } else {
            button = nil
        }
        // The text keeps a column clear on each side, and of the button.
        let columns = max(0, width - 2 - (button.map { $0.rect.width + 1 } ?? 0))
        let text = TextFitting.sanitized(band.text)
        lines = TextFitting.wrapped(text, toColumns: columns, rows: Self.maximumRows)
        isCut = !TextFitting.holdsEveryWord(lines, of: text)
    }

    /// The rows the band takes: at least one, even for no text.
    var height: Int { min(Self.maximumRows, max(1, lines.count)) }

    /// The action whose button is at a cell of the band, if any.
    func action(atX x: Int, y: Int) -> BandAction? {
        guard let button, button.rect.contains(x: x, y: y) else { return nil }
        return button.action
    }
}
